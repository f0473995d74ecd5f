import "server-only";
import { db } from "@/lib/db";
import { DAILY_REPORT_ROWS } from "@/lib/constants";

/** The report day's time zone: the agency works in Texas (accounts default to America/Chicago too). */
export const REPORT_TIME_ZONE = "America/Chicago";

/** "YYYY-MM-DD" of an instant in the report time zone. */
export function reportDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: REPORT_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** A share of a population in percent, two decimals; `part` must be a subset of `whole`. */
const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10000) / 100 : 0);

/**
 * Rolls up one day (in REPORT_TIME_ZONE) into daily_reports: visitors (new and returning),
 * page views, leads, the conversion rate (visitors who submitted a form, of all visitors), paid orders and their mean value, cart abandonment, top traffic sources and
 * top pages. Idempotent (upsert by date), so the scheduled job re-runs today and yesterday safely.
 */
export async function rollUpDailyReport(day: string): Promise<void> {
  const [row] = await db().$queryRaw<
    { visitors: number; newVisitors: number; pageViews: number; leads: number; converted: number; sales: number; avgOrder: number | null; abandoned: number; sources: unknown; pages: unknown }[]
  >`
    WITH b AS (
      SELECT (${day}::date)::timestamp AT TIME ZONE ${REPORT_TIME_ZONE} AS s,
             (${day}::date + 1)::timestamp AT TIME ZONE ${REPORT_TIME_ZONE} AS e
    ), ev AS (
      SELECT a.* FROM "analytics_events" a, b WHERE a."createdAt" >= b.s AND a."createdAt" < b.e AND a."eventType" = 'page_view'
    )
    SELECT
      (SELECT count(DISTINCT coalesce("eventData"->>'visitorId', "sessionId")) FROM ev)::int AS visitors,
      (SELECT count(DISTINCT coalesce("eventData"->>'visitorId', "sessionId")) FROM ev WHERE "eventData"->>'newVisitor' = 'true')::int AS "newVisitors",
      (SELECT count(*) FROM ev)::int AS "pageViews",
      (SELECT count(*) FROM "leads", b WHERE "createdAt" >= b.s AND "createdAt" < b.e AND "deletedAt" IS NULL)::int AS leads,
      (SELECT count(DISTINCT coalesce(f."eventData"->>'visitorId', f."sessionId")) FROM "analytics_events" f, b
        WHERE f."createdAt" >= b.s AND f."createdAt" < b.e AND f."eventType" = 'form_submit'
          AND coalesce(f."eventData"->>'visitorId', f."sessionId") IN (SELECT coalesce("eventData"->>'visitorId', "sessionId") FROM ev))::int AS converted,
      (SELECT count(*) FROM "orders", b WHERE "status" = 'paid' AND coalesce("paidAt", "createdAt") >= b.s AND coalesce("paidAt", "createdAt") < b.e)::int AS sales,
      (SELECT avg("total") FROM "orders", b WHERE "status" = 'paid' AND coalesce("paidAt", "createdAt") >= b.s AND coalesce("paidAt", "createdAt") < b.e)::float8 AS "avgOrder",
      (SELECT count(*) FROM "cart_abandonment", b WHERE "createdAt" >= b.s AND "createdAt" < b.e AND NOT "recovered")::int AS abandoned,
      (SELECT coalesce(json_agg(t), '[]'::json) FROM (
         SELECT coalesce(nullif(lower("utmSource"), ''), 'direct') AS source, count(DISTINCT coalesce("eventData"->>'visitorId', "sessionId"))::int AS visitors
         FROM ev GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5) t) AS sources,
      (SELECT coalesce(json_agg(p), '[]'::json) FROM (
         SELECT "eventData"->>'path' AS path, count(*)::int AS views
         FROM ev WHERE "eventData"->>'path' IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5) p) AS pages`;
  const r = row!;
  const data = {
    totalVisitors: r.visitors,
    newVisitors: r.newVisitors,
    returningVisitors: Math.max(0, r.visitors - r.newVisitors),
    totalPageViews: r.pageViews,
    totalLeads: r.leads,
    totalSales: r.sales,
    // Visitors who submitted a form, of the visitors: one population, so never above 100 % (leads that
    // arrive without a visit, from vendors, Lead Ads or imports, count as leads but not here).
    conversionRate: pct(r.converted, r.visitors),
    averageOrderValue: Math.round(r.avgOrder ?? 0),
    cartAbandonmentRate: pct(r.abandoned, r.abandoned + r.sales),
    topTrafficSources: r.sources as object,
    topPages: r.pages as object,
  };
  const reportDate = new Date(`${day}T00:00:00Z`);
  await db().dailyReport.upsert({ where: { reportDate }, create: { reportDate, ...data }, update: data });
}

/** Today and yesterday (the scheduled job's work: yesterday's late events are caught too). */
export async function rollUpRecentDays(now = new Date()): Promise<string[]> {
  const days = [reportDay(new Date(now.getTime() - 86_400_000)), reportDay(now)];
  for (const day of days) await rollUpDailyReport(day);
  return days;
}

export async function listDailyReports(take = DAILY_REPORT_ROWS) {
  const rows = await db().dailyReport.findMany({ orderBy: { reportDate: "desc" }, take });
  return rows.map((r) => ({
    reportDate: r.reportDate.toISOString().slice(0, 10),
    totalVisitors: r.totalVisitors,
    newVisitors: r.newVisitors,
    returningVisitors: r.returningVisitors,
    totalPageViews: r.totalPageViews,
    totalLeads: r.totalLeads,
    totalSales: r.totalSales,
    conversionRate: Number(r.conversionRate),
    averageOrderValue: r.averageOrderValue,
    cartAbandonmentRate: Number(r.cartAbandonmentRate),
  }));
}
