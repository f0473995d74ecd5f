"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { Progress } from "@/components/ui/progress";
import { ActionButton } from "@/components/forms/action-button";
import { cancelImportAction } from "@/lib/imports/actions";
import { IMPORT_STATUS_POLL_MS } from "@/lib/constants";
import type { ImportStatusBody } from "@/lib/imports/imports";

const n = (x: number) => x.toLocaleString("en-US");

/**
 * Step 3: the job's progress, read from its status row every second (so a reload, another tab or
 * another admin sees the same bar), with Cancel. When the import ends the page re-renders its report.
 */
export function ImportProgress({ initial }: { initial: ImportStatusBody }) {
  const router = useRouter();
  const [s, setS] = useState(initial);
  const active = s.status === "queued" || s.status === "running";
  useEffect(() => {
    if (!active) {
      router.refresh();
      return;
    }
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const res = await fetch(`/api/imports/${s.id}`, { cache: "no-store" });
        if (res.ok && !stopped) setS((await res.json()) as ImportStatusBody);
      } catch {
        // Offline for a moment: the next poll tries again.
      }
    }, IMPORT_STATUS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [active, s.id, router]);

  const label = s.cancelling ? "Cancelling after the rows being written now…" : s.status === "queued" ? "Waiting for the worker…" : "Importing…";
  return (
    <section aria-labelledby="progress-heading" className="grid gap-3 rounded-md border p-4">
      <h2 id="progress-heading" className="text-lg font-semibold">
        {label}
      </h2>
      <Progress value={s.processedRows} max={Math.max(1, s.totalRows)} aria-labelledby="progress-heading" aria-valuetext={`${n(s.processedRows)} of ${n(s.totalRows)} rows`} />
      <p className="text-sm" role="status" aria-live="polite" data-testid="import-progress">
        {n(s.processedRows)} of {n(s.totalRows)} rows · {n(s.created)} created · {n(s.updated)} updated · {n(s.skipped)} skipped · {n(s.failed)} failed
      </p>
      <p className="text-sm text-muted-foreground">You can leave this page: the import goes on in the background, and this page shows where it is when you come back.</p>
      {active && !s.cancelling && (
        <ActionButton
          action={cancelImportAction}
          fields={{ importId: s.id }}
          label="Cancel import"
          busyLabel="Cancelling..."
          variant="destructive"
          confirm="Cancel this import? Rows already written stay; no row after them is imported."
          className="justify-self-start"
        />
      )}
    </section>
  );
}
