-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "refundedAt" TIMESTAMPTZ(3),
ADD COLUMN     "refundedCents" INTEGER NOT NULL DEFAULT 0;
