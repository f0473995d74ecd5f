import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { ownedBy } from "@/lib/crm/scope";

/**
 * Marks a task (any activity) the user owns as completed, with the time; audited. Completing one
 * that is already done changes nothing. Returns the lead and account it belongs to (pages to refresh).
 */
export async function completeTask(actor: SessionUser, id: number): Promise<{ changed: boolean; leadId: number | null; accountId: number | null }> {
  return db().$transaction(async (tx) => {
    const task = await tx.activity.findFirst({ where: { id, ...ownedBy(actor) }, select: { status: true, leadId: true, accountId: true } });
    if (!task) throw new CrmNotFoundError("activity");
    if (task.status === "completed") return { changed: false, leadId: task.leadId, accountId: task.accountId };
    const now = new Date();
    await tx.activity.update({ where: { id }, data: { status: "completed", completedAt: now } });
    await recordAudit({ actorId: actor.id, action: "activity.update", entity: "activity", entityId: id, changes: { status: { from: task.status, to: "completed" } } }, tx);
    return { changed: true, leadId: task.leadId, accountId: task.accountId };
  });
}
