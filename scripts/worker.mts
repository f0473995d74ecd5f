// `npm run worker`: a standalone background worker (for running workers apart from app servers).
import { loadEnvFiles } from "./lib/env-files.mts";
import { startWorker } from "@/lib/jobs/worker";

loadEnvFiles();
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. A standalone worker needs the app's PostgreSQL URL.");
  process.exit(1);
}
const runner = await startWorker(url, Number(process.env.WORKER_CONCURRENCY ?? 4));
console.log("Worker running. Ctrl-C to stop.");
const stop = async () => {
  await runner.stop();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
await runner.promise;
