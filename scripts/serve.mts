/**
 * What `npm start` does after dependencies are installed:
 *   1. load .env / .env.local; create AUTH_SECRET (and, locally, the admin's password) once;
 *   2. start the embedded PostgreSQL under .data/ unless DATABASE_URL is set;
 *   3. apply migrations, seed (idempotent);
 *   4. build when the production build is missing or stale;
 *   5. serve on PORT (3000) with the background worker in this process;
 *   6. print the URL and, the first time, the admin's sign-in. Ctrl-C stops everything cleanly.
 * `--dev` serves with `next dev` instead of building.
 */
import { randomBytes } from "node:crypto";
import type { ChildProcess } from "node:child_process";
import type { Runner } from "graphile-worker";
import { appendLocalEnv, loadEnvFiles } from "./lib/env-files.mts";
import { startEmbeddedDb, type EmbeddedDb } from "./lib/embedded-db.mts";
import { migrate } from "./lib/migrate.mts";
import { installJobQueue } from "@/lib/jobs/install";
import { buildIsFresh, markBuilt, sourceFingerprint } from "./lib/build-stamp.mts";
import { NEXT_BIN, run, startGroup, stopGroup, waitForUrl } from "./lib/proc.mts";
import { runSeed } from "./lib/run-seed.mts";
import { markWorkerShuttingDown, startWorker } from "@/lib/jobs/worker";
import { disconnectDb } from "@/lib/db";

const dev = process.argv.includes("--dev");
const say = (line: string) => console.log(`[start] ${line}`);

loadEnvFiles();
const local = !process.env.DATABASE_URL;
const port = Number(process.env.PORT ?? 3000);

if (!process.env.AUTH_SECRET) {
  appendLocalEnv("AUTH_SECRET", randomBytes(32).toString("base64url"));
  say("Generated AUTH_SECRET and saved it in .env.local.");
  if (!local) say("Several app instances must share one AUTH_SECRET: set it in their environment.");
}

let embedded: EmbeddedDb | undefined;
let server: ChildProcess | undefined;
let worker: Runner | undefined;
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    markWorkerShuttingDown();
    say("Stopping…");
    await worker?.stop().catch(() => undefined);
    await disconnectDb();
    await stopGroup(server);
    await embedded?.stop().catch(() => undefined);
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
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

try {
  if (local) {
    const pgPort = Number(process.env.EMBEDDED_PG_PORT ?? 54320);
    embedded = await startEmbeddedDb({ dir: ".data", port: pgPort, database: "app", persistent: true, log: say });
    process.env.DATABASE_URL = embedded.url;
    say(`Embedded PostgreSQL running on 127.0.0.1:${pgPort} (data in .data/).`);
  }
  const databaseUrl = process.env.DATABASE_URL!;

  const { applied } = await migrate(databaseUrl, { log: say });
  await installJobQueue(databaseUrl);
  say(applied.length ? `Applied ${applied.length} migration(s).` : "Database schema is up to date.");

  const admin = await runSeed(databaseUrl, { local, log: say });

  if (!dev) {
    const fingerprint = sourceFingerprint();
    if (!buildIsFresh(".next", fingerprint)) {
      say("Building the site (next build)…");
      const code = await run(process.execPath, [NEXT_BIN, "build"]);
      if (code !== 0) throw new Error("next build failed; see the output above.");
      markBuilt(".next", fingerprint);
    } else {
      say("Build is up to date.");
    }
  }

  // HOST (e.g. 127.0.0.1) binds one interface only; by default next listens on all of them.
  const host = process.env.HOST ? ["-H", process.env.HOST] : [];
  server = startGroup(process.execPath, [NEXT_BIN, dev ? "dev" : "start", "-p", String(port), ...host], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  server.on("exit", (code) => {
    if (!stopping) {
      say(`The web server stopped (exit ${code}).`);
      void shutdown(code ?? 1);
    }
  });
  worker = await startWorker(databaseUrl);

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
  console.log("");
  console.log("  Ctrl-C stops the server, the worker and the embedded database.");
  await worker.promise;
} catch (e) {
  console.error(`[start] ${e instanceof Error ? e.message : String(e)}`);
  await shutdown(1);
}
