import "server-only";
import { db } from "@/lib/db";
import { BULK_JOB_CHUNK_ROWS } from "@/lib/constants";
import type { SessionUser } from "@/lib/auth/users";
import { applyLeadBulk, BULK_TX, type LeadBulkParams } from "@/lib/crm/bulk/lead-bulk";
import { applyAccountBulk, type AccountBulkParams } from "@/lib/crm/bulk/account-bulk";
import { queueBulkAssignmentEmail } from "@/lib/crm/leads/assignment-email";
import { errorMessage, log } from "@/lib/log";

/**
 * The `crm:bulk` job: works through a stored selection BULK_JOB_CHUNK_ROWS rows per transaction, each
 * chunk with exactly the side effects of the single action (applyLeadBulk / applyAccountBulk), and
 * records the progress with the chunk, so a retried job resumes where it stopped and never applies
 * a row twice. The actor is loaded again: a user disabled meanwhile stops the job.
 */
export async function runBulkOperation(operationId: number, opts: { finalAttempt?: boolean } = {}): Promise<void> {
  try {
    await workThrough(operationId);
  } catch (e) {
    // Retried by the queue (each retry resumes after the last chunk done); on the last attempt the
    // operation says it stopped, and how far it got, instead of showing "running" for ever.
    if (!opts.finalAttempt) throw e;
    log.error("crm.bulk_failed", { operationId, error: errorMessage(e) });
    const op = await db().bulkOperation.findUnique({ where: { id: operationId }, select: { done: true, total: true } });
    await db().bulkOperation.updateMany({
      where: { id: operationId, status: { in: ["queued", "running"] } },
      data: { status: "failed", error: `Stopped after ${(op?.done ?? 0).toLocaleString("en-US")} of ${(op?.total ?? 0).toLocaleString("en-US")} rows: the database refused a change. The rows done stay done; ask again for the rest.`, finishedAt: new Date() },
    });
  }
}

async function workThrough(operationId: number): Promise<void> {
  const op = await db().bulkOperation.findUnique({ where: { id: operationId } });
  if (!op || op.status === "done" || op.status === "failed") return;
  const user = op.createdBy === null ? null : await db().user.findUnique({ where: { id: op.createdBy }, select: { id: true, username: true, role: true, status: true } });
  if (!user || user.status !== "active") {
    await db().bulkOperation.update({ where: { id: op.id }, data: { status: "failed", error: "The user who asked for it can no longer act.", finishedAt: new Date() } });
    return;
  }
  const actor: SessionUser = { id: user.id, username: user.username, role: user.role, status: "active" };
  await db().bulkOperation.update({ where: { id: op.id }, data: { status: "running" } });
  const assigned: number[] = [];
  for (let at = op.done; at < op.ids.length; at += BULK_JOB_CHUNK_ROWS) {
    const chunk = op.ids.slice(at, at + BULK_JOB_CHUNK_ROWS);
    await db().$transaction(async (tx) => {
      const { affected, skipped } =
        op.entity === "lead"
          ? await applyLeadBulk(tx, actor, op.params as LeadBulkParams, chunk)
          : await applyAccountBulk(tx, actor, op.params as AccountBulkParams, chunk);
      if (op.entity === "lead" && op.action === "assign") assigned.push(...affected);
      await tx.bulkOperation.update({ where: { id: op.id }, data: { done: { increment: chunk.length }, skipped: { increment: skipped.length } } });
    }, BULK_TX);
  }
  await db().$transaction(async (tx) => {
    const to = (op.params as LeadBulkParams).assignedTo;
    if (op.entity === "lead" && op.action === "assign" && to != null && assigned.length) await queueBulkAssignmentEmail(tx, to, assigned);
    await tx.bulkOperation.update({ where: { id: op.id }, data: { status: "done", finishedAt: new Date() } });
  });
}
