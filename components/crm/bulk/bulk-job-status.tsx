"use client";

import { Button } from "@/components/ui/button";
import { useUrlState } from "@/components/data-table/use-url-state";
import { BulkProgress } from "@/components/crm/bulk/bulk-progress";

/** The progress of the bulk job named in the address (`bulk=`), above the table, with a way to dismiss it. */
export function BulkJobStatus() {
  const { params, navigate } = useUrlState();
  const id = Number(params.get("bulk"));
  if (!Number.isInteger(id) || id <= 0) return null;
  return (
    <section aria-label="Bulk action in progress" className="grid gap-2 rounded-md border p-3">
      <BulkProgress jobId={id} />
      <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => navigate({ bulk: null })}>
        Hide
      </Button>
    </section>
  );
}
