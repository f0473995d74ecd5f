"use client";

import { useSyncExternalStore } from "react";
import { apiRequest, ApiError } from "@/lib/client/api";
import { hasSignedInHint } from "@/lib/auth/signed-in-hint-cookie";
import { announceAuthChange } from "@/lib/client/auth-changes";

/**
 * The signed-in state as the browser knows it, from GET /api/auth/user (a 401 means signed out).
 * One shared store: the header, /crm and the sign-in form read and refresh the same state.
 */
export type CurrentUser = { username: string; role: "admin" | "agent" };
export type AuthState =
  | { status: "loading" }
  | { status: "authenticated"; user: CurrentUser }
  | { status: "anonymous" };

const LOADING: AuthState = { status: "loading" };
let state: AuthState = LOADING;
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: AuthState) {
  const changed = next.status !== state.status;
  state = next;
  for (const l of listeners) l();
  if (changed) announceAuthChange();
}

export function refreshUser(): Promise<void> {
  inflight ??= apiRequest<{ success: boolean; user: CurrentUser }>("GET", "/api/auth/user")
    .then((r) => set(r.success ? { status: "authenticated", user: r.user } : { status: "anonymous" }))
    .catch((e: unknown) => {
      // 401 is "not signed in"; any other failure also leaves the visitor signed out in the UI.
      if (!(e instanceof ApiError && e.status === 401)) console.warn("Could not load the signed-in user");
      set({ status: "anonymous" });
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

export async function logout(): Promise<void> {
  await apiRequest("POST", "/api/auth/logout");
  set({ status: "anonymous" });
  clearClientCaches();
}

/** On logout every cached piece of signed-in data is dropped (spec §4). */
const cacheClearers = new Set<() => void>();
export function onClientCacheClear(fn: () => void): () => void {
  cacheClearers.add(fn);
  return () => cacheClearers.delete(fn);
}
function clearClientCaches() {
  for (const fn of cacheClearers) fn();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (state.status === "loading" && !inflight) {
    // Never signed in on this browser (no marker cookie): signed out, without a request that can only answer 401.
    if (hasSignedInHint(document.cookie)) void refreshUser();
    else set({ status: "anonymous" });
  }
  return () => listeners.delete(listener);
}

export function useCurrentUser(): AuthState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  );
}
