import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { SCORE_BANDS } from "@/lib/constants";
import type { SessionUser } from "@/lib/auth/users";
import { leadSourceLabel } from "@/lib/leads/lead-sources";
import { reportSourceSql } from "@/lib/crm/reports/report-source";
import { leadScopeSql } from "@/lib/crm/scope";

export type LeadReport = {
  total: number;
  /** Sources from the fixed list (LEAD_SOURCES) with their display names; every import is one family. */
  bySource: { source: string; label: string; count: number }[];
  byScoreBand: { band: "high" | "medium" | "low"; label: string; count: number }[];
};

const TOP_SOURCES = 8;

/** Leads the user may see, by source (top sources) and by score band (80+, 50–79, below 50). */
export async function leadReport(user: SessionUser): Promise<LeadReport> {
  const where = Prisma.sql`WHERE ${leadScopeSql(user)} AND "deletedAt" IS NULL`;
  const [sources, bands] = await Promise.all([
    db().$queryRaw<{ source: string; count: number }[]>`
      SELECT ${reportSourceSql()} AS source, count(*)::int AS count
      FROM "leads" ${where} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP_SOURCES}`,
    db().$queryRaw<{ high: number; medium: number; low: number; total: number }[]>`
      SELECT count(*) FILTER (WHERE "verificationScore" >= ${SCORE_BANDS.high})::int AS high,
             count(*) FILTER (WHERE "verificationScore" >= ${SCORE_BANDS.medium} AND "verificationScore" < ${SCORE_BANDS.high})::int AS medium,
             count(*) FILTER (WHERE "verificationScore" < ${SCORE_BANDS.medium})::int AS low,
             count(*)::int AS total
      FROM "leads" ${where}`,
  ]);
  const b = bands[0] ?? { high: 0, medium: 0, low: 0, total: 0 };
  return {
    total: b.total,
    bySource: sources.map((s) => ({ ...s, label: leadSourceLabel(s.source) })),
    byScoreBand: [
      { band: "high", label: `${SCORE_BANDS.high}+`, count: b.high },
      { band: "medium", label: `${SCORE_BANDS.medium}–${SCORE_BANDS.high - 1}`, count: b.medium },
      { band: "low", label: `Below ${SCORE_BANDS.medium}`, count: b.low },
    ],
  };
}
