import { EventEmitter } from "node:events";
import { Logger, makeWorkerUtils, run, type Runner, type Worker, type WorkerEvents } from "graphile-worker";
import { crontab, taskList } from "@/lib/jobs/task-list";
import { log } from "@/lib/log";
import { watchWorkers } from "@/lib/jobs/crashed-workers";
import { withQueuePlanMode } from "@/lib/sql/session-options";

let shuttingDown = false;

/**
 * How long a stop waits for the jobs in progress (graphile-worker's graceful stop waits for them
 * however long they take, e.g. a provider that never answers). Then their locks are released, as the
 * crashed-worker recovery does (lib/jobs/crashed-workers.ts), so any worker runs them again; their
 * effects happen once (dedupe keys).
 */
export const WORKER_STOP_GRACE_MS = 5000;

const after = <T,>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms).unref());

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
  const workers: Worker[] = [];
  events.on("worker:create", ({ worker }) => workers.push(worker));
  const runner = await run({
    events,
    connectionString: withQueuePlanMode(connectionString),
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
  // Bounded: within WORKER_STOP_GRACE_MS plus about 3 s, whatever the jobs are doing (issue 19).
  runner.stop = async () => {
    shuttingDown = true;
    const finished = await Promise.race([stop().then(() => true, () => true), after(WORKER_STOP_GRACE_MS, false)]);
    if (!finished) {
      // Not graphile-worker's forcefulShutdown: its graceful stop, still running, ends the pool that
      // forcefulShutdown needs to fail the jobs. The release goes through a connection of its own.
      const busy = workers.filter((w) => w.getActiveJob());
      log.warn("worker.stop-forced", { waitedMs: WORKER_STOP_GRACE_MS, jobs: busy.map((w) => w.getActiveJob()?.id) });
      await Promise.race([releaseJobsOf(connectionString, busy.map((w) => w.workerId)), after(2000, undefined)]);
    }
    await Promise.race([unwatch(), after(1000, undefined)]);
  };
  return runner;
}

async function releaseJobsOf(connectionString: string, workerIds: string[]): Promise<void> {
  if (!workerIds.length) return;
  const utils = await makeWorkerUtils({ connectionString, logger: workerLogger });
  try {
    await utils.forceUnlockWorkers(workerIds);
  } catch (e) {
    log.error("worker.release-failed", { message: e instanceof Error ? e.message : String(e) });
  } finally {
    await utils.release();
  }
}

/** Called by the start script as soon as a shutdown begins (the database may go first). */
export function markWorkerShuttingDown(): void {
  shuttingDown = true;
}
