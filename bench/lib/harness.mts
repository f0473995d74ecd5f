/**
 * Shared benchmark plumbing: a throwaway PostgreSQL, the production build in its own folder,
 * our HTTP server (scripts/http-server.mts, what `npm start` serves through) on a free port, autocannon runs, and result files under bench/results/.
 * Load targets loopback only, bounded in time.
 */
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/free-port.mts";
import autocannon from "autocannon";
import pg from "pg";
import { startEmbeddedDb, type EmbeddedDb } from "../../scripts/lib/embedded-db.mts";
import { migrate } from "../../scripts/lib/migrate.mts";
import { buildIsFresh, markBuilt, sourceFingerprint } from "../../scripts/lib/build-stamp.mts";
import { NEXT_BIN, httpServerCommand, run, startGroup, stopGroup, waitForUrl } from "../../scripts/lib/proc.mts";
import { installJobQueue } from "@/lib/jobs/install";

export const BENCH_DIST = ".next-bench";

export async function benchDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "til-bench-db-"));
  const statements = pgStatements.on();
  const settings = statements ? ["shared_preload_libraries=pg_stat_statements", "pg_stat_statements.track_planning=on", "pg_stat_statements.max=2000"] : [];
  const db: EmbeddedDb = await startEmbeddedDb({ dir, port: await freePort(), database: "bench", persistent: false, settings });
  await migrate(db.url, { log: () => undefined });
  if (statements) {
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    await c.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements").finally(() => c.end());
  }
  await installJobQueue(db.url);
  return {
    url: db.url,
    stop: async () => {
      await db.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * With BENCH_PG_STATEMENTS=1 (benchDatabase loads pg_stat_statements, planning times included): the
 * statistics are cleared before a load and the costliest statements printed after it, a unit of work
 * (a lead) at a time. Profiling, not a figure of RESULTS.md.
 */
export const pgStatements = {
  on: () => process.env.BENCH_PG_STATEMENTS === "1",
  async reset(c: pg.Client): Promise<void> {
    if (pgStatements.on()) await c.query("SELECT pg_stat_statements_reset()");
  },
  async print(c: pg.Client, units: number, top = 25): Promise<void> {
    if (!pgStatements.on()) return;
    const { rows } = await c.query<{ calls: string; plan: number; exec: number; query: string }>(
      `SELECT calls, total_plan_time AS plan, total_exec_time AS exec, query FROM pg_stat_statements ORDER BY total_plan_time + total_exec_time DESC LIMIT $1`,
      [top],
    );
    const all = (await c.query<{ plan: number; exec: number; calls: string }>(`SELECT sum(total_plan_time) AS plan, sum(total_exec_time) AS exec, sum(calls) AS calls FROM pg_stat_statements`)).rows[0]!;
    console.log(`PostgreSQL statements a unit (of ${units}): ${(Number(all.calls) / units).toFixed(1)} calls, plan ${(all.plan / units).toFixed(2)} ms, run ${(all.exec / units).toFixed(2)} ms`);
    for (const r of rows) console.log(`  ${(Number(r.calls) / units).toFixed(2)}× plan ${(r.plan / units).toFixed(3)} run ${(r.exec / units).toFixed(3)} ms  ${r.query.replace(/\s+/g, " ").slice(0, 160)}`);
  },
};

/** Builds into .next-bench when sources changed since the last bench build. */
export async function ensureBenchBuild(): Promise<void> {
  const fingerprint = sourceFingerprint();
  if (buildIsFresh(BENCH_DIST, fingerprint)) return;
  const code = await run(process.execPath, [NEXT_BIN, "build"], {
    env: { ...process.env, NEXT_DIST_DIR: BENCH_DIST, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (code !== 0) throw new Error("next build failed");
  markBuilt(BENCH_DIST, fingerprint);
}

/**
 * The app on a free loopback port. The benchmarks play the load balancer (each simulated visitor sends
 * its own X-Forwarded-For), so the server trusts one hop, as it would behind one.
 */
export async function startApp(env: Record<string, string>): Promise<{ url: string; pid: number | undefined; stop: () => Promise<void> }> {
  const port = await freePort();
  const [command, args] = httpServerCommand(port);
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (bench/lib/cpu-profile.mts reads it).
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = startGroup(command, [...profile, ...args], {
    env: { ...process.env, NEXT_DIST_DIR: BENCH_DIST, AUTH_SECRET: randomBytes(32).toString("base64url"), LOG_LEVEL: "error", TRUSTED_PROXY_HOPS: "1", ...env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitForUrl(`${url}/api/health`, 60_000))) throw new Error("the HTTP server did not come up");
  return { url, pid: child.pid, stop: () => stopGroup(child) };
}

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; non2xx: number; errors: number; total: number };

export async function load(opts: autocannon.Options): Promise<LoadResult> {
  const r = await autocannon({ duration: 10, connections: 50, ...opts });
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    total: r.requests.total,
  };
}

export async function saveResult(name: string, data: unknown): Promise<void> {
  await mkdir("bench/results", { recursive: true });
  await writeFile(`bench/results/${name}.json`, JSON.stringify({ date: new Date().toISOString(), ...((data as object) ?? {}) }, null, 2) + "\n");
}

export function printRows(rows: Record<string, string | number>[]): void {
  console.table(rows);
}
