import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { SOFT_DELETE_RETENTION_DAYS } from "@/lib/constants";
import { recordAudit } from "@/lib/audit/record";
import { snapshot } from "@/lib/crm/audit-diff";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { liveOwnedBy } from "@/lib/crm/scope";

type Tx = Prisma.TransactionClient;
const DAY_MS = 86_400_000;

/**
 * Deletes an account the user may see: a soft delete (issue 27). The account, with its contacts,
 * opportunities and activities, leaves every list, report, export and figure; Undo (the toast, the
 * "Deleted" view) brings it all back within 30 days, after which `crm:purge-deleted` deletes it for
 * good (the schema cascades; leads converted into it keep their data and lose the link). Audited with
 * a snapshot and the number of deals it takes out of the figures.
 */
export async function deleteAccount(actor: SessionUser, id: number): Promise<void> {
  await db().$transaction(async (tx) => {
    const account = await tx.account.findFirst({
      where: { id, ...liveOwnedBy(actor) },
      select: { id: true, name: true, type: true, status: true, revenue: true, assignedTo: true, _count: { select: { opportunities: true, contacts: true } } },
    });
    if (!account) throw new CrmNotFoundError("account");
    await softDeleteAccounts(tx, actor.id, [id]);
    const { _count, ...rest } = account;
    await recordAudit(
      { actorId: actor.id, action: "account.delete", entity: "account", entityId: id, changes: snapshot({ ...rest, opportunities: _count.opportunities, contacts: _count.contacts }) },
      tx,
    );
  });
}

/** Soft-deletes accounts (access checked by the caller); returns the ids that were live. */
export async function softDeleteAccounts(tx: Tx, actorId: number | null, ids: number[], at = new Date()): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx.$queryRaw<{ id: number }[]>`
    UPDATE "accounts" SET "deletedAt" = ${at}, "deletedById" = ${actorId}, "updatedAt" = ${at}
    WHERE "id" = ANY(${ids}::int[]) AND "deletedAt" IS NULL RETURNING "id"`;
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Undo within 30 days; returns the restored ids. */
export async function restoreAccounts(tx: Tx, ids: number[], now = new Date()): Promise<number[]> {
  if (ids.length === 0) return [];
  const since = new Date(now.getTime() - SOFT_DELETE_RETENTION_DAYS * DAY_MS);
  const rows = await tx.$queryRaw<{ id: number }[]>`
    UPDATE "accounts" SET "deletedAt" = NULL, "deletedById" = NULL, "updatedAt" = ${now}
    WHERE "id" = ANY(${ids}::int[]) AND "deletedAt" IS NOT NULL AND "deletedAt" > ${since} RETURNING "id"`;
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
