import { runMigrations } from "graphile-worker";

/** Installs or upgrades the job queue's own schema (graphile_worker), before anything enqueues. */
export async function installJobQueue(connectionString: string): Promise<void> {
  await runMigrations({ connectionString, logger: undefined });
}
