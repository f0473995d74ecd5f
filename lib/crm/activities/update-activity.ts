import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import type { ActivityUpdate } from "@/lib/schemas/crm-activity";
import { recordAudit } from "@/lib/audit/record";
import { changedFields, snapshot } from "@/lib/crm/audit-diff";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { ownedBy } from "@/lib/crm/scope";
import { instantFrom } from "@/lib/crm/texas-time";
import { ACTIVITY_FIELDS, toActivityDto, type ActivityDto } from "@/lib/crm/activities/activity-dto";

/** Completes, cancels, reschedules or edits an activity the user owns; audited with the changes. */
export async function updateActivity(actor: SessionUser, id: number, input: ActivityUpdate): Promise<ActivityDto> {
  return db().$transaction(async (tx) => {
    const before = await tx.activity.findFirst({ where: { id, ...ownedBy(actor) }, select: ACTIVITY_FIELDS });
    if (!before) throw new CrmNotFoundError("activity");
    const { scheduledDate, ...fields } = input;
    const now = new Date();
    const data = {
      ...fields,
      ...(scheduledDate !== undefined ? { dueDate: scheduledDate === null ? null : instantFrom(scheduledDate) } : {}),
      ...(fields.status && fields.status !== before.status ? { completedAt: fields.status === "completed" ? now : null } : {}),
    };
    const row = await tx.activity.update({ where: { id }, data, select: ACTIVITY_FIELDS });
    const changes = changedFields(before, data);
    if (Object.keys(changes).length) {
      await recordAudit({ actorId: actor.id, action: "activity.update", entity: "activity", entityId: id, changes }, tx);
    }
    return toActivityDto(row, now);
  });
}

/** Deletes an activity the user owns, audited with a snapshot; answers the account it was on (if any). */
export async function deleteActivity(actor: SessionUser, id: number): Promise<{ accountId: number | null }> {
  return db().$transaction(async (tx) => {
    const row = await tx.activity.findFirst({ where: { id, ...ownedBy(actor) }, select: { id: true, type: true, subject: true, status: true, accountId: true, leadId: true } });
    if (!row) throw new CrmNotFoundError("activity");
    await tx.activity.delete({ where: { id } });
    await recordAudit({ actorId: actor.id, action: "activity.delete", entity: "activity", entityId: id, changes: snapshot(row) }, tx);
    return { accountId: row.accountId };
  });
}
