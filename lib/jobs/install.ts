import pg from "pg";
import { runMigrations } from "graphile-worker";
import { QUEUE_PLAN_MODE } from "@/lib/sql/session-options";

/**
 * graphile-worker's queueing functions plan each statement with its values (lib/sql/session-options.ts).
 * Set again after every install or upgrade (an upgrade that replaces a function drops its settings);
 * under a lock, so two instances starting at once do not update the same function together.
 */
const QUEUE_FUNCTIONS_PLAN_SQL = `DO $$
DECLARE f regprocedure;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('graphile_worker.plan_mode'));
  FOR f IN SELECT p.oid::regprocedure FROM pg_proc p
           WHERE p.pronamespace = 'graphile_worker'::regnamespace AND p.proname IN ('add_job', 'add_jobs')
             AND NOT coalesce('${QUEUE_PLAN_MODE}' = ANY (p.proconfig), false)
  LOOP
    EXECUTE format('ALTER FUNCTION %s SET ${QUEUE_PLAN_MODE.replace("=", " = ")}', f);
  END LOOP;
END $$`;

/** Installs or upgrades the job queue's own schema (graphile_worker), before anything enqueues. */
export async function installJobQueue(connectionString: string): Promise<void> {
  await runMigrations({ connectionString, logger: undefined });
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(QUEUE_FUNCTIONS_PLAN_SQL);
  } finally {
    await client.end();
  }
}
