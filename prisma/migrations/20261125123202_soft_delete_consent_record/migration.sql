-- AlterTable
ALTER TABLE "accounts" ADD COLUMN     "deletedAt" TIMESTAMPTZ(3),
ADD COLUMN     "deletedById" INTEGER;

-- AlterTable
ALTER TABLE "leads" ADD COLUMN     "consentFields" JSONB,
ADD COLUMN     "consentHash" TEXT,
ADD COLUMN     "deletedAt" TIMESTAMPTZ(3),
ADD COLUMN     "deletedById" INTEGER,
ADD COLUMN     "mergedIntoId" INTEGER;
