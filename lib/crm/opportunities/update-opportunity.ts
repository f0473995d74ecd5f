import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import type { OpportunityUpdate } from "@/lib/schemas/crm-opportunity";
import { recordAudit } from "@/lib/audit/record";
import { changedFields } from "@/lib/crm/audit-diff";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { resolveOwner } from "@/lib/crm/owner";
import { liveOwnedBy, ownedBy } from "@/lib/crm/scope";
import { changeStage } from "@/lib/crm/opportunities/change-stage";
import { dateOnly, OPPORTUNITY_FIELDS, toOpportunityDto, type OpportunityDto } from "@/lib/crm/opportunities/opportunity-dto";

/**
 * Edits an opportunity the user may see. A new stage goes through changeStage() in the same
 * transaction (history, audit, stage hook); the other changed fields are audited as an update.
 */
export async function updateOpportunity(actor: SessionUser, id: number, input: OpportunityUpdate): Promise<OpportunityDto> {
  return db().$transaction(async (tx) => {
    const before = await tx.opportunity.findFirst({ where: { id, ...ownedBy(actor) }, select: OPPORTUNITY_FIELDS });
    if (!before) throw new CrmNotFoundError("opportunity");
    const { stage, assignedTo: requested, accountId, closeDate, ...fields } = input;
    if (accountId !== undefined && accountId !== before.accountId) {
      const account = await tx.account.findFirst({ where: { id: accountId, ...liveOwnedBy(actor) }, select: { id: true } });
      if (!account) throw new CrmNotFoundError("account");
    }
    const assignedTo = requested === undefined ? undefined : await resolveOwner(tx, actor, requested, before.assignedTo);
    const data = { ...fields, accountId, assignedTo, ...(closeDate !== undefined ? { closeDate: closeDate === null ? null : dateOnly(closeDate) } : {}) };
    await tx.opportunity.update({ where: { id }, data });
    const changes = changedFields(
      { ...before, amount: before.amount?.toFixed(2) ?? null, closeDate: before.closeDate?.toISOString().slice(0, 10) ?? null },
      { ...fields, accountId, assignedTo, closeDate },
    );
    if (Object.keys(changes).length) {
      await recordAudit({ actorId: actor.id, action: "opportunity.update", entity: "opportunity", entityId: id, changes }, tx);
    }
    if (stage !== undefined) await changeStage({ opportunityId: id, toStage: stage, actor, tx });
    return toOpportunityDto(await tx.opportunity.findUniqueOrThrow({ where: { id }, select: OPPORTUNITY_FIELDS }));
  });
}
