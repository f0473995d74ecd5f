/**
 * What `npm start` does after dependencies are installed:
 *   1. load .env / .env.local; check that PORT and the embedded PostgreSQL's port are free (a taken
 *      one is named, with what holds it and how to choose another); create AUTH_SECRET (and, locally,
 *      the admin's password) once;
 *   2. start the embedded PostgreSQL under .data/ (EMBEDDED_PG_DIR) unless DATABASE_URL is set;
 *   3. apply migrations, seed (idempotent);
 *   4. build when the production build is missing or stale (NEXT_DIST_DIR, default .next; `--no-build`
 *      serves it as it is);
 *   5. serve on PORT (3000) through our HTTP server (scripts/lib/http-server.mts: the trusted client
 *      address), with the background worker beside it: by default a process of its own
 *      (WORKER_MODE=process, scripts/lib/worker-process.mts), or in this process (in-process), or none (off);
 *   6. print the URL and, the first time, the admin's sign-in. Ctrl-C stops everything cleanly.
 * `--dev` serves with Next's development mode (compiles on demand) through the same server instead of building.
 *
 * In-process, the app (Next's bundle) and the worker (loaded here by tsx) each have their own copy of
 * lib/, but lib/db.ts keeps its pool and Prisma client on globalThis, so they share one pool per process.
 *
 * Nothing outlives this process: the HTTP server lives in it, the worker in it or in its child (which
 * stops when this process is gone: its lifeline), PostgreSQL is its child in its process group (with a
 * watchdog for when this process alone is killed: embedded-db.mts), and it stops itself when whatever
 * started it is gone (scripts/lib/lifeline.mjs). A stop takes at most about 10 s whatever the jobs are doing.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Runner } from "graphile-worker";
import { appendLocalEnv, loadEnvFiles } from "./lib/env-files.mts";
import { embeddedDataDir, startEmbeddedDb, type EmbeddedDb } from "./lib/embedded-db.mts";
import { migrate } from "./lib/migrate.mts";
import { installJobQueue } from "@/lib/jobs/install";
import { buildIsFresh, markBuilt, sourceFingerprint } from "./lib/build-stamp.mts";
import { NEXT_BIN, run, waitForUrl } from "./lib/proc.mts";
import { runSeed } from "./lib/run-seed.mts";
import { busyHttpPortMessage, busyPgPortMessage, nextFreePort, portHolder, portIsFree } from "./lib/busy-port.mts";
import { startHttpServer, type RunningHttpServer } from "./lib/http-server.mts";
import { watchLifeline } from "./lib/lifeline.mjs";
import { markWorkerShuttingDown, startWorker } from "@/lib/jobs/worker";
import { startWorkerProcess, type WorkerProcess } from "./lib/worker-process.mts";
import { disconnectDb } from "@/lib/db";
import { env, resetEnvCache } from "@/lib/env";
import { proxyTrust, type ProxyTrust } from "@/lib/http/client-address";

const dev = process.argv.includes("--dev");
// Serve the build in NEXT_DIST_DIR as it is (built elsewhere, e.g. by CI or the test run); never build.
const noBuild = process.argv.includes("--no-build");
const say = (line: string) => console.log(`[start] ${line}`);
const fail = (lines: string[]) => {
  for (const line of lines) console.error(`[start] ${line}`);
};
/** A whole stop, worker and server included, never takes longer than this. */
const SHUTDOWN_LIMIT_MS = 9500;

loadEnvFiles();
// Like `next start` / `next dev`: Next picks its React build from it, loaded later in this process.
(process.env as Record<string, string>).NODE_ENV = dev ? "development" : "production";
const local = !process.env.DATABASE_URL;
const distDir = process.env.NEXT_DIST_DIR || ".next";
const dataDir = embeddedDataDir();

function portSetting(name: "PORT" | "EMBEDDED_PG_PORT", fallback: number): number {
  const text = process.env[name]?.trim();
  const value = text ? Number(text) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    fail([`${name} must be a port number from 1 to 65535 (it is "${text}").`]);
    process.exit(1);
  }
  return value;
}
const port = portSetting("PORT", 3000);
const pgPort = portSetting("EMBEDDED_PG_PORT", 54320);
// HOST (e.g. 127.0.0.1) binds one interface only; by default the server listens on all of them.
const host = process.env.HOST?.trim() || undefined;

// Both ports before any work, so a second checkout started beside the first says so at once.
if (!(await portIsFree(port, host))) {
  fail(busyHttpPortMessage(port, portHolder(port), await nextFreePort(port, host, [pgPort])));
  process.exit(1);
}
if (local && !(await portIsFree(pgPort, "127.0.0.1"))) {
  fail(busyPgPortMessage(pgPort, portHolder(pgPort), path.resolve(dataDir, "pg"), await nextFreePort(pgPort, "127.0.0.1", [port])));
  process.exit(1);
}

let trust: ProxyTrust;
try {
  const e = env();
  trust = proxyTrust(e.TRUSTED_PROXY_HOPS, e.TRUSTED_PROXIES);
  // Read again later: AUTH_SECRET and DATABASE_URL may still be set below.
  resetEnvCache();
} catch (e) {
  fail([e instanceof Error ? e.message : String(e), "Fix it in the environment or .env.local (see .env.example)."]);
  process.exit(1);
}

if (!process.env.AUTH_SECRET) {
  appendLocalEnv("AUTH_SECRET", randomBytes(32).toString("base64url"));
  say("Generated AUTH_SECRET and saved it in .env.local.");
  if (!local) say("Several app instances must share one AUTH_SECRET: set it in their environment.");
}

let embedded: EmbeddedDb | undefined;
let http: RunningHttpServer | undefined;
let worker: Runner | undefined;
let workerProcess: WorkerProcess | undefined;
let stopping = false;
const building = new AbortController();

/** Bounded steps: each gets its share of the time, and a last timer ends the process regardless. */
const within = <T,>(ms: number, work: Promise<T> | undefined) =>
  Promise.race([Promise.resolve(work).catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    setTimeout(() => {
      fail([`Stopped after ${SHUTDOWN_LIMIT_MS / 1000} s without finishing every step.`]);
      process.exit(code || 1);
    }, SHUTDOWN_LIMIT_MS).unref();
    markWorkerShuttingDown();
    building.abort();
    say("Stopping…");
    // The server first lets requests in flight finish (keep-alive sockets are closed), the worker lets
    // its jobs finish up to its own grace (lib/jobs/worker.ts), then the database goes.
    await Promise.all([within(4000, http?.close(3000)), within(7000, worker?.stop()), within(7000, workerProcess?.stop(6500))]);
    await within(1000, disconnectDb());
    await within(1500, embedded?.stop());
  }
  process.exit(code);
}
// Ctrl-C reaches the embedded PostgreSQL too: it may close pooled connections before the worker has
// stopped. Those pool errors during a shutdown are expected; anything else still stops the process.
process.on("uncaughtException", (e) => {
  if (stopping) return;
  console.error(e);
  void shutdown(1);
});
// SIGHUP: the terminal was closed.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void shutdown(0));
watchLifeline(() => {
  if (stopping) return;
  say("The process that started this server is gone: stopping.");
  void shutdown(1);
});

try {
  if (local) {
    embedded = await startEmbeddedDb({ dir: dataDir, port: pgPort, database: "app", persistent: true, log: say });
    process.env.DATABASE_URL = embedded.url;
    resetEnvCache();
    say(`Embedded PostgreSQL running on 127.0.0.1:${pgPort} (data in ${dataDir}/).`);
  }
  const databaseUrl = process.env.DATABASE_URL!;

  const { applied } = await migrate(databaseUrl, { log: say });
  await installJobQueue(databaseUrl);
  say(applied.length ? `Applied ${applied.length} migration(s).` : "Database schema is up to date.");

  const admin = await runSeed(databaseUrl, { local, log: say });

  if (noBuild && !dev) {
    if (!existsSync(path.join(distDir, "BUILD_ID"))) throw new Error(`No production build in ${distDir}: start without --no-build to build it.`);
    say(`Serving the build in ${distDir} as it is (--no-build).`);
  } else if (!dev) {
    const fingerprint = sourceFingerprint();
    if (!buildIsFresh(distDir, fingerprint)) {
      say("Building the site (next build)…");
      const code = await run(process.execPath, [NEXT_BIN, "build"], { signal: building.signal });
      if (code !== 0) throw new Error("next build failed; see the output above.");
      markBuilt(distDir, fingerprint);
    } else {
      say("Build is up to date.");
    }
  }
  if (stopping) await new Promise(() => undefined);

  http = await startHttpServer({ port, host, dev, trust });
  const workerMode = env().WORKER_MODE;
  if (workerMode === "in-process") worker = await startWorker(databaseUrl, env().WORKER_CONCURRENCY);
  else if (workerMode === "process") workerProcess = startWorkerProcess({ env: { ...process.env, DATABASE_URL: databaseUrl }, log: say });

  const url = `http://localhost:${port}`;
  if (!(await waitForUrl(`${url}/api/health`, 120_000))) throw new Error(`The server did not answer on ${url}.`);
  console.log("");
  console.log(`  Site ready:  ${url}`);
  console.log(`  Staff sign-in: ${url}/login`);
  if (admin.printCredentials) {
    console.log("");
    console.log(`  Admin username: ${admin.username}`);
    console.log(`  Admin password: ${admin.password}   (shown once; also saved in .env.local)`);
  } else if (admin.username) {
    console.log(`  Admin username: ${admin.username}`);
  } else if (!admin.adminExists) {
    console.log("  No admin yet: set ADMIN_USERNAME and ADMIN_PASSWORD, then run `npm start` again.");
  }
  if (trust.hops === 0 && !trust.proxies) {
    console.log("  Client addresses: the connection's own (behind a proxy or load balancer, set TRUSTED_PROXY_HOPS).");
  } else {
    console.log(`  Client addresses: X-Forwarded-For through ${trust.hops} trusted hop(s)${trust.proxies ? " and TRUSTED_PROXIES" : ""}.`);
  }
  console.log(
    workerMode === "process"
      ? "  Background jobs: a worker process beside the server (WORKER_MODE=process)."
      : workerMode === "in-process"
        ? "  Background jobs: a worker in the server's process (WORKER_MODE=in-process)."
        : "  Background jobs: no worker here (WORKER_MODE=off): run `npm run worker` somewhere.",
  );
  console.log("");
  console.log("  Ctrl-C stops the server, the worker and the embedded database.");
  if (worker) await worker.promise;
  else await new Promise(() => undefined);
} catch (e) {
  if (!stopping) {
    fail([e instanceof Error && e.message ? e.message : `Start failed: ${String(e)}`]);
    await shutdown(1);
  }
}
