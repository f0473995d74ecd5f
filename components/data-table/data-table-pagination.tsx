"use client";

import { Link } from "@/components/ui/link";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { CRM_DEFAULT_PAGE_SIZE, CRM_PAGE_SIZES } from "@/lib/constants";
import { useUrlState } from "@/components/data-table/use-url-state";

/** Page links (real links: shareable, Back works), "Page X of Y · N results" and the page size. */
export function DataTablePagination({ page, pageCount, total, pageSize, noun }: { page: number; pageCount: number; total: number; pageSize: number; noun: string }) {
  const { hrefWith, navigate } = useUrlState();
  const link = (p: number) => hrefWith({ page: p > 1 ? String(p) : null });
  return (
    <nav aria-label={`${noun} pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        Page {Math.min(page, pageCount).toLocaleString("en-US")} of {pageCount.toLocaleString("en-US")} · {total.toLocaleString("en-US")} {total === 1 ? "result" : "results"}
      </p>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-2 text-muted-foreground">
          Rows
          <NativeSelect
            wrapperClassName="w-20"
            className="h-9"
            value={String(pageSize)}
            onChange={(e) => navigate({ size: e.target.value === String(CRM_DEFAULT_PAGE_SIZE) ? null : e.target.value }, { resetPage: true })}
          >
            {CRM_PAGE_SIZES.map((n) => (
              <NativeSelectOption key={n} value={n}>
                {n}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </label>
        {page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link href={link(page - 1)} scroll={false} rel="prev">
              <ChevronLeftIcon aria-hidden="true" /> Previous
            </Link>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled>
            <ChevronLeftIcon aria-hidden="true" /> Previous
          </Button>
        )}
        {page < pageCount ? (
          <Button asChild variant="outline" size="sm">
            <Link href={link(page + 1)} scroll={false} rel="next">
              Next <ChevronRightIcon aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled>
            Next <ChevronRightIcon aria-hidden="true" />
          </Button>
        )}
      </div>
    </nav>
  );
}
