import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { LeadAudience, LeadStatus } from "@/lib/generated/prisma/enums";
import { env } from "@/lib/env";
import { siteConfig } from "@/lib/site";
import { recordAudit } from "@/lib/audit/record";
import { queueEmail } from "@/lib/email/queue-email";
import { LEAD_ASSIGNED, leadAssignedDedupeKey, leadAssignedSubject } from "@/lib/crm/leads/assignment-email";
import { applyLeadStatus } from "@/lib/crm/leads/change-status";
import { formatTexas } from "@/lib/crm/texas-time";
import type { AutomationAction } from "@/lib/schemas/automation";
import { availableSql, nextWorkingStart, withinHours } from "@/lib/automations/availability";
import { MERGE_AGENT_SELECT, renderTemplate } from "@/lib/automations/render-template";
import { adminAlertEmail, agentAlertEmail, unassignedAlertEmail } from "@/lib/automations/alert-emails";
import { sendTextTemplate } from "@/lib/texting/automation-action";
import { LEAD_MESSAGE_PRIORITY } from "@/lib/jobs/priorities";

type Tx = Prisma.TransactionClient;

/** The lead as the actions need it (read in the step's transaction, its row already locked). */
export type StepLead = {
  id: number;
  fullName: string;
  email: string;
  city: string | null;
  leadType: string;
  status: LeadStatus;
  lostReason: string | null;
  emailValid: boolean;
  assignedTo: number | null;
  accountId: number | null;
  createdAt: Date;
  /** A consumer belongs to the buyer it was delivered to (never reassigned); agent prospects move between our sales staff. */
  audience: LeadAudience;
};

/** What an action did: the step's new state (waiting again: an agent's alert waits for their hours). */
export type ActionOutcome =
  | { status: "ran"; detail: string; communicationId?: number | null; targetUserId?: number | null }
  | { status: "skipped"; detail: string }
  | { status: "waiting"; detail: string; runAt: Date };

export type StepContext = { tx: Tx; stepId: number; automation: { id: number; name: string }; lead: StepLead; now: Date };

const agentOf = (tx: Tx, id: number | null) =>
  id === null
    ? Promise.resolve(null)
    : tx.user.findUnique({ where: { id }, select: { id: true, ...MERGE_AGENT_SELECT, status: true, workDays: true, workStartMinute: true, workEndMinute: true } });

export async function runAction(ctx: StepContext, action: AutomationAction): Promise<ActionOutcome> {
  switch (action.type) {
    case "send_template":
      return sendTemplate(ctx, action.templateId);
    case "alert_agent":
      return alertAgent(ctx);
    case "alert_admins":
      return alertAdmins(ctx);
    case "reassign":
      return reassign(ctx);
    case "create_task":
      return createTask(ctx, action.subject, action.dueInMinutes);
    case "set_status":
      return setStatus(ctx, action.status as LeadStatus);
    case "send_text_template":
      return sendTextTemplate(ctx, action.templateId);
  }
}

/** The template to the lead, from the agent who has it (reply-to: the agent, unless the template names one). */
async function sendTemplate({ tx, stepId, automation, lead, now }: StepContext, templateId: number): Promise<ActionOutcome> {
  const template = await tx.emailTemplate.findUnique({ where: { id: templateId } });
  if (!template) return { status: "skipped", detail: "The template was deleted" };
  if (!template.isActive) return { status: "skipped", detail: `The template “${template.name}” is switched off` };
  if (!lead.emailValid) return { status: "skipped", detail: "The lead's e-mail address did not pass verification" };
  const agent = await agentOf(tx, lead.assignedTo);
  const mail = renderTemplate(template, lead, agent);
  const id = await queueEmail(tx, {
    kind: "automation",
    to: [lead.email],
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    dedupeKey: `automation-step:${stepId}`,
    automationId: automation.id,
    templateId: template.id,
    createdAt: now,
    priority: LEAD_MESSAGE_PRIORITY,
    metadata: { leadId: lead.id, stepId, template: template.name, fromName: mail.fromName, replyTo: mail.replyTo, unsubscribeUrl: mail.unsubscribeUrl },
  });
  return { status: "ran", detail: `E-mail “${mail.subject}” queued from ${mail.fromName}`, communicationId: id };
}

/** The agent who has the lead: an e-mail and the CRM's live list; outside their hours it waits for them. */
async function alertAgent({ tx, stepId, automation, lead, now }: StepContext): Promise<ActionOutcome> {
  const agent = await agentOf(tx, lead.assignedTo);
  if (!agent) return { status: "skipped", detail: "Nobody has this lead" };
  if (agent.status !== "active") return { status: "skipped", detail: `${agent.username}'s account is not active` };
  if (!withinHours(agent, now)) {
    const next = nextWorkingStart(agent, now);
    if (!next) return { status: "skipped", detail: `${agent.username} has no working hours` };
    return { status: "waiting", runAt: next, detail: `Outside ${agent.username}'s working hours: waits until ${formatTexas(next)}` };
  }
  let communicationId: number | null = null;
  if (agent.email) {
    const mail = agentAlertEmail(lead, agent.username, automation.name, now, siteConfig().url);
    communicationId = await queueEmail(tx, { kind: "automation_alert", to: [agent.email], ...mail, dedupeKey: `automation-step:${stepId}`, automationId: automation.id, createdAt: now, metadata: { leadId: lead.id, stepId, agentId: agent.id } });
  }
  return { status: "ran", detail: `Alerted ${agent.username}${agent.email ? " by e-mail and" : ""} in the CRM`, communicationId, targetUserId: agent.id };
}

/** Who hears about leads and set-ups that need an admin: LEAD_ALERT_EMAILS and every active admin with an address. */
export async function adminRecipients(tx: Tx): Promise<string[]> {
  const admins = await tx.user.findMany({ where: { role: "admin", status: "active", email: { not: null } }, select: { email: true }, orderBy: { id: "asc" } });
  const configured = (env().LEAD_ALERT_EMAILS ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  return [...new Set([...configured, ...admins.map((a) => a.email!)])];
}

async function alertAdmins({ tx, stepId, automation, lead, now }: StepContext): Promise<ActionOutcome> {
  const to = await adminRecipients(tx);
  const agent = await agentOf(tx, lead.assignedTo);
  if (to.length === 0) return { status: "ran", detail: "No admin has an e-mail address: shown in the CRM only" };
  const mail = adminAlertEmail(lead, agent?.username ?? null, automation.name, now, siteConfig().url);
  const id = await queueEmail(tx, { kind: "automation_alert", to, ...mail, dedupeKey: `automation-step:${stepId}`, automationId: automation.id, createdAt: now, metadata: { leadId: lead.id, stepId } });
  return { status: "ran", detail: `Told ${to.length} admin address${to.length === 1 ? "" : "es"}`, communicationId: id };
}

/**
 * "Nobody is available": the admins are told once per lead (one dedupe key, whether round-robin at
 * capture or a reassignment found nobody).
 */
export async function alertUnassigned(tx: Tx, lead: StepLead, now: Date): Promise<boolean> {
  const to = await adminRecipients(tx);
  if (to.length === 0) return false;
  const mail = unassignedAlertEmail(lead, siteConfig().url);
  const id = await queueEmail(tx, { kind: "lead_unassigned", to, ...mail, dedupeKey: `lead-unassigned:${lead.id}`, createdAt: now, metadata: { leadId: lead.id } });
  return id !== null;
}

/** The next available salesperson who takes this lead type (round-robin order), other than the one who has it. */
export async function pickAvailableAgent(tx: Tx, leadType: string, except: number | null, now: Date): Promise<number | null> {
  const eligible = `u."status" = 'active' AND u."role" = 'sales' AND (cardinality(u."acceptsLeadTypes") = 0 OR $1::"LeadType" = ANY(u."acceptsLeadTypes"))
    AND ${availableSql("$2::timestamptz")} AND u.id IS DISTINCT FROM $3::int`;
  const rows = await tx.$queryRawUnsafe<{ id: number }[]>(
    `SELECT u.id FROM users u WHERE ${eligible} ORDER BY u."lastLeadAssignedAt" ASC NULLS FIRST, u.id ASC LIMIT 1 FOR NO KEY UPDATE`,
    leadType,
    now,
    except,
  );
  return rows[0]?.id ?? null;
}

/**
 * Exclusivity (issue 31): a consumer lead is its buyer's alone (the marketplace routes the unsold), so a
 * reassignment step skips it. The lead's timeline asks the same, to show a waiting step that will not run.
 */
export const reassignSkipReason = (audience: string): string | null =>
  audience === "consumer" ? "A consumer lead stays with the buyer it was delivered to (never reassigned)" : null;

async function reassign({ tx, automation, lead, now }: StepContext): Promise<ActionOutcome> {
  const skip = reassignSkipReason(lead.audience);
  if (skip) return { status: "skipped", detail: skip };
  const to = await pickAvailableAgent(tx, lead.leadType, lead.assignedTo, now);
  if (to === null) {
    if (lead.assignedTo === null) await alertUnassigned(tx, lead, now);
    return { status: "skipped", detail: `No other available agent takes ${lead.leadType} leads${lead.assignedTo === null ? ": the lead waits unassigned, admins told" : ""}` };
  }
  const [from, agent] = await Promise.all([agentOf(tx, lead.assignedTo), tx.user.update({ where: { id: to }, data: { lastLeadAssignedAt: now }, select: { id: true, username: true, email: true } })]);
  await tx.lead.update({ where: { id: lead.id }, data: { assignedTo: to } });
  await recordAudit(
    { action: lead.assignedTo === null ? "lead.assign" : "lead.reassign", entity: "lead", entityId: lead.id, changes: { assignedTo: { from: lead.assignedTo, to }, how: "automation", automation: automation.name } },
    tx,
  );
  if (agent.email) {
    await queueEmail(tx, { kind: LEAD_ASSIGNED, to: [agent.email], subject: leadAssignedSubject(lead), dedupeKey: leadAssignedDedupeKey(lead.id, to, now), createdAt: now, metadata: { leadId: lead.id, agentId: to } });
  }
  return { status: "ran", detail: from ? `Reassigned from ${from.username} to ${agent.username}` : `Assigned to ${agent.username}`, targetUserId: to };
}

async function createTask({ tx, automation, lead, now }: StepContext, subject: string, dueInMinutes: number): Promise<ActionOutcome> {
  const dueDate = new Date(now.getTime() + dueInMinutes * 60_000);
  const task = await tx.activity.create({
    data: { type: "task", subject, status: "pending", dueDate, leadId: lead.id, accountId: lead.accountId, assignedTo: lead.assignedTo, createdAt: now },
    select: { id: true },
  });
  await recordAudit({ action: "activity.create", entity: "activity", entityId: task.id, changes: { type: "task", subject, leadId: lead.id, automation: automation.name } }, tx);
  return { status: "ran", detail: `Task “${subject}” due ${formatTexas(dueDate)}`, targetUserId: lead.assignedTo };
}

async function setStatus({ tx, automation, lead }: StepContext, to: LeadStatus): Promise<ActionOutcome> {
  const change = await applyLeadStatus(tx, null, lead.id, lead, to, to === "lost" ? `Set by the automation “${automation.name}”` : null, "automation");
  if (!change.changed) return { status: "skipped", detail: `The lead is already ${to}` };
  return { status: "ran", detail: `Status ${change.from} → ${change.to}` };
}
