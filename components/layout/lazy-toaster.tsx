"use client";

import dynamic from "next/dynamic";
import { Suspense, useState, useSyncExternalStore } from "react";
import { getToastState, subscribeToToasts } from "@/lib/use-toast";

/** The radix toast viewport, fetched when the first toast is shown (pages that never toast never load it). */
const Toaster = dynamic(() => import("@/components/ui/toaster").then((m) => m.Toaster), { ssr: false });

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
