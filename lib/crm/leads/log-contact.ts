import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { CALL_OUTCOMES, type CallOutcome } from "@/lib/constants";
import { recordAudit } from "@/lib/audit/record";
import { snapshot } from "@/lib/crm/audit-diff";
import { CrmNotFoundError, CrmValidationError } from "@/lib/crm/errors";
import { applyLeadStatus, lockVisibleLead } from "@/lib/crm/leads/change-status";
import { markFirstContact } from "@/lib/crm/leads/first-contact";

type Tx = Prisma.TransactionClient;

export type FollowUp = { dueAt: Date; subject?: string | null; assignedTo?: number | null };
export type ContactLog = {
  leadId: number;
  kind: "call" | "email" | "note";
  outcome?: CallOutcome | null;
  notes?: string | null;
  followUp?: FollowUp | null;
};
export type ContactLogged = { activityId: number; taskId: number | null; firstContact: boolean; statusChanged: boolean };

export const DO_NOT_CONTACT_MESSAGE = "This person asked not to be contacted: add a note instead.";

const outcomeLabel = (o: CallOutcome) => CALL_OUTCOMES.find((x) => x.value === o)!.label;

function subjectOf(log: ContactLog, name: string): string {
  if (log.kind === "call") return `Call to ${name}${log.outcome ? `: ${outcomeLabel(log.outcome).toLowerCase()}` : ""}`;
  if (log.kind === "email") return `E-mail to ${name}`;
  return `Note on ${name}`;
}

/**
 * "Log a call", "Log an e-mail", "Add a note" on a lead the user may see, in one step and one
 * transaction: a completed activity on the lead's timeline; the lead's first-contact time when it
 * has none (the first attempt); a new lead moves to contacted after a call or an e-mail (audited,
 * with its Meta event); the converted account's last contact date; and, when asked, a follow-up task
 * with its due time, given to the user (admins may give it to any active user).
 */
export async function logLeadContact(actor: SessionUser, log: ContactLog, at?: Date): Promise<ContactLogged> {
  return db().$transaction(async (tx) => {
    const lead = await lockVisibleLead(tx, actor, log.leadId);
    if (!lead) throw new CrmNotFoundError("lead");
    if (lead.doNotContact && log.kind !== "note") throw new CrmValidationError({ _: [DO_NOT_CONTACT_MESSAGE] });
    const now = at ?? new Date();
    const activity = await tx.activity.create({
      data: {
        type: log.kind,
        subject: subjectOf(log, lead.fullName),
        description: log.notes ?? null,
        status: "completed",
        completedAt: now,
        outcome: log.kind === "call" ? (log.outcome ?? null) : null,
        leadId: lead.id,
        accountId: lead.accountId,
        assignedTo: actor.id,
        createdAt: now,
      },
      select: { id: true, type: true, subject: true, status: true, outcome: true },
    });
    await recordAudit({ actorId: actor.id, action: "activity.create", entity: "activity", entityId: activity.id, changes: snapshot({ ...activity, leadId: lead.id }) }, tx);
    const firstContact = await markFirstContact(tx, lead.id, now);
    let statusChanged = false;
    if (log.kind !== "note") {
      if (lead.status === "new") statusChanged = (await applyLeadStatus(tx, actor.id, lead.id, lead, "contacted", null, "contact_logged")).changed;
      if (lead.accountId) await tx.account.update({ where: { id: lead.accountId }, data: { lastContactDate: now } });
    }
    const taskId = log.followUp ? await createFollowUp(tx, actor, lead, log.followUp) : null;
    return { activityId: activity.id, taskId, firstContact, statusChanged };
  });
}

async function createFollowUp(tx: Tx, actor: SessionUser, lead: { id: number; fullName: string; accountId: number | null; assignedTo: number | null }, f: FollowUp): Promise<number> {
  const assignee = f.assignedTo ?? (actor.role === "admin" ? (lead.assignedTo ?? actor.id) : actor.id);
  if (assignee !== actor.id) {
    if (actor.role !== "admin") throw new CrmValidationError({ followUpAssignee: ["Only admins can give a task to someone else"] });
    const user = await tx.user.findFirst({ where: { id: assignee, status: "active" }, select: { id: true } });
    if (!user) throw new CrmValidationError({ followUpAssignee: ["Please pick one from the list"] });
  }
  const task = await tx.activity.create({
    data: {
      type: "task",
      subject: f.subject?.trim() || `Follow up with ${lead.fullName}`,
      status: "pending",
      dueDate: f.dueAt,
      leadId: lead.id,
      accountId: lead.accountId,
      assignedTo: assignee,
    },
    select: { id: true, type: true, subject: true, status: true, dueDate: true, assignedTo: true },
  });
  await recordAudit({ actorId: actor.id, action: "activity.create", entity: "activity", entityId: task.id, changes: snapshot({ ...task, leadId: lead.id }) }, tx);
  return task.id;
}
