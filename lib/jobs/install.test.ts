import { describe, expect, it } from "vitest";
import pg from "pg";
import { installJobQueue } from "@/lib/jobs/install";
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

  it("opens the worker's connections with the same setting, and keeps options a deployment set itself", async () => {
    const client = new pg.Client({ connectionString: withQueuePlanMode(url) });
    await client.connect();
    try {
      expect((await client.query<{ plan_cache_mode: string }>("SHOW plan_cache_mode")).rows[0]!.plan_cache_mode).toBe("force_custom_plan");
    } finally {
      await client.end();
    }
    const own = `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent("-c statement_timeout=5000")}`;
    expect(new URL(withQueuePlanMode(own)).searchParams.get("options")).toBe("-c statement_timeout=5000");
  });
});
