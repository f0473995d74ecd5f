-- CreateEnum
CREATE TYPE "LeadAudience" AS ENUM ('consumer', 'agent_prospect');

-- CreateEnum
CREATE TYPE "MarketStatus" AS ENUM ('routing', 'review', 'delivered', 'unsold', 'returned');

-- CreateEnum
CREATE TYPE "BuyerSetupStatus" AS ENUM ('draft', 'submitted', 'approved', 'changes_requested');

-- CreateEnum
CREATE TYPE "DeliveryPushMethod" AS ENUM ('none', 'webhook', 'hubspot', 'zapier');

-- CreateEnum
CREATE TYPE "EntitlementSource" AS ENUM ('order', 'subscription', 'grant');

-- CreateEnum
CREATE TYPE "EntitlementStatus" AS ENUM ('awaiting_setup', 'active', 'paused', 'cancelled', 'ended');

-- CreateEnum
CREATE TYPE "DeliveryHow" AS ENUM ('routed', 'replacement', 'admin');

-- CreateEnum
CREATE TYPE "LeadReturnReason" AS ENUM ('wrong_number', 'fake', 'duplicate', 'outside_area', 'never_asked');

-- CreateEnum
CREATE TYPE "LeadReturnStatus" AS ENUM ('pending', 'approved', 'refused');

-- AlterEnum
ALTER TYPE "UserRole" ADD VALUE 'sales';

-- AlterTable
ALTER TABLE "invitations" ADD COLUMN     "orderId" INTEGER;

-- AlterTable
ALTER TABLE "leads" ADD COLUMN     "audience" "LeadAudience" NOT NULL DEFAULT 'consumer',
ADD COLUMN     "marketStatus" "MarketStatus",
ADD COLUMN     "unsoldAt" TIMESTAMPTZ(3),
ADD COLUMN     "zip5" TEXT;

-- CreateTable
CREATE TABLE "texas_zips" (
    "zip" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "county" TEXT NOT NULL,
    "countyFips" TEXT NOT NULL,
    "countyFipsAll" TEXT[],
    "timeZone" TEXT NOT NULL,

    CONSTRAINT "texas_zips_pkey" PRIMARY KEY ("zip")
);

-- CreateTable
CREATE TABLE "buyer_profiles" (
    "userId" INTEGER NOT NULL,
    "licenseNumber" TEXT,
    "licenseConfirmedAt" TIMESTAMPTZ(3),
    "licenseConfirmedBy" INTEGER,
    "agencyName" TEXT,
    "lines" "LeadType"[] DEFAULT ARRAY[]::"LeadType"[],
    "counties" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "zips" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "emailAlerts" BOOLEAN NOT NULL DEFAULT true,
    "pushMethod" "DeliveryPushMethod" NOT NULL DEFAULT 'none',
    "pushUrl" TEXT,
    "pushSecretSealed" TEXT,
    "paused" BOOLEAN NOT NULL DEFAULT false,
    "pausedAt" TIMESTAMPTZ(3),
    "setupStatus" "BuyerSetupStatus" NOT NULL DEFAULT 'draft',
    "submittedAt" TIMESTAMPTZ(3),
    "reviewedAt" TIMESTAMPTZ(3),
    "reviewedById" INTEGER,
    "reviewNote" TEXT,
    "lastDeliveredAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "buyer_profiles_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "entitlements" (
    "id" SERIAL NOT NULL,
    "buyerId" INTEGER,
    "source" "EntitlementSource" NOT NULL,
    "sourceRef" TEXT NOT NULL,
    "orderId" INTEGER,
    "subscriptionId" INTEGER,
    "productSlug" TEXT,
    "planName" TEXT NOT NULL,
    "lines" "LeadType"[],
    "quota" INTEGER NOT NULL,
    "credits" INTEGER NOT NULL DEFAULT 0,
    "replacementsOwed" INTEGER NOT NULL DEFAULT 0,
    "delivered" INTEGER NOT NULL DEFAULT 0,
    "priceCents" INTEGER NOT NULL,
    "pricePerLeadCents" INTEGER NOT NULL,
    "periodMonths" INTEGER NOT NULL DEFAULT 1,
    "periodStart" TIMESTAMPTZ(3),
    "periodEnd" TIMESTAMPTZ(3),
    "status" "EntitlementStatus" NOT NULL DEFAULT 'awaiting_setup',
    "statusReason" TEXT,
    "grantReason" TEXT,
    "grantedById" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "entitlements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_deliveries" (
    "id" SERIAL NOT NULL,
    "leadId" INTEGER NOT NULL,
    "buyerId" INTEGER NOT NULL,
    "entitlementId" INTEGER NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "how" "DeliveryHow" NOT NULL DEFAULT 'routed',
    "replacesReturnId" INTEGER,
    "assignedById" INTEGER,
    "deliveredAt" TIMESTAMPTZ(3) NOT NULL,
    "methods" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" TEXT NOT NULL DEFAULT 'delivered',

    CONSTRAINT "lead_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "delivery_pushes" (
    "id" SERIAL NOT NULL,
    "deliveryId" INTEGER NOT NULL,
    "method" "DeliveryPushMethod" NOT NULL,
    "url" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastStatusCode" INTEGER,
    "lastError" TEXT,
    "lastAttemptAt" TIMESTAMPTZ(3),
    "sentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "delivery_pushes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "delivery_push_attempts" (
    "id" SERIAL NOT NULL,
    "pushId" INTEGER NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "statusCode" INTEGER,
    "error" TEXT,
    "durationMs" INTEGER NOT NULL,

    CONSTRAINT "delivery_push_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_returns" (
    "id" SERIAL NOT NULL,
    "deliveryId" INTEGER NOT NULL,
    "leadId" INTEGER NOT NULL,
    "buyerId" INTEGER NOT NULL,
    "reason" "LeadReturnReason" NOT NULL,
    "note" TEXT,
    "status" "LeadReturnStatus" NOT NULL DEFAULT 'pending',
    "decisionNote" TEXT,
    "decidedById" INTEGER,
    "decidedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "lead_returns_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "texas_zips_countyFips_idx" ON "texas_zips"("countyFips");

-- CreateIndex
CREATE INDEX "buyer_profiles_setupStatus_idx" ON "buyer_profiles"("setupStatus");

-- CreateIndex
CREATE UNIQUE INDEX "entitlements_sourceRef_key" ON "entitlements"("sourceRef");

-- CreateIndex
CREATE INDEX "entitlements_buyerId_status_idx" ON "entitlements"("buyerId", "status");

-- CreateIndex
CREATE INDEX "entitlements_status_periodEnd_idx" ON "entitlements"("status", "periodEnd");

-- CreateIndex
CREATE INDEX "entitlements_orderId_idx" ON "entitlements"("orderId");

-- CreateIndex
CREATE INDEX "entitlements_subscriptionId_idx" ON "entitlements"("subscriptionId");

-- CreateIndex
CREATE UNIQUE INDEX "lead_deliveries_leadId_key" ON "lead_deliveries"("leadId");

-- CreateIndex
CREATE UNIQUE INDEX "lead_deliveries_replacesReturnId_key" ON "lead_deliveries"("replacesReturnId");

-- CreateIndex
CREATE INDEX "lead_deliveries_buyerId_deliveredAt_idx" ON "lead_deliveries"("buyerId", "deliveredAt" DESC);

-- CreateIndex
CREATE INDEX "lead_deliveries_entitlementId_deliveredAt_idx" ON "lead_deliveries"("entitlementId", "deliveredAt");

-- CreateIndex
CREATE INDEX "lead_deliveries_deliveredAt_idx" ON "lead_deliveries"("deliveredAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "delivery_pushes_messageId_key" ON "delivery_pushes"("messageId");

-- CreateIndex
CREATE INDEX "delivery_pushes_deliveryId_idx" ON "delivery_pushes"("deliveryId");

-- CreateIndex
CREATE INDEX "delivery_pushes_status_createdAt_idx" ON "delivery_pushes"("status", "createdAt");

-- CreateIndex
CREATE INDEX "delivery_push_attempts_pushId_at_idx" ON "delivery_push_attempts"("pushId", "at");

-- CreateIndex
CREATE UNIQUE INDEX "lead_returns_deliveryId_key" ON "lead_returns"("deliveryId");

-- CreateIndex
CREATE INDEX "lead_returns_status_createdAt_idx" ON "lead_returns"("status", "createdAt");

-- CreateIndex
CREATE INDEX "lead_returns_buyerId_createdAt_idx" ON "lead_returns"("buyerId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "leads_audience_idx" ON "leads"("audience", "createdAt" DESC) WHERE ("deletedAt" IS NULL);

-- CreateIndex
CREATE INDEX "leads_unsold_idx" ON "leads"("unsoldAt") WHERE ("marketStatus" = 'unsold');

-- AddForeignKey
ALTER TABLE "buyer_profiles" ADD CONSTRAINT "buyer_profiles_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_buyerId_fkey" FOREIGN KEY ("buyerId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_buyerId_fkey" FOREIGN KEY ("buyerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_entitlementId_fkey" FOREIGN KEY ("entitlementId") REFERENCES "entitlements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "delivery_pushes" ADD CONSTRAINT "delivery_pushes_deliveryId_fkey" FOREIGN KEY ("deliveryId") REFERENCES "lead_deliveries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "delivery_push_attempts" ADD CONSTRAINT "delivery_push_attempts_pushId_fkey" FOREIGN KEY ("pushId") REFERENCES "delivery_pushes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_returns" ADD CONSTRAINT "lead_returns_deliveryId_fkey" FOREIGN KEY ("deliveryId") REFERENCES "lead_deliveries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Data: the audience of existing leads, by source (issue 31). The free-analysis landing page and the
-- seeded validation samples are insurance agents asking us for leads; the chat is an agent when it
-- named an agency; every other source is a consumer shopper. Leads captured before the marketplace
-- keep their assignment and no market status (they are not inventory).
UPDATE "leads" SET "audience" = 'agent_prospect'
WHERE "source" IN ('landing', 'sample') OR ("source" = 'chat' AND "agencyName" IS NOT NULL AND btrim("agencyName") <> '');
UPDATE "leads" SET "zip5" = substring(btrim("zipCode") from 1 for 5) WHERE btrim("zipCode") ~ '^[0-9]{5}';
