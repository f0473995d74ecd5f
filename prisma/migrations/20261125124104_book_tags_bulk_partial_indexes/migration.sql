-- DropIndex
DROP INDEX "accounts_assignedTo_createdAt_idx";

-- DropIndex
DROP INDEX "accounts_createdAt_idx";

-- DropIndex
DROP INDEX "leads_assignedTo_createdAt_idx";

-- DropIndex
DROP INDEX "leads_createdAt_id_isVerified_verificationScore_assignedTo_idx";

-- CreateTable
CREATE TABLE "lead_tags" (
    "leadId" INTEGER NOT NULL,
    "tagId" INTEGER NOT NULL,

    CONSTRAINT "lead_tags_pkey" PRIMARY KEY ("leadId","tagId")
);

-- CreateTable
CREATE TABLE "bulk_operations" (
    "id" SERIAL NOT NULL,
    "entity" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "params" JSONB NOT NULL,
    "ids" INTEGER[],
    "total" INTEGER NOT NULL,
    "done" INTEGER NOT NULL DEFAULT 0,
    "skipped" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "error" TEXT,
    "createdBy" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMPTZ(3),

    CONSTRAINT "bulk_operations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "lead_tags_tagId_idx" ON "lead_tags"("tagId");

-- CreateIndex
CREATE INDEX "bulk_operations_createdBy_createdAt_idx" ON "bulk_operations"("createdBy", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "accounts_live_assignee_idx" ON "accounts"("assignedTo", "createdAt" DESC) WHERE ("deletedAt" IS NULL);

-- CreateIndex
CREATE INDEX "accounts_live_created_idx" ON "accounts"("createdAt" DESC) WHERE ("deletedAt" IS NULL);

-- CreateIndex
CREATE INDEX "accounts_deleted_idx" ON "accounts"("deletedAt" DESC) WHERE ("deletedAt" IS NOT NULL);

-- One primary contact per account: keep the oldest primary where an account has several.
UPDATE "crm_contacts" c SET "isPrimary" = false
WHERE c."isPrimary" AND EXISTS (SELECT 1 FROM "crm_contacts" o WHERE o."accountId" = c."accountId" AND o."isPrimary" AND o."id" < c."id");

-- CreateIndex
CREATE UNIQUE INDEX "crm_contacts_one_primary" ON "crm_contacts"("accountId") WHERE ("isPrimary");

-- CreateIndex
CREATE INDEX "leads_live_list_idx" ON "leads"("createdAt" DESC, "id" DESC, "isVerified", "verificationScore", "assignedTo") WHERE ("deletedAt" IS NULL);

-- CreateIndex
CREATE INDEX "leads_live_assignee_idx" ON "leads"("assignedTo", "createdAt" DESC) WHERE ("deletedAt" IS NULL);

-- CreateIndex
CREATE INDEX "leads_deleted_idx" ON "leads"("deletedAt" DESC) WHERE ("deletedAt" IS NOT NULL);

-- CreateIndex
CREATE INDEX "leads_mergedIntoId_idx" ON "leads"("mergedIntoId");

-- CreateIndex
CREATE INDEX "reports_type_createdBy_idx" ON "reports"("type", "createdBy");

-- AddForeignKey
ALTER TABLE "lead_tags" ADD CONSTRAINT "lead_tags_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_tags" ADD CONSTRAINT "lead_tags_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE CASCADE;
