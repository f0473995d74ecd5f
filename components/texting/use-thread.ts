"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { SMS_THREAD_POLL_MS } from "@/lib/constants";
import type { Thread } from "@/lib/texting/thread";

/**
 * The lead's conversation, kept current without a reload (as the CRM's live lists are): while the tab
 * is visible it asks GET /api/crm/leads/[id]/texts every SMS_THREAD_POLL_MS; a hidden tab stops asking
 * and asks once when shown again. `refresh()` asks at once (after a send). A failed request is simply
 * tried again at the next tick.
 */
export function useThread(initial: Thread): { thread: Thread; refresh: () => void } {
  const [thread, setThread] = useState(initial);
  const inFlight = useRef(false);
  const leadId = initial.leadId;

  const load = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const res = await fetch(`/api/crm/leads/${leadId}/texts`, { cache: "no-store", headers: { accept: "application/json" } });
      if (res.ok) setThread((await res.json()) as Thread);
    } catch {
      // Offline or the server restarting: the next tick tries again.
    } finally {
      inFlight.current = false;
    }
  }, [leadId]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const tick = async () => {
      timer = undefined;
      await load();
      if (!stopped && document.visibilityState === "visible") timer = setTimeout(tick, SMS_THREAD_POLL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible" && timer === undefined) void tick();
      else if (document.visibilityState !== "visible" && timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
    };
    if (document.visibilityState === "visible") timer = setTimeout(tick, SMS_THREAD_POLL_MS);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [load]);

  return { thread, refresh: () => void load() };
}
