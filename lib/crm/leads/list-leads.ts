import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { LEAD_LIST_FIELDS } from "@/lib/leads/list-leads";
import { visibleLeadWhere } from "@/lib/crm/scope";
import { pageResult, type ListQuery, type PageResult } from "@/lib/crm/list-params";
import { leadOrderSql, leadWhereSql, type LeadCriteria } from "@/lib/crm/leads/lead-query";

export const CRM_LEAD_FIELDS = {
  ...LEAD_LIST_FIELDS,
  accountId: true,
  deletedAt: true,
  mergedIntoId: true,
  audience: true,
  assignee: { select: { id: true, username: true } },
} as const;

export type CrmLead = Prisma.LeadGetPayload<{ select: typeof CRM_LEAD_FIELDS }>;
export type LeadTagChip = { id: number; name: string; color: string };

/**
 * One page of the leads the user may see, in two queries run side by side: the page (its ids found
 * by an index-only scan on (createdAt, id, filter columns) even for deep pages, then joined to
 * their rows and agents: a "deferred join") and the count. Never more than one page leaves the database.
 */
export async function listLeads(user: SessionUser, query: ListQuery<"leads"> & LeadCriteria): Promise<PageResult<CrmLead & { tags: LeadTagChip[] }>> {
  const where = leadWhereSql(user, query);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, countRows] = await Promise.all([
    db().$queryRaw<LeadRow[]>`
      SELECT ${LEAD_COLUMNS_SQL}, u."username" AS "assigneeUsername"
      FROM (SELECT "id" FROM "leads" ${where} ${leadOrderSql(query.sort, query.dir)} LIMIT ${query.pageSize} OFFSET ${offset}) p
      JOIN "leads" l ON l."id" = p."id"
      LEFT JOIN "users" u ON u."id" = l."assignedTo"
      ${leadOrderSql(query.sort, query.dir, "l")}`,
    db().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "leads" ${where}`,
  ]);
  const tags = await tagsOf(rows.map((r) => r.id));
  return pageResult(rows.map((r) => ({ ...toCrmLead(r), tags: tags.get(r.id) ?? [] })), countRows[0]?.n ?? 0, query);
}

/** The tags of a page of leads, in one query (by the lead_tags primary key). */
async function tagsOf(ids: number[]): Promise<Map<number, LeadTagChip[]>> {
  const out = new Map<number, LeadTagChip[]>();
  if (ids.length === 0) return out;
  const rows = await db().$queryRaw<(LeadTagChip & { leadId: number })[]>`
    SELECT lt."leadId", t."id", t."name", t."color" FROM "lead_tags" lt JOIN "tags" t ON t."id" = lt."tagId"
    WHERE lt."leadId" = ANY(${ids}::int[]) ORDER BY t."name"`;
  for (const { leadId, ...tag } of rows) out.set(leadId, [...(out.get(leadId) ?? []), tag]);
  return out;
}

type LeadRow = Omit<CrmLead, "assignee"> & { assigneeUsername: string | null };

function toCrmLead({ assigneeUsername, ...lead }: LeadRow): CrmLead {
  return { ...lead, assignee: lead.assignedTo !== null && assigneeUsername !== null ? { id: lead.assignedTo, username: assigneeUsername } : null };
}

/** Leads by primary key in one round trip (the agent joined), in the CrmLead shape (CSV export batches). */
export async function leadRowsById(ids: number[]): Promise<CrmLead[]> {
  if (ids.length === 0) return [];
  const rows = await db().$queryRaw<LeadRow[]>`
    SELECT ${LEAD_COLUMNS_SQL}, u."username" AS "assigneeUsername"
    FROM "leads" l LEFT JOIN "users" u ON u."id" = l."assignedTo"
    WHERE l."id" = ANY(${ids}::int[])`;
  return rows.map(toCrmLead);
}

/** CRM_LEAD_FIELDS' scalar columns as SQL (kept in step with it by the CrmLead type above). */
const LEAD_COLUMNS_SQL = Prisma.raw(
  (Object.keys(CRM_LEAD_FIELDS) as (keyof typeof CRM_LEAD_FIELDS)[])
    .filter((k) => k !== "assignee")
    .map((k) => `l."${k}"`)
    .join(", "),
);

/** A lead the user may see, or null (agents: only leads assigned to them; deleted leads: nobody). */
export async function findVisibleLead(user: SessionUser, id: number) {
  return db().lead.findFirst({
    where: { id, ...visibleLeadWhere(user) },
    select: CRM_LEAD_FIELDS,
  });
}
