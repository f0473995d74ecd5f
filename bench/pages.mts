/**
 * `npm run bench:pages`: static speed of the public site, per route.
 *   - first-load JS: every <script src> the served HTML loads (module scripts, not the nomodule
 *     polyfills), gzip level 9, against the budgets of issue 9: 130 kB for the marketing pages,
 *     160 kB for the funnels and the checkout, 250 kB for the staff pages (CRM and admin, measured
 *     signed in as the seeded admin);
 *   - Lighthouse 12 (mobile emulation, simulated throttling, Debian Chromium) for the key pages:
 *     performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100;
 *   - the same two figures for a bare Next.js page (bench/lib/framework-floor.mts), after our server
 *     has stopped: what the framework alone ships and scores here, for scale (no budget).
 * Builds into its own .next-bench-pages when sources changed (so it never races another benchmark's
 * build), starts our HTTP server (as `npm start` serves) on a free port against a throwaway PostgreSQL, measures, stops everything. Prints a Markdown table (pasted
 * into the README) and writes bench/results/pages.json.
 *
 * Options: --runs=N (Lighthouse runs per page, median by performance; default 1), --no-lighthouse,
 * --strict (exit 1 when a threshold is missed).
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { randomBytes } from "node:crypto";
import { benchDatabase, freePort, saveResult } from "./lib/harness.mts";
import { buildIsFresh, markBuilt, sourceFingerprint } from "../scripts/lib/build-stamp.mts";
import { NEXT_BIN, httpServerCommand, run, startGroup, stopGroup, waitForUrl } from "../scripts/lib/proc.mts";
import { runSeed } from "../scripts/lib/run-seed.mts";
import { startFrameworkFloor, type Bundler } from "./lib/framework-floor.mts";
import { publicRoutes } from "@/lib/seo/public-routes";

const args = process.argv.slice(2);
const RUNS = Math.max(1, Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 1));
const LIGHTHOUSE = !args.includes("--no-lighthouse");
const STRICT = args.includes("--strict");

const JS_BUDGET_KB = 130;
const FUNNEL_BUDGET_KB = 160;
const STAFF_BUDGET_KB = 250;
/** Funnels and checkout; /admin-quote-private and /admin-funnel-private need a signed-in user. */
const FUNNEL_ROUTES = ["/landing", "/admin-quote-private", "/admin-funnel-private", "/fb-ad", "/texas-insurance", "/checkout"];
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
const LIGHTHOUSE_ROUTES = ["/", "/services", "/ai-insights", "/blog/1", "/contact", "/marketing-packages"];
const THRESHOLDS = { performance: 95, accessibility: 100, "best-practices": 95, seo: 100 } as const;
type CategoryId = keyof typeof THRESHOLDS;
const CATEGORIES = Object.keys(THRESHOLDS) as CategoryId[];
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
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? "")
    .filter((attrs) => !/\bnomodule\b/i.test(attrs))
    .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1])
    .filter((src): src is string => !!src);
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
const tmp = await mkdtemp(path.join(tmpdir(), "til-bench-pages-"));
type Group = "marketing" | "funnel" | "staff";
const BUDGETS: Record<Group, number> = { marketing: JS_BUDGET_KB, funnel: FUNNEL_BUDGET_KB, staff: STAFF_BUDGET_KB };
const rows: { route: string; js: number; scores?: Scores; failing?: string[] }[] = [];
const others: { route: string; group: Group; js: number }[] = [];
try {
  for (const route of ROUTES) rows.push({ route, js: (await firstLoadJs(app.url, route)).bytes });
  const cookie = await adminSession(app.url, db.url);
  for (const route of FUNNEL_ROUTES) others.push({ route, group: "funnel", js: (await firstLoadJs(app.url, route, cookie)).bytes });
  for (const route of STAFF_ROUTES) others.push({ route, group: "staff", js: (await firstLoadJs(app.url, route, cookie)).bytes });
  if (LIGHTHOUSE) {
    // One warm-up request per page so the first Lighthouse run does not pay for a cold server.
    for (const route of LIGHTHOUSE_ROUTES) await fetch(app.url + route);
    for (const route of LIGHTHOUSE_ROUTES) {
      const row = rows.find((r) => r.route === route)!;
      Object.assign(row, await lighthouse(app.url + route, tmp));
      process.stderr.write(`[bench] ${route}: ${JSON.stringify(row.scores)}\n`);
    }
  }
} finally {
  await app.stop();
  await db.stop();
  await rm(tmp, { recursive: true, force: true });
}

// The framework's floor, measured the same way once our server is down (so it has the machine alone):
// with Turbopack (our bundler) and with webpack (Next.js 16's other bundler).
const floors: { bundler: Bundler; js: number; scores?: Scores }[] = [];
for (const bundler of ["turbopack", "webpack"] as const) {
  const floorApp = await startFrameworkFloor(bundler);
  if (!floorApp) continue;
  try {
    const floor: (typeof floors)[number] = { bundler, js: (await firstLoadJs(floorApp.url, "/")).bytes };
    if (LIGHTHOUSE) {
      await fetch(floorApp.url + "/");
      const floorTmp = await mkdtemp(path.join(tmpdir(), "til-bench-floor-"));
      floor.scores = (await lighthouse(floorApp.url + "/", floorTmp)).scores;
      await rm(floorTmp, { recursive: true, force: true });
      process.stderr.write(`[bench] bare Next.js page (${bundler}): ${JSON.stringify(floor.scores)}\n`);
    }
    floors.push(floor);
  } finally {
    await floorApp.stop();
  }
}

const shared = rows.length ? Math.min(...rows.map((r) => r.js)) : 0;
let missed = 0;
const mark = (ok: boolean) => {
  if (!ok) missed++;
  return ok ? "✓" : "✗";
};
const lines = [
  `| Route | First-load JS (gzip) | ≤ ${JS_BUDGET_KB} kB | Performance | Accessibility | Best practices | SEO |`,
  "|---|---:|:-:|---:|---:|---:|---:|",
  ...rows.map((r) => {
    const s = r.scores;
    const cell = (c: CategoryId) => (s ? `${s[c]} ${mark(c === "performance" || c === "best-practices" ? s[c] >= THRESHOLDS[c] : s[c] === THRESHOLDS[c])}` : "");
    return `| \`${r.route}\` | ${kb(r.js)} kB | ${mark(kb(r.js) <= JS_BUDGET_KB)} | ${cell("performance")} | ${cell("accessibility")} | ${cell("best-practices")} | ${cell("seo")} |`;
  }),
];
console.log(`\nPublic pages, ${new Date().toISOString().slice(0, 10)} (Lighthouse mobile, ${RUNS} run${RUNS > 1 ? "s, median" : ""} per page)\n`);
console.log(lines.join("\n"));
console.log(`\nSmallest first-load JS of any page: ${kb(shared)} kB.`);
for (const floor of floors) {
  const perf = floor.scores ? `, Lighthouse performance ${floor.scores.performance}` : "";
  console.log(`Bare Next.js page built with ${floor.bundler} (heading and text, no client component; the framework's floor): ${kb(floor.js)} kB${perf}.`);
}
console.log(`\nFunnels and checkout (≤ ${FUNNEL_BUDGET_KB} kB) and staff pages (≤ ${STAFF_BUDGET_KB} kB, signed in as the admin)\n`);
console.log(["| Route | Group | First-load JS (gzip) | Budget |", "|---|---|---:|:-:|", ...others.map((r) => `| \`${r.route}\` | ${r.group} | ${kb(r.js)} kB | ≤ ${BUDGETS[r.group]} kB ${mark(kb(r.js) <= BUDGETS[r.group])} |`)].join("\n"));
const failing = rows.filter((r) => r.failing?.length);
for (const r of failing) console.log(`Audits losing points on ${r.route}: ${r.failing!.join(", ")}`);

await saveResult("pages", {
  budgetKb: JS_BUDGET_KB,
  budgetsKb: BUDGETS,
  thresholds: THRESHOLDS,
  runs: RUNS,
  lighthouse: LIGHTHOUSE,
  floors: floors.map((f) => ({ bundler: f.bundler, firstLoadJsKb: kb(f.js), scores: f.scores ?? null })),
  rows: [
    ...rows.map((r) => ({ route: r.route, group: "marketing", firstLoadJsKb: kb(r.js), scores: r.scores ?? null, failingAudits: r.failing ?? [] })),
    ...others.map((r) => ({ route: r.route, group: r.group, firstLoadJsKb: kb(r.js), scores: null, failingAudits: [] })),
  ],
});
process.exit(STRICT && missed > 0 ? 1 : 0);
