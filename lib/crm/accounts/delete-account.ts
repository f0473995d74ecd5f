import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { snapshot } from "@/lib/crm/audit-diff";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { ownedBy } from "@/lib/crm/scope";

/**
 * Deletes an account the user may see, with its contacts, opportunities and activities (the
 * schema cascades); leads converted into it keep their data and lose the link. Audited with a
 * snapshot and the number of deals removed.
 */
export async function deleteAccount(actor: SessionUser, id: number): Promise<void> {
  await db().$transaction(async (tx) => {
    const account = await tx.account.findFirst({
      where: { id, ...ownedBy(actor) },
      select: { id: true, name: true, type: true, status: true, revenue: true, assignedTo: true, _count: { select: { opportunities: true, contacts: true } } },
    });
    if (!account) throw new CrmNotFoundError("account");
    await tx.account.delete({ where: { id } });
    const { _count, ...rest } = account;
    await recordAudit(
      { actorId: actor.id, action: "account.delete", entity: "account", entityId: id, changes: snapshot({ ...rest, opportunities: _count.opportunities, contacts: _count.contacts }) },
      tx,
    );
  });
}
