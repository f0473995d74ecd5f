import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * What the automations react to (issue 26). A producer writes the event as a job in the same
 * transaction as the change that caused it; the task `automations:event` (lib/automations/) finds the
 * active automations whose trigger and conditions match and schedules their steps.
 *
 *  - `lead_captured`: a lead was stored by a capture point (forms, vendor intake, Lead Ads, chat), or
 *    by an import whose admin ticked "Run automations" (imports fire nothing otherwise).
 *  - `lead_status_changed`: applyLeadStatus moved a lead (single or bulk, same side effects).
 *
 * The "not contacted N minutes after capture" and "task overdue" triggers are time-based and are
 * scheduled from these events or by the automations' own clock, not produced elsewhere.
 */
export type AutomationEvent =
  /** `imported`: stored by an import (its created date is the file's, which may be months old). */
  | { kind: "lead_captured"; leadId: number; imported?: boolean }
  | { kind: "lead_status_changed"; leadId: number; from: string; to: string };

export const AUTOMATION_EVENT_TASK = "automations:event";

/** One job per event and lead: the same event queued twice (a retried import batch) runs once. */
export function automationEventJobKey(e: AutomationEvent): string {
  return e.kind === "lead_captured" ? `automation-event:captured:${e.leadId}` : `automation-event:status:${e.leadId}:${e.to}`;
}

type Tx = Pick<Prisma.TransactionClient, "$executeRaw">;

/** Queues the events in the caller's transaction (one add_jobs call for the whole batch). */
export async function enqueueAutomationEvents(tx: Tx, events: AutomationEvent[]): Promise<void> {
  if (events.length === 0) return;
  const specs = events.map((e) => ({ identifier: AUTOMATION_EVENT_TASK, payload: e, job_key: automationEventJobKey(e), max_attempts: 10 }));
  await tx.$executeRaw`
    SELECT graphile_worker.add_jobs(
      ARRAY(SELECT (s.identifier, s.payload, NULL, NULL, s.max_attempts, s.job_key, NULL, NULL)::graphile_worker.job_spec
            FROM json_to_recordset(${JSON.stringify(specs)}::json)
              AS s(identifier text, payload json, max_attempts int, job_key text))
    )`;
}
