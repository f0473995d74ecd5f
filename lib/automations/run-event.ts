import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { siteConfig } from "@/lib/site";
import { env } from "@/lib/env";
import { queueEmail } from "@/lib/email/queue-email";
import { leadConfirmationEmail } from "@/lib/email/templates/lead-emails";
import { actionOffsets } from "@/lib/schemas/automation";
import type { AutomationEvent } from "@/lib/automations/events";
import { activeAutomations, matchesConditions, sendsAtOnce, WORKER_TX, type AutomationDef, type Clock, type LeadFacts } from "@/lib/automations/definitions";
import { loadStopState, stopReason } from "@/lib/automations/stop-rule";
import { executeStep, scheduleStep } from "@/lib/automations/run-step";
import { alertUnassigned, type StepLead } from "@/lib/automations/step-actions";
import { unsubscribeUrl } from "@/lib/automations/render-template";

type Tx = Prisma.TransactionClient;

const LEAD_SELECT = {
  id: true, fullName: true, email: true, city: true, leadType: true, status: true, lostReason: true, emailValid: true,
  assignedTo: true, accountId: true, createdAt: true, source: true, verificationScore: true, isVerified: true, duplicateOfId: true, deletedAt: true,
} as const;

/**
 * Starts one automation's run for a lead: the run row (unique per automation, lead and trigger
 * occurrence: an event handled twice starts nothing new), one step per action at its time (the delays
 * add up from `baseAt`), and each step's job; steps already due run at once, in this transaction, so a
 * first touch is queued without waiting for another job.
 */
export async function startRun(tx: Tx, a: AutomationDef, leadId: number, triggerKey: string, triggeredAt: Date, baseAt: Date, now: Date): Promise<number | null> {
  const inserted = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO "automation_runs" ("automationId", "leadId", "triggerKey", "triggeredAt", "createdAt")
    VALUES (${a.id}, ${leadId}, ${triggerKey}, ${triggeredAt}, ${now})
    ON CONFLICT ("automationId", "leadId", "triggerKey") DO NOTHING RETURNING "id"`;
  const runId = inserted[0]?.id;
  if (runId === undefined) return null;
  const offsets = actionOffsets(a.actions);
  const steps = await tx.automationStep.createManyAndReturn({
    data: a.actions.map((action, position) => ({
      runId, automationId: a.id, leadId, position, action: action.type, runAt: new Date(baseAt.getTime() + offsets[position]! * 60_000), createdAt: now,
    })),
    select: { id: true, runAt: true },
  });
  for (const step of steps.sort((x, y) => x.id - y.id)) {
    if (step.runAt.getTime() <= now.getTime()) await executeStep(tx, step.id, now);
    else await scheduleStep(tx, step.id, step.runAt);
  }
  return runId;
}

/** The `automations:event` task's work: one event, one transaction. */
export async function handleAutomationEvent(event: AutomationEvent, clock: Clock): Promise<void> {
  await db().$transaction(async (tx) => {
    const now = clock.now();
    if (event.kind === "lead_captured") await onLeadCaptured(tx, event.leadId, now);
    else await onStatusChanged(tx, event.leadId, event.to, now);
  }, WORKER_TX);
}

/**
 * A lead was captured: the automations on capture and "not contacted N minutes after capture" whose
 * conditions it meets start their runs (delays from the capture time). Then the person's one e-mail
 * at capture: an automation's first touch when one covers the lead, otherwise the confirmation receipt
 * that capture used to queue itself. And when round-robin found nobody available, the admins are told
 * (once per lead).
 */
async function onLeadCaptured(tx: Tx, leadId: number, now: Date): Promise<void> {
  const lead = await tx.lead.findUnique({ where: { id: leadId }, select: LEAD_SELECT });
  if (!lead || lead.deletedAt) return;
  const facts: LeadFacts = lead;
  const matching = (await activeAutomations(tx, ["lead_captured", "lead_not_contacted"])).filter((a) => matchesConditions(a.trigger.conditions, facts));
  for (const a of matching) {
    const base = a.trigger.type === "lead_not_contacted" ? new Date(lead.createdAt.getTime() + a.trigger.minutes * 60_000) : lead.createdAt;
    await startRun(tx, a, lead.id, "captured", lead.createdAt, base, now);
  }
  if (!matching.some(sendsAtOnce)) await queueConfirmation(tx, lead, now);
  if (lead.assignedTo === null) await alertUnassigned(tx, lead as StepLead, now);
}

async function queueConfirmation(tx: Tx, lead: StepLead & { source: string | null; verificationScore: number; isVerified: boolean }, now: Date): Promise<void> {
  const state = await loadStopState(tx, lead.id, false);
  if (!state || !lead.emailValid || stopReason(state, { triggerKey: "captured", triggeredAt: lead.createdAt })) return;
  const site = siteConfig();
  const mail = leadConfirmationEmail(
    { id: lead.id, fullName: lead.fullName, leadType: lead.leadType, source: lead.source, score: lead.verificationScore, isVerified: lead.isVerified },
    site.name,
    site.phone,
    unsubscribeUrl(lead.email),
    env().AGENCY_POSTAL_ADDRESS,
  );
  await queueEmail(tx, { kind: "lead_confirmation", to: [lead.email], ...mail, dedupeKey: `lead-confirmation:${lead.id}`, createdAt: now, metadata: { leadId: lead.id } });
}

async function onStatusChanged(tx: Tx, leadId: number, to: string, now: Date): Promise<void> {
  const lead = await tx.lead.findUnique({ where: { id: leadId }, select: LEAD_SELECT });
  if (!lead || lead.deletedAt || lead.status !== to) return;
  for (const a of await activeAutomations(tx, ["lead_status_changed"])) {
    if (a.trigger.type !== "lead_status_changed" || a.trigger.to !== to || !matchesConditions(a.trigger.conditions, lead)) continue;
    await startRun(tx, a, lead.id, `status:${to}`, now, now, now);
  }
}

/**
 * The "task overdue" trigger, from the automations' clock (every minute): pending tasks on a lead
 * that fell due in the last `windowMinutes` start the runs of the matching automations, once per task
 * (the run's trigger key is the task's id).
 */
export async function startOverdueTaskRuns(clock: Clock, windowMinutes = 60): Promise<number> {
  const now = clock.now();
  const automations = await activeAutomations(db(), ["task_overdue"]);
  if (automations.length === 0) return 0;
  const tasks = await db().activity.findMany({
    where: { type: "task", status: "pending", leadId: { not: null }, dueDate: { lte: now, gt: new Date(now.getTime() - windowMinutes * 60_000) } },
    select: { id: true, dueDate: true, leadId: true },
    take: 500,
  });
  let started = 0;
  for (const task of tasks) {
    await db().$transaction(async (tx) => {
      const lead = await tx.lead.findUnique({ where: { id: task.leadId! }, select: LEAD_SELECT });
      if (!lead || lead.deletedAt) return;
      for (const a of automations) {
        if (!matchesConditions(a.trigger.conditions, lead)) continue;
        if ((await startRun(tx, a, lead.id, `task:${task.id}`, task.dueDate!, task.dueDate!, now)) !== null) started++;
      }
    }, WORKER_TX);
  }
  return started;
}
