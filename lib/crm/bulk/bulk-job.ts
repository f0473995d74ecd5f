import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { enqueueJob } from "@/lib/jobs/enqueue";

type Tx = Prisma.TransactionClient;

/** What a bulk action answers: the ids that changed (a job: none yet), how many were skipped, the job. */
export type BulkOutcome = {
  action: string;
  /** The ids that changed (a job: none yet). */
  affected: number[];
  /** Rows refused (outside the user's scope, or gone) and left untouched. */
  skipped: number;
  /** The rows the action ran on (the selection in the user's scope). */
  total: number;
  jobId: number | null;
};

export const BULK_TASK = "crm:bulk";

/**
 * A selection above 1,000 rows: stored with the action as a `bulk_operations` row and worked through
 * by the `crm:bulk` job, which records its progress after each chunk (the page shows it and survives a
 * reload). The one audit entry is written now, with the ids and the job's id.
 */
export async function enqueueBulkJob(
  tx: Tx,
  actor: SessionUser,
  job: { entity: "lead" | "account"; params: { action: string } & Record<string, unknown>; ids: number[]; refused: number[] },
): Promise<BulkOutcome> {
  const op = await tx.bulkOperation.create({
    data: { entity: job.entity, action: job.params.action, params: job.params as Prisma.InputJsonValue, ids: job.ids, total: job.ids.length, createdBy: actor.id },
    select: { id: true },
  });
  await recordAudit(
    {
      actorId: actor.id,
      action: `${job.entity}.bulk`,
      entity: job.entity,
      changes: { ...job.params, ids: job.ids, ...(job.refused.length ? { skipped: job.refused } : {}), jobId: op.id } as Prisma.InputJsonValue,
    },
    tx,
  );
  await enqueueJob(tx, BULK_TASK, { operationId: op.id }, { jobKey: `crm-bulk:${op.id}`, maxAttempts: 5 });
  return { action: job.params.action, affected: [], skipped: job.refused.length, total: job.ids.length, jobId: op.id };
}

export type BulkProgress = { id: number; entity: string; action: string; total: number; done: number; skipped: number; status: string; error: string | null; finishedAt: string | null };

/** A bulk job's progress, for the user who asked for it (or an admin); null otherwise. */
export async function bulkProgress(user: SessionUser, id: number): Promise<BulkProgress | null> {
  const op = await db().bulkOperation.findFirst({
    where: { id, ...(user.role === "admin" ? {} : { createdBy: user.id }) },
    select: { id: true, entity: true, action: true, total: true, done: true, skipped: true, status: true, error: true, finishedAt: true },
  });
  return op ? { ...op, finishedAt: op.finishedAt?.toISOString() ?? null } : null;
}
