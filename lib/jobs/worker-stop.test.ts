import { afterAll, describe, expect, it } from "vitest";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { db } from "@/lib/db";
import { resetEnvCache } from "@/lib/env";
import { WORKER_STOP_GRACE_MS, startWorker } from "@/lib/jobs/worker";

/**
 * A stop finishes in bounded time whatever the jobs are doing (issue 19): here an e-mail job whose
 * provider accepted the connection and never answers. The job's lock is released so that any worker
 * runs it again, instead of the job holding the shutdown (and the server's port) for ever.
 */
const url = process.env.DATABASE_URL!;
const pool = new pg.Pool({ connectionString: url, max: 2 });
const tag = randomBytes(4).toString("hex");
const saved = { key: process.env.RESEND_API_KEY, base: process.env.RESEND_BASE_URL };

// A provider that takes the request and never answers.
const held: IncomingMessage[] = [];
const stuck = createServer((req) => held.push(req));
await new Promise<void>((resolve) => stuck.listen(0, "127.0.0.1", resolve));

afterAll(async () => {
  stuck.closeAllConnections();
  await new Promise((resolve) => stuck.close(resolve));
  await pool.query(`DELETE FROM graphile_worker._private_jobs WHERE key = $1`, [`stop-test-${tag}`]);
  await pool.end();
  process.env.RESEND_API_KEY = saved.key;
  process.env.RESEND_BASE_URL = saved.base;
  if (saved.key === undefined) delete process.env.RESEND_API_KEY;
  if (saved.base === undefined) delete process.env.RESEND_BASE_URL;
  resetEnvCache();
});

describe("stopping the worker", () => {
  it("returns within the grace period while a job hangs, and releases that job for any worker", async () => {
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.RESEND_BASE_URL = `http://127.0.0.1:${(stuck.address() as AddressInfo).port}`;
    resetEnvCache();
    const row = await db().communication.create({
      data: { type: "email", direction: "outbound", status: "queued", subject: "Stop test", content: "text", toAddress: "agent@agency-example.com", dedupeKey: `stop-test-${tag}` },
    });
    const { rows } = await pool.query<{ id: string }>(
      `SELECT id FROM graphile_worker.add_job('email:send', json_build_object('communicationId', $1::int), job_key => $2, priority => -1000)`,
      [row.id, `stop-test-${tag}`],
    );
    const jobId = rows[0]!.id;

    const runner = await startWorker(url, 1);
    const deadline = Date.now() + 15_000;
    while (held.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(held.length).toBe(1);

    const started = Date.now();
    await runner.stop();
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(WORKER_STOP_GRACE_MS - 100);
    expect(took).toBeLessThan(WORKER_STOP_GRACE_MS + 3000);

    const job = await pool.query<{ locked_by: string | null; runnable: boolean }>(
      `SELECT locked_by, run_at <= now() AS runnable FROM graphile_worker._private_jobs WHERE id = $1`,
      [jobId],
    );
    expect(job.rows[0]).toEqual({ locked_by: null, runnable: true });
  }, 30_000);
});
