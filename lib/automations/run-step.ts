import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { automationById, type AutomationDef } from "@/lib/automations/definitions";
import { loadStopState, stopReason, type StopState } from "@/lib/automations/stop-rule";
import { runAction, type StepLead } from "@/lib/automations/step-actions";

type Tx = Prisma.TransactionClient;

export const AUTOMATION_STEP_TASK = "automations:step";
export const STEP_MAX_ATTEMPTS = 10;
export const stepJobKey = (stepId: number) => `automation-step:${stepId}`;

/** Queues a step's job for its time (graphile-worker's run_at), in the caller's transaction. */
export async function scheduleStep(tx: Tx, stepId: number, runAt: Date): Promise<void> {
  await enqueueJob(tx, AUTOMATION_STEP_TASK, { stepId }, { runAt, jobKey: stepJobKey(stepId), maxAttempts: STEP_MAX_ATTEMPTS });
}

/** What a step needs to know of its run. */
export type StepRef = { id: number; position: number; action: string; triggerKey: string; triggeredAt: Date };

type StepRow = StepRef & { automationId: number; leadId: number; status: string };

export type StepResult = "ran" | "skipped" | "waiting" | "done_before" | "missing";

/** The lead as the step's transaction read it (its row locked), and its stop state. */
export type KnownLead = { lead: StepLead; state: StopState };

/** Actions that change nothing the next step reads (the lead's row, its agent, its state). */
const LEAVES_LEAD_AS_IS = new Set(["send_template", "alert_agent", "alert_admins"]);
export const leavesLeadAsIs = (action: string) => LEAVES_LEAD_AS_IS.has(action);

const LEAD_OF_STEP = { id: true, fullName: true, email: true, city: true, leadType: true, status: true, lostReason: true, emailValid: true, assignedTo: true, accountId: true, createdAt: true, audience: true } as const;

/**
 * Runs one step from its job, once: its row is locked (FOR UPDATE) and only a step still `waiting`
 * runs; what it does (an e-mail queued, a reassignment, a task) and its new state commit together in
 * the caller's transaction. A second worker on the same step waits for the lock and finds it done; a
 * worker killed before the commit leaves it waiting, and the retried job runs it.
 */
export async function executeStep(tx: Tx, stepId: number, now: Date): Promise<StepResult> {
  const rows = await tx.$queryRaw<StepRow[]>`
    SELECT s."id", s."automationId", s."leadId", s."position", s."action", s."status", r."triggerKey", r."triggeredAt"
    FROM "automation_steps" s JOIN "automation_runs" r ON r."id" = s."runId"
    WHERE s."id" = ${stepId} FOR UPDATE OF s`;
  const step = rows[0];
  if (!step) return "missing";
  if (step.status !== "waiting") return "done_before";
  const automation = await automationById(tx, step.automationId);
  if (!automation) return (await finishStep(tx, step.id, now, "skipped", "The automation's definition can no longer be read"), "skipped");
  const state = await loadStopState(tx, step.leadId, true);
  if (!state) return "missing";
  const lead = await tx.lead.findUniqueOrThrow({ where: { id: step.leadId }, select: LEAD_OF_STEP });
  return runStep(tx, step, automation, { lead: lead as StepLead, state }, now);
}

/**
 * A step's work once its row, its automation, the lead (locked) and its stop state are in hand: from
 * its job (executeStep), or at once for a step planned in this very transaction (startRun). The stop
 * rule is asked first.
 */
export async function runStep(tx: Tx, step: StepRef, automation: AutomationDef, known: KnownLead, now: Date): Promise<StepResult> {
  const finish = (status: "ran" | "skipped" | "failed", detail: string, extra: { communicationId?: number | null; targetUserId?: number | null } = {}) =>
    finishStep(tx, step.id, now, status, detail, extra);
  if (!automation.isActive) return (await finish("skipped", "The automation was switched off"), "skipped");
  const action = automation.actions[step.position];
  if (!action || action.type !== step.action) return (await finish("skipped", "The automation was changed after this step was planned"), "skipped");
  const reason = stopReason(known.state, step);
  if (reason) return (await finish("skipped", reason), "skipped");

  const outcome = await runAction({ tx, stepId: step.id, automation, lead: known.lead, now }, action);
  if (outcome.status === "waiting") {
    await tx.$executeRaw`UPDATE "automation_steps" SET "runAt" = ${outcome.runAt}, "detail" = ${outcome.detail} WHERE "id" = ${step.id}`;
    await scheduleStep(tx, step.id, outcome.runAt);
    return "waiting";
  }
  await finish(outcome.status, outcome.detail, outcome.status === "ran" ? outcome : {});
  return outcome.status;
}

async function finishStep(
  tx: Tx,
  stepId: number,
  now: Date,
  status: "ran" | "skipped" | "failed",
  detail: string,
  extra: { communicationId?: number | null; targetUserId?: number | null } = {},
): Promise<void> {
  await tx.$executeRaw`
    UPDATE "automation_steps" SET "status" = ${status}, "detail" = ${detail}, "doneAt" = ${now},
           "communicationId" = ${extra.communicationId ?? null}::int, "targetUserId" = ${extra.targetUserId ?? null}::int
    WHERE "id" = ${stepId}`;
}
