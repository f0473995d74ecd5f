"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";

/**
 * Sends a page view for every page of the full layout (traffic by UTM source in the CRM's reports). The
 * tracker (and its list of staff paths) is fetched after the page has hydrated: it is on no page's first load.
 */
export function PageViewBeacon() {
  const pathname = usePathname();
  useEffect(() => {
    void import("@/lib/crm/analytics/track").then((m) => m.trackEvent("page_view"));
  }, [pathname]);
  return null;
}
