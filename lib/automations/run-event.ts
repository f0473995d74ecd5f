import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { siteConfig } from "@/lib/site";
import { env } from "@/lib/env";
import { queueEmail } from "@/lib/email/queue-email";
import { leadConfirmationEmail } from "@/lib/email/templates/lead-emails";
import { actionOffsets } from "@/lib/schemas/automation";
import type { AutomationEvent } from "@/lib/automations/events";
import { activeAutomations, CAPTURE_GRACE_MINUTES, matchesConditions, sendsAtOnce, WORKER_TX, type AutomationDef, type Clock, type LeadFacts } from "@/lib/automations/definitions";
import { loadStopState, stopReason, type StopState } from "@/lib/automations/stop-rule";
import { AUTOMATION_STEP_TASK, STEP_MAX_ATTEMPTS, executeStep, leavesLeadAsIs, runStep, type KnownLead } from "@/lib/automations/run-step";
import { alertUnassigned, type StepLead } from "@/lib/automations/step-actions";
import { unsubscribeUrl } from "@/lib/automations/render-template";
import { LEAD_MESSAGE_PRIORITY } from "@/lib/jobs/priorities";

type Tx = Prisma.TransactionClient;

const LEAD_SELECT = {
  id: true, fullName: true, email: true, city: true, leadType: true, status: true, lostReason: true, emailValid: true,
  assignedTo: true, accountId: true, createdAt: true, source: true, verificationScore: true, isVerified: true, duplicateOfId: true, deletedAt: true, audience: true,
} as const;

/**
 * The runs of several automations for one lead (each unique per automation, lead and trigger
 * occurrence), their steps, and the jobs of the steps that are not due yet, in one statement (one
 * graphile add_jobs for them all: a captured lead starts every automation on capture at once); it
 * returns the steps of the runs it started, none for a run that existed, in the order of the runs
 * given and of their steps.
 */
const START_RUNS_SQL = `WITH planned AS (
    SELECT * FROM json_to_recordset($1::json) AS p("ord" int, "automationId" int, "triggerKey" text, "triggeredAt" timestamptz, "steps" json)
  ), run AS (
    INSERT INTO "automation_runs" ("automationId", "leadId", "triggerKey", "triggeredAt", "createdAt")
    SELECT p."automationId", $2::int, p."triggerKey", p."triggeredAt", $3::timestamptz FROM planned p ORDER BY p."ord"
    ON CONFLICT ("automationId", "leadId", "triggerKey") DO NOTHING RETURNING "id", "automationId", "triggerKey"
  ), steps AS (
    INSERT INTO "automation_steps" ("runId", "automationId", "leadId", "position", "action", "runAt", "createdAt")
    SELECT run."id", run."automationId", $2::int, s."position", s."action", s."runAt", $3::timestamptz
    FROM run JOIN planned p ON p."automationId" = run."automationId" AND p."triggerKey" = run."triggerKey",
         json_to_recordset(p."steps") AS s("position" int, "action" text, "runAt" timestamptz)
    RETURNING "id", "runId", "automationId", "position", "action", "runAt"
  ), scheduled AS (
    SELECT count(*) AS n FROM graphile_worker.add_jobs(ARRAY(
      SELECT ('${AUTOMATION_STEP_TASK}', json_build_object('stepId', s."id"), NULL, s."runAt", ${STEP_MAX_ATTEMPTS},
              'automation-step:' || s."id", NULL, NULL)::graphile_worker.job_spec
      FROM steps s WHERE s."runAt" > $3::timestamptz))
  )
  SELECT s."id", s."runId", s."automationId", s."position", s."action", s."runAt", (SELECT n FROM scheduled) AS scheduled
  FROM steps s JOIN run ON run."id" = s."runId" JOIN planned p ON p."automationId" = run."automationId" AND p."triggerKey" = run."triggerKey"
  ORDER BY p."ord", s."position"`;

/** One automation's run to start: its trigger occurrence, and when its delays count from. */
export type RunToStart = { automation: AutomationDef; triggerKey: string; triggeredAt: Date; baseAt: Date };

/**
 * Starts automations' runs for a lead: the run rows (an event handled twice starts nothing new), one
 * step per action at its time (the delays add up from `baseAt`), and each later step's job; steps
 * already due run at once, in this transaction, so a first touch is queued without waiting for another
 * job. `known` is the lead as this transaction read and locked it, with its stop state: a due step
 * uses it instead of reading it again, until a step changes the lead (then it is read again).
 * Returns the ids of the runs started, by automation.
 */
export async function startRuns(tx: Tx, leadId: number, runs: RunToStart[], now: Date, known: { current: KnownLead | null } = { current: null }): Promise<Map<number, number>> {
  const started = new Map<number, number>();
  if (runs.length === 0) return started;
  const planned = runs.map((r, ord) => {
    const offsets = actionOffsets(r.automation.actions);
    const steps = r.automation.actions.map((action, position) => ({ position, action: action.type, runAt: new Date(r.baseAt.getTime() + offsets[position]! * 60_000).toISOString() }));
    return { ord, automationId: r.automation.id, triggerKey: r.triggerKey, triggeredAt: r.triggeredAt.toISOString(), steps };
  });
  const steps = await tx.$queryRawUnsafe<{ id: number; runId: number; automationId: number; position: number; action: string; runAt: Date }[]>(START_RUNS_SQL, JSON.stringify(planned), leadId, now);
  const byId = new Map(runs.map((r) => [r.automation.id, r]));
  for (const step of steps) {
    if (!started.has(step.automationId)) started.set(step.automationId, step.runId);
    if (step.runAt.getTime() > now.getTime()) continue;
    const run = byId.get(step.automationId)!;
    const ref = { id: step.id, position: step.position, action: step.action, triggerKey: run.triggerKey, triggeredAt: run.triggeredAt };
    if (known.current) await runStep(tx, ref, run.automation, known.current, now);
    else await executeStep(tx, step.id, now);
    if (!leavesLeadAsIs(step.action)) known.current = null;
  }
  return started;
}

/** One automation's run (startRuns with one); its id, or null when it existed. */
export async function startRun(
  tx: Tx,
  a: AutomationDef,
  leadId: number,
  triggerKey: string,
  triggeredAt: Date,
  baseAt: Date,
  now: Date,
  known: { current: KnownLead | null } = { current: null },
): Promise<number | null> {
  return (await startRuns(tx, leadId, [{ automation: a, triggerKey, triggeredAt, baseAt }], now, known)).get(a.id) ?? null;
}

/** One event in its own transaction. */
export async function handleAutomationEvent(event: AutomationEvent, clock: Clock): Promise<void> {
  await db().$transaction((tx) => handleAutomationEventTx(tx, event, clock.now()), WORKER_TX);
}

/** One event in the caller's transaction (the `automations:event` task routes a consumer first, in the same one). */
export async function handleAutomationEventTx(tx: Tx, event: AutomationEvent, now: Date): Promise<void> {
  if (event.kind === "lead_captured") await onLeadCaptured(tx, event.leadId, now, event.imported === true);
  else await onStatusChanged(tx, event.leadId, event.to, now);
}

/**
 * A lead was captured: the automations on capture and "not contacted N minutes after capture" whose
 * conditions it meets start their runs (delays from the capture time). An imported lead created more
 * than CAPTURE_GRACE_MINUTES before the event (its file's date, months ago) was not just captured: the
 * runs on capture count their delays from now (first touch now, the next-day follow-up tomorrow, not
 * all at once; still stopped by a contact since the capture), "not contacted" does not start, and no
 * receipt goes. Then the person's one e-mail at capture: an automation's first touch when one covers the lead, otherwise the confirmation receipt
 * that capture used to queue itself. And when round-robin found no salesperson available for an agent
 * prospect, the admins are told (once per lead); a consumer nobody could buy is unsold inventory
 * (/admin/marketplace), not an alert.
 */
async function onLeadCaptured(tx: Tx, leadId: number, now: Date, imported: boolean): Promise<void> {
  const lead = await tx.lead.findUnique({ where: { id: leadId }, select: LEAD_SELECT });
  if (!lead || lead.deletedAt) return;
  // The lead's row is locked from here (a contact logged meanwhile waits), and read once for every step due now.
  const state = await loadStopState(tx, lead.id, true);
  if (!state) return;
  const known = { current: { lead: lead as StepLead, state } as KnownLead | null };
  const facts: LeadFacts = lead;
  // Only an import's lead can be old at capture: a web lead's event handled late (a worker that was
  // down) keeps its capture time, its sequence and its "not contacted" alert.
  const late = imported && now.getTime() - lead.createdAt.getTime() > CAPTURE_GRACE_MINUTES * 60_000;
  const matching = (await activeAutomations(tx, late ? ["lead_captured"] : ["lead_captured", "lead_not_contacted"])).filter((a) => matchesConditions(a.trigger.conditions, facts));
  const runs = matching.map((a) => ({
    automation: a,
    triggerKey: "captured",
    triggeredAt: lead.createdAt,
    baseAt: late ? now : a.trigger.type === "lead_not_contacted" ? new Date(lead.createdAt.getTime() + a.trigger.minutes * 60_000) : lead.createdAt,
  }));
  await startRuns(tx, lead.id, runs, now, known);
  // "We received your request" is no news to a person whose request is months old.
  if (!late && !matching.some(sendsAtOnce)) await queueConfirmation(tx, lead, known.current?.state ?? (await loadStopState(tx, lead.id, false)), now);
  if (lead.assignedTo === null && lead.audience === "agent_prospect") await alertUnassigned(tx, lead as StepLead, now);
}

async function queueConfirmation(tx: Tx, lead: StepLead & { source: string | null; verificationScore: number; isVerified: boolean }, state: StopState | null, now: Date): Promise<void> {
  if (!state || !lead.emailValid || stopReason(state, { triggerKey: "captured", triggeredAt: lead.createdAt })) return;
  const site = siteConfig();
  const mail = leadConfirmationEmail(
    { id: lead.id, fullName: lead.fullName, leadType: lead.leadType, source: lead.source, score: lead.verificationScore, isVerified: lead.isVerified },
    site.name,
    site.phone,
    unsubscribeUrl(lead.email),
    env().AGENCY_POSTAL_ADDRESS,
  );
  await queueEmail(tx, { kind: "lead_confirmation", to: [lead.email], ...mail, dedupeKey: `lead-confirmation:${lead.id}`, createdAt: now, priority: LEAD_MESSAGE_PRIORITY, metadata: { leadId: lead.id } });
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
