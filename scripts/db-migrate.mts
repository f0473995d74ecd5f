/**
 * `npm run db:migrate`: applies pending migrations to DATABASE_URL. Stands in for
 * `prisma migrate deploy`, which needs a native schema-engine binary that cannot be downloaded
 * here; see scripts/lib/migrate.mts. (`npm start` migrates the embedded database itself.) Also
 * installs the job queue's schema (graphile_worker): lead capture and the webhook inbox enqueue jobs in
 * their own statement, so a database migrated with this command takes traffic before any worker started.
 */
import { loadEnvFiles } from "./lib/env-files.mts";
import { migrate } from "./lib/migrate.mts";
import { installJobQueue } from "@/lib/jobs/install";

loadEnvFiles();
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set (npm start migrates the embedded database itself).");
  process.exit(1);
}
try {
  const { applied } = await migrate(url, { log: console.log });
  console.log(applied.length ? `Applied ${applied.length} migration(s).` : "No pending migrations.");
  await installJobQueue(url);
  console.log("Job queue schema is installed.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
