import type { ReactElement } from "react";
import { trackEvent } from "@/lib/crm/analytics/track";
import { startWebVitals } from "@/components/web-vitals/start";

/**
 * What the site sends after each navigation, fetched by SiteBeacons once the page has hydrated: a page
 * view (traffic by UTM source and each page's conversion in the reports), and with the page load's
 * first one, the start of the Web Vitals reporter (public and ad pages only), which SiteBeacons renders.
 */
export function onNavigation(render: (reporter: ReactElement) => void): void {
  trackEvent("page_view");
  startWebVitals(render);
}
