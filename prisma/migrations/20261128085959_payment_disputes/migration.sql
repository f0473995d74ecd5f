-- AlterTable
ALTER TABLE "billing_payments" ADD COLUMN     "disputeDueBy" TIMESTAMPTZ(3),
ADD COLUMN     "disputeId" TEXT,
ADD COLUMN     "disputeStatus" TEXT;
