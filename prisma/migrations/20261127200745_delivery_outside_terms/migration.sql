-- AlterTable
ALTER TABLE "lead_deliveries" ADD COLUMN     "outsideTerms" BOOLEAN NOT NULL DEFAULT false;
