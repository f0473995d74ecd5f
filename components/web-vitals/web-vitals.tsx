"use client";

import { useEffect, useState, type ComponentType } from "react";
import { isUnmeasuredPath } from "@/lib/web-vitals/metrics";

type Loaded = { Reporter: ComponentType<{ route: string }>; route: string };

/**
 * Measures real visitors' Web Vitals on the public and ad pages (never on staff pages, the CRM or the
 * account area). The reporter and the web-vitals library (about 4 kB gzip) are fetched once the page
 * has hydrated, so they add nothing to a page's first load; this loader is a few hundred bytes.
 */
export function WebVitals() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    const route = window.location.pathname;
    if (isUnmeasuredPath(route)) return;
    void import("@/components/web-vitals/web-vitals-reporter").then((m) => setLoaded({ Reporter: m.default, route }));
  }, []);
  return loaded ? <loaded.Reporter route={loaded.route} /> : null;
}
