import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { LeadAudience, LeadStatus, MarketStatus } from "@/lib/generated/prisma/enums";
import type { SessionUser } from "@/lib/auth/users";
import { BULK_MAX_ROWS, BULK_TRANSACTION_MAX_ROWS } from "@/lib/constants";
import { recordAudit } from "@/lib/audit/record";
import { CrmNotFoundError, CrmValidationError } from "@/lib/crm/errors";
import { applyLeadStatus } from "@/lib/crm/leads/change-status";
import { restoreLeads, softDeleteLeads } from "@/lib/crm/leads/delete-leads";
import { leadWhereSql } from "@/lib/crm/leads/lead-query";
import { parseAudience, parseLeadFilter } from "@/lib/crm/list-params";
import { queueBulkAssignmentEmail } from "@/lib/crm/leads/assignment-email";
import { enqueueBulkJob, type BulkOutcome } from "@/lib/crm/bulk/bulk-job";
import { addTag, removeTag } from "@/lib/crm/bulk/bulk-tags";
import type { LeadBulkInput } from "@/lib/schemas/crm-bulk";
import { checkBulkText, queueBulkTexts } from "@/lib/texting/bulk-text";
import { leadScopeSql } from "@/lib/crm/scope";
import { assignmentRefusal } from "@/lib/crm/leads/assign";

type Tx = Prisma.TransactionClient;

/** What one bulk action does to each row, besides the selection. */
export type LeadBulkParams = Pick<LeadBulkInput, "action" | "assignedTo" | "status" | "lostReason" | "tagName"> & { smsTemplateId?: number | null };

/** A bulk transaction may hold many rows' side effects (events, e-mails, audit): a generous timeout. */
export const BULK_TX = { timeout: 120_000, maxWait: 15_000 } as const;

/**
 * A bulk action on leads (the Leads table: ticked rows or "all N matching this filter"):
 * assign (admins), set the status, add or remove a tag, delete, or restore (Undo). Each row's access
 * is checked (agents: their own leads; another agent's rows are left untouched and counted as
 * skipped). Each row gets exactly what the single action does: the assignment of assign.ts and
 * `applyLeadStatus` per lead (the per-lead audit entry, Meta events, automation events), so the
 * lead's timeline shows it. Plus ONE audit entry (`lead.bulk`) with the action and the ids. Up to
 * 1,000 rows run in one transaction; more run as a job with progress (lib/crm/bulk/bulk-job.ts).
 */
export async function bulkLeads(actor: SessionUser, input: LeadBulkInput): Promise<BulkOutcome> {
  const params: LeadBulkParams = { action: input.action, assignedTo: input.assignedTo, status: input.status, lostReason: input.lostReason, tagName: input.tagName, ...(input.action === "text" ? { smsTemplateId: input.smsTemplateId } : {}) };
  if (params.action === "text") await checkBulkText(params.smsTemplateId);
  if (params.action === "assign") {
    if (actor.role !== "admin") throw new CrmNotFoundError("lead");
    if (params.assignedTo !== null) {
      const agent = await db().user.findFirst({ where: { id: params.assignedTo, status: "active" }, select: { id: true } });
      if (!agent) throw new CrmValidationError({ assignedTo: ["Please pick one from the list"] });
    }
  }
  const deleted = params.action === "restore";
  const { ids, refused } = await resolveLeadSelection(actor, input, deleted);
  if (ids.length === 0) {
    return { action: params.action, affected: [], skipped: refused.length, total: 0, jobId: null };
  }
  if (ids.length > BULK_TRANSACTION_MAX_ROWS) {
    return db().$transaction((tx) => enqueueBulkJob(tx, actor, { entity: "lead", params, ids, refused }), BULK_TX);
  }
  return db().$transaction(async (tx) => {
    const { affected, skipped } = await applyLeadBulk(tx, actor, params, ids);
    await recordAudit(
      { actorId: actor.id, action: "lead.bulk", entity: "lead", changes: bulkAuditChanges(params, ids, affected, [...refused, ...skipped]) },
      tx,
    );
    if (params.action === "assign" && params.assignedTo !== null && affected.length) await queueBulkAssignmentEmail(tx, params.assignedTo, affected);
    return { action: params.action, affected, skipped: refused.length, total: ids.length, jobId: null };
  }, BULK_TX);
}

/** The bulk audit entry: the action, its parameters and the ids (no personal data). */
export function bulkAuditChanges(params: object, ids: number[], affected: number[], skipped: number[], jobId?: number): Prisma.InputJsonValue {
  return { ...params, ids, affected, ...(skipped.length ? { skipped } : {}), ...(jobId ? { jobId } : {}) } as Prisma.InputJsonValue;
}

/**
 * The selection in the user's scope: ticked ids (those the user may not see are `refused`), or every
 * lead matching the list's filter. Live leads, or deleted ones for Undo.
 */
export async function resolveLeadSelection(user: SessionUser, input: LeadBulkInput, deleted: boolean): Promise<{ ids: number[]; refused: number[] }> {
  const criteria = { q: input.q ?? "", filter: parseLeadFilter({ filter: input.filter }), audience: parseAudience({ audience: input.audience }), tag: input.tag ?? null, deleted };
  if (input.all === "1") {
    const rows = await db().$queryRaw<{ id: number }[]>`SELECT "id" FROM "leads" ${leadWhereSql(user, criteria)} ORDER BY "id" LIMIT ${BULK_MAX_ROWS + 1}`;
    if (rows.length > BULK_MAX_ROWS) throw new CrmValidationError({ ids: [`At most ${BULK_MAX_ROWS.toLocaleString("en-US")} rows at once: narrow the filter`] });
    return { ids: rows.map((r) => r.id), refused: [] };
  }
  const asked = input.ids ?? [];
  const rows = await db().$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "leads" ${leadWhereSql(user, { q: "", filter: "all", deleted }, [Prisma.sql`"id" = ANY(${asked}::int[])`])} ORDER BY "id"`;
  const ids = rows.map((r) => r.id);
  const allowed = new Set(ids);
  return { ids, refused: asked.filter((id) => !allowed.has(id)) };
}

type LockedRow = { id: number; status: LeadStatus; lostReason: string | null; assignedTo: number | null; audience: LeadAudience; marketStatus: MarketStatus | null };

/**
 * One transaction's worth of a bulk action. The rows are locked and their access checked again at
 * the moment of the write (a job runs later than the request); rows the actor may no longer touch
 * are `skipped`. Returns the ids that changed.
 */
export async function applyLeadBulk(tx: Tx, actor: SessionUser, p: LeadBulkParams, ids: number[]): Promise<{ affected: number[]; skipped: number[] }> {
  const deleted = p.action === "restore";
  const rows = await tx.$queryRaw<LockedRow[]>`
    SELECT "id", "status", "lostReason", "assignedTo", "audience", "marketStatus" FROM "leads"
    WHERE "id" = ANY(${ids}::int[]) AND ${deleted ? Prisma.sql`"deletedAt" IS NOT NULL` : Prisma.sql`"deletedAt" IS NULL`}
      AND ${leadScopeSql(actor)}
    ORDER BY "id" FOR NO KEY UPDATE`;
  const found = new Set(rows.map((r) => r.id));
  const skipped = ids.filter((id) => !found.has(id));
  const rowIds = rows.map((r) => r.id);
  const affected: number[] = [];
  switch (p.action) {
    case "assign": {
      if (actor.role !== "admin") return { affected: [], skipped: ids };
      // Marketplace leads and agent prospects move only as lib/crm/leads/assign.ts allows: the others are skipped.
      const target = p.assignedTo ? await tx.user.findUnique({ where: { id: p.assignedTo }, select: { role: true } }) : null;
      const allowed = rows.filter((r) => !assignmentRefusal(r, target?.role ?? null));
      skipped.push(...rows.filter((r) => !allowed.includes(r)).map((r) => r.id));
      const moving = allowed.filter((r) => r.assignedTo !== p.assignedTo);
      affected.push(...(await assignMany(tx, actor.id, moving, p.assignedTo ?? null)));
      break;
    }
    case "status":
      for (const r of rows) {
        const change = await applyLeadStatus(tx, actor.id, r.id, r, p.status!, p.lostReason ?? null, "bulk");
        if (change.changed) affected.push(r.id);
      }
      break;
    case "tag_add":
      affected.push(...(await addTag(tx, "lead", p.tagName!, rowIds)));
      break;
    case "tag_remove":
      affected.push(...(await removeTag(tx, "lead", p.tagName!, rowIds)));
      break;
    case "delete":
      affected.push(...(await softDeleteLeads(tx, actor.id, rowIds)));
      break;
    case "restore":
      affected.push(...(await restoreLeads(tx, rowIds)));
      break;
    case "text":
      // Issue 33: each lead texted at once or at its own next allowed minute (lib/texting/bulk-text.ts).
      affected.push(...(await queueBulkTexts(tx, actor, p.smsTemplateId!, rowIds, new Date())));
      break;
  }
  return { affected: affected.sort((a, b) => a - b), skipped };
}

/**
 * The single assignment's effects (lib/crm/leads/assign.ts applyAssignment) for many leads in two
 * statements: the leads move, and each gets its own `lead.assign` / `lead.reassign` audit entry (its
 * timeline shows it). The agent's e-mail is one for the whole action (queueBulkAssignmentEmail).
 */
async function assignMany(tx: Tx, actorId: number, rows: LockedRow[], to: number | null): Promise<number[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  await tx.$executeRaw`UPDATE "leads" SET "assignedTo" = ${to}, "updatedAt" = now() WHERE "id" = ANY(${ids}::int[])`;
  await tx.auditLog.createMany({
    data: rows.map((r) => ({
      actorId,
      action: r.assignedTo === null ? "lead.assign" : "lead.reassign",
      entity: "lead",
      entityId: String(r.id),
      changes: { assignedTo: { from: r.assignedTo, to }, how: "bulk" },
    })),
  });
  return ids;
}

