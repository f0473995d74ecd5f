/**
 * graphile-worker priorities of speed to lead (lower runs first; everything else is 0: staff e-mails,
 * Meta deliveries, later steps of automations).
 *
 *  - LEAD_EVENT_PRIORITY: a captured lead's event, which routes it to its buyer and starts its
 *    automations (lib/jobs/tasks/automations.ts), and the other work of a lead's first minutes.
 *  - LEAD_MESSAGE_PRIORITY: what that event sends at once through our providers: the first touch
 *    (e-mail or text) and the buyer's alert. Ahead of the events: under a burst's backlog a lead's
 *    message goes before the next leads' events, so each lead waits for the queue once, not twice
 *    (measured in bench:automations, docs/benchmarks.md).
 */
export const LEAD_EVENT_PRIORITY = -1;
export const LEAD_MESSAGE_PRIORITY = -2;

/**
 * Every push of a delivery to a buyer's own system (first attempt, retries, "send again"). Pushes run
 * in a lane of their own (lib/jobs/worker.ts), so this orders nothing against the jobs above; it
 * puts them first in the queue's index, where their lane's fetch finds them without reading past the
 * other lane's backlog (pg_stat_statements under bench:marketplace's burst: 0.75 ms a fetch behind it).
 */
export const PUSH_PRIORITY = -3;
