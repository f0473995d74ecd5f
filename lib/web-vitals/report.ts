import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { VITALS_PERCENTILE } from "@/lib/constants";
import { WEB_VITAL_METRICS, rateVital, type DeviceClass, type VitalRating, type WebVitalMetric } from "@/lib/web-vitals/metrics";
import { conversionByPage } from "@/lib/crm/reports/traffic-report";

export type VitalFigure = { p75: number | null; rating: VitalRating | null; samples: number };
export type WebVitalsRow = { route: string; device: DeviceClass; loads: number; metrics: Record<WebVitalMetric, VitalFigure> };
export type WebVitalsPage = { route: string; loads: number; conversionRate: number | null; visitors: number; rows: WebVitalsRow[] };

/** The most page/device pairs shown, by page loads (the rest are summed up in `omitted`). */
const MAX_ROWS = 150;

/**
 * The admin's Web Vitals report: for each page and device class, over the last `days` days, the 75th
 * percentile of each metric (PostgreSQL percentile_cont, nulls ignored: a page load without an
 * interaction has no INP), rated by Google's thresholds, with how many page loads reported it; and
 * beside each page its form conversion rate over the same days from the traffic report's definition
 * (visitors who submitted a form on that page, of the visitors who viewed it). Pages by page loads.
 */
export async function webVitalsReport(days: number, now = new Date()): Promise<{ pages: WebVitalsPage[]; omitted: number }> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const aggregates = Prisma.join(
    WEB_VITAL_METRICS.map((m) => {
      const column = Prisma.raw(`"${m.toLowerCase()}"`);
      return Prisma.sql`percentile_cont(${VITALS_PERCENTILE}::float8) WITHIN GROUP (ORDER BY ${column}) AS ${Prisma.raw(`"p_${m}"`)}, count(${column})::int AS ${Prisma.raw(`"n_${m}"`)}`;
    }),
  );
  const raw = await db().$queryRaw<({ route: string; device: DeviceClass; loads: number; total: number } & Record<string, number | null>)[]>`
    SELECT route, device, count(*)::int AS loads, (count(*) OVER ())::int AS total, ${aggregates}
    FROM web_vitals WHERE "createdAt" >= ${since} AND "createdAt" <= ${now}
    GROUP BY route, device ORDER BY loads DESC, route, device LIMIT ${MAX_ROWS}`;
  const rows: WebVitalsRow[] = raw.map((r) => ({
    route: r.route,
    device: r.device,
    loads: r.loads,
    metrics: Object.fromEntries(
      WEB_VITAL_METRICS.map((m) => {
        const p75 = r[`p_${m}`] ?? null;
        return [m, { p75, rating: p75 === null ? null : rateVital(m, p75), samples: r[`n_${m}`] ?? 0 }];
      }),
    ) as Record<WebVitalMetric, VitalFigure>,
  }));

  const byRoute = new Map<string, WebVitalsRow[]>();
  for (const row of rows) byRoute.set(row.route, [...(byRoute.get(row.route) ?? []), row]);
  const conversion = await conversionByPage([...byRoute.keys()], since, now);
  const pages = [...byRoute].map(([route, list]): WebVitalsPage => ({
    route,
    loads: list.reduce((sum, r) => sum + r.loads, 0),
    visitors: conversion.get(route)?.visitors ?? 0,
    conversionRate: conversion.get(route)?.conversionRate ?? null,
    rows: list,
  }));
  pages.sort((a, b) => b.loads - a.loads || a.route.localeCompare(b.route));
  return { pages, omitted: Math.max(0, (raw[0]?.total ?? 0) - rows.length) };
}
