-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "disputeDueBy" TIMESTAMPTZ(3),
ADD COLUMN     "disputeId" TEXT,
ADD COLUMN     "disputeStatus" TEXT;
