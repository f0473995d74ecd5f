import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { SOFT_DELETE_RETENTION_DAYS } from "@/lib/constants";

type Tx = Prisma.TransactionClient;

const DAY_MS = 86_400_000;

/** Until when a lead deleted at `deletedAt` can be restored. */
export const restorableUntil = (deletedAt: Date) => new Date(deletedAt.getTime() + SOFT_DELETE_RETENTION_DAYS * DAY_MS);

/**
 * Soft-deletes leads (the caller has checked each one's access): `deletedAt`/`deletedById` are set,
 * and every list, report, export, count and duplicate look-up leaves them out from then on. Returns
 * the ids that were live and are now deleted (already-deleted ones are left as they were).
 */
export async function softDeleteLeads(tx: Tx, actorId: number | null, ids: number[], at = new Date()): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx.$queryRaw<{ id: number }[]>`
    UPDATE "leads" SET "deletedAt" = ${at}, "deletedById" = ${actorId}, "updatedAt" = ${at}
    WHERE "id" = ANY(${ids}::int[]) AND "deletedAt" IS NULL
    RETURNING "id"`;
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Undo: restores deleted leads that are still within the 30 days (a merged-away lead is not restored
 * here: its history now lives on the lead it was merged into). Returns the restored ids.
 */
export async function restoreLeads(tx: Tx, ids: number[], now = new Date()): Promise<number[]> {
  if (ids.length === 0) return [];
  const since = new Date(now.getTime() - SOFT_DELETE_RETENTION_DAYS * DAY_MS);
  const rows = await tx.$queryRaw<{ id: number }[]>`
    UPDATE "leads" SET "deletedAt" = NULL, "deletedById" = NULL, "updatedAt" = ${now}
    WHERE "id" = ANY(${ids}::int[]) AND "deletedAt" IS NOT NULL AND "deletedAt" > ${since} AND "mergedIntoId" IS NULL
    RETURNING "id"`;
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
