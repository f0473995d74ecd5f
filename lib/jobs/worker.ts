import { EventEmitter } from "node:events";
import { Logger, makeWorkerUtils, run, type Runner, type TaskList, type Worker, type WorkerEvents } from "graphile-worker";
import { crontab, laneTaskLists } from "@/lib/jobs/task-list";
import { log } from "@/lib/log";
import { watchWorkers } from "@/lib/jobs/crashed-workers";
import { withQueuePlanMode } from "@/lib/sql/session-options";
import { addPushWorker, removePushWorkers } from "@/lib/jobs/push-lane";
import { settlePushesRightAway } from "@/lib/marketplace/push/right-away";

let shuttingDown = false;

/**
 * How long a stop waits for the jobs in progress (graphile-worker's graceful stop waits for them
 * however long they take, e.g. a provider that never answers). Then their locks are released, as the
 * crashed-worker recovery does (lib/jobs/crashed-workers.ts), so any worker runs them again; their
 * effects happen once (dedupe keys).
 */
export const WORKER_STOP_GRACE_MS = 5000;

/** Pushes to buyers' systems at once, per worker process (their own lane, below). */
export const PUSH_LANE_CONCURRENCY = 4;
/** How often each idle worker of the push lane looks for a push that is due. */
export const PUSH_LANE_POLL_MS = 500;

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
 * exponential backoff, cron). `npm start` runs it in a process beside the server (or in-process);
 * `npm run worker` runs it alone, as many copies as needed: each job is taken by exactly one of them.
 *
 * Two lanes, each a graphile-worker runner with its own connections, fetching only its own tasks:
 *  - every task but the buyers' pushes, `concurrency` jobs at once (WORKER_CONCURRENCY);
 *  - the pushes of deliveries to buyers' webhooks, HubSpot or Zapier, PUSH_LANE_CONCURRENCY at once.
 * A push waits on someone else's server for up to 15 s: in the one lane a few slow endpoints held
 * every worker, and under a burst a delivery's push queued behind every lead event captured before it
 * (bench/marketplace.mts: the webhook arrived 20 s after the ledger row). In its lane it leaves as
 * soon as its delivery commits, and no endpoint holds a lead's routing or first touch.
 *
 * The push lane polls (PUSH_LANE_POLL_MS) instead of listening for new jobs: every job inserted
 * (about five a lead) woke it, and under a burst each wake-up scanned the whole backlog of the other
 * lane's jobs to find no push (pg_stat_statements: 5,700 empty fetches at 1.3 ms, 13 s of the
 * database's time per 1,500 leads). graphile-worker has no option for it: its listening connection,
 * handed to us by its `pool:listen:success` event, stops listening for inserts right after it starts.
 * A delivery routed by this process wakes one of its idle push workers once committed (lib/jobs/push-lane.ts).
 * `pushPollMs`: the push lane's poll, PUSH_LANE_POLL_MS unless a test sets it.
 */
export async function startWorker(connectionString: string, concurrency = 4, opts: { pushPollMs?: number } = {}): Promise<Runner> {
  // Our own emitters, watched before the workers exist, so every worker id gets its heartbeat.
  const watched = new EventEmitter() as WorkerEvents;
  const unwatch = watchWorkers(watched, connectionString);
  const workers: Worker[] = [];
  const pushWorkers: Worker[] = [];
  const lane = async (opts: { taskList: TaskList; concurrency: number; crontab?: string; pollMs?: number; push?: boolean }) => {
    const events = new EventEmitter() as WorkerEvents;
    events.on("worker:create", (e) => {
      workers.push(e.worker);
      if (opts.push) {
        pushWorkers.push(e.worker);
        addPushWorker(e.worker);
      }
      watched.emit("worker:create", e);
    });
    if (opts.pollMs) {
      // Queued after graphile-worker's own LISTEN, which it sends right after this event.
      events.on("pool:listen:success", ({ client }) => setImmediate(() => void client.query('UNLISTEN "jobs:insert"').catch(() => undefined)));
    }
    return run({
      events,
      connectionString: withQueuePlanMode(connectionString),
      concurrency: opts.concurrency,
      taskList: opts.taskList,
      crontab: opts.crontab,
      logger: workerLogger,
      noHandleSignals: true,
      pollInterval: opts.pollMs ?? 1000,
    });
  };
  const lists = laneTaskLists();
  const runners: Runner[] = [];
  try {
    runners.push(await lane({ taskList: lists.main, concurrency, crontab }));
    runners.push(await lane({ taskList: lists.push, concurrency: PUSH_LANE_CONCURRENCY, pollMs: opts.pushPollMs ?? PUSH_LANE_POLL_MS, push: true }));
  } catch (e) {
    removePushWorkers(pushWorkers);
    await Promise.all(runners.map((r) => r.stop().catch(() => undefined)));
    await unwatch();
    throw e;
  }
  const [main, push] = runners as [Runner, Runner];
  main.promise = Promise.all([main.promise, push.promise]).then(() => undefined);
  const stopMain = main.stop.bind(main);
  // With the pushes this process's event jobs attempted right away (lib/marketplace/push/right-away.ts).
  const stopBoth = () => Promise.all([stopMain(), push.stop(), settlePushesRightAway(WORKER_STOP_GRACE_MS)]);
  // Bounded: within WORKER_STOP_GRACE_MS plus about 3 s, whatever the jobs are doing (issue 19).
  main.stop = async () => {
    shuttingDown = true;
    removePushWorkers(pushWorkers);
    const finished = await Promise.race([stopBoth().then(() => true, () => true), after(WORKER_STOP_GRACE_MS, false)]);
    if (!finished) {
      // Not graphile-worker's forcefulShutdown: its graceful stop, still running, ends the pool that
      // forcefulShutdown needs to fail the jobs. The release goes through a connection of its own.
      const busy = workers.filter((w) => w.getActiveJob());
      log.warn("worker.stop-forced", { waitedMs: WORKER_STOP_GRACE_MS, jobs: busy.map((w) => w.getActiveJob()?.id) });
      await Promise.race([releaseJobsOf(connectionString, busy.map((w) => w.workerId)), after(2000, undefined)]);
    }
    await Promise.race([unwatch(), after(1000, undefined)]);
  };
  return main;
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
