/**
 * What `npm test` runs after installing what is missing:
 *   typecheck → lint → a throwaway PostgreSQL (never .data/) → migrate → unit and integration
 *   tests (vitest) → production build (into .next-test) → seed → Playwright journeys in Debian's
 *   Chromium, with the background worker running → a scan of the suite's logs and bundles for
 *   secrets and personal data → the trusted client address, the start script's failures and stops,
 *   faults under load, a killed worker, providers down, HTTP fuzz, scale-out (test/system). Exits non-zero when any stage fails.
 * Set TEST_DATABASE_URL to use an existing server instead: a fresh database is created in it and
 * dropped afterwards. `npm test -- --only=unit` / `--only=e2e` / `--skip-static` narrow the run
 * (`--only=e2e` runs the build and the Playwright journeys only: the leak scan and the system stages
 * need the whole suite's output, and each has its own `npm run test:system:*`).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./lib/free-port.mts";
import pg from "pg";
import { startEmbeddedDb, ensureDatabase, type EmbeddedDb } from "./lib/embedded-db.mts";
import { migrate } from "./lib/migrate.mts";
import { installJobQueue } from "@/lib/jobs/install";
import { NEXT_BIN, run } from "./lib/proc.mts";
import { scanForLeaks, type Needles } from "./lib/leak-scan.mts";
import { runSeed } from "./lib/run-seed.mts";
import { ensureTexasZips } from "./lib/texas-zips.mts";
import { startWorker } from "@/lib/jobs/worker";
import { disconnectDb } from "@/lib/db";
import { resetEnvCache } from "@/lib/env";
import { startFakeTwilio, twilioEnv } from "../test/fakes/twilio";
import { failureReport, readTimings, timingReport } from "../test/timings/test-timings";

// The throwaway database stops at the end of the run: a pooled connection that notices first must not
// crash the summary. Before that, an uncaught error is a failure of the run, never a silent hang.
let finishing = false;
const onStray = (kind: string) => (e: unknown) => {
  console.error(`[test] ${kind}:`, e instanceof Error ? e.message : e);
  if (finishing) return;
  console.error("[test] Stopping: the test run cannot continue.");
  process.exit(1);
};
process.on("unhandledRejection", onStray("unhandled rejection"));
process.on("uncaughtException", onStray("uncaught exception"));

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith("--only="))?.slice(7);
const skipStatic = args.includes("--skip-static");
const passthrough = args.filter((a) => !a.startsWith("--only=") && a !== "--skip-static");
const results: { stage: string; ok: boolean; seconds: number }[] = [];
/** Everything the unit and browser stages print (servers included), scanned for leaks at the end. */
const suiteLog = path.join(tmpdir(), `til-test-suite-${process.pid}.log`);
/** Each test's duration against its timeout (Vitest and Playwright reporters), tabled at the end. */
const vitestTimings = path.join(tmpdir(), `til-test-vitest-timings-${process.pid}.json`);
const e2eTimings = path.join(tmpdir(), `til-test-e2e-timings-${process.pid}.json`);

/** The people the suite stored in each database (seeded samples are public content) and the run's secrets. */
async function leakNeedles(urls: string[], secrets: string[]): Promise<Needles> {
  const emails = new Set<string>();
  const phones = new Set<string>();
  for (const url of urls) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const { rows } = await c.query<{ email: string | null; phone: string | null }>(
        `SELECT email, phone FROM leads WHERE source IS DISTINCT FROM 'sample'
         UNION SELECT email, phone FROM contacts UNION SELECT email, phone FROM unqualified_leads`,
      );
      for (const r of rows) {
        if (r.email) emails.add(r.email);
        if (r.phone) phones.add(r.phone);
      }
    } finally {
      await c.end();
    }
  }
  return { secrets, emails: [...emails], phones: [...phones] };
}
const say = (line: string) => console.log(`\n[test] ${line}`);

async function stage(name: string, fn: () => Promise<number>): Promise<boolean> {
  say(`${name}…`);
  const started = Date.now();
  const code = await fn().catch((e: unknown) => {
    console.error(e);
    return 1;
  });
  results.push({ stage: name, ok: code === 0, seconds: Math.round((Date.now() - started) / 100) / 10 });
  return code === 0;
}

/**
 * Properties of the whole product, proved against the production build (test/system/, each also
 * `npm run test:system:*`). Two lanes run side by side, about equally long: the stages that mostly wait
 * (providers down for a minute, a killed worker's sweep, servers starting and stopping) share lane 2
 * with the two instances of scale-out, beside lane 1's loads. Each stage has its own database, servers
 * and ports, and none asserts a duration; lane 2 prints each stage's output when that stage ends.
 */
type Lane = 1 | 2;
const SYSTEM_STAGES: [name: string, script: string, lane: Lane][] = [
  ["client address: X-Forwarded-For believed only from trusted proxies (test/system)", "test/system/client-address.mts", 2],
  ["start script: busy ports named, nothing left after a SIGKILL (test/system)", "test/system/start-script.mts", 2],
  ["faults: lead load through a database outage (test/system)", "test/system/lead-outage.mts", 1],
  ["faults: a worker killed mid-job (test/system)", "test/system/worker-killed.mts", 2],
  // Issue 34: a lead vendor's burst, with the worker as npm start runs it.
  ["load: 1,500 leads at 50 a second, every first touch sent once (test/system)", "test/system/lead-burst.mts", 1],
  ["faults: Meta, Resend and the payment providers down for a minute (test/system)", "test/system/fakes-down.mts", 2],
  ["attack: malformed requests at every public JSON endpoint (test/system)", "test/system/http-fuzz.mts", 1],
  ["scale-out: two instances and two workers on one database (test/system)", "test/system/scale-out.mts", 2],
];

/**
 * The suite's sizes of the system stages (each keeps its thorough default when run alone, and any of
 * these can be set from the shell): 1,000 malformed requests per endpoint instead of 5,000 (about
 * 30,000 in all, 2 minutes) keeps the whole suite under 30 minutes on 2 cores; `npm run
 * test:system:fuzz` sends the full 5,000.
 */
const SYSTEM_STAGE_ENV: Record<string, string> = { SYSTEM_FUZZ_PER_ENDPOINT: "1000" };

const node = process.execPath;
const bin = (name: string) => path.join("node_modules", ".bin", name);

if (!only && !skipStatic) {
  // Independent and each on one thread: side by side on two cores (they print only what they find).
  await Promise.all([stage("typecheck (tsc --noEmit)", () => run(bin("tsc"), ["--noEmit"])), stage("lint (eslint)", () => run(bin("eslint"), ["--max-warnings=0", "."]))]);
}

let embedded: EmbeddedDb | undefined;
let tempDir: string | undefined;
/** Databases made in TEST_DATABASE_URL's server, dropped at the end (an embedded cluster goes whole). */
const externalDatabases: string[] = [];

/**
 * A fresh, migrated database with the job queue installed. The unit tests and the browser journeys
 * each get their own: a journey must not see the thousands of users and leads the unit tests left
 * (an admin page listing them all), nor its worker run their leftover jobs in the middle of it.
 */
async function freshDatabase(label: string): Promise<string> {
  const external = process.env.TEST_DATABASE_URL;
  const name = external ? `test_${Date.now()}_${randomBytes(3).toString("hex")}_${label}` : label;
  const url = new URL(external ?? embedded!.url);
  url.pathname = `/${name}`;
  await ensureDatabase(url.toString(), name);
  if (external) externalDatabases.push(name);
  await migrate(url.toString(), { log: () => undefined });
  await installJobQueue(url.toString());
  await ensureTexasZips(url.toString());
  return url.toString();
}

async function dropExternalDatabases(): Promise<void> {
  const external = process.env.TEST_DATABASE_URL;
  if (!external || externalDatabases.length === 0) return;
  const c = new pg.Client({ connectionString: external });
  await c.connect();
  try {
    for (const name of externalDatabases) await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await c.end();
  }
}

try {
  if (!process.env.TEST_DATABASE_URL) {
    tempDir = await mkdtemp(path.join(tmpdir(), "til-test-db-"));
    embedded = await startEmbeddedDb({ dir: tempDir, port: await freePort(), database: "test", persistent: false });
  }
  say("Throwaway PostgreSQL ready.");
  /** The databases whose stored people the leak scan looks for in the logs. */
  const scannedDatabases: string[] = [];

  const testEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    LOG_LEVEL: "warn",
    VITEST_TIMINGS_FILE: vitestTimings,
    E2E_TIMINGS_FILE: e2eTimings,
  };

  if (!only || only === "unit") {
    const unitDatabase = await freshDatabase("unit");
    scannedDatabases.push(unitDatabase);
    await stage("unit and integration tests (vitest)", () =>
      run(bin("vitest"), ["run", ...(only === "unit" ? passthrough : [])], { env: { ...testEnv, DATABASE_URL: unitDatabase }, logFile: suiteLog }),
    );
  }

  if (!only || only === "e2e") {
    const distDir = process.env.E2E_DIST_DIR ?? ".next-test";
    const databaseUrl = await freshDatabase("e2e");
    scannedDatabases.push(databaseUrl);
    // The marketplace's webhook journey (e2e/marketplace.mobile.spec.ts) listens here: the one origin a
    // buyer's push may reach over plain http, for the server and the worker alike (docs/testing.md).
    const webhookPort = await freePort();
    const e2eEnv: NodeJS.ProcessEnv = {
      ...testEnv,
      E2E_WEBHOOK_PORT: String(webhookPort),
      MARKETPLACE_PUSH_TEST_ORIGINS: `http://127.0.0.1:${webhookPort}`,
      DATABASE_URL: databaseUrl,
      NODE_ENV: "production",
      NEXT_DIST_DIR: distDir,
      E2E_PORT: String(await freePort()),
      ADMIN_USERNAME: "e2e-admin",
      ADMIN_PASSWORD: randomBytes(12).toString("base64url"),
    };
    const built = await stage("production build (next build)", () =>
      run(node, [NEXT_BIN, "build"], { env: { ...e2eEnv, NODE_ENV: "production" } }),
    );
    if (built) {
      // The in-process worker runs the jobs the e2e server enqueues: it reads the same database and secrets.
      Object.assign(process.env, {
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: e2eEnv.AUTH_SECRET,
        ADMIN_USERNAME: e2eEnv.ADMIN_USERNAME,
        ADMIN_PASSWORD: e2eEnv.ADMIN_PASSWORD,
        MARKETPLACE_PUSH_TEST_ORIGINS: e2eEnv.MARKETPLACE_PUSH_TEST_ORIGINS,
        LOG_LEVEL: "warn",
      });
      resetEnvCache();
      await runSeed(databaseUrl, { local: false, log: () => undefined });
      // Texting (issue 33): the main server has no Twilio keys; the texting journeys start a second server
      // on E2E_TEXTING_PORT pointed at this fake Twilio, and this worker sends their texts there, with
      // status callbacks to that server (SITE_URL). Set after the seed (the first-text automation stays off).
      const twilio = await startFakeTwilio();
      const textingPort = await freePort();
      const twilioWorkerEnv = { ...twilioEnv(twilio), SITE_URL: `http://127.0.0.1:${textingPort}` };
      Object.assign(process.env, twilioWorkerEnv);
      resetEnvCache();
      Object.assign(e2eEnv, { E2E_TEXTING_PORT: String(textingPort), E2E_TWILIO_URL: twilio.url, E2E_TWILIO_ACCOUNT_SID: twilio.accountSid, E2E_TWILIO_AUTH_TOKEN: twilio.authToken, E2E_TWILIO_SERVICE_SID: twilio.messagingServiceSid });
      const worker = await startWorker(databaseUrl, 2);
      await stage("browser journeys (playwright)", () =>
        run(bin("playwright"), ["test", ...(only === "e2e" ? passthrough : [])], { env: e2eEnv, logFile: suiteLog }),
      );
      // The journeys' webhook receiver is gone: no later stage may push over plain http.
      delete process.env.MARKETPLACE_PUSH_TEST_ORIGINS;
      // The system stages run with their own settings: no Twilio of the journeys.
      await worker.stop().catch(() => undefined);
      for (const k of Object.keys(twilioWorkerEnv)) delete process.env[k];
      resetEnvCache();
      await twilio.close();
      const laterWorker = await startWorker(databaseUrl, 2);
      if (only !== "e2e") await stage("secrets and personal data scan (logs, client bundles)", async () => {
        const needles = await leakNeedles(scannedDatabases, [testEnv.AUTH_SECRET!, e2eEnv.ADMIN_PASSWORD!]);
        const findings = await scanForLeaks({ logs: [suiteLog], bundleDirs: [path.join(distDir, "static")], needles });
        console.log(`  scanned the suite's logs and ${distDir}/static for ${needles.emails.length} e-mails, ${needles.phones.length} phones, ${needles.secrets.length} secrets`);
        for (const f of findings.slice(0, 50)) console.log(`  LEAK ${f.kind} ${f.value} in ${f.file}`);
        return findings.length ? 1 : 0;
      });
      // The system stages run against the same build, each with its own database and servers.
      if (only !== "e2e") {
        const lane = async (which: Lane) => {
          for (const [name, script] of SYSTEM_STAGES.filter((st) => st[2] === which)) {
            await stage(name, () => run(bin("tsx"), ["--conditions=react-server", script], { env: { ...SYSTEM_STAGE_ENV, ...process.env, SYSTEM_DIST_DIR: distDir }, buffered: which === 2 }));
          }
        };
        await Promise.all([lane(1), lane(2)]);
      }
      finishing = true;
      await laterWorker.stop().catch(() => undefined);
      await disconnectDb();
    }
  }
} catch (e) {
  console.error(e);
  results.push({ stage: "test database", ok: false, seconds: 0 });
} finally {
  finishing = true;
  await embedded?.stop().catch(() => undefined);
  if (tempDir) await rm(tempDir, { recursive: true, force: true }).catch(() => undefined);
  await rm(suiteLog, { force: true }).catch(() => undefined);
  await dropExternalDatabases().catch(() => undefined);
}

// Issue 24: how close each test came to its timeout. On a quiet machine none may pass a third of it.
const failures: string[] = [];
for (const [label, file] of [["Unit and integration tests", vitestTimings], ["Browser journeys", e2eTimings]] as const) {
  const timings = readTimings(file);
  const lines = timingReport(label, timings);
  if (lines.length) say(lines.join("\n"));
  failures.push(...failureReport(label, timings));
  await rm(file, { force: true }).catch(() => undefined);
}

say("Summary");
for (const line of failures) console.log(line);
for (const r of results) console.log(`  ${r.ok ? "ok  " : "FAIL"}  ${r.stage} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(failed ? `\n${failed} stage(s) failed.` : "\nAll stages passed.");
process.exit(failed ? 1 : 0);
