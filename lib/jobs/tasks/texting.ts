import type { Task } from "graphile-worker";
import { systemClock, type Clock } from "@/lib/automations/definitions";
import { smsSendTask } from "@/lib/jobs/tasks/send-sms";
import { followUpInbound } from "@/lib/texting/follow-up";

/**
 * Texting's tasks (issue 33), built on a clock (the worker's is the system's; the simulated week runs
 * these same functions on its own):
 *  - `sms:send`: one queued text to Twilio, at its time (lib/jobs/tasks/send-sms.ts);
 *  - `texting:inbound`: after an inbound text: a new lead for an unknown number, the agent's alert,
 *    the "a lead replies by text" automations (lib/texting/follow-up.ts).
 */
export function textingTasks(clock: Clock): { send: Task; inbound: Task } {
  return {
    send: smsSendTask(clock),
    inbound: async (payload) => {
      await followUpInbound((payload as { communicationId: number }).communicationId, clock);
    },
  };
}

export const textingTasksNow = textingTasks(systemClock);
