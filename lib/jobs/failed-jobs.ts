import "server-only";
import { db } from "@/lib/db";

export type JobRow = {
  id: string;
  task: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  runAt: Date;
  updatedAt: Date;
  permanentlyFailed: boolean;
};

/** Jobs that failed at least once: retrying ones and those that used up their attempts. */
export async function listFailedJobs(limit = 100): Promise<JobRow[]> {
  const rows = await db().$queryRaw<
    { id: bigint; task_identifier: string; attempts: number; max_attempts: number; last_error: string | null; run_at: Date; updated_at: Date }[]
  >`SELECT id, task_identifier, attempts, max_attempts, last_error, run_at, updated_at
      FROM graphile_worker.jobs WHERE last_error IS NOT NULL
      ORDER BY updated_at DESC LIMIT ${limit}`;
  return rows.map((r) => ({
    id: String(r.id),
    task: r.task_identifier,
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
    // Errors can quote a provider's answer; keep the first line only.
    lastError: r.last_error?.split("\n")[0]?.slice(0, 300) ?? null,
    runAt: r.run_at,
    updatedAt: r.updated_at,
    permanentlyFailed: r.attempts >= r.max_attempts,
  }));
}

/** Runs a failed job again now, with a fresh set of attempts. */
export async function retryJob(id: string): Promise<boolean> {
  if (!/^\d{1,18}$/.test(id)) return false;
  const rows = await db().$queryRaw<{ id: bigint }[]>`
    SELECT id FROM graphile_worker.reschedule_jobs(ARRAY[${BigInt(id)}]::bigint[], run_at := now(), attempts := 0)`;
  return rows.length > 0;
}
