"use client";

import { useSyncExternalStore } from "react";
import { apiRequest } from "@/lib/client/api";
import { onClientCacheClear } from "@/lib/client/current-user";
import type { PremiumAnswer } from "@/lib/content/premium-types";

/**
 * Premium state for static pages: one GET /api/content/premium per page load, shared by every
 * premium card. "locked" until the server says otherwise; cleared on logout.
 */
export type PremiumState = { status: "loading" } | { status: "locked" } | { status: "unlocked"; items: Record<string, string> };

const LOADING: PremiumState = { status: "loading" };
let state: PremiumState = LOADING;
let requested = false;
const listeners = new Set<() => void>();

function set(next: PremiumState) {
  state = next;
  for (const l of listeners) l();
}

function load() {
  requested = true;
  apiRequest<PremiumAnswer>("GET", "/api/content/premium")
    .then((answer) => set(answer.unlocked ? { status: "unlocked", items: answer.items } : { status: "locked" }))
    .catch(() => set({ status: "locked" }));
}

onClientCacheClear(() => {
  requested = false;
  set({ status: "locked" });
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!requested) load();
  return () => listeners.delete(listener);
}

export function usePremium(): PremiumState {
  return useSyncExternalStore(subscribe, () => state, () => LOADING);
}

/** The full text of an item when unlocked, else null. */
export function unlockedText(premium: PremiumState, id: string): string | null {
  return premium.status === "unlocked" ? (premium.items[id] ?? null) : null;
}
