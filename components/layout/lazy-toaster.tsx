"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToToastShown, toastShown } from "@/lib/toast-shown";

/**
 * The radix toast viewport, with the toast store, fetched when the first toast is shown (pages that never
 * toast load neither). React.lazy rather than next/dynamic: it only ever renders in the browser, after a
 * toast, and next/dynamic would put its own loader on every page's first load.
 */
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/** Mount once in the root layout instead of <Toaster />; once a toast has appeared, it stays mounted. */
export function LazyToaster() {
  const active = useSyncExternalStore(subscribeToToastShown, toastShown, () => false);
  // Its own boundary: while the chunk loads, nothing else on the page waits for it.
  return active ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
