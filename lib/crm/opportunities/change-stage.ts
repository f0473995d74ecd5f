import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OpportunityStage } from "@/lib/generated/prisma/enums";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { ownedBy } from "@/lib/crm/scope";
import { onOpportunityStageChanged } from "@/lib/crm/opportunities/stage-hooks";
import { OPPORTUNITY_FIELDS, toOpportunityDto, type OpportunityDto } from "@/lib/crm/opportunities/opportunity-dto";

export type ChangeStageInput = {
  opportunityId: number;
  toStage: OpportunityStage;
  /** The signed-in user (scoped: agents move only their own deals), or null for system changes. */
  actor: SessionUser | null;
  /** Run inside an existing transaction (e.g. an update that also edits other fields). */
  tx?: Prisma.TransactionClient;
};

export type ChangeStageResult = { changed: boolean; fromStage: OpportunityStage; opportunity: OpportunityDto };

/**
 * THE way an opportunity changes stage (the board's drag, the stage select, PATCH routes, the
 * integrations' webhooks): the opportunity row is locked, stage and stageChangedAt updated, the
 * change recorded in opportunity_stage_changes (who, when), the audit log written, and
 * onOpportunityStageChanged() called, all in one transaction. Moving to the stage it already has
 * changes nothing and records nothing.
 */
export async function changeStage(input: ChangeStageInput): Promise<ChangeStageResult> {
  if (input.tx) return run(input.tx, input);
  return db().$transaction((tx) => run(tx, input));
}

async function run(tx: Prisma.TransactionClient, { opportunityId, toStage, actor }: ChangeStageInput): Promise<ChangeStageResult> {
  // Lock the row so two simultaneous moves are recorded one after the other with correct from-stages.
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "opportunities" WHERE "id" = ${opportunityId} FOR UPDATE`;
  if (locked.length === 0) throw new CrmNotFoundError("opportunity");
  const current = await tx.opportunity.findFirst({ where: { id: opportunityId, ...(actor ? ownedBy(actor) : {}) }, select: OPPORTUNITY_FIELDS });
  if (!current) throw new CrmNotFoundError("opportunity");
  const fromStage = current.stage;
  if (fromStage === toStage) return { changed: false, fromStage, opportunity: toOpportunityDto(current) };

  const now = new Date();
  const updated = await tx.opportunity.update({ where: { id: opportunityId }, data: { stage: toStage, stageChangedAt: now }, select: OPPORTUNITY_FIELDS });
  await tx.opportunityStageChange.create({ data: { opportunityId, fromStage, toStage, changedBy: actor?.id ?? null, changedAt: now } });
  await recordAudit(
    { actorId: actor?.id ?? null, action: "opportunity.stage_change", entity: "opportunity", entityId: opportunityId, changes: { stage: { from: fromStage, to: toStage } } },
    tx,
  );
  const dto = toOpportunityDto(updated);
  await onOpportunityStageChanged(tx, {
    opportunity: { id: dto.id, name: dto.name, accountId: dto.accountId, leadId: dto.leadId, amount: dto.amount, assignedTo: dto.assignedTo },
    fromStage,
    toStage,
    actor,
  });
  return { changed: true, fromStage, opportunity: dto };
}
