import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { snapshot } from "@/lib/crm/audit-diff";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { ownedBy } from "@/lib/crm/scope";

/** Deletes an opportunity the user may see (its stage history goes with it), audited with a snapshot; answers its account. */
export async function deleteOpportunity(actor: SessionUser, id: number): Promise<{ accountId: number }> {
  return db().$transaction(async (tx) => {
    const row = await tx.opportunity.findFirst({
      where: { id, ...ownedBy(actor) },
      select: { id: true, name: true, stage: true, amount: true, accountId: true, assignedTo: true },
    });
    if (!row) throw new CrmNotFoundError("opportunity");
    await tx.opportunity.delete({ where: { id } });
    await recordAudit({ actorId: actor.id, action: "opportunity.delete", entity: "opportunity", entityId: id, changes: snapshot(row) }, tx);
    return { accountId: row.accountId };
  });
}

/** One opportunity the user may see, or null. */
export async function findVisibleOpportunity(user: SessionUser, id: number) {
  return db().opportunity.findFirst({ where: { id, ...ownedBy(user) }, select: { id: true } });
}
