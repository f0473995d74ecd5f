import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { automationById } from "@/lib/automations/definitions";
import { loadStopState, stopReason } from "@/lib/automations/stop-rule";
import { runAction, type StepLead } from "@/lib/automations/step-actions";

type Tx = Prisma.TransactionClient;

export const AUTOMATION_STEP_TASK = "automations:step";
export const STEP_MAX_ATTEMPTS = 10;
export const stepJobKey = (stepId: number) => `automation-step:${stepId}`;

/** Queues a step's job for its time (graphile-worker's run_at), in the caller's transaction. */
export async function scheduleStep(tx: Tx, stepId: number, runAt: Date): Promise<void> {
  await enqueueJob(tx, AUTOMATION_STEP_TASK, { stepId }, { runAt, jobKey: stepJobKey(stepId), maxAttempts: STEP_MAX_ATTEMPTS });
}

type StepRow = { id: number; automationId: number; leadId: number; position: number; action: string; status: string; triggerKey: string; triggeredAt: Date };

export type StepResult = "ran" | "skipped" | "waiting" | "done_before" | "missing";

/**
 * Runs one step, once: its row is locked (FOR UPDATE) and only a step still `waiting` runs; what it
 * does (an e-mail queued, a reassignment, a task) and its new state commit together in the caller's
 * transaction. A second worker on the same step waits for the lock and finds it done; a worker killed
 * before the commit leaves it waiting, and the retried job runs it. The stop rule is asked first.
 */
export async function executeStep(tx: Tx, stepId: number, now: Date): Promise<StepResult> {
  const rows = await tx.$queryRaw<StepRow[]>`
    SELECT s."id", s."automationId", s."leadId", s."position", s."action", s."status", r."triggerKey", r."triggeredAt"
    FROM "automation_steps" s JOIN "automation_runs" r ON r."id" = s."runId"
    WHERE s."id" = ${stepId} FOR UPDATE OF s`;
  const step = rows[0];
  if (!step) return "missing";
  if (step.status !== "waiting") return "done_before";
  const finish = (status: "ran" | "skipped" | "failed", detail: string, extra: { communicationId?: number | null; targetUserId?: number | null } = {}) =>
    tx.automationStep.update({ where: { id: step.id }, data: { status, detail, doneAt: now, communicationId: extra.communicationId ?? null, targetUserId: extra.targetUserId ?? null } });

  const automation = await automationById(tx, step.automationId);
  if (!automation) return (await finish("skipped", "The automation's definition can no longer be read"), "skipped");
  if (!automation.isActive) return (await finish("skipped", "The automation was switched off"), "skipped");
  const action = automation.actions[step.position];
  if (!action || action.type !== step.action) return (await finish("skipped", "The automation was changed after this step was planned"), "skipped");

  const state = await loadStopState(tx, step.leadId, true);
  if (!state) return "missing";
  const reason = stopReason(state, step);
  if (reason) return (await finish("skipped", reason), "skipped");

  const lead = await tx.lead.findUniqueOrThrow({
    where: { id: step.leadId },
    select: { id: true, fullName: true, email: true, city: true, leadType: true, status: true, lostReason: true, emailValid: true, assignedTo: true, accountId: true, createdAt: true },
  });
  const outcome = await runAction({ tx, stepId: step.id, automation, lead: lead as StepLead, now }, action);
  if (outcome.status === "waiting") {
    await tx.automationStep.update({ where: { id: step.id }, data: { runAt: outcome.runAt, detail: outcome.detail } });
    await scheduleStep(tx, step.id, outcome.runAt);
    return "waiting";
  }
  await finish(outcome.status, outcome.detail, outcome.status === "ran" ? outcome : {});
  return outcome.status;
}
