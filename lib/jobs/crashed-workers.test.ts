import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { randomBytes } from "node:crypto";
import { releaseCrashedWorkers, workerWatchTimings } from "@/lib/jobs/crashed-workers";
import { resetEnvCache } from "@/lib/env";

/** A worker killed mid-job: its jobs are released within minutes, live and just-started workers keep theirs. */
const url = process.env.DATABASE_URL!;
const pool = new pg.Pool({ connectionString: url, max: 2 });
const tag = randomBytes(4).toString("hex");

async function lockedJob(workerId: string, lockedSecondsAgo: number): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM graphile_worker.add_job('maintenance:prune-expired', '{}'::json, run_at => now() + interval '1 day', job_key => $1)`,
    [`crash-test-${tag}-${workerId}`],
  );
  const id = rows[0]!.id;
  await pool.query(
    `UPDATE graphile_worker._private_jobs SET locked_by = $2, locked_at = now() - make_interval(secs => $3) WHERE id = $1`,
    [id, workerId, lockedSecondsAgo],
  );
  return id;
}

const lockedBy = async (id: string) =>
  (await pool.query<{ locked_by: string | null }>(`SELECT locked_by FROM graphile_worker._private_jobs WHERE id = $1`, [id])).rows[0]!.locked_by;

describe("crashed workers", () => {
  afterAll(async () => {
    await pool.query(`DELETE FROM graphile_worker._private_jobs WHERE key LIKE $1`, [`crash-test-${tag}-%`]);
    await pool.query(`DELETE FROM worker_heartbeats WHERE "workerId" LIKE $1`, [`%-${tag}`]);
    await pool.end();
  });

  it("releases the jobs of a worker whose heartbeat stopped, and only those", async () => {
    const dead = `worker-dead-${tag}`;
    const alive = `worker-alive-${tag}`;
    const fresh = `worker-fresh-${tag}`;
    await pool.query(
      `INSERT INTO worker_heartbeats ("workerId", "seenAt") VALUES ($1, now() - interval '10 minutes'), ($2, now())`,
      [dead, alive],
    );
    const deadJob = await lockedJob(dead, 600);
    const aliveJob = await lockedJob(alive, 600);
    // Locked seconds ago by a worker that has not beaten yet: it may have just started.
    const freshJob = await lockedJob(fresh, 10);

    const released = await releaseCrashedWorkers(url, pool);
    expect(released).toContain(dead);
    expect(released).not.toContain(alive);
    expect(released).not.toContain(fresh);
    expect(await lockedBy(deadJob)).toBeNull();
    expect(await lockedBy(aliveJob)).toBe(alive);
    expect(await lockedBy(freshJob)).toBe(fresh);
    const beats = await pool.query(`SELECT 1 FROM worker_heartbeats WHERE "workerId" = $1`, [dead]);
    expect(beats.rowCount).toBe(0);
  });

  it("forgets a worker killed between jobs (no job to release), and keeps live workers and workers holding jobs", async () => {
    const idle = `worker-idle-dead-${tag}`;
    const live = `worker-idle-live-${tag}`;
    const holding = `worker-holding-${tag}`;
    await pool.query(
      `INSERT INTO worker_heartbeats ("workerId", "seenAt") VALUES ($1, now() - interval '1 hour'), ($2, now()), ($3, now() - interval '1 hour')`,
      [idle, live, holding],
    );
    // Locked only seconds ago: not yet stale, so the sweep must not release it nor forget its worker.
    await lockedJob(holding, 5);

    await releaseCrashedWorkers(url, pool);
    const { rows } = await pool.query<{ workerId: string }>(`SELECT "workerId" FROM worker_heartbeats WHERE "workerId" = ANY($1::text[])`, [[idle, live, holding]]);
    expect(rows.map((r) => r.workerId).sort()).toEqual([holding, live].sort());
  });

  it("reads its intervals from the environment: production defaults, seconds for tests, and refuses a threshold under two beats", () => {
    const names = ["WORKER_HEARTBEAT_SECONDS", "WORKER_STALE_AFTER_SECONDS", "WORKER_SWEEP_SECONDS"] as const;
    const saved = names.map((n) => process.env[n]);
    try {
      for (const n of names) delete process.env[n];
      resetEnvCache();
      expect(workerWatchTimings()).toEqual({ heartbeatMs: 30_000, staleAfterMs: 120_000, sweepMs: 60_000 });
      Object.assign(process.env, { WORKER_HEARTBEAT_SECONDS: "1", WORKER_STALE_AFTER_SECONDS: "4", WORKER_SWEEP_SECONDS: "1" });
      resetEnvCache();
      expect(workerWatchTimings()).toEqual({ heartbeatMs: 1000, staleAfterMs: 4000, sweepMs: 1000 });
      process.env.WORKER_STALE_AFTER_SECONDS = "1";
      resetEnvCache();
      expect(() => workerWatchTimings()).toThrow(/WORKER_STALE_AFTER_SECONDS/);
      process.env.WORKER_STALE_AFTER_SECONDS = "soon";
      resetEnvCache();
      expect(() => workerWatchTimings()).toThrow(/WORKER_STALE_AFTER_SECONDS/);
    } finally {
      names.forEach((n, i) => (saved[i] === undefined ? delete process.env[n] : (process.env[n] = saved[i])));
      resetEnvCache();
    }
  });
});
