import "server-only";
import { db } from "@/lib/db";
import { SOFT_DELETE_RETENTION_DAYS } from "@/lib/constants";
import { recordAudit } from "@/lib/audit/record";

const DAY_MS = 86_400_000;
const BATCH = 1000;

export type PurgeResult = { leads: number; accounts: number };

/**
 * The end of a soft delete: leads and accounts deleted more than 30 days ago are deleted for good,
 * in batches of 1,000, each batch one transaction with one audit entry (ids only, no personal data).
 * A lead takes its unqualified record, its tags and the activities logged on it alone (an activity that
 * also belongs to a live account stays with the account); e-mails and conversion events stay in their
 * logs without the link. A lead sold to a buyer is kept: its delivery is the marketplace's ledger (the
 * price, the return, and the 90-day rule that no buyer gets the same person twice), and erasing the
 * person is "Erase this person", not the purge. An account takes its contacts, deals and activities (the schema cascades);
 * leads converted into it lose the link. Run daily by `crm:purge-deleted`.
 */
export async function purgeDeleted(now = new Date()): Promise<PurgeResult> {
  const before = new Date(now.getTime() - SOFT_DELETE_RETENTION_DAYS * DAY_MS);
  const result: PurgeResult = { leads: 0, accounts: 0 };
  for (;;) {
    const n = await db().$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: number }[]>`
        SELECT "id" FROM "leads" l WHERE "deletedAt" IS NOT NULL AND "deletedAt" < ${before}
          AND NOT EXISTS (SELECT 1 FROM "lead_deliveries" d WHERE d."leadId" = l."id")
        ORDER BY "id" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return 0;
      await tx.$executeRaw`DELETE FROM "activities" WHERE "leadId" = ANY(${ids}::int[]) AND "accountId" IS NULL`;
      await tx.$executeRaw`DELETE FROM "unqualified_leads" WHERE "leadId" = ANY(${ids}::int[])`;
      await tx.$executeRaw`DELETE FROM "leads" WHERE "id" = ANY(${ids}::int[])`;
      await recordAudit({ action: "lead.purge", entity: "lead", changes: { ids, deletedBefore: before.toISOString() } }, tx);
      return ids.length;
    });
    result.leads += n;
    if (n < BATCH) break;
  }
  for (;;) {
    const n = await db().$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: number }[]>`
        SELECT "id" FROM "accounts" WHERE "deletedAt" IS NOT NULL AND "deletedAt" < ${before} ORDER BY "id" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return 0;
      await tx.$executeRaw`DELETE FROM "accounts" WHERE "id" = ANY(${ids}::int[])`;
      await recordAudit({ action: "account.purge", entity: "account", changes: { ids, deletedBefore: before.toISOString() } }, tx);
      return ids.length;
    });
    result.accounts += n;
    if (n < BATCH) break;
  }
  return result;
}
