/**
 * Faults (issue 9): a worker is killed in the middle of a job; the job runs again and its effect
 * happens once.
 *
 * A lead is captured through the real pipeline (lib/leads/capture-lead.ts), which queues its e-mails
 * in the lead's transaction. A standalone worker (`npm run worker`, its own process) takes the e-mail
 * job and calls Resend (the local fake, behind a proxy). The fake accepts and "delivers" the e-mail,
 * and the proxy keeps the answer back, so the worker is stuck exactly where a crash hurts most: the
 * provider acted, our database does not know yet. The worker is then SIGKILLed. A second worker
 * starts, the crashed-worker sweep releases the dead worker's job (thresholds in seconds through
 * WORKER_HEARTBEAT_SECONDS / WORKER_STALE_AFTER_SECONDS / WORKER_SWEEP_SECONDS), the job runs again
 * with the same Idempotency-Key, and the fake answers it as the repeat it is.
 *
 * Asserts: the job was retried by the second worker; Resend saw the e-mail twice with the same key
 * and delivered it once; the communications row ends `sent` once with the provider id of that one
 * delivery; no job is left. Bounded (SYSTEM_WORKER_TIMEOUT_SECONDS, 90), loopback only.
 */
import pg from "pg";
import { startFakeResend } from "@/test/fakes/resend";
import { freePort } from "../../scripts/lib/free-port.mts";
import { stopGroup } from "../../scripts/lib/proc.mts";
import { startFaultProxy } from "./lib/fault-proxy.mts";
import { killGroup, reporter, startWorkerProcess, throwawayDb } from "./lib/stack.mts";
import { cronTaskNames, outstandingJobs, waitFor } from "./lib/wait.mts";
import { texasLead } from "@/test/fixtures/texas-lead";
import { crontab } from "@/lib/jobs/task-list";

const CRON_TASKS = cronTaskNames(crontab);

const TIMEOUT_MS = Number(process.env.SYSTEM_WORKER_TIMEOUT_SECONDS ?? 90) * 1000;
const WATCH = { WORKER_HEARTBEAT_SECONDS: "1", WORKER_STALE_AFTER_SECONDS: "4", WORKER_SWEEP_SECONDS: "1" };
const r = reporter("worker-killed");

const until = <T,>(what: string, fn: () => Promise<T | null | undefined | false>, ms = TIMEOUT_MS): Promise<T> => waitFor(what, fn, { limitMs: ms, log: r.say });

const db = await throwawayDb("workerkill");
const resend = await startFakeResend();
const proxy = await startFaultProxy(resend.url, await freePort());
const workerEnv = { DATABASE_URL: db.url, RESEND_API_KEY: resend.apiKey, RESEND_BASE_URL: proxy.url, WORKER_CONCURRENCY: "2", ...WATCH };
// The capture runs in this process (the same code /api/leads calls); it only queues the e-mail.
Object.assign(process.env, { DATABASE_URL: db.url, LOG_LEVEL: "error" });
const { captureLead } = await import("@/lib/leads/capture-lead");
const { leadSubmissionSchema } = await import("@/lib/schemas/lead");
const { disconnectDb } = await import("@/lib/db");
const { PUSH_LANE_CONCURRENCY } = await import("@/lib/jobs/worker");
const c = new pg.Client({ connectionString: db.url });
await c.connect();
const first = startWorkerProcess(workerEnv);
let second: ReturnType<typeof startWorkerProcess> | null = null;

try {
  const firstPid = first.pid!;
  // One worker id per concurrency slot, of both lanes (lib/jobs/worker.ts): wait until every slot of worker 1 has beaten.
  const firstIds = await until("the first worker's heartbeats", async () => {
    const { rows } = await c.query<{ id: string }>(`SELECT "workerId" AS id FROM worker_heartbeats`);
    return rows.length === Number(workerEnv.WORKER_CONCURRENCY) + PUSH_LANE_CONCURRENCY ? rows.map((x) => x.id) : null;
  });
  r.say(`worker 1 (pid ${firstPid}) is up as ${firstIds.join(", ")}`);

  await proxy.setMode("hold-answer");
  const started = Date.now();
  const submission = leadSubmissionSchema.parse(texasLead({ campaign: "system-worker-killed" }, "killed"));
  const captured = await captureLead(submission, { ip: "127.0.0.1", userAgent: "system-test", pageUrl: null, idempotencyKey: null });
  if (!captured.ok || !captured.body.id) throw new Error(`capture failed: ${captured.status}`);
  const leadId = captured.body.id;

  let heldAnswer: Awaited<ReturnType<typeof proxy.held>> | null = null;
  void proxy.held().then((h) => (heldAnswer = h));
  const held = await until("the worker's call to Resend (its answer held back)", async () => heldAnswer);
  r.say(`Resend answered ${held.upstreamStatus} to ${held.method} ${held.path}; the answer is held back; SIGKILL worker 1 (t=${Date.now() - started} ms)`);
  await killGroup(first);
  const killedAt = Date.now();

  const { rows: comms } = await c.query<{ id: number; dedupeKey: string; status: string }>(
    `SELECT id, "dedupeKey", status FROM communications ORDER BY id`,
  );
  const heldRow = comms.find((m) => m.status !== "sent");
  const locked = await c.query<{ locked_by: string | null; attempts: number }>(
    `SELECT locked_by, attempts FROM graphile_worker._private_jobs WHERE task_id = (SELECT id FROM graphile_worker._private_tasks WHERE identifier = 'email:send') AND locked_by IS NOT NULL`,
  );
  r.check(resend.delivered.length >= 1 && heldRow !== undefined && heldRow.status === "queued", `at the kill the e-mail was delivered by Resend but its row still says "${heldRow?.status}"`);
  const holder = locked.rows[0]?.locked_by ?? "";
  r.check(locked.rows.length === 1 && firstIds.includes(holder), "the dead worker still holds the job's lock");

  second = startWorkerProcess(workerEnv);
  r.say(`worker 2 (pid ${second.pid}) started`);
  const sent = await until("the e-mail row to be sent", async () => {
    const { rows } = await c.query<{ status: string; providerId: string | null }>(`SELECT status, "providerId" FROM communications WHERE id = $1`, [heldRow!.id]);
    return rows[0]?.status === "sent" ? rows[0] : null;
  });
  const recoverySeconds = (Date.now() - killedAt) / 1000;
  r.say(`the job ran again and finished ${recoverySeconds.toFixed(1)} s after the kill (stale threshold ${WATCH.WORKER_STALE_AFTER_SECONDS} s)`);

  // Let anything else in flight settle, then count.
  await until(
    "the queue to owe no job (none running, due or failed for good)",
    async () => (await outstandingJobs(c, CRON_TASKS)).length === 0,
    30_000,
  ).catch(() => undefined);
  const key = heldRow!.dedupeKey;
  const receivedForKey = resend.received.filter((m) => m.headers["idempotency-key"] === key);
  const deliveredForKey = resend.delivered.filter((m) => m.headers["idempotency-key"] === key);
  const deliveredKeys = resend.delivered.map((m) => String(m.headers["idempotency-key"]));
  const { rows: after } = await c.query<{ status: string; n: string }>(`SELECT status, count(*) AS n FROM communications GROUP BY 1`);
  // The crontab's recurring jobs (every 5 minutes) may be queued by the clock at any moment: not ours.
  const jobsLeft = await outstandingJobs(c, CRON_TASKS);
  const beats = await c.query<{ n: string }>(`SELECT count(*) AS n FROM worker_heartbeats WHERE "workerId" = $1`, [holder]);
  const leadRows = await c.query<{ n: string }>(`SELECT count(*) AS n FROM leads WHERE id = $1`, [leadId]);

  r.say(`Resend: ${resend.received.length} request(s) received, ${resend.delivered.length} e-mail(s) delivered; rows by status ${JSON.stringify(Object.fromEntries(after.map((x) => [x.status, Number(x.n)])))}`);
  r.check(receivedForKey.length === 2, `the killed job was sent again with the same Idempotency-Key (${receivedForKey.length} requests with it)`);
  r.check(deliveredForKey.length === 1, `Resend delivered that e-mail once (${deliveredForKey.length})`);
  r.check(new Set(deliveredKeys).size === deliveredKeys.length, "no e-mail was delivered twice");
  r.check(sent.providerId !== null && sent.providerId === resend.idOf(key), "the row records the provider id of the one delivery");
  r.check(after.every((x) => x.status === "sent") && comms.length === resend.delivered.length, `every queued e-mail ends sent, once (${comms.length} rows)`);
  r.check(jobsLeft.length === 0, `no job left behind: none running, due or failed for good, the crontab's and later-scheduled ones aside (${jobsLeft.join(", ") || "none"})`);
  r.check(Number(beats.rows[0]!.n) === 0, "the sweep cleared the heartbeat of the dead worker that held the job");
  r.check(Number(leadRows.rows[0]!.n) === 1, "the lead itself is stored once");
  r.check(recoverySeconds < 30, `recovered within 30 s of the kill (${recoverySeconds.toFixed(1)} s)`);
} catch (e) {
  console.error(e);
  r.fail();
} finally {
  await killGroup(first, "SIGKILL");
  if (second) await stopGroup(second);
  await c.end().catch(() => undefined);
  await disconnectDb().catch(() => undefined);
  await proxy.close();
  await resend.close();
  await db.stop();
}
process.exit(r.failed ? 1 : 0);
