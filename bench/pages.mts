/**
 * `npm run bench:pages`: static speed of the public site, per route, against the framework's own floor.
 *   - the floor: a bare Next.js page (bench/lib/framework-floor.mts) built with Turbopack, our bundler,
 *     measured in the same run once our server has stopped (and, for scale, the same page with webpack);
 *   - first-load JS: every <script src> the served HTML loads (module scripts, not the nomodule
 *     polyfills), gzip level 9, against budgets over the floor (issue 20): marketing pages ≤ floor
 *     + 10 kB; /landing, /fb-ad, /texas-insurance and the two funnels ≤ floor + 40 kB; /checkout
 *     before the payment step ≤ floor + 50 kB; the staff pages (CRM and admin, signed in as the
 *     seeded admin) ≤ 250 kB;
 *   - Lighthouse 12 (mobile emulation, simulated throttling, Debian Chromium), median of 3 runs, for
 *     the six key pages, /landing, /fb-ad, /texas-insurance and the bare page: performance ≥ the bare
 *     page's median − 3, judged only when the Lighthouse part starts at a 1-minute load average
 *     under 0.5 (it waits up to 2 minutes for the machine to settle; otherwise the rows say the
 *     machine was too busy to judge); accessibility 100, best practices ≥ 95, SEO 100 always. The
 *     load average before and after the Lighthouse part is recorded.
 * Builds into its own .next-bench-pages when sources changed (so it never races another benchmark's
 * build), starts our HTTP server (as `npm start` serves) on a free port against a throwaway
 * PostgreSQL, measures, stops everything. Prints a Markdown table and writes bench/results/pages.json
 * (bench/all.mts turns it into rows of bench/RESULTS.md).
 *
 * Options: --runs=N (Lighthouse runs per page, median by performance; default 3), --no-lighthouse,
 * --settle=S (seconds to wait for a quiet machine before each Lighthouse part; default 120, 0 to not wait),
 * --strict (exit 1 when a budget is missed).
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { randomBytes } from "node:crypto";
import { benchDatabase, saveResult } from "./lib/harness.mts";
import { firstLoadScripts } from "./lib/first-load-js.mts";
import { freePort } from "../scripts/lib/free-port.mts";
import { buildIsFresh, markBuilt, sourceFingerprint } from "../scripts/lib/build-stamp.mts";
import { NEXT_BIN, httpServerCommand, run, startGroup, stopGroup, waitForUrl } from "../scripts/lib/proc.mts";
import { runSeed } from "../scripts/lib/run-seed.mts";
import { startFrameworkFloor, type Bundler } from "./lib/framework-floor.mts";
import { publicRoutes } from "@/lib/seo/public-routes";

const args = process.argv.slice(2);
const RUNS = Math.max(1, Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3));
const SETTLE_SECONDS = Math.max(0, Number(args.find((a) => a.startsWith("--settle="))?.slice(9) ?? 120));
const LIGHTHOUSE = !args.includes("--no-lighthouse");
const STRICT = args.includes("--strict");

/** First-load JS budgets over the floor (the bare page built with Turbopack, same run), in kB gzip. */
const OVER_FLOOR_KB = { marketing: 10, funnel: 40, checkout: 50 } as const;
const STAFF_BUDGET_KB = 250;
/** Lighthouse performance may be this far under the bare page's median, on a quiet machine. */
const PERFORMANCE_MARGIN = 3;
/** The Lighthouse part is judged only when it starts under this 1-minute load average. */
const QUIET_LOAD = 0.5;
/** Ad landing pages and funnels; /admin-quote-private and /admin-funnel-private need a signed-in user. */
const FUNNEL_ROUTES = ["/landing", "/admin-quote-private", "/admin-funnel-private", "/fb-ad", "/texas-insurance"];
/** The checkout before the payment step (an empty cart: the page's own code, no payment SDK). */
const CHECKOUT_ROUTES = ["/checkout"];
/** Staff pages (e2e/access-matrix.ts: access "user" or "admin"), measured as the admin. */
const STAFF_ROUTES = [
  "/crm-dashboard",
  "/admin-dashboard-private",
  "/lead-validation-test",
  "/admin/agents",
  "/admin/audit",
  "/admin/jobs",
  "/admin/api-keys",
  "/admin/unqualified-leads",
  "/admin/conversions",
  "/admin/webhooks",
  "/admin/stage-mappings",
  "/alex-admin",
  "/crm-integrations",
  "/crm-stage-test",
  "/facebook-credentials",
  "/facebook-api-test",
  "/facebook-test",
];
const LIGHTHOUSE_ROUTES = ["/", "/services", "/ai-insights", "/blog/1", "/contact", "/marketing-packages", "/landing", "/fb-ad", "/texas-insurance"];
/** Performance's bar is the bare page's median − PERFORMANCE_MARGIN; the others are fixed. */
const THRESHOLDS = { accessibility: 100, "best-practices": 95, seo: 100 } as const;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type CategoryId = (typeof CATEGORIES)[number];
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
].join(" ");

const ROUTES = [...new Set([...publicRoutes().map((r) => r.path), "/pricing"])];

const DIST_DIR = ".next-bench-pages";

async function ensureBuild(): Promise<void> {
  const fingerprint = sourceFingerprint();
  if (buildIsFresh(DIST_DIR, fingerprint)) return;
  process.stderr.write(`[bench] building into ${DIST_DIR}…\n`);
  const code = await run(process.execPath, [NEXT_BIN, "build"], {
    env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (code !== 0) throw new Error("next build failed");
  markBuilt(DIST_DIR, fingerprint);
}

async function startServer(databaseUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = startGroup(...httpServerCommand(port), {
    env: {
      ...process.env,
      NEXT_DIST_DIR: DIST_DIR,
      // This script plays the load balancer: the sign-in below names its client address.
      TRUSTED_PROXY_HOPS: "1",
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      LOG_LEVEL: "error",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitForUrl(`${url}/api/health`, 60_000))) {
    await stopGroup(child);
    throw new Error("the HTTP server did not come up");
  }
  return { url, stop: () => stopGroup(child) };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** gzip sizes of the scripts a page loads on first paint, by URL (cached across pages). */
const scriptSizes = new Map<string, number>();
async function firstLoadJs(base: string, route: string, cookie?: string): Promise<{ bytes: number; scripts: string[] }> {
  const res = await fetch(base + route, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  if (!res.ok) throw new Error(`${route} answered ${res.status}`);
  const html = await res.text();
  const scripts = firstLoadScripts(html);
  let bytes = 0;
  for (const src of scripts) {
    if (!scriptSizes.has(src)) {
      const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
      scriptSizes.set(src, gzipSync(body, { level: 9 }).length);
    }
    bytes += scriptSizes.get(src)!;
  }
  return { bytes, scripts };
}

type Scores = Record<CategoryId, number>;

function runLighthouse(url: string, outFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "node_modules/lighthouse/cli/index.js",
        url,
        "--quiet",
        "--output=json",
        `--output-path=${outFile}`,
        `--only-categories=${CATEGORIES.join(",")}`,
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH }, stdio: ["ignore", "ignore", "inherit"] },
    );
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code} for ${url}`))));
    child.on("error", reject);
  });
}

type LhrAudit = { score: number | null; title: string; details?: { items?: unknown[] } };
type Lhr = { categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>; audits: Record<string, LhrAudit> };

async function lighthouse(url: string, dir: string): Promise<{ scores: Scores; failing: string[] }> {
  const runs: { scores: Scores; failing: string[] }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const out = path.join(dir, `lh-${Date.now()}.json`);
    await runLighthouse(url, out);
    const lhr = JSON.parse(await readFile(out, "utf8")) as Lhr;
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Scores;
    // Audits that cost points outside performance (performance is a weighted metric blend).
    const failing = CATEGORIES.filter((c) => c !== "performance")
      .flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    runs.push({ scores, failing });
  }
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  return runs[Math.floor(runs.length / 2)]!;
}

/** Seeds the database with a known admin and signs in through the JSON API; answers the cookies. */
async function adminSession(base: string, databaseUrl: string): Promise<string> {
  const username = "bench-admin";
  const password = randomBytes(18).toString("base64url");
  process.env.ADMIN_USERNAME = username;
  process.env.ADMIN_PASSWORD = password;
  await runSeed(databaseUrl, { local: false, log: () => undefined });
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.40" },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

await ensureBuild();
const db = await benchDatabase();
const app = await startServer(db.url).catch(async (e: unknown) => {
  await db.stop();
  throw e;
});
type Group = "marketing" | "funnel" | "checkout" | "staff";
type Row = { route: string; group: Group; js: number; scores?: Scores; failing?: string[] };
const rows: Row[] = [];
const load1 = () => Math.round(loadavg()[0]! * 100) / 100;
type LoadRecord = { before: number; after: number; waitedSeconds: number };

/** Waits (up to --settle seconds) for the 1-minute load average to fall under QUIET_LOAD; answers the wait. */
async function settle(): Promise<number> {
  const t0 = Date.now();
  while (load1() >= QUIET_LOAD && Date.now() - t0 < SETTLE_SECONDS * 1000) await new Promise((r) => setTimeout(r, 5000));
  return Math.round((Date.now() - t0) / 1000);
}

/** Lighthouse of some pages, the load average before and after. */
async function lighthousePart(base: string, routes: string[], onResult: (route: string, r: { scores: Scores; failing: string[] }) => void): Promise<LoadRecord> {
  for (const route of routes) await fetch(base + route); // warm-up: the first run must not pay for a cold server
  const waitedSeconds = await settle();
  const before = load1();
  const dir = await mkdtemp(path.join(tmpdir(), "til-bench-lh-"));
  try {
    for (const route of routes) onResult(route, await lighthouse(base + route, dir));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return { before, after: load1(), waitedSeconds };
}

let oursLoad: LoadRecord | null = null;
try {
  for (const route of ROUTES) rows.push({ route, group: "marketing", js: (await firstLoadJs(app.url, route)).bytes });
  const cookie = await adminSession(app.url, db.url);
  for (const route of FUNNEL_ROUTES) rows.push({ route, group: "funnel", js: (await firstLoadJs(app.url, route, cookie)).bytes });
  for (const route of CHECKOUT_ROUTES) rows.push({ route, group: "checkout", js: (await firstLoadJs(app.url, route)).bytes });
  for (const route of STAFF_ROUTES) rows.push({ route, group: "staff", js: (await firstLoadJs(app.url, route, cookie)).bytes });
  if (LIGHTHOUSE) {
    oursLoad = await lighthousePart(app.url, LIGHTHOUSE_ROUTES, (route, result) => {
      Object.assign(rows.find((r) => r.route === route)!, result);
      process.stderr.write(`[bench] ${route}: ${JSON.stringify(result.scores)}\n`);
    });
  }
} finally {
  await app.stop();
  await db.stop();
}

// The framework's floor, measured the same way once our server is down (so it has the machine alone):
// with Turbopack (our bundler: the budgets' floor) and with webpack (Next.js 16's other bundler, for scale).
const floors: { bundler: Bundler; js: number; scores?: Scores; load?: LoadRecord }[] = [];
for (const bundler of ["turbopack", "webpack"] as const) {
  const floorApp = await startFrameworkFloor(bundler);
  if (!floorApp) continue;
  try {
    const floor: (typeof floors)[number] = { bundler, js: (await firstLoadJs(floorApp.url, "/")).bytes };
    if (LIGHTHOUSE) {
      floor.load = await lighthousePart(floorApp.url, ["/"], (_route, result) => {
        floor.scores = result.scores;
      });
      process.stderr.write(`[bench] bare Next.js page (${bundler}): ${JSON.stringify(floor.scores)}\n`);
    }
    floors.push(floor);
  } finally {
    await floorApp.stop();
  }
}

// Budgets: over the Turbopack floor of this run. Without a floor nothing can be judged: every row misses.
const floor = floors.find((f) => f.bundler === "turbopack") ?? null;
const floorKb = floor ? kb(floor.js) : null;
const budgetKb = (group: Group): number | null => (group === "staff" ? STAFF_BUDGET_KB : floorKb === null ? null : Math.round((floorKb + OVER_FLOOR_KB[group]) * 10) / 10);
const budgetText = (group: Group) =>
  group === "staff" ? `≤ ${STAFF_BUDGET_KB} kB` : floorKb === null ? `≤ floor + ${OVER_FLOOR_KB[group]} kB (floor not measured)` : `≤ floor + ${OVER_FLOOR_KB[group]} kB = ${budgetKb(group)} kB`;
const jsMet = (r: Row) => {
  const budget = budgetKb(r.group);
  return budget !== null && kb(r.js) <= budget;
};

// Lighthouse: performance against the bare page's median, judged only on a quiet machine.
const floorPerformance = floor?.scores?.performance ?? null;
const performanceBar = floorPerformance === null ? null : floorPerformance - PERFORMANCE_MARGIN;
const quiet = !!oursLoad && oursLoad.before < QUIET_LOAD && !!floor?.load && floor.load.before < QUIET_LOAD;
const lighthouseVerdict = (s: Scores): { met: boolean | null; goal: string } => {
  const others = s.accessibility === THRESHOLDS.accessibility && s["best-practices"] >= THRESHOLDS["best-practices"] && s.seo === THRESHOLDS.seo;
  const rest = `${THRESHOLDS.accessibility} / ≥ ${THRESHOLDS["best-practices"]} / ${THRESHOLDS.seo}`;
  if (performanceBar === null) return { met: false, goal: `≥ bare page − ${PERFORMANCE_MARGIN} (bare page not measured) / ${rest}` };
  if (!quiet) {
    const loads = [oursLoad?.before, floor?.load?.before].filter((l) => l !== undefined).join(" / ");
    return { met: others ? null : false, goal: `performance not judged: machine too busy (load average ${loads} ≥ ${QUIET_LOAD} when Lighthouse started) / ${rest}` };
  }
  return { met: others && s.performance >= performanceBar, goal: `≥ ${performanceBar} (bare page ${floorPerformance} − ${PERFORMANCE_MARGIN}) / ${rest}` };
};

let missed = 0;
const mark = (ok: boolean | null) => {
  if (ok === false) missed++;
  return ok === null ? "–" : ok ? "✓" : "✗";
};
const cell = (s: Scores | undefined, c: CategoryId) => {
  if (!s) return "";
  if (c === "performance") return `${s[c]} ${performanceBar === null || !quiet ? "" : s[c] >= performanceBar ? "✓" : "✗"}`;
  return `${s[c]} ${(c === "best-practices" ? s[c] >= THRESHOLDS[c] : s[c] === THRESHOLDS[c]) ? "✓" : "✗"}`;
};
console.log(`\nPublic pages, ${new Date().toISOString().slice(0, 10)} (${LIGHTHOUSE ? `Lighthouse mobile, ${RUNS} run${RUNS > 1 ? "s, median" : ""} per page` : "no Lighthouse"})\n`);
for (const f of floors) {
  const perf = f.scores ? `, Lighthouse performance ${f.scores.performance}` : "";
  console.log(`Bare Next.js page built with ${f.bundler} (heading and text, no client component; the framework's floor): ${kb(f.js)} kB${perf}.`);
}
if (LIGHTHOUSE) {
  const parts = [oursLoad && `our pages ${oursLoad.before} → ${oursLoad.after} (waited ${oursLoad.waitedSeconds} s)`, ...floors.map((f) => f.load && `bare page (${f.bundler}) ${f.load.before} → ${f.load.after} (waited ${f.load.waitedSeconds} s)`)];
  console.log(`Load average (1 min) before → after the Lighthouse parts: ${parts.filter(Boolean).join("; ")}. Performance ${quiet ? `judged: ≥ ${performanceBar}` : "not judged: the machine was too busy"}.`);
}
console.log(
  [
    "",
    "| Route | Group | First-load JS (gzip) | Over the floor | Budget | | Performance | Accessibility | Best practices | SEO |",
    "|---|---|---:|---:|---|:-:|---:|---:|---:|---:|",
    ...rows.map((r) => {
      const over = floorKb === null ? "—" : `+${Math.round((kb(r.js) - floorKb) * 10) / 10} kB`;
      const js = `${budgetText(r.group)} | ${mark(jsMet(r))}`;
      if (r.scores) mark(lighthouseVerdict(r.scores).met);
      return `| \`${r.route}\` | ${r.group} | ${kb(r.js)} kB | ${over} | ${js} | ${cell(r.scores, "performance")} | ${cell(r.scores, "accessibility")} | ${cell(r.scores, "best-practices")} | ${cell(r.scores, "seo")} |`;
    }),
  ].join("\n"),
);
if (!floor) {
  missed++;
  console.log("\nThe bare page could not be built: no budget can be judged.");
}
for (const r of rows.filter((x) => x.failing?.length)) console.log(`Audits losing points on ${r.route}: ${r.failing!.join(", ")}`);

await saveResult("pages", {
  overFloorKb: OVER_FLOOR_KB,
  staffBudgetKb: STAFF_BUDGET_KB,
  floorKb,
  runs: RUNS,
  lighthouse: LIGHTHOUSE
    ? { quiet, quietLoad: QUIET_LOAD, performanceMargin: PERFORMANCE_MARGIN, floorPerformance, performanceBar, load: { ours: oursLoad, floors: floors.map((f) => ({ bundler: f.bundler, ...f.load })) } }
    : null,
  floors: floors.map((f) => ({ bundler: f.bundler, firstLoadJsKb: kb(f.js), scores: f.scores ?? null })),
  rows: rows.map((r) => ({
    route: r.route,
    group: r.group,
    firstLoadJsKb: kb(r.js),
    overFloorKb: floorKb === null ? null : Math.round((kb(r.js) - floorKb) * 10) / 10,
    budgetKb: budgetKb(r.group),
    goal: budgetText(r.group),
    met: jsMet(r),
    scores: r.scores ?? null,
    lighthouse: r.scores ? lighthouseVerdict(r.scores) : null,
    failingAudits: r.failing ?? [],
  })),
});
process.exit(STRICT && missed > 0 ? 1 : 0);
