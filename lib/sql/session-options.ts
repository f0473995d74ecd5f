/**
 * The job queue's plans (issue 34). graphile-worker's queueing functions (add_job, add_jobs: PL/pgSQL)
 * and its prepared job fetch are planned once per connection and that plan kept. On a young database
 * the plan was made while the queue's table was nearly empty, so it reads the whole table; a burst of
 * leads then grows the table (every lead schedules its follow-up steps days ahead) faster than
 * autovacuum's analyze comes round, and each job queued or fetched cost more than the one before.
 * Planned with their values on every call instead, they use the table's indexes. Measured with
 * pg_stat_statements in bench:automations (docs/benchmarks.md): add_jobs' key update 1.23 → 0.04 ms
 * a call, the job fetch 2.50 → 0.75 ms.
 *
 * The functions carry the setting themselves (lib/jobs/install.ts), so it applies on any connection
 * that queues a job and nowhere else: our own statements, some of them prepared on purpose
 * (lib/sql/prepared.ts), keep their plans. The worker's own connections, which only fetch and complete
 * jobs, carry it as a startup option.
 */
export const QUEUE_PLAN_MODE = "plan_cache_mode=force_custom_plan";

/**
 * The worker's connection string with QUEUE_PLAN_MODE as a startup option, before any options the
 * deployment set itself (theirs come later and win). A connection string that is not a URL to this
 * parser (a unix socket given as `postgresql://user@/db?host=/path`, or libpq's `host=… dbname=…`
 * form) is used as given: the worker then fetches jobs with PostgreSQL's default plan caching, and
 * nothing about the string (its password) reaches an error.
 */
export function withQueuePlanMode(connectionString: string): string {
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    return connectionString;
  }
  const own = url.searchParams.get("options");
  url.searchParams.set("options", own ? `-c ${QUEUE_PLAN_MODE} ${own}` : `-c ${QUEUE_PLAN_MODE}`);
  return url.toString();
}
