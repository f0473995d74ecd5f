import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { BULK_MAX_ROWS, BULK_TRANSACTION_MAX_ROWS } from "@/lib/constants";
import { recordAudit } from "@/lib/audit/record";
import { CrmNotFoundError, CrmValidationError } from "@/lib/crm/errors";
import { accountWhere } from "@/lib/crm/accounts/list-accounts";
import { restoreAccounts, softDeleteAccounts } from "@/lib/crm/accounts/delete-account";
import { parseAccountType } from "@/lib/crm/list-params";
import { ownedBy } from "@/lib/crm/scope";
import { BULK_TX, bulkAuditChanges } from "@/lib/crm/bulk/lead-bulk";
import { addTag, removeTag } from "@/lib/crm/bulk/bulk-tags";
import { enqueueBulkJob, type BulkOutcome } from "@/lib/crm/bulk/bulk-job";
import type { AccountBulkInput } from "@/lib/schemas/crm-bulk";

type Tx = Prisma.TransactionClient;

export type AccountBulkParams = Pick<AccountBulkInput, "action" | "assignedTo" | "tagName">;

/**
 * A bulk action on accounts (the Accounts table): give them another owner (admins, as the edit form's
 * owner field), add or remove a tag, delete (soft), restore. Same rules as bulkLeads: each row's access,
 * the single action's own audit entry per account for an owner change, ONE `account.bulk` entry with
 * the ids, one transaction up to 1,000 rows, else a job with progress.
 */
export async function bulkAccounts(actor: SessionUser, input: AccountBulkInput): Promise<BulkOutcome> {
  const params: AccountBulkParams = { action: input.action, assignedTo: input.assignedTo, tagName: input.tagName };
  if (params.action === "assign") {
    if (actor.role !== "admin") throw new CrmNotFoundError("account");
    if (params.assignedTo === null) throw new CrmValidationError({ assignedTo: ["Please pick one from the list"] });
    const owner = await db().user.findFirst({ where: { id: params.assignedTo, status: "active" }, select: { id: true } });
    if (!owner) throw new CrmValidationError({ assignedTo: ["Please pick one from the list"] });
  }
  const deleted = params.action === "restore";
  const criteria = { q: input.q ?? "", type: parseAccountType({ type: input.type }), tag: input.tag ?? null, deleted };
  let ids: number[];
  let refused: number[] = [];
  if (input.all === "1") {
    const rows = await db().account.findMany({ where: accountWhere(actor, criteria), select: { id: true }, orderBy: { id: "asc" }, take: BULK_MAX_ROWS + 1 });
    if (rows.length > BULK_MAX_ROWS) throw new CrmValidationError({ ids: [`At most ${BULK_MAX_ROWS.toLocaleString("en-US")} rows at once: narrow the filter`] });
    ids = rows.map((r) => r.id);
  } else {
    const asked = input.ids ?? [];
    const rows = await db().account.findMany({ where: { ...accountWhere(actor, { ...criteria, q: "", type: "all", tag: null }), id: { in: asked } }, select: { id: true }, orderBy: { id: "asc" } });
    ids = rows.map((r) => r.id);
    const allowed = new Set(ids);
    refused = asked.filter((id) => !allowed.has(id));
  }
  if (ids.length === 0) return { action: params.action, affected: [], skipped: refused.length, total: 0, jobId: null };
  if (ids.length > BULK_TRANSACTION_MAX_ROWS) {
    return db().$transaction((tx) => enqueueBulkJob(tx, actor, { entity: "account", params, ids, refused }), BULK_TX);
  }
  return db().$transaction(async (tx) => {
    const { affected, skipped } = await applyAccountBulk(tx, actor, params, ids);
    await recordAudit({ actorId: actor.id, action: "account.bulk", entity: "account", changes: bulkAuditChanges(params, ids, affected, [...refused, ...skipped]) }, tx);
    return { action: params.action, affected, skipped: refused.length, total: ids.length, jobId: null };
  }, BULK_TX);
}

/** One transaction's worth of an account bulk action; access checked again on locked rows. */
export async function applyAccountBulk(tx: Tx, actor: SessionUser, p: AccountBulkParams, ids: number[]): Promise<{ affected: number[]; skipped: number[] }> {
  const agentId = ownedBy(actor).assignedTo ?? null;
  const deleted = p.action === "restore";
  const rows = await tx.$queryRaw<{ id: number; assignedTo: number | null }[]>`
    SELECT "id", "assignedTo" FROM "accounts"
    WHERE "id" = ANY(${ids}::int[]) AND ${deleted ? Prisma.sql`"deletedAt" IS NOT NULL` : Prisma.sql`"deletedAt" IS NULL`}
      AND (${agentId}::int IS NULL OR "assignedTo" = ${agentId}::int)
    ORDER BY "id" FOR NO KEY UPDATE`;
  const found = new Set(rows.map((r) => r.id));
  const skipped = ids.filter((id) => !found.has(id));
  const rowIds = rows.map((r) => r.id);
  const affected: number[] = [];
  switch (p.action) {
    case "assign":
      if (actor.role !== "admin") return { affected: [], skipped: ids };
      for (const r of rows) {
        if (r.assignedTo === p.assignedTo) continue;
        await tx.account.update({ where: { id: r.id }, data: { assignedTo: p.assignedTo } });
        await recordAudit({ actorId: actor.id, action: "account.update", entity: "account", entityId: r.id, changes: { assignedTo: { from: r.assignedTo, to: p.assignedTo }, how: "bulk" } }, tx);
        affected.push(r.id);
      }
      break;
    case "tag_add":
      affected.push(...(await addTag(tx, "account", p.tagName!, rowIds)));
      break;
    case "tag_remove":
      affected.push(...(await removeTag(tx, "account", p.tagName!, rowIds)));
      break;
    case "delete":
      affected.push(...(await softDeleteAccounts(tx, actor.id, rowIds)));
      break;
    case "restore":
      affected.push(...(await restoreAccounts(tx, rowIds)));
      break;
  }
  return { affected: affected.sort((a, b) => a - b), skipped };
}
