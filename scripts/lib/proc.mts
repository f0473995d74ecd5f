/** Child-process helpers for the start and test scripts. */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { createWriteStream } from "node:fs";
import { childLifeline } from "./lifeline.mjs";
import { serverNodeFlags } from "./server-heap.mjs";

export const NEXT_BIN = "node_modules/next/dist/bin/next";

/**
 * Our HTTP server (scripts/http-server.mts) serving the production build on `port`: what the tests and
 * benchmarks run where they used to run `next start -p <port> -H <host>`. Node loads tsx in-process,
 * so the returned command is the serving process itself (no wrapper process in between).
 */
export function httpServerCommand(port: number, host = "127.0.0.1"): [string, string[]] {
  return [process.execPath, [...serverNodeFlags(), "--conditions=react-server", "--import", "tsx", "scripts/http-server.mts", "--port", String(port), "--host", host]];
}

/**
 * Runs a command to completion with inherited output; resolves to its exit code. With `logFile`,
 * its output is also appended to that file (the test runner scans the suite's logs for leaks).
 */
export function run(cmd: string, args: string[], opts: SpawnOptions & { logFile?: string; buffered?: boolean } = {}): Promise<number> {
  const { logFile, buffered, ...spawnOpts } = opts;
  if (buffered) return runBuffered(cmd, args, spawnOpts);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: logFile ? ["inherit", "pipe", "pipe"] : "inherit", ...spawnOpts });
    if (logFile) {
      const log = createWriteStream(logFile, { flags: "a" });
      child.stdout?.on("data", (chunk: Buffer) => {
        process.stdout.write(chunk);
        log.write(chunk);
      });
      child.stderr?.on("data", (chunk: Buffer) => {
        process.stderr.write(chunk);
        log.write(chunk);
      });
      child.on("close", () => log.end());
    }
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(1));
  });
}

/**
 * Runs a command whose output is held back and printed in one piece when it ends (a stage running
 * beside another, whose lines would otherwise interleave with it).
 */
function runBuffered(cmd: string, args: string[], opts: SpawnOptions): Promise<number> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(cmd, args, { ...opts, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
    let code = 1;
    child.on("exit", (c, signal) => (code = c ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(1));
    child.on("close", () => {
      process.stdout.write(Buffer.concat(chunks));
      resolve(code);
    });
  });
}

/**
 * Starts a long-running child in its own process group so the whole tree can be stopped. Our own
 * servers and workers also stop by themselves when this process is gone (LIFELINE_PIDS).
 */
export function startGroup(cmd: string, args: string[], opts: SpawnOptions = {}): ChildProcess {
  const env = { ...(opts.env ?? process.env), LIFELINE_PIDS: childLifeline() };
  return spawn(cmd, args, { stdio: "inherit", detached: true, ...opts, env });
}

export function stopGroup(child: ChildProcess | undefined, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  return new Promise((resolve) => {
    if (!child?.pid || child.exitCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {}
      resolve();
    }, 5000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, signal);
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/** Polls a URL until it answers (any status below 500) or the timeout passes. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 150));
  }
  return false;
}
