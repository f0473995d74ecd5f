import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { LIVE_ACCOUNT, ownedBy } from "@/lib/crm/scope";
import { OPPORTUNITY_FIELDS, toOpportunityDto, type OpportunityDto } from "@/lib/crm/opportunities/opportunity-dto";

/** One opportunity the user may see with its stage history, or null. */
export async function getOpportunity(user: SessionUser, id: number) {
  const row = await db().opportunity.findFirst({
    where: { id, ...ownedBy(user), ...LIVE_ACCOUNT },
    select: { ...OPPORTUNITY_FIELDS, stageChanges: { select: { fromStage: true, toStage: true, changedAt: true, user: { select: { username: true } } }, orderBy: { changedAt: "desc" }, take: 50 } },
  });
  if (!row) return null;
  const { stageChanges, ...rest } = row;
  const dto: OpportunityDto = toOpportunityDto(rest);
  return {
    ...dto,
    stageChanges: stageChanges.map((c) => ({ fromStage: c.fromStage, toStage: c.toStage, changedAt: c.changedAt.toISOString(), by: c.user?.username ?? null })),
  };
}
