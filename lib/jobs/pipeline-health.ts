import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { PIPELINE_WINDOW_MINUTES, QUEUE_BEHIND_SECONDS } from "@/lib/constants";

/** One task's jobs right now: due and not started, running, scheduled for later. */
export type QueueRow = { task: string; waiting: number; waitingLong: number; running: number; later: number; oldestWaitSeconds: number | null };

/** A delay from capture, over the leads of the window that have it. */
export type SpeedFigure = { count: number; p50Seconds: number | null; p95Seconds: number | null; maxSeconds: number | null };

export type PipelineHealth = {
  at: Date;
  /** Job runners (each worker process has one per concurrency slot and lane) that beat within WORKER_STALE_AFTER_SECONDS. */
  runners: number;
  lastBeatAt: Date | null;
  queue: QueueRow[];
  window: {
    minutes: number;
    captured: number;
    /** Consumers of the window still waiting for their routing job. */
    routing: number;
    delivered: SpeedFigure;
    firstEmail: SpeedFigure;
  };
};

type QueueSql = { task: string; waiting: number; waiting_long: number; running: number; later: number; oldest: number | null };
type WindowSql = {
  captured: number;
  routing: number;
  delivered_n: number;
  delivered_p50: number | null;
  delivered_p95: number | null;
  delivered_max: number | null;
  emailed_n: number;
  emailed_p50: number | null;
  emailed_p95: number | null;
  emailed_max: number | null;
};

/**
 * The job queue by task at `now`. A job is waiting when it is due, unlocked and has attempts left;
 * a failed job (no attempts left) is listed by /admin/jobs's failed list instead, and a job between
 * retries counts as later.
 */
async function queueByTask(now: Date): Promise<QueueRow[]> {
  const long = new Date(now.getTime() - QUEUE_BEHIND_SECONDS * 1000);
  const rows = await db().$queryRaw<QueueSql[]>`
    SELECT task_identifier AS task,
           count(*) FILTER (WHERE locked_at IS NULL AND run_at <= ${now} AND attempts < max_attempts)::int AS waiting,
           count(*) FILTER (WHERE locked_at IS NULL AND run_at <= ${long} AND attempts < max_attempts)::int AS waiting_long,
           count(*) FILTER (WHERE locked_at IS NOT NULL)::int AS running,
           count(*) FILTER (WHERE locked_at IS NULL AND run_at > ${now} AND attempts < max_attempts)::int AS later,
           extract(epoch FROM ${now}::timestamptz - min(run_at) FILTER (WHERE locked_at IS NULL AND run_at <= ${now} AND attempts < max_attempts))::float8 AS oldest
    FROM graphile_worker.jobs
    GROUP BY task_identifier`;
  return rows
    .map((r) => ({ task: r.task, waiting: r.waiting, waitingLong: r.waiting_long, running: r.running, later: r.later, oldestWaitSeconds: r.oldest === null ? null : Math.max(0, r.oldest) }))
    .filter((r) => r.waiting + r.running + r.later > 0)
    .sort((a, b) => b.waiting - a.waiting || b.running - a.running || a.task.localeCompare(b.task));
}

/** Job runners that beat recently, and the last beat. */
async function liveRunners(now: Date): Promise<{ runners: number; lastBeatAt: Date | null }> {
  const since = new Date(now.getTime() - env().WORKER_STALE_AFTER_SECONDS * 1000);
  const [r] = await db().$queryRaw<{ runners: number; last: Date | null }[]>`
    SELECT count(*) FILTER (WHERE "seenAt" > ${since} AND "seenAt" <= ${now})::int AS runners, max("seenAt") FILTER (WHERE "seenAt" <= ${now}) AS last
    FROM worker_heartbeats`;
  return { runners: r?.runners ?? 0, lastBeatAt: r?.last ?? null };
}

/**
 * Speed to lead over the leads captured in the last PIPELINE_WINDOW_MINUTES: capture → delivered to
 * a buyer (the ledger row), and capture → the first e-mail to the person handed to Resend (an
 * automation's first touch or the confirmation receipt). Percentiles are PostgreSQL's, over the leads
 * that have the figure; the rest are still on their way (or were never going to have it).
 */
async function speedWindow(now: Date): Promise<PipelineHealth["window"]> {
  const since = new Date(now.getTime() - PIPELINE_WINDOW_MINUTES * 60_000);
  const [r] = await db().$queryRaw<WindowSql[]>`
    WITH recent AS (
      SELECT id, "createdAt", lower(email) AS email, "marketStatus" FROM leads
      WHERE "createdAt" > ${since} AND "createdAt" <= ${now} AND "deletedAt" IS NULL
    ), delivered AS (
      SELECT extract(epoch FROM d."deliveredAt" - r."createdAt")::float8 AS s FROM recent r JOIN lead_deliveries d ON d."leadId" = r.id
    ), emailed AS (
      SELECT extract(epoch FROM min(c."sentAt") - r."createdAt")::float8 AS s
      FROM recent r JOIN communications c ON c."leadId" = r.id
      WHERE c.type = 'email' AND c.direction = 'outbound' AND c."sentAt" IS NOT NULL AND lower(c."toAddress") = r.email
      GROUP BY r.id, r."createdAt"
    )
    SELECT (SELECT count(*) FROM recent)::int AS captured,
           (SELECT count(*) FROM recent WHERE "marketStatus" = 'routing')::int AS routing,
           (SELECT count(*) FROM delivered)::int AS delivered_n,
           (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY s) FROM delivered) AS delivered_p50,
           (SELECT percentile_cont(0.95) WITHIN GROUP (ORDER BY s) FROM delivered) AS delivered_p95,
           (SELECT max(s) FROM delivered) AS delivered_max,
           (SELECT count(*) FROM emailed)::int AS emailed_n,
           (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY s) FROM emailed) AS emailed_p50,
           (SELECT percentile_cont(0.95) WITHIN GROUP (ORDER BY s) FROM emailed) AS emailed_p95,
           (SELECT max(s) FROM emailed) AS emailed_max`;
  const w = r!;
  return {
    minutes: PIPELINE_WINDOW_MINUTES,
    captured: w.captured,
    routing: w.routing,
    delivered: { count: w.delivered_n, p50Seconds: w.delivered_p50, p95Seconds: w.delivered_p95, maxSeconds: w.delivered_max },
    firstEmail: { count: w.emailed_n, p50Seconds: w.emailed_p50, p95Seconds: w.emailed_p95, maxSeconds: w.emailed_max },
  };
}

/**
 * The pipeline as an operations manager reads it on a launch morning (/admin/jobs): are workers
 * running, what waits and for how long, and how fast leads reach their buyer and their first e-mail.
 */
export async function pipelineHealth(now = new Date()): Promise<PipelineHealth> {
  const [workers, queue, window] = await Promise.all([liveRunners(now), queueByTask(now), speedWindow(now)]);
  return { at: now, ...workers, queue, window };
}

/** What /admin's "needs attention" says about the pipeline: jobs waiting with no worker running, or waiting over QUEUE_BEHIND_SECONDS. */
export async function pipelineAttention(now = new Date()): Promise<{ runners: number; waiting: number; waitingLong: number; byTask: { task: string; waiting: number; waitingLong: number }[] }> {
  const [{ runners }, queue] = await Promise.all([liveRunners(now), queueByTask(now)]);
  return {
    runners,
    waiting: queue.reduce((n, r) => n + r.waiting, 0),
    waitingLong: queue.reduce((n, r) => n + r.waitingLong, 0),
    byTask: queue.filter((r) => r.waiting > 0).map(({ task, waiting, waitingLong }) => ({ task, waiting, waitingLong })),
  };
}
