/**
 * A lead vendor's burst (issue 34): SYSTEM_BURST_LEADS (1,500) verified leads POSTed to /api/leads at
 * SYSTEM_BURST_RATE (50) a second, open loop, each from its own address and with its own phone, to the
 * serving process exactly as `npm start` runs it (scripts/serve.mts --no-build on the production build:
 * our HTTP server, and the worker as WORKER_MODE says, by default a process of its own), with Resend at
 * the local fake and the seeded automations.
 *
 * A check of correctness under load, not a timed assertion: every lead is answered 201; every one gets
 * its first-touch e-mail at the fake exactly once (none missing once the queue has drained, none twice,
 * no receipt on top); the worker ran beside the server as configured; no job is left failing. It prints
 * the intake's p99 and the first touch's p99 (capture → e-mail at the fake) for the record.
 * Loopback only, bounded: an answer may take up to 180 s, the drain at most SYSTEM_BURST_DRAIN_SECONDS (300).
 */
import { randomBytes, randomInt } from "node:crypto";
import pg from "pg";
import { startFakeResend } from "@/test/fakes/resend";
import { texasLead } from "@/test/fixtures/texas-lead";
import { freePort } from "../../scripts/lib/free-port.mts";
import { startGroup, stopGroup } from "../../scripts/lib/proc.mts";
import { serverNodeFlags } from "../../scripts/lib/server-heap.mjs";
import { openLoop } from "../../bench/lib/open-loop.mts";
import { processTree, reporter, requireBuild, throwawayDb } from "./lib/stack.mts";
import { waitFor, waitForHttp } from "./lib/wait.mts";
import { readFileSync } from "node:fs";

const LEADS = Number(process.env.SYSTEM_BURST_LEADS ?? 1500);
const RATE = Number(process.env.SYSTEM_BURST_RATE ?? 50);
const DRAIN_MS = Number(process.env.SYSTEM_BURST_DRAIN_SECONDS ?? 300) * 1000;
const DIST = process.env.SYSTEM_DIST_DIR ?? ".next-test";
const WORKER_MODE = process.env.WORKER_MODE ?? "process";
const FIRST_TOUCH_SUBJECT = "your insurance quote request";
const r = reporter("lead-burst");
requireBuild(DIST);

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);
const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
  } catch {
    return "";
  }
};

const db = await throwawayDb("leadburst");
const resend = await startFakeResend();
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = startGroup(process.execPath, [...serverNodeFlags(), "--conditions=react-server", "--import", "tsx", "scripts/serve.mts", "--no-build"], {
  env: {
    ...process.env,
    DATABASE_URL: db.url,
    PORT: String(port),
    HOST: "127.0.0.1",
    NEXT_DIST_DIR: DIST,
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    LOG_LEVEL: "error",
    TRUSTED_PROXY_HOPS: "1",
    PUBLIC_FORM_LIMIT_PER_IP: "100000000",
    RESEND_API_KEY: resend.apiKey,
    RESEND_BASE_URL: resend.url,
    EMAIL_FROM: "Burst Agency <leads@burst.example>",
    WORKER_MODE,
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const c = new pg.Client({ connectionString: db.url });

try {
  await waitForHttp("the serving process", `${url}/api/health`, 180_000, r.say);
  await c.connect();
  // Five agents working every hour (the stage runs at any hour): every lead is assigned and alerted.
  await c.query(
    `INSERT INTO users (username, password, role, status, email, "workDays", "workStartMinute", "workEndMinute", "updatedAt")
     SELECT 'burst-agent-' || g, 'not-a-password-hash', 'agent', 'active', 'burst-agent-' || g || '@agency.example', '{1,2,3,4,5,6,7}', 0, 1440, now() FROM generate_series(1, 5) g`,
  );
  await waitFor("the worker's heartbeat", async () => (await c.query(`SELECT count(*)::int AS n FROM worker_heartbeats`)).rows[0].n > 0, { limitMs: 120_000, log: r.say });
  const workers = processTree(server.pid!).filter((pid) => pid !== server.pid && commandOf(pid).includes("scripts/worker.mts"));
  r.check(WORKER_MODE === "process" ? workers.length > 0 : workers.length === 0, `the worker runs as npm start runs it (WORKER_MODE=${WORKER_MODE}: ${workers.length ? `its own process, pid ${workers.join(", ")}` : "in the serving process"})`);

  const sentAt = new Map<string, number>();
  const run = Date.now().toString(36);
  const started = Date.now();
  r.say(`sending ${LEADS} leads at ${RATE} a second…`);
  const intake = await openLoop({
    url,
    rate: RATE,
    seconds: LEADS / RATE,
    // A correctness check, not a timed one: on a machine shared with other work an answer may take long.
    timeoutMs: 180_000,
    request: (i) => {
      const phone = `(512) ${230 + Math.floor(i / 9000)}-${1000 + (i % 9000)}`;
      const lead = texasLead({ campaign: "system-burst", phone }, `burst.${run}.${i}`);
      sentAt.set(lead.email, Date.now());
      return { method: "POST", path: "/api/leads", headers: { "content-type": "application/json", "x-forwarded-for": `198.51.${randomInt(0, 255)}.${randomInt(1, 254)}` }, body: JSON.stringify(lead) };
    },
  });
  r.check(intake.ok === LEADS && intake.errors === 0 && intake.non2xx === 0, `every lead answered 201 (${intake.ok} of ${intake.sent}; ${intake.non2xx} other answers, ${intake.errors} errors)`);

  const touches = () => resend.delivered.filter((m) => String(m.body.subject).includes(FIRST_TOUCH_SUBJECT) && m.at >= started);
  await waitFor(`the first touches of ${intake.ok} leads`, () => touches().length >= intake.ok, { limitMs: DRAIN_MS, everyMs: 500, log: r.say }).catch(() => undefined);
  // Anything sent twice would arrive after the first: the queue must be empty of e-mail jobs before counting.
  await waitFor("no e-mail job left in the queue", async () => (await c.query(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'email:send' AND attempts < max_attempts`)).rows[0].n === 0, { limitMs: DRAIN_MS, everyMs: 500, log: r.say }).catch(() => undefined);

  const byPerson = new Map<string, number>();
  for (const m of touches()) for (const to of m.body.to as string[]) if (sentAt.has(to)) byPerson.set(to, (byPerson.get(to) ?? 0) + 1);
  const twice = [...byPerson.values()].filter((n) => n > 1).length;
  const missing = [...sentAt.keys()].filter((email) => !byPerson.has(email)).length;
  const receipts = resend.delivered.filter((m) => String(m.body.subject).startsWith("We received your request") && m.at >= started).length;
  const failing = (await c.query(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE last_error IS NOT NULL`)).rows[0].n;
  r.check(missing === 0, `every lead got its first-touch e-mail (${byPerson.size} of ${sentAt.size}; ${missing} missing)`);
  r.check(twice === 0 && receipts === 0, `none twice (${twice}), no receipt on top of a first touch (${receipts})`);
  r.check(failing === 0, `no job failing (${failing})`);

  const latencies = touches().map((m) => m.at - (sentAt.get((m.body.to as string[])[0]!) ?? NaN)).filter(Number.isFinite).sort((a, b) => a - b);
  r.say(`intake p50 ${intake.p50} / p99 ${intake.p99} ms; capture → first touch p50 ${percentile(latencies, 50)} / p99 ${percentile(latencies, 99)} / max ${latencies.at(-1)} ms (information, not a goal checked here: bench:automations measures it)`);
} catch (e) {
  r.fail();
  console.error(e);
} finally {
  await c.end().catch(() => undefined);
  await stopGroup(server);
  await resend.close();
  await db.stop();
}
process.exit(r.failed ? 1 : 0);
