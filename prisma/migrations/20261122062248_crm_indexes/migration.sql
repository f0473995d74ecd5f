-- The CRM search uses trigram indexes (ILIKE/LIKE with leading wildcards). Prisma 7 declares no
-- extensions in the schema: they are created by migrations.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- DropIndex
DROP INDEX "leads_createdAt_idx";

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "lastLeadAssignedAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "activities_opportunityId_idx" ON "activities"("opportunityId");

-- CreateIndex
CREATE INDEX "activities_leadId_idx" ON "activities"("leadId");

-- CreateIndex
CREATE INDEX "audit_log_actorId_createdAt_idx" ON "audit_log"("actorId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "leads_createdAt_id_isVerified_verificationScore_assignedTo_idx" ON "leads"("createdAt" DESC, "id" DESC, "isVerified", "verificationScore", "assignedTo");

-- CreateIndex
CREATE INDEX "leads_fullName_idx" ON "leads" USING GIN ("fullName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "leads_email_idx" ON "leads" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "leads_phone_idx" ON "leads" USING GIN ("phone" gin_trgm_ops);
