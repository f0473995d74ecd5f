-- AlterTable
ALTER TABLE "buyer_profiles" ADD COLUMN     "previousLicenseNumber" TEXT;
