import "server-only";
import { db } from "@/lib/db";
import { REPORT_WINDOW_DAYS } from "@/lib/constants";

export type TrafficRow = {
  source: string;
  visitors: number;
  pageViews: number;
  submissions: number;
  /** Visitors of this source who submitted a form: the numerator of the conversion rate. */
  convertedVisitors: number;
  leads: number;
  /** convertedVisitors / visitors in percent: one population, so never above 100 %. */
  conversionRate: number | null;
};

const TOP_SOURCES = 10;

/**
 * Site traffic and conversion by UTM source over the last REPORT_WINDOW_DAYS days: visitors and
 * page views from analytics_events (the site's beacon), form submissions reported by the forms, the
 * visitors who submitted one, and the leads captured with that UTM source. Conversion = visitors who
 * submitted a form / visitors (leads are not the numerator: vendor, Lead Ads and imported leads never
 * visited, so leads / visitors could pass 100 %). Site-wide figures (shown to admins).
 */
export async function trafficReport(now = new Date()): Promise<TrafficRow[]> {
  const since = new Date(now.getTime() - REPORT_WINDOW_DAYS * 86_400_000);
  const [traffic, leads] = await Promise.all([
    db().$queryRaw<{ source: string; visitors: number; pageViews: number; submissions: number; convertedVisitors: number }[]>`
      WITH per_visitor AS (
        SELECT coalesce(nullif(lower("utmSource"), ''), 'direct') AS source,
               coalesce("eventData"->>'visitorId', "sessionId") AS visitor,
               count(*) FILTER (WHERE "eventType" = 'page_view')::int AS views,
               count(*) FILTER (WHERE "eventType" = 'form_submit')::int AS submits
        FROM "analytics_events" WHERE "createdAt" >= ${since}
        GROUP BY 1, 2
      )
      SELECT source,
             count(*) FILTER (WHERE views > 0)::int AS visitors,
             coalesce(sum(views), 0)::int AS "pageViews",
             coalesce(sum(submits), 0)::int AS submissions,
             count(*) FILTER (WHERE views > 0 AND submits > 0)::int AS "convertedVisitors"
      FROM per_visitor GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP_SOURCES}`,
    db().$queryRaw<{ source: string; leads: number }[]>`
      SELECT coalesce(nullif(lower("utmSource"), ''), 'direct') AS source, count(*)::int AS leads
      FROM "leads" WHERE "createdAt" >= ${since} AND "deletedAt" IS NULL GROUP BY 1`,
  ]);
  const leadsBy = new Map(leads.map((l) => [l.source, l.leads]));
  return traffic.map((t) => ({
    ...t,
    leads: leadsBy.get(t.source) ?? 0,
    conversionRate: t.visitors ? Math.round((t.convertedVisitors / t.visitors) * 1000) / 10 : null,
  }));
}

export type PageConversion = { visitors: number; convertedVisitors: number; conversionRate: number | null };

/**
 * The same conversion per page (the Web Vitals report shows it beside each page's vitals): of the
 * visitors who viewed the page between `since` and `now`, those who submitted a form on it (the form's
 * event carries the page it was sent from), in percent.
 */
export async function conversionByPage(paths: string[], since: Date, now = new Date()): Promise<Map<string, PageConversion>> {
  if (!paths.length) return new Map();
  const rows = await db().$queryRaw<{ path: string; visitors: number; convertedVisitors: number }[]>`
    WITH per_visitor AS (
      SELECT "eventData"->>'path' AS path,
             coalesce("eventData"->>'visitorId', "sessionId") AS visitor,
             bool_or("eventType" = 'page_view') AS viewed,
             bool_or("eventType" = 'form_submit') AS submitted
      FROM "analytics_events"
      WHERE "createdAt" >= ${since} AND "createdAt" <= ${now} AND "eventType" IN ('page_view', 'form_submit')
        AND "eventData"->>'path' = ANY(${paths}::text[])
      GROUP BY 1, 2
    )
    SELECT path, count(*) FILTER (WHERE viewed)::int AS visitors, count(*) FILTER (WHERE viewed AND submitted)::int AS "convertedVisitors"
    FROM per_visitor GROUP BY path`;
  return new Map(
    rows.map((r) => [r.path, { visitors: r.visitors, convertedVisitors: r.convertedVisitors, conversionRate: r.visitors ? Math.round((r.convertedVisitors / r.visitors) * 1000) / 10 : null }]),
  );
}
