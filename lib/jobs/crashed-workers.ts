import { makeWorkerUtils, type WorkerEvents } from "graphile-worker";
import pg from "pg";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

/**
 * graphile-worker frees the jobs of a worker that died mid-job (killed, out of memory, machine lost)
 * only after a 4-hour lock timeout. Our workers beat every heartbeat interval in `worker_heartbeats`;
 * every worker process also looks, at start and then every sweep interval, for jobs locked for longer
 * than the stale threshold by a worker whose heartbeat is that old (or missing) and releases them with
 * graphile-worker's forceUnlockWorkers, so they run again within minutes. Their effects happen once:
 * e-mails carry Resend idempotency keys, Meta events their event ids, webhooks their inbox ids.
 * Intervals: WORKER_HEARTBEAT_SECONDS (30), WORKER_STALE_AFTER_SECONDS (120), WORKER_SWEEP_SECONDS (60).
 */
export const HEARTBEAT_MS = 30_000;
export const STALE_AFTER_MS = 2 * 60_000;

/** The configured intervals, in milliseconds (production defaults above; the fault tests use seconds). */
export function workerWatchTimings(): { heartbeatMs: number; staleAfterMs: number; sweepMs: number } {
  const e = env();
  return { heartbeatMs: e.WORKER_HEARTBEAT_SECONDS * 1000, staleAfterMs: e.WORKER_STALE_AFTER_SECONDS * 1000, sweepMs: e.WORKER_SWEEP_SECONDS * 1000 };
}

/** Worker ids holding jobs for longer than STALE_AFTER_MS without a fresh heartbeat. */
export async function findCrashedWorkers(client: pg.Pool | pg.Client, staleAfterMs = STALE_AFTER_MS): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `SELECT DISTINCT j.locked_by AS id
       FROM graphile_worker._private_jobs j
       LEFT JOIN worker_heartbeats h ON h."workerId" = j.locked_by
      WHERE j.locked_by IS NOT NULL
        AND j.locked_at < now() - make_interval(secs => $1::double precision / 1000)
        AND (h."seenAt" IS NULL OR h."seenAt" < now() - make_interval(secs => $1::double precision / 1000))`,
    [staleAfterMs],
  );
  return rows.map((r) => r.id);
}

/**
 * Forgets workers that stopped beating while holding no job (killed between jobs): nothing to
 * release, but their heartbeat rows would otherwise stay forever. A live worker whose beat was only
 * late writes its row again on the next beat.
 */
export async function forgetSilentWorkers(client: pg.Pool | pg.Client, staleAfterMs = STALE_AFTER_MS): Promise<number> {
  const { rowCount } = await client.query(
    `DELETE FROM worker_heartbeats h
      WHERE h."seenAt" < now() - make_interval(secs => $1::double precision / 1000)
        AND NOT EXISTS (SELECT 1 FROM graphile_worker._private_jobs j WHERE j.locked_by = h."workerId")`,
    [staleAfterMs],
  );
  return rowCount ?? 0;
}

/** Releases the jobs of crashed workers (and forgets silent idle ones); returns the released ids. */
export async function releaseCrashedWorkers(connectionString: string, pool: pg.Pool, staleAfterMs = STALE_AFTER_MS): Promise<string[]> {
  const ids = await findCrashedWorkers(pool, staleAfterMs);
  await forgetSilentWorkers(pool, staleAfterMs);
  if (ids.length === 0) return ids;
  const utils = await makeWorkerUtils({ connectionString });
  try {
    await utils.forceUnlockWorkers(ids);
  } finally {
    await utils.release();
  }
  await pool.query(`DELETE FROM worker_heartbeats WHERE "workerId" = ANY($1::text[])`, [ids]);
  log.warn("worker.crashed_workers_released", { workers: ids.length });
  return ids;
}

/**
 * Beats for this process's workers and sweeps for crashed ones until the returned stop is called.
 * `events` must be the emitter handed to graphile-worker's run(), subscribed before it starts.
 */
export function watchWorkers(events: WorkerEvents, connectionString: string): () => Promise<void> {
  const { heartbeatMs, staleAfterMs, sweepMs } = workerWatchTimings();
  const pool = new pg.Pool({ connectionString, max: 1 });
  pool.on("error", () => undefined);
  const ids = new Set<string>();
  const beat = async () => {
    if (ids.size === 0) return;
    await pool.query(
      `INSERT INTO worker_heartbeats ("workerId", "seenAt") SELECT unnest($1::text[]), now()
       ON CONFLICT ("workerId") DO UPDATE SET "seenAt" = excluded."seenAt"`,
      [[...ids]],
    );
  };
  const safely = (what: string, fn: () => Promise<unknown>) => () => {
    fn().catch((e: unknown) => log.warn(`worker.${what}_failed`, { error: e instanceof Error ? e.message : String(e) }));
  };
  events.on("worker:create", ({ worker }) => {
    ids.add(worker.workerId);
    safely("heartbeat", beat)();
  });
  const sweep = () => releaseCrashedWorkers(connectionString, pool, staleAfterMs);
  const beating = setInterval(safely("heartbeat", beat), heartbeatMs);
  const sweeping = setInterval(safely("sweep", sweep), sweepMs);
  beating.unref();
  sweeping.unref();
  safely("sweep", sweep)();
  return async () => {
    clearInterval(beating);
    clearInterval(sweeping);
    await pool.query(`DELETE FROM worker_heartbeats WHERE "workerId" = ANY($1::text[])`, [[...ids]]).catch(() => undefined);
    await pool.end().catch(() => undefined);
  };
}
