"use client";

import { useEffect, useState, type ReactElement } from "react";
import { usePathname } from "next/navigation";

/**
 * The site's beacons (components/layout/on-navigation.ts: a page view per navigation, and real visitors'
 * Web Vitals once per page load on the public and ad pages), fetched after the page has hydrated: of
 * their code, only this component is on a page's first load (about 50 bytes gzip more than the page
 * view alone; the marketing pages' budget had 34 left).
 */
export function SiteBeacons() {
  const pathname = usePathname();
  const [vitals, setVitals] = useState<ReactElement | null>(null);
  useEffect(() => {
    void import("@/components/layout/on-navigation").then((m) => m.onNavigation(setVitals));
  }, [pathname]);
  return vitals;
}
