"use client";

import { useEffect } from "react";
import { useReportWebVitals } from "next/web-vitals";
import { deviceClassOf, WEB_VITAL_METRICS, type WebVitalMetric } from "@/lib/web-vitals/metrics";

type Metric = Parameters<Parameters<typeof useReportWebVitals>[0]>[0];

const ENDPOINT = "/api/vitals";
/** The page load being measured: its path when the reporter started, the latest value of each metric, and whether it was sent. */
const visit = { route: "", metrics: new Map<WebVitalMetric, { name: WebVitalMetric; value: number; rating: string }>(), sent: false };

function record(metric: Metric): void {
  // One page load, one beacon: later soft navigations and pages restored from the back/forward cache are not measured.
  if (visit.sent || metric.navigationType === "soft-navigation" || metric.navigationType === "back-forward-cache") return;
  const name = metric.name as WebVitalMetric;
  if (!WEB_VITAL_METRICS.includes(name)) return;
  // The value as measured (rounding could move it across a threshold from the rating the library gave it).
  visit.metrics.set(name, { name, value: metric.value, rating: metric.rating });
}

/**
 * Sends what was measured, once: when the page is first hidden (tab switched, app left, navigated
 * away). Not on pagehide: Chromium fires it before visibilitychange when a page is left, so a beacon
 * sent then would go without the CLS and INP the library reports on visibilitychange (and Safari fires
 * visibilitychange on unload since 14.1).
 */
function flush(): void {
  if (visit.sent || !visit.metrics.size) return;
  visit.sent = true;
  const body = JSON.stringify({ route: visit.route, device: deviceClassOf(document.documentElement.clientWidth || window.innerWidth), metrics: [...visit.metrics.values()] });
  try {
    if (navigator.sendBeacon?.(ENDPOINT, body)) return;
  } catch {
    // fall through to fetch
  }
  void fetch(ENDPOINT, { method: "POST", body, keepalive: true, credentials: "omit", headers: { "Content-Type": "text/plain" } }).catch(() => undefined);
}

function onVisibilityChange(): void {
  if (document.visibilityState === "hidden") flush();
}

/**
 * Real visitors' Web Vitals (issue 34), loaded after the page is interactive by WebVitals (it is on no
 * page's first load). Next's useReportWebVitals registers the web-vitals library's observers, which
 * read the page's buffered entries, so loading late loses nothing. Its own listeners for the page
 * being hidden are registered first (the hook's effect runs before this component's), so the final
 * LCP, CLS and INP are in hand when ours, added to window last, sends the beacon.
 */
export default function WebVitalsReporter({ route }: { route: string }) {
  visit.route ||= route;
  useReportWebVitals(record);
  useEffect(() => {
    addEventListener("visibilitychange", onVisibilityChange);
    return () => removeEventListener("visibilitychange", onVisibilityChange);
  }, []);
  return null;
}
