import { describe, expect, it } from "vitest";
import pg from "pg";
import { randomBytes } from "node:crypto";
import { installJobQueue, setQueuePlanMode } from "@/lib/jobs/install";
import { withQueuePlanMode } from "@/lib/sql/session-options";

/**
 * The job queue's plans (lib/sql/session-options.ts): graphile-worker's queueing functions plan with
 * their values on every call, on any connection, after any number of installs (two instances starting
 * at once); the worker's own connections open with the same setting.
 */
const url = process.env.DATABASE_URL!;

describe("the job queue's install", () => {
  it("leaves add_job and add_jobs planning each call, when two instances install at once", async () => {
    await Promise.all([installJobQueue(url), installJobQueue(url)]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; config: string[] | null }>(
        `SELECT p.proname AS name, p.proconfig AS config FROM pg_proc p
         WHERE p.pronamespace = 'graphile_worker'::regnamespace AND p.proname IN ('add_job', 'add_jobs') ORDER BY 1`,
      );
      expect(rows.map((r) => r.name)).toEqual(["add_job", "add_jobs"]);
      for (const r of rows) expect(r.config).toEqual(["plan_cache_mode=force_custom_plan"]);
      // A queued job still goes in (the setting changes plans, not results).
      const added = await client.query<{ id: string }>(`SELECT id FROM graphile_worker.add_job('install-test:noop', '{}'::json, run_at => now() + interval '1 day')`);
      expect(added.rows).toHaveLength(1);
      await client.query(`DELETE FROM graphile_worker._private_jobs WHERE id = $1`, [added.rows[0]!.id]);
    } finally {
      await client.end();
    }
  });

  it("starts anyway, and says why, when the database role does not own the queue's functions", async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const role = `install_test_${randomBytes(4).toString("hex")}`;
    const password = randomBytes(12).toString("hex");
    try {
      await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
      await admin.query(`ALTER FUNCTION graphile_worker.add_jobs(graphile_worker.job_spec[], boolean) RESET plan_cache_mode`);
      const asRole = new URL(url);
      asRole.username = role;
      asRole.password = password;
      expect(await setQueuePlanMode(asRole.toString())).toBe("not owner");
      // Its owner sets it again at the next start.
      expect(await setQueuePlanMode(url)).toBe("set");
      const { rows } = await admin.query<{ config: string[] | null }>(`SELECT proconfig AS config FROM pg_proc WHERE oid = 'graphile_worker.add_jobs(graphile_worker.job_spec[], boolean)'::regprocedure`);
      expect(rows[0]!.config).toEqual(["plan_cache_mode=force_custom_plan"]);
    } finally {
      await setQueuePlanMode(url);
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.end();
    }
  });

  it("opens the worker's connections with the same setting, with a deployment's own options after it", async () => {
    const client = new pg.Client({ connectionString: withQueuePlanMode(url) });
    await client.connect();
    try {
      expect((await client.query<{ plan_cache_mode: string }>("SHOW plan_cache_mode")).rows[0]!.plan_cache_mode).toBe("force_custom_plan");
    } finally {
      await client.end();
    }
    // A deployment's own options come after ours, so theirs win where both set something.
    const own = `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent("-c statement_timeout=5000")}`;
    expect(new URL(withQueuePlanMode(own)).searchParams.get("options")).toBe("-c plan_cache_mode=force_custom_plan -c statement_timeout=5000");
    // Forms this URL parser refuses are used as given, and their password goes nowhere.
    for (const other of ["postgresql://app:s3cret@/app?host=/cloudsql/project:region:db", "host=/var/run/postgresql dbname=app"]) expect(withQueuePlanMode(other)).toBe(other);
  });
});
