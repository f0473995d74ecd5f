import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Pick<Prisma.TransactionClient, "$executeRaw">;

export type EnqueueOptions = {
  /** Same key, one pending job: graphile-worker replaces the older one (dedupe). */
  jobKey?: string;
  runAt?: Date;
  maxAttempts?: number;
  /** Jobs sharing a queue name run one at a time, across all workers (e.g. Meta deliveries). */
  queueName?: string;
  /** Lower runs first among due jobs (graphile-worker's priority, default 0): speed to lead's first touch is -1. */
  priority?: number;
};

/**
 * Enqueues a background job inside the caller's transaction (graphile-worker's add_job is plain
 * SQL), so the business write and the job commit or roll back together: a lead is never stored
 * without its e-mails queued, and a job never runs for a row that does not exist.
 */
export async function enqueueJob(tx: Tx, task: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}) {
  await tx.$executeRaw`
    SELECT graphile_worker.add_job(
      ${task}::text,
      payload => ${JSON.stringify(payload)}::json,
      run_at => ${opts.runAt ?? null}::timestamptz,
      max_attempts => ${opts.maxAttempts ?? 10}::int,
      job_key => ${opts.jobKey ?? null}::text,
      queue_name => ${opts.queueName ?? null}::text,
      priority => ${opts.priority ?? 0}::int
    )`;
}
