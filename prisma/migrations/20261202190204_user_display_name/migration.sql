-- AlterTable
ALTER TABLE "users" ADD COLUMN     "displayName" TEXT;
