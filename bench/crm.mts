/**
 * `npm run bench:crm`: the CRM at 100,000 leads, in one run, against the same queries run directly
 * with `pg` (no HTTP, no framework, no auth) on the same database:
 *   - GET /api/leads pages of 50: first, deep (offset 99,900), searched ("gonzalez", ~4% of leads),
 *     filtered (High Quality), filtered deep;
 *   - GET /api/crm/dashboard-stats;
 *   - the CRM leads tab, server-rendered (GET /crm as HTML), and its first-load JavaScript;
 *   - the lead page of a lead with 200 timeline entries (GET /crm/leads/[id] as HTML, timeline
 *     included), over a single connection, next to its queries (lib/crm/leads/lead-page-sql.ts and
 *     the admin's user list) run with pg.
 * p50/p95 for both and the ratio (ours / pg). Goals (issue 20): p95 < 100 ms for any page of 50 leads at 4 connections,
 * leads tab rendered < 300 ms, CRM first-load JS < 250 kB (gzip); (issue 18) lead page p95 < 100 ms.
 * Throwaway PostgreSQL seeded by scripts/seed-large.mts; the build in .next-bench; autocannon on
 * loopback with BENCH_CONNECTIONS (default 4) for BENCH_SECONDS (default 8) per scenario.
 */
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import type { EventEmitter } from "node:events";
import autocannon from "autocannon";
import pg from "pg";
import { benchDatabase, ensureBenchBuild, printRows, saveResult, startApp } from "./lib/harness.mts";
import { firstLoadScripts } from "./lib/first-load-js.mts";
import { runSeed } from "../scripts/lib/run-seed.mts";
import { DEFAULT_COUNTS, seedLarge, TIMELINE_LEAD_EMAIL } from "../scripts/seed-large.mts";
import { LEAD_RECORD_SQL, LEAD_TIMELINE_SQL } from "../lib/crm/leads/lead-page-sql.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const GOALS = { pageP95Ms: 100, ssrP95Ms: 300, jsKb: 250, leadPageP95Ms: 100 };
const LEAD_TIMELINE_LIMIT = 300;

type Stats = { p50: number; p95: number; rps: number; n: number; non2xx: number };

function summarise(latencies: number[], seconds: number, non2xx = 0): Stats {
  const xs = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => Math.round((xs[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0) * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), rps: Math.round(xs.length / seconds), n: xs.length, non2xx };
}

/** autocannon's own histogram has no p95: every response time is collected instead. */
async function http(url: string, cookie: string, seconds: number, connections = CONNECTIONS): Promise<Stats> {
  const latencies: number[] = [];
  let non2xx = 0;
  const run = autocannon({ url, connections, duration: seconds, headers: { cookie } }) as unknown as EventEmitter & Promise<unknown>;
  run.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    if (status < 200 || status >= 300) non2xx++;
  });
  await run;
  return summarise(latencies, seconds, non2xx);
}

/** The same work with pg: CONNECTIONS loops running `work` back to back for `seconds`. */
async function direct(pool: pg.Pool, work: (c: pg.PoolClient | pg.Pool) => Promise<unknown>, seconds: number, connections = CONNECTIONS): Promise<Stats> {
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const t = process.hrtime.bigint();
        await work(pool);
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
    }),
  );
  return summarise(latencies, seconds);
}

// The leads list as lib/crm/leads/list-leads.ts runs it: the page (deferred join) and the count, side by side.
const LEAD_COLUMNS = `l.id, l."fullName", l.email, l.phone, l.address, l.city, l."zipCode", l."agencyName", l."leadType", l.source, l."isVerified",
  l."verificationScore", l."verificationFlags", l."verificationReasoning", l."hasHomeInsurance", l."hasContinuousCoverage", l."hasMultipleClaims",
  l."maritalStatus", l."spouseName", l."currentInsuranceCarrier", l.status, l."doNotContact", l."duplicateOfId", l."assignedTo", l."createdAt",
  l."accountId", u.username AS "assigneeUsername"`;

function leadsWork(where: string, params: unknown[], offset: number) {
  return async (db: pg.Pool | pg.PoolClient) => {
    await Promise.all([
      db.query(
        `SELECT ${LEAD_COLUMNS} FROM (SELECT id FROM leads ${where} ORDER BY "createdAt" DESC, id DESC LIMIT 50 OFFSET ${offset}) p
         JOIN leads l ON l.id = p.id LEFT JOIN users u ON u.id = l."assignedTo" ORDER BY l."createdAt" DESC, l.id DESC`,
        params,
      ),
      db.query(`SELECT count(*)::int AS n FROM leads ${where}`, params),
    ]);
  };
}

const statsWork = async (db: pg.Pool | pg.PoolClient) => {
  await db.query(`SELECT
    (SELECT count(*)::int FROM accounts) AS accounts,
    (SELECT coalesce(json_agg(s), '[]'::json) FROM (SELECT stage, count(*)::int AS n, sum(amount)::text AS amount FROM opportunities GROUP BY stage) s) AS stages,
    (SELECT coalesce(json_agg(a), '[]'::json) FROM (SELECT id, type, subject, description, status, "dueDate", "createdAt" FROM activities ORDER BY "createdAt" DESC, id DESC LIMIT 5) a) AS recent,
    (SELECT json_build_object('median', percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ("firstContactAt" - "createdAt")) / 60.0),
                              'never', count(*) FILTER (WHERE "firstContactAt" IS NULL))
     FROM leads WHERE "assignedTo" IS NOT NULL AND NOT "doNotContact" AND "createdAt" > now() - make_interval(days => 7)) AS speed`);
};

/**
 * The lead page as app/(site)/crm/leads/[id]/page.tsx reads it for an admin: the record and the user
 * list side by side, then (once the record says the lead may be seen) the timeline.
 */
function leadPageWork(leadId: number) {
  return async (db: pg.Pool | pg.PoolClient) => {
    await Promise.all([
      db.query(LEAD_RECORD_SQL, [leadId, null, null]),
      db.query(`SELECT id, username, role FROM users WHERE status = 'active' ORDER BY username`),
    ]);
    await db.query(LEAD_TIMELINE_SQL, [leadId, LEAD_TIMELINE_LIMIT]);
  };
}

type Scenario = { name: string; path: string; work?: (db: pg.Pool | pg.PoolClient) => Promise<unknown>; goal: number; connections?: number };
const SEARCH = "%gonzalez%";
const scenarios: Scenario[] = [
  { name: "leads: first page", path: "/api/leads?size=50", work: leadsWork("", [], 0), goal: GOALS.pageP95Ms },
  { name: "leads: deep page (offset 99,900)", path: "/api/leads?size=50&page=1999", work: leadsWork("", [], 99_900), goal: GOALS.pageP95Ms },
  { name: "leads: searched (gonzalez)", path: "/api/leads?size=50&q=gonzalez", work: leadsWork(`WHERE ("fullName" ILIKE $1 OR email ILIKE $1 OR phone LIKE $1)`, [SEARCH], 0), goal: GOALS.pageP95Ms },
  { name: "leads: filtered (High Quality)", path: "/api/leads?size=50&filter=high", work: leadsWork(`WHERE "verificationScore" >= 80`, [], 0), goal: GOALS.pageP95Ms },
  { name: "leads: filtered deep (Verified, page 300)", path: "/api/leads?size=50&filter=verified&page=300", work: leadsWork(`WHERE "isVerified" = true`, [], 14_950), goal: GOALS.pageP95Ms },
  { name: "dashboard stats", path: "/api/crm/dashboard-stats", work: statsWork, goal: GOALS.pageP95Ms },
  { name: "leads tab, server-rendered (GET /crm)", path: "/crm", goal: GOALS.ssrP95Ms },
];

async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, password }) });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** gzip size of the scripts the CRM page loads on first paint (bench/lib/first-load-js.mts: not the nomodule polyfills). */
async function firstLoadJsKb(base: string, cookie: string): Promise<number> {
  const page = await fetch(`${base}/crm`, { headers: { cookie } });
  const html = await page.text();
  if (!page.ok || !html.includes("CRM Dashboard")) throw new Error(`GET /crm answered ${page.status} without the dashboard`);
  const srcs = firstLoadScripts(html);
  let bytes = 0;
  for (const src of srcs) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

await ensureBenchBuild();
const db = await benchDatabase();
try {
  const admin = { username: "bench-admin", password: randomBytes(12).toString("base64url") };
  Object.assign(process.env, { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });
  await runSeed(db.url, { local: false, log: () => undefined });
  console.log("Seeding the large data set…");
  await seedLarge(db.url, DEFAULT_COUNTS);
  const pool = new pg.Pool({ connectionString: db.url, max: 10 });
  // An idle client that notices the database stopping must not crash the run after the results are saved.
  pool.on("error", () => undefined);
  const app = await startApp({ DATABASE_URL: db.url });
  try {
    const cookie = await signIn(app.url, admin.username, admin.password);
    const jsKb = await firstLoadJsKb(app.url, cookie);
    const timelineLead = (await pool.query<{ id: number }>(`SELECT id FROM leads WHERE email = $1`, [TIMELINE_LEAD_EMAIL])).rows[0]!.id;
    const leadPage = await fetch(`${app.url}/crm/leads/${timelineLead}`, { headers: { cookie } });
    const leadHtml = await leadPage.text();
    if (!leadPage.ok || !leadHtml.includes("Teresa Timeline") || !leadHtml.includes("Seeded activity 78")) throw new Error(`GET /crm/leads/${timelineLead} answered ${leadPage.status} without its timeline`);
    scenarios.push({ name: "lead page, 200 timeline entries (1 connection)", path: `/crm/leads/${timelineLead}`, work: leadPageWork(timelineLead), goal: GOALS.leadPageP95Ms, connections: 1 });
    const rows: Record<string, string | number>[] = [];
    const results: Record<string, { ours: Stats; pg: Stats | null; ratioP95: number | null; goalMs: number; met: boolean }> = {};
    for (const s of scenarios) {
      await http(`${app.url}${s.path}`, cookie, 2, s.connections); // warm-up
      const ours = await http(`${app.url}${s.path}`, cookie, SECONDS, s.connections);
      let base: Stats | null = null;
      if (s.work) {
        await direct(pool, s.work, 1, s.connections);
        base = await direct(pool, s.work, SECONDS, s.connections);
      }
      const ratio = base ? Math.round((ours.p95 / Math.max(0.1, base.p95)) * 10) / 10 : null;
      results[s.name] = { ours, pg: base, ratioP95: ratio, goalMs: s.goal, met: ours.p95 < s.goal && ours.non2xx === 0 };
      rows.push({
        scenario: s.name,
        "ours p50": ours.p50,
        "ours p95": ours.p95,
        "req/s": ours.rps,
        non2xx: ours.non2xx,
        "pg p50": base?.p50 ?? "–",
        "pg p95": base?.p95 ?? "–",
        "p95 ratio": ratio ?? "–",
        goal: `< ${s.goal} ms ${results[s.name]!.met ? "✓" : "✗"}`,
      });
    }
    printRows(rows);
    console.log(`CRM first-load JS (gzip): ${jsKb} kB (budget ${GOALS.jsKb} kB) ${jsKb <= GOALS.jsKb ? "✓" : "✗"}`);
    const load = loadavg().map((l) => Math.round(l * 10) / 10);
    console.log(`${CONNECTIONS} concurrent connections (the lead page: 1), ${SECONDS} s per scenario, ${DEFAULT_COUNTS.leads.toLocaleString("en-US")} leads; load average at the end ${load.join(" / ")} (2 cores: other work on the machine inflates every figure).`);
    await saveResult(CONNECTIONS === 4 ? "crm" : `crm-c${CONNECTIONS}`, { connections: CONNECTIONS, seconds: SECONDS, counts: DEFAULT_COUNTS, loadAverage: load, results, firstLoadJsKb: jsKb });
  } finally {
    await app.stop();
    await pool.end();
  }
} finally {
  await db.stop();
}
