/**
 * Faults under load (issue 9): concurrent clients post leads with Idempotency-Key headers and retry like
 * a real client would, while the database is stopped in the middle of the run and started again.
 * Asserts: during the outage the app answers fast with 503 + Retry-After; it recovers without a
 * restart; afterwards every accepted key has exactly one lead, no lead lacks its idempotency record or
 * audit entry (no partial writes), and nothing but 503 was ever a 5xx.
 *
 * Run by `npm test` after the browser journeys (against their production build) and alone with
 * `npm run test:system`. Loopback only; bounded: SYSTEM_CLIENTS (50), SYSTEM_LOAD_SECONDS (60),
 * SYSTEM_OUTAGE_SECONDS (20), SYSTEM_DIST_DIR (.next-test).
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedDb, type EmbeddedDb } from "../../scripts/lib/embedded-db.mts";
import { migrate } from "../../scripts/lib/migrate.mts";
import { httpServerCommand, startGroup, stopGroup } from "../../scripts/lib/proc.mts";
import { sleep, waitForHttp } from "./lib/wait.mts";
import { freePort } from "../../scripts/lib/free-port.mts";
import { installJobQueue } from "@/lib/jobs/install";
import { texasLead } from "@/test/fixtures/texas-lead";

const CLIENTS = Number(process.env.SYSTEM_CLIENTS ?? 50);
const LOAD_SECONDS = Number(process.env.SYSTEM_LOAD_SECONDS ?? 60);
const OUTAGE_SECONDS = Number(process.env.SYSTEM_OUTAGE_SECONDS ?? 20);
const DIST = process.env.SYSTEM_DIST_DIR ?? ".next-test";
const OUTAGE_AT_SECONDS = Math.max(5, Math.floor((LOAD_SECONDS - OUTAGE_SECONDS) / 2));
const FAST_503_MS = 2000;

const say = (line: string) => console.log(`[system] ${line}`);

if (!existsSync(path.join(DIST, "BUILD_ID"))) {
  console.error(`No production build in ${DIST}: run \`npm test\` (it builds) or set SYSTEM_DIST_DIR.`);
  process.exit(1);
}

const dir = await mkdtemp(path.join(tmpdir(), "til-system-db-"));
const pgPort = await freePort();
let db: EmbeddedDb = await startEmbeddedDb({ dir, port: pgPort, database: "system", persistent: true });
await migrate(db.url, { log: () => undefined });
await installJobQueue(db.url);

const port = await freePort();
const server = startGroup(...httpServerCommand(port), {
  env: {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: DIST,
    DATABASE_URL: db.url,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    LOG_LEVEL: "error",
    // Configuration, not a weakened default: 50 clients share one loopback address here.
    PUBLIC_FORM_LIMIT_PER_IP: "100000000",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${port}`;

type Tally = { accepted: Set<string>; statuses: Map<number, number>; missingRetryAfter: number; slow503: number; latencies503: number[]; networkErrors: number; bad: string[] };
const tally: Tally = { accepted: new Set(), statuses: new Map(), missingRetryAfter: 0, slow503: 0, latencies503: [], networkErrors: 0, bad: [] };

function lead(n: number) {
  return JSON.stringify(texasLead({ campaign: "system-test" }, `system.${n}`));
}

/** One lead until accepted (or the drain deadline): same key and body on every retry. */
async function submit(n: number, drainDeadline: number): Promise<void> {
  const key = `sys-${n}-${randomBytes(6).toString("hex")}`;
  const body = lead(n);
  while (Date.now() < drainDeadline) {
    const started = Date.now();
    let res: Response;
    try {
      res = await fetch(`${base}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key },
        body,
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      tally.networkErrors++;
      await sleep(250);
      continue;
    }
    const ms = Date.now() - started;
    await res.arrayBuffer().catch(() => undefined);
    tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1);
    if (res.status === 201 || res.status === 200) {
      tally.accepted.add(`public:${key}`);
      return;
    }
    if (res.status === 503) {
      tally.latencies503.push(ms);
      if (ms > FAST_503_MS) tally.slow503++;
      const retryAfter = Number(res.headers.get("retry-after"));
      if (!retryAfter) tally.missingRetryAfter++;
      await sleep(Math.min((retryAfter || 1) * 1000, 1000));
      continue;
    }
    if (res.status === 429) {
      await sleep(500);
      continue;
    }
    tally.bad.push(`${res.status} for key ${key}`);
    return;
  }
  tally.bad.push(`key ${key} not accepted before the drain deadline`);
}

let failed = false;
const check = (ok: boolean, what: string) => {
  say(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failed = true;
};

try {
  await waitForHttp("the HTTP server to answer /api/health", `${base}/api/health`, 120_000, say);
  const serverPid = server.pid;
  say(`${CLIENTS} clients for ${LOAD_SECONDS} s; the database stops at ${OUTAGE_AT_SECONDS} s for ${OUTAGE_SECONDS} s`);
  const start = Date.now();
  const end = start + LOAD_SECONDS * 1000;
  const drainDeadline = end + 60_000;
  let counter = 0;
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (Date.now() < end) await submit(counter++, drainDeadline);
  });

  const outage = (async () => {
    await sleep(OUTAGE_AT_SECONDS * 1000);
    say(`stopping PostgreSQL (t=${Math.round((Date.now() - start) / 1000)} s)`);
    await db.stop();
    await sleep(OUTAGE_SECONDS * 1000);
    db = await startEmbeddedDb({ dir, port: pgPort, database: "system", persistent: true });
    say(`PostgreSQL back (t=${Math.round((Date.now() - start) / 1000)} s)`);
  })();
  await Promise.all([...clients, outage]);

  const statuses = Object.fromEntries([...tally.statuses].sort(([a], [b]) => a - b));
  const sorted = [...tally.latencies503].sort((a, b) => a - b);
  const p95 = sorted.length ? sorted[Math.floor(sorted.length * 0.95)] : 0;
  say(`answers by status: ${JSON.stringify(statuses)}; accepted keys ${tally.accepted.size}; network errors ${tally.networkErrors}; 503 p95 ${p95} ms`);

  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    const { rows } = await c.query<{ key: string; n: string }>(
      `SELECT "idempotencyKey" AS key, count(*) AS n FROM leads WHERE campaign = 'system-test' GROUP BY 1`,
    );
    const stored = new Map(rows.map((r) => [r.key, Number(r.n)]));
    const orphans = await c.query<{ n: string }>(
      `SELECT count(*) AS n FROM leads l
        WHERE l.campaign = 'system-test'
          AND (NOT EXISTS (SELECT 1 FROM idempotency_records i WHERE i.key = l."idempotencyKey")
            OR NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.entity = 'lead' AND a."entityId" = l.id::text AND a.action = 'lead.create'))`,
    );
    check(tally.statuses.get(503) !== undefined, "the outage was noticed (some 503 answers)");
    check([...tally.statuses.keys()].every((s) => s < 500 || s === 503), "no 5xx other than 503");
    check(tally.missingRetryAfter === 0, "every 503 carried Retry-After");
    check(tally.slow503 === 0, `every 503 answered within ${FAST_503_MS} ms (p95 ${p95} ms)`);
    check(tally.bad.length === 0, `no refused or abandoned lead${tally.bad.length ? ` (${tally.bad.slice(0, 3).join("; ")})` : ""}`);
    check(stored.size === tally.accepted.size && [...tally.accepted].every((k) => stored.get(k) === 1), `rows equal accepted keys, one each (${stored.size} keys stored, ${tally.accepted.size} accepted)`);
    check(Number(orphans.rows[0]!.n) === 0, "no partial writes (every lead has its idempotency record and audit entry)");
    const health = await fetch(`${base}/api/health`).then((r) => r.status, () => 0);
    check(health === 200 && server.exitCode === null && server.pid === serverPid, "the same server process recovered without a restart");
  } finally {
    await c.end();
  }
} catch (e) {
  console.error(e);
  failed = true;
} finally {
  await stopGroup(server);
  await db.stop().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
