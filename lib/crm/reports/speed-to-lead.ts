import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { SPEED_TO_LEAD_WINDOWS } from "@/lib/constants";
import { leadSourceLabel } from "@/lib/leads/lead-sources";
import { reportSourceSql } from "@/lib/crm/reports/report-source";

/** Speed to lead of one group of leads: minutes from capture to the first contact attempt. */
export type SpeedRow = {
  /** Agent id or source; null for the overall row. */
  key: string | null;
  label: string;
  leads: number;
  contacted: number;
  /** Leads not contacted (yet): counted apart, never in the minutes. */
  neverContacted: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
};
export type SpeedWindow = { days: number; overall: SpeedRow; byAgent: SpeedRow[]; bySource: SpeedRow[] };
export type SpeedToLead = { windows: SpeedWindow[] };

type Row = {
  days: number;
  grouping: number;
  agentId: number | null;
  agent: string | null;
  source: string | null;
  leads: number;
  contacted: number;
  median: number | null;
  p90: number | null;
};

/**
 * Median and 90th percentile minutes from capture (`createdAt`) to the first contact attempt
 * (`firstContactAt`), over the leads captured in the last 7 and 30 days, overall, per agent and per
 * source; leads never contacted are counted apart. Agents see their own leads, admins every
 * assigned lead. Leads nobody was given (unassigned, e.g. bots) and people who opted out (they must
 * not be called) are not counted. One statement (PostgreSQL's percentile_cont, grouping sets).
 */
export async function speedToLead(user: SessionUser, now = new Date()): Promise<SpeedToLead> {
  const longest = Math.max(...SPEED_TO_LEAD_WINDOWS);
  const scope = user.role === "admin" ? Prisma.sql`l."assignedTo" IS NOT NULL` : Prisma.sql`l."assignedTo" = ${user.id}`;
  const rows = await db().$queryRaw<Row[]>`
    WITH base AS (
      SELECT l."assignedTo", ${reportSourceSql(Prisma.sql`l."source"`)} AS "source", l."createdAt",
             extract(epoch FROM (l."firstContactAt" - l."createdAt")) / 60.0 AS "minutes"
      FROM "leads" l
      WHERE ${scope} AND NOT l."doNotContact"
        AND l."createdAt" > ${now}::timestamptz - make_interval(days => ${longest}::int) AND l."createdAt" <= ${now}::timestamptz
    )
    SELECT w."days", GROUPING(b."assignedTo", b."source")::int AS "grouping", b."assignedTo" AS "agentId", max(u."username") AS "agent", b."source",
           count(*)::int AS "leads", count(b."minutes")::int AS "contacted",
           percentile_cont(0.5) WITHIN GROUP (ORDER BY b."minutes") AS "median",
           percentile_cont(0.9) WITHIN GROUP (ORDER BY b."minutes") AS "p90"
    FROM unnest(${[...SPEED_TO_LEAD_WINDOWS]}::int[]) AS w("days")
    JOIN base b ON b."createdAt" > ${now}::timestamptz - make_interval(days => w."days")
    LEFT JOIN "users" u ON u."id" = b."assignedTo"
    GROUP BY GROUPING SETS ((w."days"), (w."days", b."assignedTo"), (w."days", b."source"))
    ORDER BY w."days", "leads" DESC`;
  const toRow = (r: Row, key: string | null, label: string): SpeedRow => ({
    key,
    label,
    leads: r.leads,
    contacted: r.contacted,
    neverContacted: r.leads - r.contacted,
    medianMinutes: r.median === null ? null : Number(r.median),
    p90Minutes: r.p90 === null ? null : Number(r.p90),
  });
  return {
    windows: SPEED_TO_LEAD_WINDOWS.map((days) => {
      const mine = rows.filter((r) => r.days === days);
      const overall = mine.find((r) => r.grouping === 3);
      return {
        days,
        overall: overall ? toRow(overall, null, "All leads") : { key: null, label: "All leads", leads: 0, contacted: 0, neverContacted: 0, medianMinutes: null, p90Minutes: null },
        // GROUPING(agent, source): 1 = grouped by agent (source rolled up), 2 = grouped by source.
        byAgent: mine.filter((r) => r.grouping === 1).map((r) => toRow(r, String(r.agentId), r.agent ?? `#${r.agentId}`)),
        bySource: mine.filter((r) => r.grouping === 2).map((r) => toRow(r, r.source, leadSourceLabel(r.source))),
      };
    }),
  };
}
