import { run, type Runner } from "graphile-worker";
import { crontab, taskList } from "@/lib/jobs/task-list";

/**
 * The background worker: graphile-worker on our PostgreSQL (SKIP LOCKED, retries with
 * exponential backoff, cron). `npm start` runs it in-process; `npm run worker` runs it alone,
 * as many copies as needed: each job is taken by exactly one of them.
 */
export async function startWorker(connectionString: string, concurrency = 4): Promise<Runner> {
  return run({
    connectionString,
    concurrency,
    taskList,
    crontab,
    noHandleSignals: true,
    pollInterval: 1000,
  });
}
