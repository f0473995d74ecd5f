"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * The site's own origin as the browser sees it (webhook URLs are built from it), with the
 * server's configured SITE_URL during server rendering and hydration.
 */
export function useSiteOrigin(fallback: string): string {
  return useSyncExternalStore(subscribe, () => window.location.origin, () => fallback.replace(/\/$/, ""));
}
