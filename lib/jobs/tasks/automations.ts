import type { Task } from "graphile-worker";
import { db } from "@/lib/db";
import type { AutomationEvent } from "@/lib/automations/events";
import { systemClock, WORKER_TX, type Clock } from "@/lib/automations/definitions";
import { handleAutomationEventTx, startOverdueTaskRuns } from "@/lib/automations/run-event";
import { executeStep } from "@/lib/automations/run-step";
import { queuedPush, routeLead, routeLeadTx, type RouteOutcome } from "@/lib/marketplace/route-lead";
import { nudgePushLane } from "@/lib/jobs/push-lane";
import { PUSH_FALLBACK_MS, pushesRightAwayHere, pushRightAway } from "@/lib/marketplace/push/right-away";

/**
 * The automations' tasks (issue 26), built on a clock: the worker's is the system clock, the
 * simulated-day test passes its own and runs these same functions.
 *  - `automations:event`: a lead was captured or changed status (lib/automations/events.ts); a captured
 *    consumer is first routed to its buyer (lib/marketplace/route-lead.ts), in this same job and
 *    transaction, so the first touch comes from that buyer, nothing waits for another job, and a lead
 *    costs one commit (a crash in between leaves neither half); when the automations fail, the
 *    route is made alone and the job retried, so no automation holds a consumer back from its buyer;
 *    a delivery's push is attempted by this worker once committed (lib/marketplace/push/right-away.ts;
 *    its job waits PUSH_FALLBACK_MS as the guarantee), or, where no push lane runs, that lane is woken;
 *  - `automations:step`: one step of a run, at its time (graphile-worker's run_at);
 *  - `automations:overdue-tasks`: every minute, tasks that fell due start the "task overdue" runs.
 */
export function automationTasks(clock: Clock): { event: Task; step: Task; overdue: Task } {
  return {
    event: async (payload) => {
      const event = payload as AutomationEvent;
      let routed: RouteOutcome | undefined;
      const rightAway = pushesRightAwayHere();
      try {
        routed = await db().$transaction(async (tx) => {
          const now = clock.now();
          const pushJobAt = rightAway ? new Date(now.getTime() + PUSH_FALLBACK_MS) : undefined;
          const route = event.kind === "lead_captured" ? await routeLeadTx(tx, event.leadId, now, { pushJobAt }) : undefined;
          await handleAutomationEventTx(tx, event, now);
          return route;
        }, WORKER_TX);
      } catch (e) {
        // The automations failed and took the route down with them: the consumer still goes to its
        // buyer now, in a transaction of its own, and the job is retried for the automations (the
        // retry finds the lead delivered).
        if (event.kind === "lead_captured") routed = await routeLead(event.leadId, clock.now()).catch(() => undefined);
        if (queuedPush(routed)) nudgePushLane();
        throw e;
      }
      // Committed: the buyer's push goes now, not at the push lane's next poll.
      const pushId = queuedPush(routed);
      if (pushId && rightAway) pushRightAway(pushId);
      else if (pushId) nudgePushLane();
    },
    step: async (payload) => {
      const { stepId } = payload as { stepId: number };
      await db().$transaction((tx) => executeStep(tx, stepId, clock.now()), WORKER_TX);
    },
    overdue: async () => {
      await startOverdueTaskRuns(clock);
    },
  };
}

export const automationTasksNow = automationTasks(systemClock);
