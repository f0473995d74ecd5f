-- AlterEnum (hand-edited: the earlier statuses are mapped, not cast; no BEGIN/COMMIT of its own, so the
-- whole file is one transaction under both our runner and `prisma migrate deploy`)
-- new → new, contacted → contacted, appointment_scheduled → qualified, quoted → qualified, sold → converted, lost → lost
CREATE TYPE "LeadStatus_new" AS ENUM ('new', 'contacted', 'qualified', 'converted', 'lost');
ALTER TABLE "public"."leads" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "leads" ALTER COLUMN "status" TYPE "LeadStatus_new" USING (
  CASE "status"::text
    WHEN 'appointment_scheduled' THEN 'qualified'
    WHEN 'quoted' THEN 'qualified'
    WHEN 'sold' THEN 'converted'
    ELSE "status"::text
  END::"LeadStatus_new");
ALTER TYPE "LeadStatus" RENAME TO "LeadStatus_old";
ALTER TYPE "LeadStatus_new" RENAME TO "LeadStatus";
DROP TYPE "public"."LeadStatus_old";
ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new';

-- AlterTable
ALTER TABLE "communications" ADD COLUMN     "leadId" INTEGER;

-- AlterTable
ALTER TABLE "leads" ADD COLUMN     "firstContactAt" TIMESTAMPTZ(3),
ADD COLUMN     "lostReason" TEXT;

-- CreateTable
CREATE TABLE "conversion_event_attempts" (
    "id" SERIAL NOT NULL,
    "conversionEventId" INTEGER NOT NULL,
    "attemptedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "outcome" TEXT NOT NULL,
    "error" TEXT,
    "httpStatus" INTEGER,

    CONSTRAINT "conversion_event_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "conversion_event_attempts_conversionEventId_attemptedAt_idx" ON "conversion_event_attempts"("conversionEventId", "attemptedAt");

-- CreateIndex
CREATE INDEX "activities_assignedTo_status_dueDate_idx" ON "activities"("assignedTo", "status", "dueDate");

-- CreateIndex
CREATE INDEX "communications_leadId_idx" ON "communications"("leadId");

-- CreateIndex
CREATE INDEX "leads_duplicateOfId_idx" ON "leads"("duplicateOfId");

-- CreateIndex
CREATE INDEX "opportunities_leadId_idx" ON "opportunities"("leadId");

-- CreateIndex
CREATE INDEX "webhook_inbox_leadId_idx" ON "webhook_inbox"("leadId");

-- AddForeignKey
ALTER TABLE "communications" ADD CONSTRAINT "communications_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "leads"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conversion_event_attempts" ADD CONSTRAINT "conversion_event_attempts_conversionEventId_fkey" FOREIGN KEY ("conversionEventId") REFERENCES "conversion_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Data (hand-written) ---------------------------------------------------------------------------------

-- E-mails about a lead carried its id in metadata only: copy it to the indexed column.
UPDATE "communications" c SET "leadId" = (c."metadata"->>'leadId')::int
WHERE c."metadata" ? 'leadId' AND (c."metadata"->>'leadId') ~ '^[0-9]{1,9}$'
  AND EXISTS (SELECT 1 FROM "leads" l WHERE l."id" = (c."metadata"->>'leadId')::int);

-- The first contact attempt already logged on each lead (a call, e-mail or note activity).
UPDATE "leads" l SET "firstContactAt" = a."first"
FROM (SELECT "leadId", min("createdAt") AS "first" FROM "activities"
      WHERE "leadId" IS NOT NULL AND "type" IN ('call', 'email', 'note') AND "status" = 'completed'
      GROUP BY "leadId") a
WHERE a."leadId" = l."id";

-- Lead sources become one fixed list (lib/constants.ts LEAD_SOURCES): spelling variants of a form's
-- name ("Landing", "landing_page", "Landing Page") are that form; Lead Ads leads are facebook-lead-ads;
-- leads that came through the intake API (consent recorded as "vendor", not from Meta) are api:<vendor>;
-- a missing source is "website".
CREATE FUNCTION pg_temp.canonical_lead_source(raw text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN raw IS NULL OR btrim(raw) = '' THEN 'website'
    WHEN lower(btrim(raw)) LIKE 'vendor:%' THEN 'api:' || substr(lower(btrim(raw)), 8)
    WHEN lower(btrim(raw)) LIKE 'api:%' THEN lower(btrim(raw))
    ELSE CASE regexp_replace(regexp_replace(lower(btrim(raw)), '[\s_]+', '-', 'g'), '-(page|form)$', '')
      WHEN 'landing' THEN 'landing'
      WHEN 'fb-ad' THEN 'fb-ad'
      WHEN 'texas-insurance' THEN 'texas-insurance'
      WHEN 'quote-funnel' THEN 'quote-funnel'
      WHEN 'quote' THEN 'quote-funnel'
      WHEN 'chat' THEN 'chat'
      WHEN 'facebook' THEN 'facebook-lead-ads'
      WHEN 'facebook-lead-ads' THEN 'facebook-lead-ads'
      WHEN 'website' THEN 'website'
      ELSE btrim(raw)
    END
  END
$$;
UPDATE "leads" SET "source" = 'api:' || lower(btrim("source"))
WHERE "consentVersion" = 'vendor' AND "source" IS NOT NULL AND lower(btrim("source")) NOT IN ('facebook', 'facebook-lead-ads')
  AND lower(btrim("source")) NOT LIKE 'api:%' AND lower(btrim("source")) NOT LIKE 'vendor:%';
UPDATE "leads" SET "source" = pg_temp.canonical_lead_source("source")
WHERE "source" IS DISTINCT FROM pg_temp.canonical_lead_source("source");
UPDATE "unqualified_leads" u SET "source" = l."source" FROM "leads" l WHERE u."leadId" = l."id" AND u."source" IS DISTINCT FROM l."source";
UPDATE "unqualified_leads" SET "source" = pg_temp.canonical_lead_source("source")
WHERE "leadId" IS NULL AND "source" IS DISTINCT FROM pg_temp.canonical_lead_source("source");
