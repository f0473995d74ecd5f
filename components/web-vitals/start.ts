import { createElement, type ReactElement } from "react";
import { isTrackedPath } from "@/lib/crm/analytics/track";

let started = false;

/**
 * Starts measuring this page load's Web Vitals, once (components/layout/on-navigation.ts calls it with
 * the first page view; this module is fetched then, never on a first load). On the public and ad pages
 * only, the reporter (Next's useReportWebVitals and the web-vitals library, about 4 kB gzip) is fetched
 * and handed to the layout's SiteBeacons to render.
 */
export function startWebVitals(render: (reporter: ReactElement) => void): void {
  const route = window.location.pathname;
  if (started || !isTrackedPath(route)) return;
  started = true;
  void import("@/components/web-vitals/web-vitals-reporter").then((m) => render(createElement(m.default, { route })));
}
