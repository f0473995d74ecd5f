import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { RECENT_ACTIVITIES_LIMIT, SPEED_TO_LEAD_WINDOWS } from "@/lib/constants";
import type { SessionUser } from "@/lib/auth/users";
import { leadScopeSql } from "@/lib/crm/scope";

export type DashboardStats = {
  totalAccounts: number;
  totalOpportunities: number;
  /** Open deals (not closed won or lost): the "Active Opportunities" card. */
  activeOpportunities: number;
  /** Sum of closed-won amounts, in dollars. */
  totalRevenue: number;
  /** Won vs total opportunities, percent (0–100). */
  conversionRate: number;
  recentActivities: { id: number; type: string; subject: string; description: string | null; status: string; dueDate: string | null; createdAt: string }[];
  /** Speed to lead over the shortest report window (leads captured in the last 7 days; see lib/crm/reports/speed-to-lead.ts). */
  speedToLead: { days: number; medianMinutes: number | null; neverContacted: number };
};

const SPEED_DAYS = Math.min(...SPEED_TO_LEAD_WINDOWS);

/**
 * GET /api/crm/dashboard-stats and the four stat cards (spec §3 "Dashboard stats"), for what the
 * user may see, and the speed to lead of the last 7 days: one round trip (four small aggregates on indexed columns).
 */
export async function dashboardStats(user: SessionUser): Promise<DashboardStats> {
  // Deleted accounts and leads (soft delete) leave every figure, with their deals and activities.
  const mine = user.role === "admin" ? Prisma.sql`TRUE` : Prisma.sql`"assignedTo" = ${user.id}`;
  const liveAccount = Prisma.sql`NOT EXISTS (SELECT 1 FROM "accounts" x WHERE x."id" = "accountId" AND x."deletedAt" IS NOT NULL)`;
  const liveLead = Prisma.sql`NOT EXISTS (SELECT 1 FROM "leads" x WHERE x."id" = "leadId" AND x."deletedAt" IS NOT NULL)`;
  const leadScope = user.role === "admin" ? Prisma.sql`"assignedTo" IS NOT NULL` : Prisma.sql`"assignedTo" = ${user.id} AND ${leadScopeSql(user)}`;
  const [row] = await db().$queryRaw<{ accounts: number; stages: { stage: string; n: number; amount: string | null }[]; recent: RecentRow[]; speed: { median: number | null; never: number } }[]>`
    SELECT
      (SELECT count(*)::int FROM "accounts" WHERE ${mine} AND "deletedAt" IS NULL) AS accounts,
      (SELECT coalesce(json_agg(s), '[]'::json) FROM (
         SELECT "stage", count(*)::int AS n, sum("amount")::text AS amount FROM "opportunities" WHERE ${mine} AND ${liveAccount} GROUP BY "stage") s) AS stages,
      (SELECT coalesce(json_agg(a), '[]'::json) FROM (
         SELECT "id", "type", "subject", "description", "status", "dueDate", "createdAt" FROM "activities" WHERE ${mine} AND ${liveAccount} AND ${liveLead}
         ORDER BY "createdAt" DESC, "id" DESC LIMIT ${RECENT_ACTIVITIES_LIMIT}) a) AS recent,
      (SELECT json_build_object('median', percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ("firstContactAt" - "createdAt")) / 60.0),
                                'never', count(*) FILTER (WHERE "firstContactAt" IS NULL))
       FROM "leads" WHERE ${leadScope} AND "deletedAt" IS NULL AND NOT "doNotContact" AND "createdAt" > now() - make_interval(days => ${SPEED_DAYS}::int)) AS speed`;
  const stages = row?.stages ?? [];
  const totalOpportunities = stages.reduce((n, s) => n + s.n, 0);
  const won = stages.find((s) => s.stage === "closed_won");
  const lost = stages.find((s) => s.stage === "closed_lost");
  const wonCount = won?.n ?? 0;
  return {
    totalAccounts: row?.accounts ?? 0,
    totalOpportunities,
    activeOpportunities: totalOpportunities - wonCount - (lost?.n ?? 0),
    totalRevenue: Number(won?.amount ?? 0),
    conversionRate: totalOpportunities ? Math.round((wonCount / totalOpportunities) * 1000) / 10 : 0,
    speedToLead: { days: SPEED_DAYS, medianMinutes: row?.speed.median ?? null, neverContacted: row?.speed.never ?? 0 },
    recentActivities: (row?.recent ?? []).map((a) => ({ ...a, dueDate: a.dueDate ? new Date(a.dueDate).toISOString() : null, createdAt: new Date(a.createdAt).toISOString() })),
  };
}

type RecentRow = { id: number; type: string; subject: string; description: string | null; status: string; dueDate: string | null; createdAt: string };
