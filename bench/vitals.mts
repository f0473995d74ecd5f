/**
 * `npm run bench:vitals`: what real visitors' Web Vitals cost the server (issue 34). Beacons as the
 * reporter sends them (text/plain JSON, one page load's metrics) are POSTed to /api/vitals, open loop
 * at BENCH_VITALS_RATE (200) a second for BENCH_OPEN_SECONDS (30), each from its own address through
 * the trusted-proxy setting, to our HTTP server serving the production build; meanwhile the CPU time of
 * the server process (and, as information, of PostgreSQL's processes) is read from /proc, in percent of
 * one core. Baselines in the same run, at the same rate and for the same time:
 *   - bare node:http in a process of its own, answering every beacon 204 after reading it: the floor of
 *     any HTTP endpoint on this machine at this rate;
 *   - the same server idle (its timers and pool alone);
 *   - the same beacons from a cross-site Origin, refused at the first check by the path before Next
 *     (403, the body never read): our server alone, its request path and answer without the beacon's
 *     work, so ours minus this is what reading, limiting, validating and writing a beacon cost;
 *   - as information, the same requests to a Next.js route refused at its first check (POST
 *     /api/analytics from a cross-site Origin: 403 before any work of ours): what Next.js itself costs
 *     to route and answer a request at that rate. Our server answers /api/vitals before Next
 *     (lib/web-vitals/http-fast-path.ts) because of this figure. This phase runs against a second
 *     server process, so that what Next's routing leaves for the garbage collector is not collected
 *     during the beacons' phases and charged to them.
 * The four loaded phases take turns, BENCH_VITALS_ROUNDS (4) rounds of SECONDS / ROUNDS each, the two
 * compared (ours and our server alone) going first in alternate rounds: the first after the pause for
 * the other phases cost more whatever was sent (with their order swapped, the own work moved with
 * whichever went first). Each phase is led in by LEAD_IN_SECONDS of its load, not measured, and charged
 * with its tail: the CPU of the TAIL_SECONDS after its last request.
 * Then every accepted beacon is looked for in web_vitals (nothing lost), and the rows per insert
 * statement are counted (rows written together share their transaction id).
 */
import { spawn } from "node:child_process";
import { randomInt } from "node:crypto";
import pg from "pg";
import { benchDatabase, ensureBenchBuild, printRows, saveResult, startApp } from "./lib/harness.mts";
import { openLoop, type OpenLoopRequest, type OpenLoopResult } from "./lib/open-loop.mts";
import { freePort } from "../scripts/lib/free-port.mts";
import { measureCpu, postgresPids } from "./lib/proc-cpu.mts";
import { DEVICE_CLASSES, WEB_VITAL_METRICS, rateVital, type WebVitalMetric } from "@/lib/web-vitals/metrics";

const RATE = Number(process.env.BENCH_VITALS_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? (process.env.BENCH_QUICK ? 5 : 30));
const WARM_SECONDS = 5;
/**
 * Issue 34's "1 % CPU under 200 beacons a second", as a budget against this run's own floor: the
 * ingest's own work (ours minus our server alone) at most 1 % of this 2-core machine, 2 % of one core.
 * The whole server process cannot meet 1 % in absolute terms here: bare node:http answering the same
 * requests, with no work at all, already costs 4 % of one core.
 */
const OWN_WORK_GOAL_PERCENT = 2;
/** Each phase runs SECONDS in all, as ROUNDS turns of ROUND_SECONDS taken in order with the others. */
const ROUNDS = Number(process.env.BENCH_VITALS_ROUNDS ?? (process.env.BENCH_QUICK ? 1 : 4));
const ROUND_SECONDS = SECONDS / ROUNDS;
/** Before each loaded phase, how long the same load runs unmeasured (`charged`). */
const LEAD_IN_SECONDS = 2;
/** After each loaded phase, how long its leftover work is still charged to it (`charged`). */
const TAIL_SECONDS = 5;
const ROUTES = ["/", "/services", "/pricing", "/contact", "/fb-ad", "/texas-insurance", "/landing", "/blog/1", "/blog/4", "/ai-insights", "/about", "/marketing-packages"];
const TYPICAL: Record<WebVitalMetric, () => number> = {
  LCP: () => 900 + randomInt(5000),
  INP: () => 40 + randomInt(600),
  CLS: () => randomInt(300) / 1000,
  FCP: () => 600 + randomInt(3000),
  TTFB: () => 50 + randomInt(1500),
};

let sequence = 0;
/** One page load's beacon, as components/web-vitals/web-vitals-reporter.tsx sends it. */
function beacon(): string {
  const metrics = WEB_VITAL_METRICS.filter((m) => m !== "INP" || randomInt(3) > 0).map((name) => {
    const value = TYPICAL[name]();
    return { name, value, rating: rateVital(name, value) };
  });
  return JSON.stringify({ route: ROUTES[randomInt(ROUTES.length)], device: DEVICE_CLASSES[randomInt(DEVICE_CLASSES.length)], metrics });
}

/**
 * A beacon to /api/vitals. `refused`: the same body from a cross-site Origin, refused at the first check
 * (403, before the body is read): to /api/vitals ("server", our server alone: the path before Next and
 * the answer, with none of the beacon's work) or to a Next.js route ("next", Next.js alone).
 */
function request(refused?: "server" | "next"): (i: number) => OpenLoopRequest {
  return () => {
    const n = ++sequence;
    const headers: Record<string, string> = { "content-type": "text/plain;charset=UTF-8", "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
    if (refused) headers.origin = "https://evil.example";
    return { method: "POST", path: refused === "next" ? "/api/analytics" : "/api/vitals", headers, body: beacon() };
  };
}

/** `leadInOk`: the requests of its lead-in answered 2xx (beacons stored too, though not measured). */
type Phase = { result: OpenLoopResult; seconds: number; cpuPercent: Record<string, number>; leadInOk: number };
const round1 = (n: number) => Math.round(n * 10) / 10;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A loaded phase in its steady state, charged with all the work it caused. `load(seconds)` runs the
 * phase's load: first LEAD_IN_SECONDS of it unmeasured (a server that paused meanwhile for the other
 * phases spends the first seconds back on its compiler and caches, whatever the requests), then
 * ROUND_SECONDS measured. Its CPU is the CPU while those requests ran plus the CPU of the TAIL_SECONDS
 * after the last one (the garbage collector and V8's compiler finish a load's work later: 10 s after
 * a load the server still used 2.8 % of a core, against 0.1 % when truly idle), in percent of one
 * core per second of load. Without the tail, each phase's leftovers were charged to the next one.
 */
async function charged(groups: Record<string, () => number[]>, load: (seconds: number) => Promise<OpenLoopResult>): Promise<Phase> {
  const leadIn = await load(LEAD_IN_SECONDS);
  const during = await measureCpu(groups, () => load(ROUND_SECONDS));
  const tail = await measureCpu(groups, () => sleep(TAIL_SECONDS * 1000));
  const cpuPercent: Record<string, number> = {};
  for (const name of Object.keys(during.cpuPercent)) cpuPercent[name] = round1(during.cpuPercent[name]! + (tail.cpuPercent[name]! * tail.seconds) / during.seconds);
  return { ...during, cpuPercent, leadInOk: leadIn.ok };
}

/**
 * A phase's rounds as one: CPU in percent of one core over all its time, the requests added up, and the
 * latencies of its slowest round (the rounds' own percentiles cannot be merged exactly).
 */
function combine(phases: Phase[]): Phase {
  const seconds = phases.reduce((sum, p) => sum + p.seconds, 0);
  const cpuPercent: Record<string, number> = {};
  for (const name of Object.keys(phases[0]!.cpuPercent)) cpuPercent[name] = round1(phases.reduce((sum, p) => sum + p.cpuPercent[name]! * p.seconds, 0) / seconds);
  const sum = (key: "sent" | "ok" | "non2xx" | "errors") => phases.reduce((total, p) => total + p.result[key], 0);
  const worst = (key: "p50" | "p95" | "p99" | "max" | "maxSendLag") => Math.max(...phases.map((p) => p.result[key]));
  const result: OpenLoopResult = { rate: RATE, seconds: round1(seconds), sent: sum("sent"), ok: sum("ok"), non2xx: sum("non2xx"), errors: sum("errors"), p50: worst("p50"), p95: worst("p95"), p99: worst("p99"), max: worst("max"), maxSendLag: worst("maxSendLag") };
  return { result, seconds: round1(seconds), cpuPercent, leadInOk: phases.reduce((total, p) => total + p.leadInOk, 0) };
}

/** Bare node:http answering 204 once the body is read, in its own process (its CPU is measured apart). */
async function bareServer(): Promise<{ url: string; pid: number; stop: () => void }> {
  const port = await freePort();
  const code = `require("node:http").createServer((q, s) => { q.resume(); q.on("end", () => { s.writeHead(204); s.end(); }); }).listen(${port}, "127.0.0.1", () => console.log("up"));`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((r) => child.stdout!.once("data", r));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill() };
}

const db = await benchDatabase();
const pgPort = Number(new URL(db.url).port);
let app: Awaited<ReturnType<typeof startApp>> | undefined;
/** The Next.js-alone phase's own server, so that what Next's routing leaves to collect stays out of the beacons' figures. */
let nextApp: Awaited<ReturnType<typeof startApp>> | undefined;
try {
  await ensureBenchBuild();
  app = await startApp({ DATABASE_URL: db.url });
  nextApp = await startApp({ DATABASE_URL: db.url });
  const server = app.pid!;
  const groups = { server: () => [server], postgres: () => postgresPids(pgPort) };
  const nextGroups = { server: () => [nextApp!.pid!], postgres: () => postgresPids(pgPort) };
  const loadAt = (refused: "server" | "next" | undefined, seconds: number) => openLoop({ url: refused === "next" ? nextApp!.url : app!.url, rate: RATE, seconds, request: request(refused) });

  // Warm-up: the route compiled into V8's optimised code, the pool's connections open, the first batches written.
  await loadAt(undefined, WARM_SECONDS);
  await loadAt("server", WARM_SECONDS);
  await loadAt("next", WARM_SECONDS);
  const bare = await bareServer();
  await openLoop({ url: bare.url, rate: RATE, seconds: WARM_SECONDS, request: request() });
  await sleep(2 * TAIL_SECONDS * 1000);
  const idle = await measureCpu(groups, () => sleep(ROUND_SECONDS * 1000));
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const countRows = async () => Number((await client.query<{ n: string }>("SELECT count(*) AS n FROM web_vitals")).rows[0]!.n);
  const rowsBefore = await countRows();
  // The phases take turns, ROUNDS times: a neighbour's load on this shared machine then weighs on each
  // of them alike, instead of on whichever phase it happened to overlap.
  const rounds: Record<"ours" | "serverAlone" | "floor" | "bare", Phase[]> = { ours: [], serverAlone: [], floor: [], bare: [] };
  for (let round = 0; round < ROUNDS; round++) {
    // The two phases compared take turns going first: whichever follows the pause for the other
    // phases costs more (with their order swapped, the own work moved with it).
    const ours = () => charged(groups, (seconds) => loadAt(undefined, seconds));
    const alone = () => charged(groups, (seconds) => loadAt("server", seconds));
    if (round % 2 === 0) {
      rounds.ours.push(await ours());
      rounds.serverAlone.push(await alone());
    } else {
      rounds.serverAlone.push(await alone());
      rounds.ours.push(await ours());
    }
    rounds.floor.push(await charged(nextGroups, (seconds) => loadAt("next", seconds)));
    rounds.bare.push(await charged({ server: () => [bare.pid] }, (seconds) => openLoop({ url: bare.url, rate: RATE, seconds, request: request() })));
  }
  bare.stop();
  const [ours, serverAlone, floor, bareRun] = [combine(rounds.ours), combine(rounds.serverAlone), combine(rounds.floor), combine(rounds.bare)];
  // Stored within a batch interval or two of the last beacon.
  let rowsAfter = await countRows();
  const accepted = ours.result.ok + ours.leadInOk;
  for (let i = 0; i < 50 && rowsAfter - rowsBefore < accepted; i++) {
    await new Promise((r) => setTimeout(r, 100));
    rowsAfter = await countRows();
  }
  const { rows: batches } = await client.query<{ statements: string; rows: string }>(
    `SELECT count(DISTINCT xmin::text) AS statements, count(*) AS rows FROM web_vitals WHERE id > (SELECT min(id) - 1 FROM (SELECT id FROM web_vitals ORDER BY id DESC LIMIT $1) last)`,
    [ours.result.ok],
  );
  await client.end();

  const result = {
    rate: RATE,
    seconds: SECONDS,
    rounds: ROUNDS,
    goals: { ownWorkPercent: OWN_WORK_GOAL_PERCENT },
    ownWorkByRound: rounds.ours.map((o, i) => round1(o.cpuPercent.server! - rounds.serverAlone[i]!.cpuPercent.server!)),
    ours: { cpuPercent: ours.cpuPercent, load: ours.result },
    serverAlone: { cpuPercent: serverAlone.cpuPercent, load: serverAlone.result },
    floor: { cpuPercent: floor.cpuPercent, load: floor.result },
    bare: { cpuPercent: bareRun.cpuPercent, load: bareRun.result },
    idle: { cpuPercent: idle.cpuPercent },
    stored: { accepted, rows: rowsAfter - rowsBefore },
    batches: { statements: Number(batches[0]!.statements), rows: Number(batches[0]!.rows) },
  };
  printRows([
    { load: `beacons ${RATE}/s (ours)`, serverCpu: `${ours.cpuPercent.server} %`, postgresCpu: `${ours.cpuPercent.postgres} %`, p99: ours.result.p99, ok: ours.result.ok, non2xx: ours.result.non2xx, errors: ours.result.errors },
    { load: "the same beacons refused at the first check (our server alone)", serverCpu: `${serverAlone.cpuPercent.server} %`, postgresCpu: `${serverAlone.cpuPercent.postgres} %`, p99: serverAlone.result.p99, ok: serverAlone.result.ok, non2xx: serverAlone.result.non2xx, errors: serverAlone.result.errors },
    { load: `a Next.js route refused at its first check (Next.js alone)`, serverCpu: `${floor.cpuPercent.server} %`, postgresCpu: `${floor.cpuPercent.postgres} %`, p99: floor.result.p99, ok: floor.result.ok, non2xx: floor.result.non2xx, errors: floor.result.errors },
    { load: "bare node:http answering 204", serverCpu: `${bareRun.cpuPercent.server} %`, postgresCpu: "", p99: bareRun.result.p99, ok: bareRun.result.ok, non2xx: bareRun.result.non2xx, errors: bareRun.result.errors },
    { load: "idle", serverCpu: `${idle.cpuPercent.server} %`, postgresCpu: `${idle.cpuPercent.postgres} %`, p99: "", ok: "", non2xx: "", errors: "" },
  ]);
  console.log(`stored ${result.stored.rows} rows of ${result.stored.accepted} accepted beacons; the last ${result.batches.rows} rows came in ${result.batches.statements} insert statements`);
  await saveResult("vitals", result);
} finally {
  await app?.stop();
  await nextApp?.stop();
  await db.stop();
}
