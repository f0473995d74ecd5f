/**
 * The background worker as a process of its own, beside the serving process (`npm start`'s default,
 * WORKER_MODE=process): `scripts/worker.mts` with the same environment, its own V8 heap and event loop,
 * so the jobs of a burst (first-touch e-mails, alerts, Meta events) run on one core while the HTTP server
 * answers on the other, instead of taking turns on one thread (bench:automations, docs/benchmarks.md).
 *
 * It runs at a lower CPU priority than the server (WORKER_NICE): a lead's request is answered first,
 * the jobs take the rest of the machine. It stops with the serving process: on a stop it gets SIGTERM and its own grace (lib/jobs/worker.ts,
 * about 8 s); if the serving process is killed outright, the worker sees its lifeline gone and stops
 * itself (scripts/lib/lifeline.mjs). If it exits on its own (a crash), it is started again after a
 * growing pause (1 s, doubling to 30 s; back to 1 s after a minute up), and each exit is logged.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { setPriority } from "node:os";

/**
 * The worker's niceness (Linux: 0 is the server's, 19 the lowest). Measured with the burst stage, 1,500
 * leads at 50 a second on this 2-core machine: at the server's priority the worker's jobs slowed the
 * intake to a median of 2.7 s; at 10 the intake answered in 58 ms (median) while the first touches went
 * out sooner than in-process (p99 40 s against 53 s).
 */
const WORKER_NICE = 10;
import { childLifeline } from "./lifeline.mjs";
import { serverNodeFlags } from "./server-heap.mjs";

export type WorkerProcess = { pid: () => number | undefined; stop: (graceMs: number) => Promise<void> };

export function startWorkerProcess(opts: { env: NodeJS.ProcessEnv; log: (line: string) => void }): WorkerProcess {
  let child: ChildProcess | undefined;
  let stopping = false;
  let pause = 1000;
  let restart: NodeJS.Timeout | undefined;

  const launch = () => {
    const startedAt = Date.now();
    child = spawn(process.execPath, [...serverNodeFlags(), "--conditions=react-server", "--import", "tsx", "scripts/worker.mts"], {
      env: { ...opts.env, LIFELINE_PIDS: childLifeline() },
      stdio: ["ignore", "inherit", "inherit"],
    });
    // Below the serving process in the CPU scheduler's eyes: a request is answered first, jobs take the rest.
    try {
      if (child.pid) setPriority(child.pid, WORKER_NICE);
    } catch {
      // not allowed to change it here: the worker runs at the server's priority
    }
    child.once("exit", (code, signal) => {
      child = undefined;
      if (stopping) return;
      if (Date.now() - startedAt > 60_000) pause = 1000;
      opts.log(`The worker process exited (${signal ?? `code ${code}`}); starting it again in ${pause / 1000} s.`);
      restart = setTimeout(launch, pause);
      pause = Math.min(pause * 2, 30_000);
    });
  };
  launch();

  return {
    pid: () => child?.pid,
    stop: (graceMs) =>
      new Promise<void>((resolve) => {
        stopping = true;
        clearTimeout(restart);
        const running = child;
        if (!running || running.exitCode !== null) return resolve();
        const force = setTimeout(() => running.kill("SIGKILL"), graceMs);
        running.once("exit", () => {
          clearTimeout(force);
          resolve();
        });
        running.kill("SIGTERM");
      }),
  };
}
