/**
 * `npm start` fails clearly and never leaves a server behind (issue 19), with the real start script:
 *   1. busy ports, before any work: PORT held by a plain listener; EMBEDDED_PG_PORT held by a plain
 *      listener and by the embedded PostgreSQL of another checkout (named by its folder). Each start
 *      exits 1 within seconds with the port, what holds it and the variable to set.
 *   2. `npm start -- --no-build` serving the test build (NEXT_DIST_DIR) with its embedded PostgreSQL in a
 *      temporary folder (EMBEDDED_PG_DIR): a second start beside it names this checkout's own server and
 *      cluster; then it is SIGKILLed — the whole process group, only npm (the top process), only the
 *      serving process — and each time, within 10 s, nothing listens on either port and no process of
 *      its tree is left.
 * Run by `npm test` after the browser journeys; alone: `npx tsx --conditions=react-server test/system/start-script.mts`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { connect, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { startEmbeddedDb } from "../../scripts/lib/embedded-db.mts";
import { freePort } from "../../scripts/lib/free-port.mts";
import { processTree, reporter, requireBuild } from "./lib/stack.mts";
import { waitFor, waitForHttp } from "./lib/wait.mts";

const DIST = process.env.SYSTEM_DIST_DIR ?? ".next-test";
/** The promise under test (issue 19): after a SIGKILL, nothing listens and nothing is left within 10 s. */
const STOP_LIMIT_MS = 10_000;
/** A start that must stop by itself (a busy port) is killed after this: sized for a slow machine. */
const RUN_TO_END_LIMIT_MS = 120_000;
const r = reporter("start-script");
requireBuild(DIST);
const started = Date.now();
const temp = await mkdtemp(path.join(tmpdir(), "til-start-script-"));

/** The environment of a start: no DATABASE_URL (the embedded server), secrets given (nothing written to .env.local). */
function startEnv(port: number, pgPort: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    EMBEDDED_PG_DIR: path.join(temp, ".data"),
    // Empty, not unset: a DATABASE_URL in this checkout's .env.local must not be picked up either.
    DATABASE_URL: "",
    NEXT_DIST_DIR: DIST,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    ADMIN_USERNAME: "start-admin",
    ADMIN_PASSWORD: randomBytes(12).toString("base64url"),
    LOG_LEVEL: "error",
    HOST: "127.0.0.1",
  };
}

/** Runs a start that is expected to stop by itself; its exit code, output and duration. */
function runToEnd(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string; ms: number }> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/start.mjs"], { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString("utf8")));
    child.stderr.on("data", (c: Buffer) => (output += c.toString("utf8")));
    const timer = setTimeout(() => child.kill("SIGKILL"), RUN_TO_END_LIMIT_MS);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - t0 });
    });
  });
}

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

/** True when something accepts TCP connections on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const has = (output: string, ...parts: string[]) => parts.every((p) => output.includes(p));
const firstLines = (output: string) => output.split("\n").filter((l) => l.startsWith("[start]")).slice(0, 3).join(" | ");

// 1. Busy ports, named before any work.
{
  const [port, pgPort] = [await freePort(), await freePort()];
  const blocker = await listen(port);
  const res = await runToEnd(startEnv(port, pgPort));
  blocker.close();
  r.check(
    res.code === 1 && has(res.output, `Port ${port} (PORT) is already in use by node (pid ${process.pid}`, "PORT=") && res.ms < 15_000,
    `PORT taken: exit ${res.code} after ${(res.ms / 1000).toFixed(1)} s, "${firstLines(res.output)}"`,
  );
  r.check(!(await listening(pgPort)), "PORT taken: no PostgreSQL was started");
}
{
  const [port, pgPort] = [await freePort(), await freePort()];
  const blocker = await listen(pgPort);
  const res = await runToEnd(startEnv(port, pgPort));
  blocker.close();
  r.check(
    res.code === 1 && has(res.output, `Port ${pgPort} (EMBEDDED_PG_PORT) is taken by node (pid ${process.pid}`, "EMBEDDED_PG_PORT=") && !res.output.includes("undefined"),
    `EMBEDDED_PG_PORT taken by another program: exit ${res.code}, "${firstLines(res.output)}"`,
  );
}
{
  const [port, pgPort] = [await freePort(), await freePort()];
  const otherCheckout = path.join(temp, "other-checkout");
  const other = await startEmbeddedDb({ dir: path.join(otherCheckout, ".data"), port: pgPort, database: "app", persistent: false });
  try {
    const res = await runToEnd(startEnv(port, pgPort));
    r.check(
      res.code === 1 && has(res.output, `Port ${pgPort} (EMBEDDED_PG_PORT) is taken by the embedded PostgreSQL of another checkout: ${otherCheckout} (pid`, "EMBEDDED_PG_PORT="),
      `EMBEDDED_PG_PORT taken by another checkout's cluster: exit ${res.code}, "${firstLines(res.output)}"`,
    );
  } finally {
    await other.stop();
  }
}

// 2. A running `npm start`, then SIGKILLed three ways.
type Running = { npm: ChildProcess; port: number; pgPort: number; output: () => string };

async function npmStart(): Promise<Running> {
  const [port, pgPort] = [await freePort(), await freePort()];
  // Its own process group, as a terminal or a supervisor starts it.
  const npm = spawn("npm", ["start", "--", "--no-build"], { env: startEnv(port, pgPort), detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  npm.stdout!.on("data", (c: Buffer) => (output += c.toString("utf8")));
  npm.stderr!.on("data", (c: Buffer) => (output += c.toString("utf8")));
  try {
    await waitForHttp(`npm start to answer /api/health on :${port}`, `http://127.0.0.1:${port}/api/health`, 120_000, r.say);
    await waitFor(`its PostgreSQL to listen on :${pgPort}`, () => listening(pgPort), { limitMs: 10_000, log: r.say });
  } catch (e) {
    console.error(output);
    throw e;
  }
  return { npm, port, pgPort, output: () => output };
}

const cmdline = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
};
/** The process serving HTTP: scripts/serve.mts under tsx's loader (not the tsx command that started it). */
const servingPid = (tree: number[]) => tree.find((pid) => /loader\.mjs .*scripts\/serve\.mts/.test(cmdline(pid)));

async function killAndWatch(how: "the whole process group" | "only npm, the top process" | "only the serving process", app: Running): Promise<void> {
  const tree = processTree(app.npm.pid!);
  const target = how === "the whole process group" ? -app.npm.pid! : how === "only npm, the top process" ? app.npm.pid! : servingPid(tree);
  if (!target) throw new Error(`no process to kill (${how})`);
  process.kill(target, "SIGKILL");
  const t0 = Date.now();
  const free = await waitFor(`both ports to be free after the SIGKILL of ${how}`, async () => !(await listening(app.port)) && !(await listening(app.pgPort)), {
    limitMs: STOP_LIMIT_MS,
    everyMs: 100,
    log: r.say,
  }).catch(() => false);
  const freedMs = Date.now() - t0;
  await waitFor(`every process of its tree to end`, () => !tree.some(alive), { limitMs: Math.max(100, STOP_LIMIT_MS - (Date.now() - t0)), everyMs: 100, log: r.say }).catch(() => false);
  const left = tree.filter(alive);
  r.check(free, `SIGKILL of ${how}: nothing listens on ${app.port} (HTTP) or ${app.pgPort} (PostgreSQL) ${free ? `after ${(freedMs / 1000).toFixed(1)} s` : "after 10 s"}`);
  r.check(left.length === 0, `SIGKILL of ${how}: none of its ${tree.length} processes is left${left.length ? ` (left: ${left.join(", ")})` : ""}`);
  if (!free || left.length) {
    for (const pid of left) process.kill(pid, "SIGKILL");
    console.error(app.output().split("\n").slice(-15).join("\n"));
  }
}

try {
  const first = await npmStart();
  r.say(`npm start up on ${first.port} with PostgreSQL on ${first.pgPort} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  {
    const samePort = await runToEnd({ ...startEnv(first.port, await freePort()) });
    r.check(samePort.code === 1 && samePort.output.includes(`Port ${first.port} (PORT) is already in use by this checkout's own \`npm start\``), `a second start on the same PORT names this checkout's own npm start ("${firstLines(samePort.output)}")`);
    const samePg = await runToEnd({ ...startEnv(await freePort(), first.pgPort) });
    r.check(
      samePg.code === 1 && samePg.output.includes(`Port ${first.pgPort} (EMBEDDED_PG_PORT) is taken by this checkout's own embedded PostgreSQL`) && samePg.output.includes("is running (pid"),
      `a second start on the same EMBEDDED_PG_PORT names this checkout's own cluster ("${firstLines(samePg.output)}")`,
    );
  }
  await killAndWatch("the whole process group", first);
  // The same data folder again: a cluster killed with SIGKILL must start again.
  await killAndWatch("only npm, the top process", await npmStart());
  await killAndWatch("only the serving process", await npmStart());
} catch (e) {
  console.error(e);
  r.fail();
} finally {
  await rm(temp, { recursive: true, force: true }).catch(() => undefined);
}
r.say(`${r.failed ? "FAILED" : "passed"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(r.failed ? 1 : 0);
