import "server-only";
import { db } from "@/lib/db";
import { REPORT_WINDOW_DAYS } from "@/lib/constants";

export type TrafficRow = { source: string; visitors: number; pageViews: number; submissions: number; leads: number; conversionRate: number | null };

const TOP_SOURCES = 10;

/**
 * Site traffic and conversion by UTM source over the last REPORT_WINDOW_DAYS days: visitors and
 * page views from analytics_events (the site's beacon), form submissions reported by the forms,
 * and the leads captured with that UTM source. Conversion = leads / visitors. Site-wide figures
 * (shown to admins).
 */
export async function trafficReport(now = new Date()): Promise<TrafficRow[]> {
  const since = new Date(now.getTime() - REPORT_WINDOW_DAYS * 86_400_000);
  const [traffic, leads] = await Promise.all([
    db().$queryRaw<{ source: string; visitors: number; pageViews: number; submissions: number }[]>`
      SELECT coalesce(nullif(lower("utmSource"), ''), 'direct') AS source,
             count(DISTINCT coalesce("eventData"->>'visitorId', "sessionId")) FILTER (WHERE "eventType" = 'page_view')::int AS visitors,
             count(*) FILTER (WHERE "eventType" = 'page_view')::int AS "pageViews",
             count(*) FILTER (WHERE "eventType" = 'form_submit')::int AS submissions
      FROM "analytics_events" WHERE "createdAt" >= ${since}
      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP_SOURCES}`,
    db().$queryRaw<{ source: string; leads: number }[]>`
      SELECT coalesce(nullif(lower("utmSource"), ''), 'direct') AS source, count(*)::int AS leads
      FROM "leads" WHERE "createdAt" >= ${since} AND "deletedAt" IS NULL GROUP BY 1`,
  ]);
  const leadsBy = new Map(leads.map((l) => [l.source, l.leads]));
  return traffic.map((t) => {
    const n = leadsBy.get(t.source) ?? 0;
    return { ...t, leads: n, conversionRate: t.visitors ? Math.round((n / t.visitors) * 1000) / 10 : null };
  });
}
