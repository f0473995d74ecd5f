"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { Progress } from "@/components/ui/progress";

type JobProgress = { total: number; done: number; skipped: number; status: string; error: string | null };

const POLL_MS = 1000;

/**
 * A bulk job's progress bar (more than 1,000 rows): asks GET /api/crm/bulk?id= every second until the
 * job is done, then shows the page again. The job's id is in the address (`bulk=`), so a reload keeps it.
 */
export function BulkProgress({ jobId, onDone }: { jobId: number; onDone?: () => void }) {
  const router = useRouter();
  const [p, setP] = useState<JobProgress | null>(null);
  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const res = await fetch(`/api/crm/bulk?id=${jobId}`, { cache: "no-store" });
        if (res.ok) {
          const next = (await res.json()) as JobProgress;
          if (stop) return;
          setP(next);
          if (next.status === "done" || next.status === "failed") {
            router.refresh();
            onDone?.();
            return;
          }
        }
      } catch {
        // Offline for a moment: ask again.
      }
      if (!stop) timer = setTimeout(ask, POLL_MS);
    };
    void ask();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [jobId, router, onDone]);
  const pct = p && p.total ? Math.round((p.done / p.total) * 100) : 0;
  const label = !p
    ? "Starting…"
    : p.status === "failed"
      ? `Stopped: ${p.error ?? "the job failed"}`
      : p.status === "done"
        ? `Done: ${p.done.toLocaleString("en-US")} of ${p.total.toLocaleString("en-US")}${p.skipped ? `, ${p.skipped.toLocaleString("en-US")} left unchanged` : ""}.`
        : `${p.done.toLocaleString("en-US")} of ${p.total.toLocaleString("en-US")} (${pct}%)`;
  return (
    <div className="grid gap-1" role="status" aria-live="polite">
      <Progress value={pct} aria-label="Bulk action progress" />
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}
