-- AlterTable
ALTER TABLE "leads" ADD COLUMN     "linesWanted" TEXT[] DEFAULT ARRAY[]::TEXT[];
