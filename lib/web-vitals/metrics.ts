/**
 * Real visitors' Web Vitals (issue 34): the metrics we collect, Google's thresholds, the device
 * classes and the pages that are never measured. Shared by the browser's reporter (so no zod, no
 * server code: it is part of the reporter's lazily loaded chunk), the beacon's schema and the report.
 *
 * Thresholds are Google's (web.dev/articles/vitals): a value at or below the first is "good", above
 * the second "poor", between them "needs improvement". The web-vitals library rates with the same
 * numbers, so a beacon whose rating disagrees with its value was not made by it.
 */
import { isStaffPath } from "@/lib/auth/staff-routes";

export const WEB_VITAL_METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

/** The Core Web Vitals, the report's main columns; FCP and TTFB are shown beside them as diagnostics. */
export const CORE_WEB_VITALS = ["LCP", "INP", "CLS"] as const satisfies readonly WebVitalMetric[];

export const VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

export type MetricDefinition = {
  label: string;
  /** [good at most, poor above] in the metric's unit. */
  thresholds: readonly [number, number];
  unit: "ms" | "score";
  /**
   * The largest value accepted. Anything above is not a measurement of a page (a tab left open for
   * hours reports its CLS or INP when it is finally hidden) and would only bend the percentiles.
   */
  max: number;
};

export const METRICS: Record<WebVitalMetric, MetricDefinition> = {
  LCP: { label: "Largest Contentful Paint", thresholds: [2500, 4000], unit: "ms", max: 120_000 },
  INP: { label: "Interaction to Next Paint", thresholds: [200, 500], unit: "ms", max: 60_000 },
  CLS: { label: "Cumulative Layout Shift", thresholds: [0.1, 0.25], unit: "score", max: 100 },
  FCP: { label: "First Contentful Paint", thresholds: [1800, 3000], unit: "ms", max: 120_000 },
  TTFB: { label: "Time to First Byte", thresholds: [800, 1800], unit: "ms", max: 120_000 },
};

/** Google's rating of one value (web-vitals' own rule: above a threshold moves to the next band). */
export function rateVital(metric: WebVitalMetric, value: number): VitalRating {
  const [good, poor] = METRICS[metric].thresholds;
  return value > poor ? "poor" : value > good ? "needs-improvement" : "good";
}

export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The viewport's CSS width decides the class: below 768 px a phone, below 1024 px a tablet (Tailwind's md and lg). */
export function deviceClassOf(viewportWidth: number): DeviceClass {
  return viewportWidth < 768 ? "mobile" : viewportWidth < 1024 ? "tablet" : "desktop";
}

/** The path of a page, as the report groups it: lower-case segments of letters, digits and dashes. */
export const ROUTE_PATTERN = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+){0,5})?$/;
export const ROUTE_MAX_LENGTH = 120;

/**
 * Pages that are never measured: every page that needs a signed-in user (the staff pages, the CRM and
 * the account area), and the API. Only the public and ad pages of the site report their vitals.
 */
export function isUnmeasuredPath(pathname: string): boolean {
  const under = (p: string) => pathname === p || pathname.startsWith(`${p}/`);
  return under("/crm") || under("/api") || isStaffPath(pathname);
}
