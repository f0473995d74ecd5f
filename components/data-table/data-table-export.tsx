"use client";

import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useUrlState } from "@/components/data-table/use-url-state";

/**
 * "Export CSV" of the current filter: the list's export route with the same query parameters
 * (search and filters; paging and columns do not apply). The server streams it in batches.
 */
export function DataTableExport({ href, keep }: { href: string; keep: readonly string[] }) {
  const { params } = useUrlState();
  const qs = new URLSearchParams();
  for (const key of keep) {
    const v = params.get(key);
    if (v) qs.set(key, v);
  }
  const url = qs.size ? `${href}?${qs}` : href;
  return (
    <Button asChild variant="outline" size="sm">
      <a href={url} download>
        <DownloadIcon aria-hidden="true" />
        Export CSV
      </a>
    </Button>
  );
}
