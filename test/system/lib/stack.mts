/**
 * Pieces the fault tests share: a throwaway embedded PostgreSQL with the schema and the job queue,
 * standalone workers (`npm run worker`) and our HTTP server (scripts/http-server.mts) serving the
 * production build as child processes in their own process groups, and the resident memory of a process tree. Loopback only.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { startEmbeddedDb } from "../../../scripts/lib/embedded-db.mts";
import { migrate } from "../../../scripts/lib/migrate.mts";
import { httpServerCommand, startGroup, stopGroup } from "../../../scripts/lib/proc.mts";
import { waitForHttp } from "./wait.mts";
import { freePort } from "../../../scripts/lib/free-port.mts";
import { installJobQueue } from "@/lib/jobs/install";

export { sleep } from "./wait.mts";

export function reporter(tag: string) {
  let failed = false;
  return {
    say: (line: string) => console.log(`[${tag}] ${line}`),
    check(ok: boolean, what: string) {
      console.log(`[${tag}] ${ok ? "ok  " : "FAIL"} ${what}`);
      if (!ok) failed = true;
    },
    fail() {
      failed = true;
    },
    get failed() {
      return failed;
    },
  };
}

export async function throwawayDb(name: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), `til-${name}-db-`));
  const db = await startEmbeddedDb({ dir, port: await freePort(), database: name, persistent: false });
  await migrate(db.url, { log: () => undefined });
  await installJobQueue(db.url);
  return {
    url: db.url,
    stop: async () => {
      await db.stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const TSX = "node_modules/.bin/tsx";

/**
 * `npm run worker` as its own process group (SIGKILL of the group kills tsx and node alike). `quiet`
 * drops its output: a test that makes jobs fail on purpose would print every failed attempt.
 */
export function startWorkerProcess(env: Record<string, string>, opts: { quiet?: boolean } = {}): ChildProcess {
  return startGroup(TSX, ["--conditions=react-server", "scripts/worker.mts"], {
    env: { ...process.env, LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "ignore", opts.quiet ? "ignore" : "inherit"],
  });
}

export function killGroup(child: ChildProcess, signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
  return new Promise((resolve) => {
    if (!child.pid || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    try {
      process.kill(-child.pid, signal);
    } catch {
      resolve();
    }
  });
}

export function requireBuild(dist: string): void {
  if (!existsSync(path.join(dist, "BUILD_ID"))) {
    console.error(`No production build in ${dist}: run \`npm test\` (it builds) or set SYSTEM_DIST_DIR.`);
    process.exit(1);
  }
}

export type App = { base: string; child: ChildProcess; stop: () => Promise<void>; logSummary: () => string[] };

/**
 * Our HTTP server with the production build in `dist` on a free loopback port; resolves when /api/health
 * answers. With `summarizeLog`, the server's stderr is not echoed line by line (a fuzz run makes it log
 * thousands of expected refusals) but counted by event, and the last lines are kept for a crash report.
 */
export async function startApp(dist: string, env: Record<string, string>, opts: { summarizeLog?: boolean } = {}): Promise<App> {
  const port = await freePort();
  const child = startGroup(...httpServerCommand(port), {
    env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: dist, LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "ignore", opts.summarizeLog ? "pipe" : "inherit"],
  });
  const counts = new Map<string, number>();
  const tail: string[] = [];
  let partial = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.trim()) continue;
      let key = line.slice(0, 90);
      try {
        const parsed = JSON.parse(line) as { event?: string; level?: string; route?: string };
        if (parsed.event) key = `${parsed.level ?? "log"} ${parsed.event}${parsed.route ? ` ${parsed.route}` : ""}`;
      } catch {}
      counts.set(key, (counts.get(key) ?? 0) + 1);
      tail.push(line.slice(0, 300));
      if (tail.length > 30) tail.shift();
    }
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`our HTTP server on :${port} to answer /api/health`, `${base}/api/health`);
  } catch (e) {
    await stopGroup(child);
    throw e;
  }
  return {
    base,
    child,
    stop: () => stopGroup(child),
    logSummary: () => [
      ...[...counts].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, n]) => `${String(n).padStart(6)} × ${k}`),
      ...(child.exitCode !== null || child.signalCode !== null ? ["last lines before the exit:", ...tail] : []),
    ],
  };
}

/** Pids of a process and all its descendants (from /proc). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {}
  }
  const out: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    out.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return out;
}

/** VmRSS of one process in bytes (0 when it is gone). */
export function rssBytes(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The process of a server's tree that serves requests: one named next-server (`next start`), else the largest (our server: the root). */
export function nextServerPid(root: number): number {
  const tree = processTree(root);
  for (const pid of tree) {
    try {
      const comm = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (comm.startsWith("next-server")) return pid;
    } catch {}
  }
  return tree.reduce((best, pid) => (rssBytes(pid) > rssBytes(best) ? pid : best), root);
}
