// `npm run worker`: a standalone background worker (for running workers apart from app servers).
// It stops on Ctrl-C / SIGTERM / SIGHUP, within about 8 s whatever its jobs are doing (lib/jobs/worker.ts),
// and when the process that started it is gone (scripts/lib/lifeline.mjs).
import { loadEnvFiles } from "./lib/env-files.mts";
import { watchLifeline } from "./lib/lifeline.mjs";
import { startWorker } from "@/lib/jobs/worker";
import { env } from "@/lib/env";

loadEnvFiles();
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. A standalone worker needs the app's PostgreSQL URL.");
  process.exit(1);
}
const runner = await startWorker(url, env().WORKER_CONCURRENCY);
console.log("Worker running. Ctrl-C to stop.");
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 9500).unref();
  await runner.stop();
  process.exit(0);
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.once(signal, () => void stop());
watchLifeline(() => void stop());
await runner.promise;
