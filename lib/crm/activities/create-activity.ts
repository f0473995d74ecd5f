import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import type { ActivityValues } from "@/lib/schemas/crm-activity";
import { recordAudit } from "@/lib/audit/record";
import { snapshot } from "@/lib/crm/audit-diff";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { liveOwnedBy, ownedBy, visibleLeadWhere } from "@/lib/crm/scope";
import { CONTACT_ACTIVITY_TYPES, markFirstContact } from "@/lib/crm/leads/first-contact";
import { instantFrom } from "@/lib/crm/texas-time";
import { ACTIVITY_FIELDS, toActivityDto, type ActivityDto } from "@/lib/crm/activities/activity-dto";

/**
 * Creates an activity on an account, opportunity or lead the user may see (404 otherwise), owned
 * by the user. Logging a call or e-mail to a lead also stamps the account's last contact date when
 * the lead was converted, and the lead's first-contact time when it has none. Completed activities get
 * their completion time.
 */
export async function createActivity(actor: SessionUser, input: ActivityValues): Promise<ActivityDto> {
  return db().$transaction(async (tx) => {
    let accountId = input.accountId ?? null;
    if (input.leadId) {
      const lead = await tx.lead.findFirst({
        where: { id: input.leadId, ...visibleLeadWhere(actor) },
        select: { id: true, accountId: true },
      });
      if (!lead) throw new CrmNotFoundError("lead");
      accountId ??= lead.accountId;
    }
    if (input.accountId) {
      const account = await tx.account.findFirst({ where: { id: input.accountId, ...liveOwnedBy(actor) }, select: { id: true } });
      if (!account) throw new CrmNotFoundError("account");
    }
    if (input.opportunityId) {
      const opp = await tx.opportunity.findFirst({ where: { id: input.opportunityId, ...ownedBy(actor) }, select: { accountId: true } });
      if (!opp) throw new CrmNotFoundError("opportunity");
      accountId ??= opp.accountId;
    }
    const now = new Date();
    const row = await tx.activity.create({
      data: {
        type: input.type,
        subject: input.subject,
        description: input.description,
        status: input.status,
        priority: input.priority,
        dueDate: input.scheduledDate ? instantFrom(input.scheduledDate) : null,
        completedAt: input.status === "completed" ? now : null,
        accountId,
        opportunityId: input.opportunityId ?? null,
        leadId: input.leadId ?? null,
        assignedTo: actor.id,
      },
      select: ACTIVITY_FIELDS,
    });
    // A completed call, e-mail or note on a lead is a contact attempt: the first one sets its first-contact time.
    if (row.leadId && input.status === "completed" && CONTACT_ACTIVITY_TYPES.includes(input.type)) await markFirstContact(tx, row.leadId, now);
    if (accountId && input.status === "completed" && (input.type === "call" || input.type === "email" || input.type === "meeting")) {
      await tx.account.update({ where: { id: accountId }, data: { lastContactDate: now } });
    }
    await recordAudit(
      { actorId: actor.id, action: "activity.create", entity: "activity", entityId: row.id, changes: snapshot({ type: row.type, subject: row.subject, status: row.status, accountId, leadId: row.leadId, opportunityId: row.opportunityId }) },
      tx,
    );
    return toActivityDto(row, now);
  });
}
