-- AlterTable
ALTER TABLE "billing_payments" ADD COLUMN     "disputeOpenedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "disputeOpenedAt" TIMESTAMPTZ(3);
