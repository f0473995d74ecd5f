import pg from "pg";
import { runMigrations } from "graphile-worker";
import { QUEUE_PLAN_MODE } from "@/lib/sql/session-options";
import { log } from "@/lib/log";

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
  await setQueuePlanMode(connectionString);
}

/** The queueing functions' plan mode (above); a role that does not own them is told, not stopped. */
export async function setQueuePlanMode(connectionString: string): Promise<"set" | "not owner"> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(QUEUE_FUNCTIONS_PLAN_SQL);
    return "set";
  } catch (e) {
    // A role that does not own the queue's functions (they were installed by another) cannot set
    // this; the queue works the same, only slower under a burst on a young database.
    if ((e as { code?: string }).code !== "42501") throw e;
    log.warn("jobs.plan-mode-not-set", { reason: "the database role does not own graphile_worker's functions", fix: "run npm run db:migrate as their owner" });
    return "not owner";
  } finally {
    await client.end();
  }
}
