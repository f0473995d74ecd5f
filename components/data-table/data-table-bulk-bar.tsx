"use client";

import { Button } from "@/components/ui/button";
import type { RowSelection } from "@/components/data-table/use-row-selection";

/**
 * The bar above the table while rows are ticked: how many, "Select all N matching this filter" once
 * the whole page is ticked, Clear, and the table's own bulk actions (`children`).
 */
export function DataTableBulkBar({ selection, noun, children }: { selection: RowSelection; noun: string; children: React.ReactNode }) {
  const { ids, all, total, pageIds } = selection;
  if (ids.length === 0) return null;
  const count = all ? total : ids.length;
  const wholePage = ids.length === pageIds.length;
  return (
    <section aria-label="Bulk actions" className="flex flex-col gap-3 rounded-md border border-primary/40 bg-primary/5 p-3">
      <div className="flex flex-wrap items-center gap-2 text-sm" role="status" aria-live="polite">
        <strong>
          {all ? `All ${total.toLocaleString("en-US")} ${noun} matching this filter are selected.` : `${count.toLocaleString("en-US")} selected.`}
        </strong>
        {!all && wholePage && total > pageIds.length && (
          <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={selection.selectAllMatching}>
            Select all {total.toLocaleString("en-US")} {noun} matching this filter
          </Button>
        )}
        <Button type="button" variant="ghost" size="sm" onClick={selection.clear}>
          Clear selection
        </Button>
      </div>
      {children}
    </section>
  );
}
