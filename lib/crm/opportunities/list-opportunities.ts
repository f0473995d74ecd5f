import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { PIPELINE_BOARD_CARDS_PER_STAGE } from "@/lib/constants";
import type { SessionUser } from "@/lib/auth/users";
import { pageResult, type ListQuery, type PageResult, type StageFilter } from "@/lib/crm/list-params";
import { LIVE_ACCOUNT, ownedBy } from "@/lib/crm/scope";
import { OPPORTUNITY_FIELDS, toOpportunityDto, type OpportunityDto } from "@/lib/crm/opportunities/opportunity-dto";
import type { PipelineStage } from "@/lib/crm/opportunities/pipeline-stages";

export type OpportunityCriteria = { q: string; stage: StageFilter };

export function opportunityWhere(user: SessionUser, c: OpportunityCriteria): Prisma.OpportunityWhereInput {
  return {
    ...ownedBy(user),
    ...LIVE_ACCOUNT,
    ...(c.stage !== "all" ? { stage: c.stage } : {}),
    ...(c.q
      ? { OR: [{ name: { contains: c.q, mode: "insensitive" } }, { account: { name: { contains: c.q, mode: "insensitive" } } }] }
      : {}),
  };
}

const NULLABLE = new Set(["amount", "closeDate"]);

/** One page of the opportunities the user may see (stage filter and search applied). */
export async function listOpportunities(
  user: SessionUser,
  query: ListQuery<"opportunities"> & OpportunityCriteria,
): Promise<PageResult<OpportunityDto>> {
  const where = opportunityWhere(user, query);
  const order = NULLABLE.has(query.sort) ? { [query.sort]: { sort: query.dir, nulls: "last" } } : { [query.sort]: query.dir };
  const [rows, total] = await Promise.all([
    db().opportunity.findMany({
      where,
      select: OPPORTUNITY_FIELDS,
      orderBy: [order, { id: query.dir }],
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    }),
    db().opportunity.count({ where }),
  ]);
  return pageResult(rows.map(toOpportunityDto), total, query);
}

export type BoardColumn = { stage: PipelineStage; count: number; total: string; cards: OpportunityDto[] };

/**
 * The pipeline board: per stage of the default pipeline, the count and value of the deals the
 * user may see and the most recently moved ones (PIPELINE_BOARD_CARDS_PER_STAGE), never all of them.
 */
export async function pipelineBoard(user: SessionUser, q: string, stages: PipelineStage[]): Promise<BoardColumn[]> {
  const where = opportunityWhere(user, { q, stage: "all" });
  const [sums, ...cards] = await Promise.all([
    db().opportunity.groupBy({ by: ["stage"], where, _count: { _all: true }, _sum: { amount: true } }),
    ...stages.map((s) =>
      db().opportunity.findMany({
        where: { AND: [where, { stage: s.value }] },
        select: OPPORTUNITY_FIELDS,
        orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
        take: PIPELINE_BOARD_CARDS_PER_STAGE,
      }),
    ),
  ]);
  return stages.map((stage, i) => {
    const sum = sums.find((s) => s.stage === stage.value);
    return { stage, count: sum?._count._all ?? 0, total: (sum?._sum.amount ?? 0).toString(), cards: cards[i]!.map(toOpportunityDto) };
  });
}
