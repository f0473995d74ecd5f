/**
 * `npm run bench:automations`: speed to lead, driven (issue 26). Verified leads POSTed to /api/leads
 * at BENCH_LEADS_RATE (50) a second, open loop, for BENCH_OPEN_SECONDS (30), each from its own
 * address, to the serving process as `npm start` runs it (scripts/serve.mts: our HTTP server and the
 * background worker in one process, migrations and the seed with the default automations), with
 * Resend pointed at the local fake (test/fakes/resend.ts). Measured: from each lead's scheduled send
 * time to the moment the fake receives its first-touch e-mail (the seeded "First touch" template):
 * goal p99 < 5 s; and the intake's own p99, goal still < 100 ms. Every lead must get exactly one
 * first touch (none missing after a 60 s drain, none twice).
 *
 * The burst comes right after the processes start (one warm-up lead first), as after a deploy: the
 * goals are judged on it. Then, once it has drained, the same burst again, to the same processes: what
 * a server that has been running meets. The first touch's p50 for each WINDOW_SECONDS of each burst
 * shows the backlog's shape: one that grows and then drains is the processes' first seconds (their
 * code not yet compiled, on a machine the burst already fills); one that grows to the end is a rate
 * past the machine.
 *
 * The worker runs as `npm start` runs it (WORKER_MODE: a process of its own by default; set
 * WORKER_MODE=in-process to measure the other deployment). Baseline in the same run, once the serving
 * process has stopped: graphile-worker alone running an empty task, jobs added at the same rate for the
 * same time (one `add_job` each, WORKER_CONCURRENCY at once), from each job's scheduled add to its start:
 * the floor of one job through the queue on this machine (a lead's first touch takes two: its event's
 * and its e-mail's).
 */
import os from "node:os";
import { randomBytes, randomInt } from "node:crypto";
import pg from "pg";
import { texasLead } from "@/test/fixtures/texas-lead";
import { startFakeResend } from "@/test/fakes/resend";
import { DEFAULT_EMAIL_TEMPLATES } from "@/lib/automations/defaults";
import { benchDatabase, ensureBenchBuild, BENCH_DIST, printRows, saveResult } from "./lib/harness.mts";
import { freePort } from "../scripts/lib/free-port.mts";
import { openLoop } from "./lib/open-loop.mts";
import { startGroup, stopGroup, waitForUrl } from "../scripts/lib/proc.mts";
import { serverNodeFlags } from "../scripts/lib/server-heap.mjs";
import { Logger, run as runWorker } from "graphile-worker";

const RATE = Number(process.env.BENCH_LEADS_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 30);
const DRAIN_MS = 60_000;
/** The first touch's p50 is also reported for each WINDOW_SECONDS of the burst. */
const WINDOW_SECONDS = 5;
/** Between the first burst's drain and the second burst. */
const PAUSE_MS = 5_000;

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);

/**
 * graphile-worker alone: an empty task, jobs added open loop at RATE a second for SECONDS (one add_job
 * statement each, from a pool of 4 connections), WORKER_CONCURRENCY at once; latency from each job's
 * scheduled add to its start.
 */
async function emptyTaskBaseline(url: string): Promise<{ added: number; ran: number; p50: number; p95: number; p99: number; max: number }> {
  const started = new Map<number, number>();
  const runner = await runWorker({
    connectionString: url,
    concurrency: Number(process.env.WORKER_CONCURRENCY ?? 4),
    noHandleSignals: true,
    pollInterval: 1000,
    logger: new Logger(() => () => undefined),
    taskList: { "bench:noop": async (payload) => void started.set((payload as { i: number }).i, Date.now()) },
  });
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const scheduled: number[] = [];
  const total = RATE * SECONDS;
  const t0 = Date.now() + 100;
  const adds: Promise<unknown>[] = [];
  for (let i = 0; i < total; i++) {
    const at = t0 + (i * 1000) / RATE;
    const wait = at - Date.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    scheduled[i] = at;
    adds.push(pool.query(`SELECT graphile_worker.add_job('bench:noop', json_build_object('i', $1::int))`, [i]));
  }
  await Promise.all(adds);
  const deadline = Date.now() + 60_000;
  while (started.size < total && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  await runner.stop();
  await pool.end();
  const lat = [...started].map(([i, at]) => at - scheduled[i]!).sort((a, b) => a - b);
  return { added: total, ran: started.size, p50: percentile(lat, 50), p95: percentile(lat, 95), p99: percentile(lat, 99), max: lat.at(-1) ?? NaN };
}

await ensureBenchBuild();
const db = await benchDatabase();
const resend = await startFakeResend();
const loadBefore = os.loadavg().map((x) => Math.round(x * 100) / 100);
let server: ReturnType<typeof startGroup> | undefined;
try {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: the serving process writes a V8 CPU profile there when it stops (where the time goes).
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  server = startGroup(process.execPath, [...profile, ...serverNodeFlags(), "--conditions=react-server", "--import", "tsx", "scripts/serve.mts", "--no-build"], {
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      PORT: String(port),
      NEXT_DIST_DIR: BENCH_DIST,
      NODE_ENV: "production",
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      LOG_LEVEL: "error",
      TRUSTED_PROXY_HOPS: "1",
      PUBLIC_FORM_LIMIT_PER_IP: "100000000",
      RESEND_API_KEY: resend.apiKey,
      RESEND_BASE_URL: resend.url,
      EMAIL_FROM: "Bench Agency <leads@bench.example>",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitForUrl(`${url}/api/health`, 180_000))) throw new Error("the serving process did not come up");
  // Five agents working every hour (the bench runs at any hour): every lead is assigned.
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  await c.query(
    `INSERT INTO users (username, password, role, status, email, "workDays", "workStartMinute", "workEndMinute", "updatedAt")
     SELECT 'bench-agent-' || g, 'not-a-password-hash', 'agent', 'active', 'bench-agent-' || g || '@agency.example', '{1,2,3,4,5,6,7}', 0, 1440, now() FROM generate_series(1, 5) g`,
  );
  const active = await c.query(`SELECT count(*)::int AS n FROM automations WHERE "isActive"`);
  if (active.rows[0].n < 3) throw new Error("the seed did not create the default automations");
  // The worker starts after the HTTP server answers: measure once it beats (lib/jobs/crashed-workers.ts),
  // after a warm-up lead has gone all the way to the fake.
  const workerUp = Date.now() + 120_000;
  while ((await c.query(`SELECT count(*)::int AS n FROM worker_heartbeats`)).rows[0].n === 0) {
    if (Date.now() > workerUp) throw new Error("the worker did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
  const warm = texasLead({ campaign: "bench-warm-up" }, `warm.${Date.now()}`);
  await fetch(`${url}/api/leads`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.1" }, body: JSON.stringify(warm) });
  const warmDeadline = Date.now() + 60_000;
  while (!resend.delivered.some((m) => (m.body.to as string[]).includes(warm.email)) && Date.now() < warmDeadline) await new Promise((r) => setTimeout(r, 100));

  const firstTouchSubject = "your insurance quote request";
  /**
   * One burst: RATE leads a second for SECONDS, open loop, then up to DRAIN_MS for every first touch.
   * Latency from each lead's scheduled send to its first touch at the fake; `byWindow`: the p50 of
   * the leads sent in each WINDOW_SECONDS of the burst (a backlog that grows and then drains is the
   * processes' first seconds; one that grows to the end is a rate past the machine).
   */
  const burst = async (tag: string) => {
    const sentAt = new Map<string, number>();
    const run = `${tag}.${Date.now().toString(36)}`;
    const benchStart = Date.now();
    const intake = await openLoop({
      url,
      rate: RATE,
      seconds: SECONDS,
      request: (i) => {
        // A phone of its own per lead: two random ones alike would make a repeat, which the first touch skips.
        const phone = `(512) ${(tag === "first" ? 230 : 260) + Math.floor(i / 9000)}-${1000 + (i % 9000)}`;
        const lead = texasLead({ campaign: "bench-automations", phone }, `auto.${run}.${i}`);
        sentAt.set(lead.email, Date.now());
        return {
          method: "POST",
          path: "/api/leads",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.51.${randomInt(0, 255)}.${randomInt(1, 254)}` },
          body: JSON.stringify(lead),
        };
      },
    });
    const touches = () => resend.delivered.filter((m) => String(m.body.subject).includes(firstTouchSubject) && m.at >= benchStart);
    const deadline = Date.now() + DRAIN_MS;
    while (touches().length < intake.ok && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    const byPerson = new Map<string, number>();
    const windows: number[][] = [];
    const timed: number[] = [];
    for (const m of touches()) {
      const to = (m.body.to as string[])[0]!;
      byPerson.set(to, (byPerson.get(to) ?? 0) + 1);
      const sent = sentAt.get(to);
      if (sent === undefined) continue;
      timed.push(m.at - sent);
      (windows[Math.min(Math.floor((sent - benchStart) / (WINDOW_SECONDS * 1000)), Math.ceil(SECONDS / WINDOW_SECONDS) - 1)] ??= []).push(m.at - sent);
    }
    const latencies = timed.sort((a, b) => a - b);
    const twice = [...byPerson.values()].filter((n) => n > 1).length;
    const missing = intake.ok - byPerson.size;
    const receipts = resend.delivered.filter((m) => String(m.body.subject).startsWith("We received your request") && m.at >= benchStart).length;
    const result = {
      leads: intake.sent,
      accepted: intake.ok,
      firstTouches: byPerson.size,
      missing,
      twice,
      receiptsToo: receipts,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? NaN,
      byWindow: [...windows].map((w) => (w ? percentile(w.sort((a, b) => a - b), 50) : NaN)),
    };
    return { intake, result };
  };

  const { intake, result } = await burst("first");
  const loadDuring = os.loadavg().map((x) => Math.round(x * 100) / 100);
  // The same burst again once the first has drained: the processes have run the whole path 1,500 times.
  await new Promise((r) => setTimeout(r, PAUSE_MS));
  const again = await burst("again");
  const wrongOf = (t: typeof result) => t.missing + t.twice + t.receiptsToo;
  printRows([
    { target: `POST /api/leads, open loop ${RATE}/s for ${SECONDS} s (intake)`, "p50 ms": intake.p50, "p95 ms": intake.p95, "p99 ms": intake.p99, "max ms": intake.max, errors: intake.errors + intake.non2xx },
    { target: "capture → first-touch e-mail at the Resend fake", "p50 ms": result.p50, "p95 ms": result.p95, "p99 ms": result.p99, "max ms": result.max, errors: wrongOf(result) },
    { target: "the same burst again (intake)", "p50 ms": again.intake.p50, "p95 ms": again.intake.p95, "p99 ms": again.intake.p99, "max ms": again.intake.max, errors: again.intake.errors + again.intake.non2xx },
    { target: "the same burst again: capture → first touch", "p50 ms": again.result.p50, "p95 ms": again.result.p95, "p99 ms": again.result.p99, "max ms": again.result.max, errors: wrongOf(again.result) },
  ]);
  for (const [name, r] of [["first burst", result], ["the same again", again.result]] as const) {
    console.log(`first touch, ${name}: p99 ${r.p99} ms (goal < 5000 ms); ${r.firstTouches}/${r.accepted} leads e-mailed, ${r.missing} missing, ${r.twice} twice, ${r.receiptsToo} also got the receipt (goal 0)`);
    console.log(`  p50 by ${WINDOW_SECONDS} s of the burst: ${r.byWindow.join(", ")} ms`);
  }
  console.log(`intake: p99 ${intake.p99} ms (goal < 100 ms), ${intake.errors + intake.non2xx} errors; the same again ${again.intake.p99} ms, ${again.intake.errors + again.intake.non2xx} errors`);
  console.log(`machine load (1/5/15 min): before ${loadBefore.join(" / ")}, after the first burst ${loadDuring.join(" / ")}; ${os.cpus().length} cores`);
  await c.end();
  await stopGroup(server);
  server = undefined;
  const baseline = await emptyTaskBaseline(db.url);
  console.log(`baseline: graphile-worker alone, an empty task at ${RATE}/s for ${SECONDS} s: add → start p50 ${baseline.p50} / p95 ${baseline.p95} / p99 ${baseline.p99} ms, ${baseline.ran}/${baseline.added} ran`);
  const workerMode = process.env.WORKER_MODE ?? "process";
  await saveResult("automations", { intake, firstTouch: result, again: { intake: again.intake, firstTouch: again.result }, windowSeconds: WINDOW_SECONDS, baseline, workerMode, loadBefore, loadDuring, rate: RATE, seconds: SECONDS, templates: DEFAULT_EMAIL_TEMPLATES.firstTouch.name });
  if (wrongOf(result) > 0 || wrongOf(again.result) > 0) process.exitCode = 1;
} finally {
  if (server) await stopGroup(server);
  await resend.close();
  await db.stop();
}
