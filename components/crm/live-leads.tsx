"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { LIVE_LEADS_POLL_MS } from "@/lib/constants";

/**
 * New leads without a reload: while the tab is visible, asks GET /api/crm/leads/live every
 * LIVE_LEADS_POLL_MS and re-renders the page on the server when the version differs from the one
 * this page was rendered with (`version`). Hidden tabs stop asking and ask once when shown again.
 * A failed request is simply tried again at the next tick.
 */
export function LiveLeads({ version }: { version: string }) {
  const router = useRouter();
  const shown = useRef(version);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    shown.current = version;
  }, [version]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let inFlight = false;
    const check = async () => {
      timer = undefined;
      if (inFlight) return;
      inFlight = true;
      try {
        const res = await fetch("/api/crm/leads/live", { cache: "no-store", headers: { accept: "application/json" } });
        if (res.ok) {
          const { version: latest } = (await res.json()) as { version: string };
          if (latest !== shown.current) {
            shown.current = latest;
            setAnnouncement("Leads updated: the list shows the latest.");
            router.refresh();
          }
        }
      } catch {
        // Offline or the server restarting: the next tick tries again.
      } finally {
        inFlight = false;
      }
      if (!stopped && document.visibilityState === "visible") timer = setTimeout(check, LIVE_LEADS_POLL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible" && timer === undefined && !inFlight) void check();
      else if (document.visibilityState !== "visible" && timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
    };
    if (document.visibilityState === "visible") timer = setTimeout(check, LIVE_LEADS_POLL_MS);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [router]);

  return (
    <p role="status" aria-live="polite" className="sr-only">
      {announcement}
    </p>
  );
}
