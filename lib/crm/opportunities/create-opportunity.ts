import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import type { OpportunityValues } from "@/lib/schemas/crm-opportunity";
import { recordAudit } from "@/lib/audit/record";
import { snapshot } from "@/lib/crm/audit-diff";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { resolveOwner } from "@/lib/crm/owner";
import { liveOwnedBy } from "@/lib/crm/scope";
import { dateOnly, OPPORTUNITY_FIELDS, toOpportunityDto, type OpportunityDto } from "@/lib/crm/opportunities/opportunity-dto";

/**
 * Creates an opportunity on an account the user may see (404 otherwise). The owner is the agent,
 * or for an admin the named user, else the account's owner. The first stage is recorded in the
 * stage history (from nothing), so the sales cycle can be measured from creation.
 */
export async function createOpportunity(actor: SessionUser, input: OpportunityValues): Promise<OpportunityDto> {
  return db().$transaction(async (tx) => {
    const account = await tx.account.findFirst({ where: { id: input.accountId, ...liveOwnedBy(actor) }, select: { id: true, assignedTo: true } });
    if (!account) throw new CrmNotFoundError("account");
    const { assignedTo: requested, closeDate, ...fields } = input;
    const assignedTo = await resolveOwner(tx, actor, requested, account.assignedTo);
    const now = new Date();
    const row = await tx.opportunity.create({
      data: { ...fields, closeDate: dateOnly(closeDate), assignedTo, source: "crm", stageChangedAt: now, createdAt: now },
      select: OPPORTUNITY_FIELDS,
    });
    await tx.opportunityStageChange.create({ data: { opportunityId: row.id, fromStage: null, toStage: row.stage, changedBy: actor.id, changedAt: now } });
    await recordAudit({ actorId: actor.id, action: "opportunity.create", entity: "opportunity", entityId: row.id, changes: snapshot({ ...fields, closeDate, assignedTo }) }, tx);
    return toOpportunityDto(row);
  });
}
