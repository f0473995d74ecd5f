"use client";

import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { getToastState, subscribeToToasts } from "@/lib/use-toast";

/**
 * The radix toast viewport, fetched when the first toast is shown (pages that never toast never load it).
 * React.lazy rather than next/dynamic: it only ever renders in the browser, after a toast, and next/dynamic
 * would put its own loader on every page's first load.
 */
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

const hasToasts = () => getToastState().toasts.length > 0;

/** Mount once in the root layout instead of <Toaster />; once a toast has appeared, it stays mounted. */
export function LazyToaster() {
  const active = useSyncExternalStore(subscribeToToasts, hasToasts, () => false);
  const [mounted, setMounted] = useState(false);
  if (active && !mounted) setMounted(true);
  // Its own boundary: while the chunk loads, nothing else on the page waits for it.
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
