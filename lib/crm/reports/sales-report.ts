import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { LIVE_ACCOUNT, liveOwnedBy, ownedBy } from "@/lib/crm/scope";
import type { PipelineStage } from "@/lib/crm/opportunities/pipeline-stages";

export type SalesReport = {
  pipeline: { stage: PipelineStage["value"]; label: string; count: number; value: number }[];
  /** Won of closed (won + lost) deals, percent; null before the first closed deal. */
  winRate: number | null;
  /** Mean closed-won amount in dollars; null before the first win. */
  averageDealSize: number | null;
  /** Mean days from an opportunity's creation to its (first) move to closed won. */
  averageSalesCycleDays: number | null;
  wonDeals: number;
  activeAccounts: number;
};

/** The Reports tab's pipeline and performance figures, from the deals the user may see. */
export async function salesReport(user: SessionUser, stages: PipelineStage[]): Promise<SalesReport> {
  const mine = { ...ownedBy(user), ...LIVE_ACCOUNT };
  const scope = user.role === "admin" ? Prisma.empty : Prisma.sql`AND o."assignedTo" = ${user.id}`;
  const [byStage, activeAccounts, cycle] = await Promise.all([
    db().opportunity.groupBy({ by: ["stage"], where: mine, _count: { _all: true }, _sum: { amount: true } }),
    db().account.count({ where: { ...liveOwnedBy(user), status: "active" } }),
    db().$queryRaw<{ days: number | null }[]>`
      SELECT avg(EXTRACT(EPOCH FROM (w."wonAt" - o."createdAt")) / 86400)::float8 AS days
      FROM "opportunities" o
      JOIN LATERAL (
        SELECT min(c."changedAt") AS "wonAt" FROM "opportunity_stage_changes" c
        WHERE c."opportunityId" = o."id" AND c."toStage" = 'closed_won'
      ) w ON w."wonAt" IS NOT NULL
      WHERE o."stage" = 'closed_won' ${scope}
        AND NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a."id" = o."accountId" AND a."deletedAt" IS NOT NULL)`,
  ]);
  const get = (stage: string) => byStage.find((s) => s.stage === stage);
  const won = get("closed_won");
  const wonCount = won?._count._all ?? 0;
  const lostCount = get("closed_lost")?._count._all ?? 0;
  const days = cycle[0]?.days;
  return {
    pipeline: stages.map((s) => ({ stage: s.value, label: s.label, count: get(s.value)?._count._all ?? 0, value: Number(get(s.value)?._sum.amount ?? 0) })),
    winRate: wonCount + lostCount ? Math.round((wonCount / (wonCount + lostCount)) * 1000) / 10 : null,
    averageDealSize: wonCount ? Math.round((Number(won?._sum.amount ?? 0) / wonCount) * 100) / 100 : null,
    averageSalesCycleDays: days == null ? null : Math.round(days * 10) / 10,
    wonDeals: wonCount,
    activeAccounts,
  };
}
