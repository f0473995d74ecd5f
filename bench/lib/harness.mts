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
import { startEmbeddedDb, type EmbeddedDb } from "../../scripts/lib/embedded-db.mts";
import { migrate } from "../../scripts/lib/migrate.mts";
import { buildIsFresh, markBuilt, sourceFingerprint } from "../../scripts/lib/build-stamp.mts";
import { NEXT_BIN, httpServerCommand, run, startGroup, stopGroup, waitForUrl } from "../../scripts/lib/proc.mts";
import { installJobQueue } from "@/lib/jobs/install";

export const BENCH_DIST = ".next-bench";

export async function benchDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "til-bench-db-"));
  const db: EmbeddedDb = await startEmbeddedDb({ dir, port: await freePort(), database: "bench", persistent: false });
  await migrate(db.url, { log: () => undefined });
  await installJobQueue(db.url);
  return {
    url: db.url,
    stop: async () => {
      await db.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

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
  const child = startGroup(...httpServerCommand(port), {
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
