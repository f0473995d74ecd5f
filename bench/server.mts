/**
 * `npm run bench:server`: the production build (.next-bench) served as `npm start` serves it (our
 * HTTP server, trusting one hop: each visitor below sends its own X-Forwarded-For), three loads, then
 * its memory:
 *   - static marketing pages (`/`, `/services`, `/blog/1`): requests/s of the app against a bare
 *     Node `http` server serving the very same HTML bytes from memory (fetched from the app first),
 *     measured in the same run (information: a saturated closed loop, issue 20);
 *   - chat with the offline assistant (no OpenAI key): POST /api/chat/message, each request a new
 *     visitor (own session id and client address, so the per-IP and per-session limits are not what
 *     is measured): requests/s, p50, p99;
 *   - the CRM, signed in as the admin (every lead visible): the leads tab server-rendered (GET /crm),
 *     a lead's page, GET /api/leads pages (first, searched, filtered) and the dashboard stats, in turn,
 *     at BENCH_CRM_CONNECTIONS (4), over BENCH_CRM_LEADS (5,000) seeded leads (scripts/seed-large.mts);
 *   - memory: resident size (VmRSS) of the server's processes after those loads; goal < 350 MB. Also
 *     as information: at start, and after each load.
 * Throwaway PostgreSQL (seeded), loopback only, BENCH_SECONDS (default 10) per load,
 * BENCH_CONNECTIONS (default 50 for pages, 10 for chat). Writes bench/results/server.json.
 * BENCH_MEMORY_PROFILE=<dir>: after the loads, where the server's memory went (bench/lib/memory-profile.mts):
 * its mappings (/proc/<pid>/smaps), a diagnostic report (V8's heap spaces) and a heap snapshot, summed
 * up in <dir>/summary.txt.
 */
import { readFileSync, readdirSync } from "node:fs";
import { createServer } from "node:http";
import { randomBytes } from "node:crypto";
import { benchDatabase, ensureBenchBuild, load, printRows, saveResult, startApp, type LoadResult } from "./lib/harness.mts";
import { freePort } from "../scripts/lib/free-port.mts";
import { runSeed } from "../scripts/lib/run-seed.mts";
import { seedLarge, TIMELINE_LEAD_EMAIL } from "../scripts/seed-large.mts";
import pg from "pg";
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { smapsSummary, summarise } from "./lib/memory-profile.mts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGE_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CHAT_CONNECTIONS = Number(process.env.BENCH_CHAT_CONNECTIONS ?? 10);
const CRM_CONNECTIONS = Number(process.env.BENCH_CRM_CONNECTIONS ?? 4);
const CRM_LEADS = Number(process.env.BENCH_CRM_LEADS ?? 5000);
const PAGES = ["/", "/services", "/blog/1"];
const GOALS = { rssMb: 350 };

/** A bare Node server answering each path with the bytes and content type the app served. */
async function mirror(pages: Map<string, { body: Buffer; type: string }>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const page = pages.get(req.url ?? "");
    if (!page) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { "content-type": page.type, "content-length": page.body.length });
    res.end(page.body);
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/** VmRSS in MB of every process in the server's process group (our HTTP server and any child it starts). */
function groupRss(pgid: number): { totalMb: number; processes: { pid: number; name: string; rssMb: number }[] } {
  const processes: { pid: number; name: string; rssMb: number }[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue; // field 5 of stat: process group
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const name = /Name:\s+(.+)/.exec(status)?.[1] ?? "?";
      processes.push({ pid: Number(entry), name, rssMb: Math.round(rssKb / 102.4) / 10 });
    } catch {
      // the process ended while we looked
    }
  }
  return { totalMb: Math.round(processes.reduce((n, p) => n + p.rssMb, 0) * 10) / 10, processes };
}

let visitor = 0;
function chatRequest() {
  return {
    method: "POST" as const,
    path: "/api/chat/message",
    setupRequest: (r: Record<string, unknown>) => {
      visitor++;
      return {
        ...r,
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
        },
        body: JSON.stringify({
          sessionId: `session_${Date.now()}_${visitor}_${randomBytes(3).toString("hex")}`,
          messageId: `user_${Date.now()}_${visitor}`,
          content: visitor % 2 ? "How much do your auto insurance leads cost?" : "Do you have leads for home insurance in Austin?",
        }),
      };
    },
  };
}

/** The server's mappings, then its diagnostic report and heap snapshot (each waited for), summed up. */
async function memoryProfile(pid: number, dir: string): Promise<void> {
  writeFileSync(`${dir}/smaps.json`, JSON.stringify(smapsSummary(pid), null, 2));
  const file = (test: (f: string) => boolean) => readdirSync(dir).find(test);
  const settled = async (test: (f: string) => boolean) => {
    // Written when it exists and its size has not changed for a second (a snapshot takes seconds).
    let size = -1;
    for (let i = 0; i < 1200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      const f = file(test);
      const now = f ? statSync(`${dir}/${f}`).size : -1;
      if (now > 0 && now === size && i % 4 === 3) return;
      if (i % 4 === 3) size = now;
    }
  };
  process.kill(pid, "SIGUSR2");
  await settled((f) => f.startsWith("report") && f.endsWith(".json"));
  process.kill(pid, "SIGWINCH");
  await settled((f) => f.endsWith(".heapsnapshot"));
  console.log(summarise(dir).join("\n"));
}

/** The CRM pages and API an agency's staff use all day, signed in, in turn. */
async function crmRequests(base: string, dbUrl: string, admin: { username: string; password: string }): Promise<{ cookie: string; paths: string[] }> {
  const res = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const lead = (await c.query<{ id: number }>(`SELECT id FROM leads WHERE email = $1`, [TIMELINE_LEAD_EMAIL])).rows[0]!.id;
  await c.end();
  const paths = ["/crm", `/crm/leads/${lead}`, "/api/leads?size=50", "/api/leads?size=50&q=gonzalez", "/api/leads?size=50&filter=high&page=2", "/api/crm/dashboard-stats", "/crm?tab=reports"];
  for (const p of paths) {
    const r = await fetch(base + p, { headers: { cookie } });
    if (r.status !== 200) throw new Error(`${p} answered ${r.status}`);
  }
  return { cookie, paths };
}

await ensureBenchBuild();
const db = await benchDatabase();
try {
  const admin = { username: "bench-admin", password: randomBytes(12).toString("base64url") };
  Object.assign(process.env, { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });
  await runSeed(db.url, { local: false, log: () => undefined });
  await seedLarge(db.url, { leads: CRM_LEADS, accounts: Math.ceil(CRM_LEADS / 10), opportunities: Math.ceil(CRM_LEADS / 5), activities: Math.ceil(CRM_LEADS / 5), events: Math.ceil(CRM_LEADS * 0.6), agents: 10 }, () => undefined);
  const profileDir = process.env.BENCH_MEMORY_PROFILE;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const diagnostics: Record<string, string> = profileDir ? { NODE_OPTIONS: `--report-on-signal --report-signal=SIGUSR2 --heapsnapshot-signal=SIGWINCH --diagnostic-dir=${profileDir} --report-directory=${profileDir}` } : {};
  const app = await startApp({ DATABASE_URL: db.url, OPENAI_API_KEY: "", ...diagnostics });
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const stages: { stage: string; rssMb: number }[] = [{ stage: "started (idle)", rssMb: groupRss(app.pid!).totalMb }];
    const pages = new Map<string, { body: Buffer; type: string }>();
    for (const p of PAGES) {
      const res = await fetch(app.url + p);
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
      pages.set(p, { body: Buffer.from(await res.arrayBuffer()), type: res.headers.get("content-type") ?? "text/html; charset=utf-8" });
    }
    const bare = await mirror(pages);
    const staticRows: { path: string; ours: LoadResult; baseline: LoadResult; ratio: number; bytes: number }[] = [];
    try {
      for (const p of PAGES) {
        await load({ url: app.url + p, duration: Math.min(3, SECONDS), connections: PAGE_CONNECTIONS }); // warm-up
        const ours = await load({ url: app.url + p, duration: SECONDS, connections: PAGE_CONNECTIONS });
        const baseline = await load({ url: bare.url + p, duration: SECONDS, connections: PAGE_CONNECTIONS });
        const ratio = Math.round((ours.requestsPerSecond / Math.max(1, baseline.requestsPerSecond)) * 100) / 100;
        staticRows.push({ path: p, ours, baseline, ratio, bytes: pages.get(p)!.body.length });
      }
    } finally {
      await bare.close();
    }
    stages.push({ stage: "after the page loads", rssMb: groupRss(app.pid!).totalMb });

    await load({ url: app.url, duration: Math.min(3, SECONDS), connections: CHAT_CONNECTIONS, requests: [chatRequest()] }); // warm-up
    const chat = await load({ url: app.url, duration: SECONDS, connections: CHAT_CONNECTIONS, requests: [chatRequest()] });
    stages.push({ stage: "after the chat load", rssMb: groupRss(app.pid!).totalMb });

    const crm = await crmRequests(app.url, db.url, admin);
    const crmLoad = (duration: number) => load({ url: app.url, duration, connections: CRM_CONNECTIONS, requests: crm.paths.map((path) => ({ method: "GET" as const, path, headers: { cookie: crm.cookie } })) });
    await crmLoad(Math.min(3, SECONDS)); // warm-up
    const crmResult = await crmLoad(SECONDS);
    const rss = groupRss(app.pid!);
    stages.push({ stage: "after the CRM load", rssMb: rss.totalMb });
    if (profileDir) await memoryProfile(app.pid!, profileDir);

    printRows([
      ...staticRows.flatMap((r) => [
        { target: `GET ${r.path} (our HTTP server)`, "req/s": r.ours.requestsPerSecond, "p50 ms": r.ours.p50, "p99 ms": r.ours.p99, non2xx: r.ours.non2xx, ratio: r.ratio },
        { target: `GET ${r.path} (bare node http, same bytes)`, "req/s": r.baseline.requestsPerSecond, "p50 ms": r.baseline.p50, "p99 ms": r.baseline.p99, non2xx: r.baseline.non2xx, ratio: "" },
      ]),
      { target: "POST /api/chat/message (offline assistant)", "req/s": chat.requestsPerSecond, "p50 ms": chat.p50, "p99 ms": chat.p99, non2xx: chat.non2xx, ratio: "" },
      { target: `CRM pages and API, signed in (${crm.paths.length} in turn)`, "req/s": crmResult.requestsPerSecond, "p50 ms": crmResult.p50, "p99 ms": crmResult.p99, non2xx: crmResult.non2xx, ratio: "" },
    ]);
    printRows(stages);
    console.log(`server RSS after the loads: ${rss.totalMb} MB (${rss.processes.map((p) => `${p.name} ${p.rssMb}`).join(", ")}), goal < ${GOALS.rssMb} MB`);
    await saveResult("server", {
      seconds: SECONDS,
      connections: { pages: PAGE_CONNECTIONS, chat: CHAT_CONNECTIONS },
      goals: GOALS,
      static: staticRows,
      chat,
      crm: { ...crmResult, paths: crm.paths, connections: CRM_CONNECTIONS, leads: CRM_LEADS },
      memory: { ...rss, stages },
    });
  } finally {
    await app.stop();
  }
} finally {
  await db.stop();
}
