/**
 * `npm run bench:imports`: a CSV import of BENCH_IMPORT_ROWS (100,000) leads with HubSpot's header
 * names, end to end on the production build: the file streamed to POST /api/imports through our HTTP
 * server (as the browser sends it), the mapping confirmed (the service the mapping screen's action
 * calls), then the job in a standalone worker process (`npm run worker`) until the status route says
 * completed. Figures: upload seconds, import seconds (goal < 60 s), rows per second, and the resident
 * memory growth (VmRSS, peak minus idle) of the HTTP server during the upload and of the worker during
 * the import (goal < 100 MB each; the worker runs with the heap limit `npm start` gives its process, and
 * its idle size is taken after a warm-up import of 1,000 rows, so loading its code is not counted). Baseline in the same run: the same rows written with `pg` as
 * multi-row inserts of 1,000 (name, e-mail and phone only: no parse, validation, score or dedupe), the
 * floor of writing that many leads. Throwaway PostgreSQL; writes bench/results/imports.json.
 */
import { readFileSync, readdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import os from "node:os";
import pg from "pg";
import { benchDatabase, ensureBenchBuild, printRows, saveResult, startApp } from "./lib/harness.mts";
import { runSeed } from "../scripts/lib/run-seed.mts";
import { startGroup, stopGroup } from "../scripts/lib/proc.mts";
import { serverNodeFlags } from "../scripts/lib/server-heap.mjs";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const GOALS = { importSeconds: 60, rssGrowthMb: 100 };

const FIRST = ["Ana", "Marcus", "Priya", "Dwayne", "Lucia", "Tom", "Rosa", "José", "Hannah", "Kevin", "Maria", "Luis", "Dana", "Omar", "Grace", "Ethan"];
const LAST = ["Treviño", "Whitfield", "Raman", "Okafor", "Hernández", "Becker", "Delgado", "Muñoz", "Nguyen", "Patel", "Gonzalez", "Walker", "Kim", "Brooks", "Reyes", "Foster"];
const CITIES = [["Austin", "78704"], ["Dallas", "75206"], ["Houston", "77006"], ["San Antonio", "78205"], ["Fort Worth", "76102"], ["El Paso", "79901"], ["Lubbock", "79401"], ["Plano", "75023"]];
const AREA = [512, 214, 713, 210, 817, 915, 806, 972];
const STATUS = ["New", "Attempted to contact", "Connected", "Open Deal", "Unqualified", "Customer"];

/** A HubSpot contacts export of `rows` distinct Texas people (unique e-mails and phones). */
function hubspotExport(rows: number, offset = 0): Buffer {
  const lines = ["Record ID,First Name,Last Name,Email,Phone Number,Street Address,City,State/Region,Postal Code,Lead Status,Create Date,Original Source"];
  for (let i = offset; i < offset + rows; i++) {
    const [city, zip] = CITIES[i % CITIES.length]!;
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    const phone = `(${AREA[i % AREA.length]}) ${String(230 + Math.floor(i / 9000) % 700).padStart(3, "0")}-${String(1000 + (i % 9000)).padStart(4, "0")}`;
    const day = String(1 + (i % 28)).padStart(2, "0");
    lines.push(`${70_000_000 + i},${first},${last},${first.toLowerCase().normalize("NFKD").replace(/[^a-z]/g, "")}.${i}@gmail.com,${phone},"${100 + (i % 9800)} Main St",${city},TX,${zip},${STATUS[i % STATUS.length]},2026-10-${day} 09:${String(i % 60).padStart(2, "0")},Organic Search`);
  }
  return Buffer.from(lines.join("\r\n") + "\r\n", "utf8");
}

/** VmRSS in MB of every process in a process group. */
function groupRssMb(pgid: number): number {
  let kb = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]) !== pgid) continue;
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // the process ended while we looked
    }
  }
  return Math.round(kb / 102.4) / 10;
}

/** Samples a process group's VmRSS every 200 ms until stopped; the peak. */
function sampler(pgid: number): { stop: () => number } {
  let peak = groupRssMb(pgid);
  const timer = setInterval(() => (peak = Math.max(peak, groupRssMb(pgid))), 200);
  return { stop: () => (clearInterval(timer), Math.max(peak, groupRssMb(pgid))) };
}

const settle = async (pgid: number) => {
  await new Promise((r) => setTimeout(r, 2000));
  return groupRssMb(pgid);
};

async function baselineInsert(url: string, file: Buffer): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on("error", () => undefined);
  const rows = file.toString("utf8").split("\r\n").slice(1).filter(Boolean).map((l) => l.split(","));
  const t0 = performance.now();
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000).map((r) => ({ fullName: `${r[1]} ${r[2]}`, email: `base.${r[3]}`, phone: r[4] }));
    await pool.query(`INSERT INTO leads ("fullName", email, phone, source) SELECT r."fullName", r.email, r.phone, 'bench-baseline' FROM jsonb_populate_recordset(NULL::leads, $1::jsonb) r`, [JSON.stringify(batch)]);
  }
  const ms = performance.now() - t0;
  await pool.end();
  return ms;
}

await ensureBenchBuild();
const db = await benchDatabase();
const loadBefore = os.loadavg()[0]!;
let worker: ReturnType<typeof startGroup> | undefined;
try {
  const admin = { username: "bench-admin", password: randomBytes(12).toString("base64url") };
  Object.assign(process.env, { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, DATABASE_URL: db.url, LOG_LEVEL: "error" });
  await runSeed(db.url, { local: false, log: () => undefined });
  const file = hubspotExport(ROWS);
  console.log(`CSV of ${ROWS.toLocaleString("en-US")} rows: ${(file.length / 1024 / 1024).toFixed(1)} MB`);

  const app = await startApp({ DATABASE_URL: db.url });
  try {
    const login = await fetch(`${app.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    // Warm the route once (its first request compiles nothing in production, but loads its modules).
    await fetch(`${app.url}/api/imports/1`, { headers: { cookie } });
    const serverIdle = await settle(app.pid!);
    const serverPeak = sampler(app.pid!);
    const tUpload = performance.now();
    const res = await fetch(`${app.url}/api/imports?kind=leads&name=hubspot-bench.csv`, { method: "POST", headers: { cookie, "content-type": "text/csv" }, body: new Uint8Array(file) });
    const uploadMs = performance.now() - tUpload;
    const serverMax = serverPeak.stop();
    const up = (await res.json()) as { id?: number; error?: string };
    if (res.status !== 201 || !up.id) throw new Error(`upload answered ${res.status}: ${up.error}`);

    // The mapping screen's "Start import" (the service its action calls), as the admin.
    const { saveImportMapping } = await import("@/lib/imports/start-import");
    const { db: prisma } = await import("@/lib/db");
    const imp = await prisma().import.findUniqueOrThrow({ where: { id: up.id } });
    const user = await prisma().user.findFirstOrThrow({ where: { username: admin.username }, select: { id: true, username: true, role: true } });

    // The worker runs with the heap `npm start` gives its processes (SERVER_HEAP_MB and the young generation):
    // without it V8 lets garbage pile up towards gigabytes, and the figure would measure V8's laziness.
    // BENCH_CPU_PROF=<dir>: the worker writes a V8 CPU profile there when it stops (where the time goes).
    const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    worker = startGroup(process.execPath, [...profile, ...serverNodeFlags(), "--conditions=react-server", "--import", "tsx", "scripts/worker.mts"], { env: { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: "error" }, stdio: ["ignore", "ignore", "inherit"] });
    type Status = { status: string; processedRows: number; created: number; failed: number; skipped: number };
    const runToEnd = async (importId: number, mapping: unknown): Promise<Status> => {
      await saveImportMapping({ ...user, status: "active" }, { importId, column: (mapping as (string | null)[]).map((c) => c ?? ""), duplicateChoice: "skip", fireMetaEvents: false, runAutomations: false, forSale: false, intent: "start" });
      const t0 = performance.now();
      let s: Status = { status: "queued", processedRows: 0, created: 0, failed: 0, skipped: 0 };
      while (s.status === "queued" || s.status === "running") {
        await new Promise((r) => setTimeout(r, 500));
        s = (await (await fetch(`${app.url}/api/imports/${importId}`, { headers: { cookie } })).json()) as Status;
        if (performance.now() - t0 > 15 * 60_000) throw new Error("the import did not end within 15 minutes");
      }
      return s;
    };
    // A small import first, so the worker has loaded the import code and its data (the verification's
    // phone metadata and disposable-domain list, the Prisma client): the growth measured is the big import's.
    const warm = await fetch(`${app.url}/api/imports?kind=leads&name=warm-up.csv`, { method: "POST", headers: { cookie, "content-type": "text/csv" }, body: new Uint8Array(hubspotExport(1000, 200_000)) });
    const warmId = ((await warm.json()) as { id: number }).id;
    await runToEnd(warmId, (await prisma().import.findUniqueOrThrow({ where: { id: warmId } })).mapping);
    const workerIdle = await settle(worker.pid!);
    const workerPeak = sampler(worker.pid!);
    const tImport = performance.now();
    const status = await runToEnd(imp.id, imp.mapping);
    const importMs = performance.now() - tImport;
    const workerMax = workerPeak.stop();
    await stopGroup(worker);
    worker = undefined;

    const baselineMs = await baselineInsert(db.url, file);
    const result = {
      rows: ROWS,
      fileMb: Math.round((file.length / 1024 / 1024) * 10) / 10,
      uploadMs: Math.round(uploadMs),
      importMs: Math.round(importMs),
      rowsPerSecond: Math.round(ROWS / (importMs / 1000)),
      status,
      baselineMs: Math.round(baselineMs),
      server: { idleMb: serverIdle, peakMb: serverMax, growthMb: Math.round((serverMax - serverIdle) * 10) / 10 },
      worker: { idleMb: workerIdle, peakMb: workerMax, growthMb: Math.round((workerMax - workerIdle) * 10) / 10 },
      loadAverage: { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0]! * 100) / 100 },
      goals: GOALS,
    };
    printRows([
      { figure: "upload (HTTP, streamed to PostgreSQL, inspected)", value: `${(uploadMs / 1000).toFixed(1)} s` },
      { figure: `import of ${ROWS.toLocaleString("en-US")} rows (queued → completed)`, value: `${(importMs / 1000).toFixed(1)} s (goal < ${GOALS.importSeconds} s)` },
      { figure: "baseline: bare pg multi-row inserts of the same rows", value: `${(baselineMs / 1000).toFixed(1)} s` },
      { figure: "outcome", value: `${status.status}: ${status.created} created, ${status.skipped} skipped, ${status.failed} failed` },
      { figure: "server VmRSS growth during the upload", value: `${result.server.growthMb} MB (${serverIdle} → ${serverMax})` },
      { figure: "worker VmRSS growth during the import", value: `${result.worker.growthMb} MB (${workerIdle} → ${workerMax})` },
      { figure: "load average (1 min) before / after", value: `${result.loadAverage.before} / ${result.loadAverage.after}` },
    ]);
    await saveResult("imports", result);
    if (status.status !== "completed" || status.created !== ROWS) throw new Error(`the import ended ${status.status} with ${status.created} of ${ROWS} created`);
  } finally {
    await app.stop();
  }
} finally {
  if (worker) await stopGroup(worker);
  const { disconnectDb } = await import("@/lib/db");
  await disconnectDb();
  await db.stop();
}
