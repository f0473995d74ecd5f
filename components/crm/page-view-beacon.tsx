"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";
import { trackEvent } from "@/lib/crm/analytics/track";

/** Sends a page view for every page of the full layout (traffic by UTM source in the CRM's reports). */
export function PageViewBeacon() {
  const pathname = usePathname();
  useEffect(() => {
    trackEvent("page_view");
  }, [pathname]);
  return null;
}
