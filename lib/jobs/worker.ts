import { EventEmitter } from "node:events";
import { Logger, run, type Runner, type WorkerEvents } from "graphile-worker";
import { crontab, taskList } from "@/lib/jobs/task-list";
import { log } from "@/lib/log";
import { watchWorkers } from "@/lib/jobs/crashed-workers";

let shuttingDown = false;

/** graphile-worker's messages through our structured log; connection noise during shutdown dropped. */
export const workerLogger = new Logger((scope) => (level, message) => {
  if (shuttingDown && level !== "info") return;
  const fields = { task: scope.taskIdentifier, job: scope.jobId, message };
  if (level === "error") log.error("worker", fields);
  else if (level === "warning") log.warn("worker", fields);
  else if (level === "info") log.info("worker", fields);
  else log.debug("worker", fields);
});

/**
 * The background worker: graphile-worker on our PostgreSQL (SKIP LOCKED, retries with
 * exponential backoff, cron). `npm start` runs it in-process; `npm run worker` runs it alone,
 * as many copies as needed: each job is taken by exactly one of them.
 */
export async function startWorker(connectionString: string, concurrency = 4): Promise<Runner> {
  // Our own emitter, watched before the workers exist, so every worker id gets its heartbeat.
  const events = new EventEmitter() as WorkerEvents;
  const unwatch = watchWorkers(events, connectionString);
  const runner = await run({
    events,
    connectionString,
    concurrency,
    taskList,
    crontab,
    logger: workerLogger,
    noHandleSignals: true,
    pollInterval: 1000,
  }).catch(async (e: unknown) => {
    await unwatch();
    throw e;
  });
  const stop = runner.stop.bind(runner);
  runner.stop = async () => {
    shuttingDown = true;
    await stop();
    await unwatch();
  };
  return runner;
}

/** Called by the start script as soon as a shutdown begins (the database may go first). */
export function markWorkerShuttingDown(): void {
  shuttingDown = true;
}
