/**
 * `npm run bench:startup`: cold and warm start of the real `npm start`.
 *   - cold, with install: `git clone` of this repository (its HEAD commit) into a temp folder, then
 *     `npm start` there: npm install from the registry, embedded PostgreSQL, migrations, seed,
 *     `next build`, serve; timed to the first 200 of `/`;
 *   - cold, node_modules present: another fresh clone whose node_modules and lib/generated are
 *     hard-linked from this checkout before the clock starts (so no install; everything else as above);
 *   - warm: the same clone's `npm start` again after a clean Ctrl-C, nothing changed.
 * Baseline for the warm start, in the same run: a bare `node -e` http server to its first 200
 * (the floor of any Node process). `--no-install` (or BENCH_QUICK=1) skips the install variant.
 * Loopback only (HOST=127.0.0.1, free ports); each clone is deleted afterwards. Writes
 * bench/results/startup.json. The clone's output is kept out of the log (it prints the generated
 * admin password); its last lines are shown, with that line masked, only when a start fails.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, unlink, copyFile, utimes } from "node:fs/promises";
import { existsSync, readdirSync, readlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { printRows, saveResult } from "./lib/harness.mts";
import { freePort } from "../scripts/lib/free-port.mts";

const args = process.argv.slice(2);
const WITH_INSTALL = !args.includes("--no-install") && process.env.BENCH_QUICK !== "1";
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_S ?? 1200) * 1000;
const root = process.cwd();
const say = (s: string) => process.stderr.write(`[bench:startup] ${s}\n`);

function cleanEnv(port: number, pgPort: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", EMBEDDED_PG_PORT: String(pgPort), NEXT_TELEMETRY_DISABLED: "1" };
  for (const k of ["DATABASE_URL", "NEXT_DIST_DIR", "AUTH_SECRET", "ADMIN_USERNAME", "ADMIN_PASSWORD", "NODE_ENV", "BENCH_QUICK", "BENCH_SECONDS"]) delete env[k];
  return env;
}

type Started = { ms: number; child: ChildProcess; output: () => string };

/** `npm start` in `dir`; resolves when `/` first answers 200. */
async function npmStart(dir: string): Promise<Started> {
  const port = await freePort();
  const pgPort = await freePort();
  let output = "";
  const t0 = performance.now();
  const child = spawn("npm", ["start"], { cwd: dir, env: cleanEnv(port, pgPort), detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (c: Buffer) => (output = (output + c.toString("utf8")).slice(-20_000)));
  child.stderr!.on("data", (c: Buffer) => (output = (output + c.toString("utf8")).slice(-20_000)));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.status === 200) return { ms: Math.round(performance.now() - t0), child, output: () => output };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop(child);
  const tail = output.split("\n").slice(-15).map((l) => (/password/i.test(l) ? "  [line with a password masked]" : l));
  throw new Error(`npm start in ${dir} did not answer 200 (exit ${child.exitCode}); last lines:\n${tail.join("\n")}`);
}

/** Ctrl-C as a terminal sends it (SIGINT to the whole group), SIGKILL after 30 s. */
function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (!child.pid || child.exitCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {}
      resolve();
    }, 30_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, "SIGINT");
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

function gitClone(into: string): void {
  const res = spawnSync("git", ["clone", "--quiet", root, into], { stdio: ["ignore", "ignore", "inherit"] });
  if (res.status !== 0) throw new Error("git clone failed");
}

/** node_modules and the generated Prisma client, hard-linked; npm's marker copied and made newer than package.json. */
async function linkDependencies(into: string): Promise<void> {
  for (const rel of ["node_modules", "lib/generated"]) {
    const res = spawnSync("cp", ["-al", path.join(root, rel), path.join(into, rel)], { stdio: "inherit" });
    if (res.status !== 0) throw new Error(`could not link ${rel}`);
  }
  const marker = path.join(into, "node_modules/.package-lock.json");
  await unlink(marker);
  await copyFile(path.join(root, "node_modules/.package-lock.json"), marker);
  const now = new Date(Date.now() + 5000);
  await utimes(marker, now, now);
}

async function bareNode(): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ["-e", `require("node:http").createServer((q,s)=>s.end("ok")).listen(${port},"127.0.0.1")`], { stdio: "ignore" });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        await res.arrayBuffer();
        if (res.status === 200) return Math.round(performance.now() - t0);
      } catch {}
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill();
  }
}

const results: Record<string, number | string | null> = { coldWithInstallMs: null, coldNodeModulesPresentMs: null, warmMs: null, bareNodeMs: null };
const notes: string[] = [];
const rev = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim();
// Benchmark outputs (results, the report) change during `npm run bench` itself.
const changed = spawnSync("git", ["status", "--porcelain", "--untracked-files=no", "--", ".", ":!bench/results", ":!bench/RESULTS.md", ":!bench/RESULTS.json"], { encoding: "utf8" });
if (changed.stdout.trim()) {
  notes.push("this checkout has uncommitted changes: the clones start the HEAD commit without them");
}

async function withClone(label: string, prepare: (dir: string) => Promise<void>, measure: (dir: string) => Promise<void>): Promise<void> {
  const tmp = await mkdtemp(path.join(tmpdir(), "til-bench-start-"));
  const dir = path.join(tmp, "app");
  try {
    gitClone(dir);
    await prepare(dir);
    await measure(dir);
  } catch (e) {
    notes.push(`${label}: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`);
    say(`${label} failed: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    killLeftovers(tmp);
    await rm(tmp, { recursive: true, force: true });
  }
}

/** Safety net after a start that would not stop: our own descendants still working inside the clone. */
function killLeftovers(dir: string): void {
  for (const pid of readdirSync("/proc").filter((e) => /^\d+$/.test(e))) {
    try {
      if (readlinkSync(`/proc/${pid}/cwd`).startsWith(dir)) process.kill(Number(pid), "SIGKILL");
    } catch {
      // gone, or not ours to inspect
    }
  }
}

if (WITH_INSTALL) {
  say("fresh clone, npm start with npm install…");
  await withClone("cold with install", async () => undefined, async (dir) => {
    const s = await npmStart(dir);
    results.coldWithInstallMs = s.ms;
    await stop(s.child);
  });
} else {
  notes.push("cold start with install skipped (--no-install / quick mode)");
}

say("fresh clone with node_modules present, npm start, then a restart…");
await withClone("cold with node_modules present", linkDependencies, async (dir) => {
  const cold = await npmStart(dir);
  results.coldNodeModulesPresentMs = cold.ms;
  await stop(cold.child);
  if (!existsSync(path.join(dir, ".next", "BUILD_ID"))) throw new Error("no build after the first start");
  const warm = await npmStart(dir);
  results.warmMs = warm.ms;
  await stop(warm.child);
});
results.bareNodeMs = await bareNode();

printRows([
  { start: "cold: fresh clone → first 200, with npm install", ms: results.coldWithInstallMs ?? "—" },
  { start: "cold: fresh clone → first 200, node_modules present", ms: results.coldNodeModulesPresentMs ?? "—" },
  { start: "warm: restart, nothing changed", ms: results.warmMs ?? "—" },
  { start: "baseline: bare node http server → first 200", ms: results.bareNodeMs },
]);
for (const n of notes) console.log(`note: ${n}`);
await saveResult("startup", { commit: rev, ...results, notes });
process.exit(results.warmMs === null ? 1 : 0);
