import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { SPEED_TO_LEAD_WINDOWS } from "@/lib/constants";
import { leadSourceLabel } from "@/lib/leads/lead-sources";
import { reportSourceSql } from "@/lib/crm/reports/report-source";
import { leadScopeSql } from "@/lib/crm/scope";

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
/** Per agent, their leads an automation worked (a run started for the lead) and the others, same window. */
export type SpeedAutomationRow = { key: string; label: string; on: SpeedRow | null; off: SpeedRow | null };
export type SpeedWindow = { days: number; overall: SpeedRow; byAgent: SpeedRow[]; bySource: SpeedRow[]; byAgentAutomation: SpeedAutomationRow[] };
export type SpeedToLead = { windows: SpeedWindow[] };

type Row = {
  days: number;
  grouping: number;
  agentId: number | null;
  agent: string | null;
  source: string | null;
  automated: boolean | null;
  leads: number;
  contacted: number;
  median: number | null;
  p90: number | null;
};

/**
 * Median and 90th percentile minutes from capture (`createdAt`) to the first contact (`firstContactAt`,
 * a call, e-mail, note or text logged by an agent, or the person's first text reply if it came earlier), over the leads captured in the last 7 and 30 days, overall, per agent and per
 * source, and per agent split by whether an automation worked the lead (a run started for it) or not;
 * leads never contacted are counted apart. Agents see their own leads, admins every
 * assigned lead. Leads nobody was given (unassigned, e.g. bots) and people who opted out (they must
 * not be called) are not counted. One statement (PostgreSQL's percentile_cont, grouping sets).
 */
export async function speedToLead(user: SessionUser, now = new Date()): Promise<SpeedToLead> {
  const longest = Math.max(...SPEED_TO_LEAD_WINDOWS);
  const scope = user.role === "admin" ? Prisma.sql`l."assignedTo" IS NOT NULL` : Prisma.sql`l."assignedTo" = ${user.id} AND ${leadScopeSql(user, "l.")}`;
  const rows = await db().$queryRaw<Row[]>`
    WITH base AS (
      SELECT l."assignedTo", ${reportSourceSql(Prisma.sql`l."source"`)} AS "source", l."createdAt",
             -- A text reply from the person counts as contact (issue 33): the earlier of the first logged attempt and the first reply.
             extract(epoch FROM (LEAST(l."firstContactAt", (SELECT min(c."createdAt") FROM "communications" c
                                  WHERE c."leadId" = l."id" AND c."type" = 'sms' AND c."direction" = 'inbound' AND c."createdAt" > l."createdAt")) - l."createdAt")) / 60.0 AS "minutes",
             EXISTS (SELECT 1 FROM "automation_runs" r WHERE r."leadId" = l."id") AS "automated"
      FROM "leads" l
      WHERE ${scope} AND NOT l."doNotContact" AND l."deletedAt" IS NULL
        AND l."createdAt" > ${now}::timestamptz - make_interval(days => ${longest}::int) AND l."createdAt" <= ${now}::timestamptz
    )
    SELECT w."days", GROUPING(b."assignedTo", b."source", b."automated")::int AS "grouping", b."assignedTo" AS "agentId", max(u."username") AS "agent", b."source", b."automated",
           count(*)::int AS "leads", count(b."minutes")::int AS "contacted",
           percentile_cont(0.5) WITHIN GROUP (ORDER BY b."minutes") AS "median",
           percentile_cont(0.9) WITHIN GROUP (ORDER BY b."minutes") AS "p90"
    FROM unnest(${[...SPEED_TO_LEAD_WINDOWS]}::int[]) AS w("days")
    JOIN base b ON b."createdAt" > ${now}::timestamptz - make_interval(days => w."days")
    LEFT JOIN "users" u ON u."id" = b."assignedTo"
    GROUP BY GROUPING SETS ((w."days"), (w."days", b."assignedTo"), (w."days", b."source"), (w."days", b."assignedTo", b."automated"))
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
      const overall = mine.find((r) => r.grouping === 7);
      // GROUPING(agent, source, automated), a bit set per rolled-up column: 3 = by agent, 5 = by source,
      // 2 = by agent and automation on/off, 7 = everything rolled up.
      const split = mine.filter((r) => r.grouping === 2);
      const byAgent = mine.filter((r) => r.grouping === 3).map((r) => toRow(r, String(r.agentId), r.agent ?? `#${r.agentId}`));
      return {
        days,
        overall: overall ? toRow(overall, null, "All leads") : { key: null, label: "All leads", leads: 0, contacted: 0, neverContacted: 0, medianMinutes: null, p90Minutes: null },
        byAgent,
        bySource: mine.filter((r) => r.grouping === 5).map((r) => toRow(r, r.source, leadSourceLabel(r.source))),
        byAgentAutomation: byAgent.map((a) => {
          const on = split.find((r) => String(r.agentId) === a.key && r.automated === true);
          const off = split.find((r) => String(r.agentId) === a.key && r.automated === false);
          return { key: a.key!, label: a.label, on: on ? toRow(on, a.key, "Automation on") : null, off: off ? toRow(off, a.key, "Automation off") : null };
        }),
      };
    }),
  };
}
