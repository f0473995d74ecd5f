"use client";

import { useMemo } from "react";
import dynamic from "next/dynamic";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import { useTable, type ColumnVisibilityState, type RowData, type SortingState, type Updater } from "@tanstack/react-table";
import { cn } from "@/lib/utils";
import { crmTableFeatures, type CrmColumnDef } from "@/components/data-table/table-features";
import { useUrlState } from "@/components/data-table/use-url-state";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { DataTableBulkBar } from "@/components/data-table/data-table-bulk-bar";
import { useRowSelection, type RowSelection } from "@/components/data-table/use-row-selection";
import { useInteractive } from "@/components/forms/use-interactive";

// The Columns menu (radix dropdown) loads only with the table layout.
const DataTableColumns = dynamic(() => import("@/components/data-table/data-table-columns").then((m) => m.DataTableColumns)) as typeof import("@/components/data-table/data-table-columns").DataTableColumns;

export type DataTablePage<T> = { rows: T[]; total: number; page: number; pageSize: number; pageCount: number };

export type DataTableProps<T extends RowData> = {
  /** Stable (module-level) column definitions; `header` is a string (used for sorting and the Columns menu). */
  columns: CrmColumnDef<T>[];
  page: DataTablePage<T>;
  getRowId: (row: T) => string;
  /** Column ids the server can sort by. */
  sortable: readonly string[];
  sort: string;
  dir: "asc" | "desc";
  /** Hidden column ids (from `?hide=`). */
  hidden: readonly string[];
  caption: string;
  /** Plural noun for the pager ("leads"). */
  noun: string;
  emptyText: string;
  /** Toolbar controls (search, filters, export) shown above the table. */
  toolbar?: React.ReactNode;
  /** Card layout instead of a table (the spec's lead cards); columns then only drive the menu and sort. */
  renderCard?: (row: T) => React.ReactNode;
  view?: "table" | "cards";
  className?: string;
  /**
   * Rows can be ticked (a checkbox per row and one for the page) and acted on together: `label` names
   * a row for its checkbox, `actions` renders the bulk actions for the selection.
   */
  selectable?: { label: (row: T) => string; actions: (selection: RowSelection) => React.ReactNode };
};

/**
 * The one data table of the CRM (TanStack Table v9, headless): the server pages, sorts and filters;
 * the state lives in the address (`sort`, `dir`, `page`, `size`, `hide`), so every view is a link.
 * Sorting headers announce their order (aria-sort); the Columns menu hides and shows columns.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { columns, page, getRowId, sortable, sort, dir, hidden, caption, noun, emptyText, toolbar, renderCard, view = "table" } = props;
  // Ticking rows needs JavaScript: the checkboxes appear once the page is interactive (a box ticked
  // before hydration would be unticked by React without a word).
  const interactive = useInteractive();
  const selectable = interactive ? props.selectable : undefined;
  const { navigate, pending } = useUrlState();
  const pageIds = useMemo(() => page.rows.map(getRowId), [page.rows, getRowId]);
  const selection = useRowSelection(pageIds, page.total);
  const ticked = new Set(selection.ids);
  const rowBox = (row: T) => {
    const id = getRowId(row);
    return (
      <input
        type="checkbox"
        className="size-4 cursor-pointer accent-primary"
        aria-label={`Select ${selectable!.label(row)}`}
        checked={ticked.has(id)}
        onChange={() => selection.toggle(id)}
      />
    );
  };

  const sorting = useMemo<SortingState>(() => [{ id: sort, desc: dir === "desc" }], [sort, dir]);
  const columnVisibility = useMemo<ColumnVisibilityState>(() => Object.fromEntries(hidden.map((id) => [id, false])), [hidden]);
  const cols = useMemo(() => columns.map((c) => ({ ...c, enableSorting: sortable.includes(columnId(c)) })), [columns, sortable]);

  const table = useTable({
    features: crmTableFeatures,
    columns: cols,
    data: page.rows,
    getRowId,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting, columnVisibility },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      const first = next[0];
      if (first) navigate({ sort: first.id, dir: first.desc ? "desc" : "asc" }, { resetPage: true });
    },
    onColumnVisibilityChange: (updater: Updater<ColumnVisibilityState>) => {
      const next = typeof updater === "function" ? updater(columnVisibility) : updater;
      const hide = Object.entries(next).filter(([, visible]) => !visible).map(([id]) => id);
      navigate({ hide: hide.join(",") || null });
    },
  });

  const rows = table.getRowModel().rows;
  return (
    <div className={cn("space-y-4", props.className)} aria-busy={pending || undefined}>
      <div className="flex flex-wrap items-center gap-2">
        {toolbar}
        {view === "table" && <DataTableColumns table={table} />}
        {selectable && rows.length > 0 && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 cursor-pointer accent-primary"
              checked={selection.ids.length > 0 && selection.ids.length === pageIds.length}
              ref={(el) => {
                if (el) el.indeterminate = selection.ids.length > 0 && selection.ids.length < pageIds.length;
              }}
              onChange={selection.togglePage}
            />
            Select all on this page
          </label>
        )}
      </div>
      {selectable && (
        <DataTableBulkBar selection={selection} noun={noun}>
          {selectable.actions(selection)}
        </DataTableBulkBar>
      )}
      <div className={cn("transition-opacity", pending && "opacity-60")}>
        {rows.length === 0 ? (
          <p className="rounded-md border p-8 text-center text-muted-foreground">{emptyText}</p>
        ) : view === "cards" && renderCard ? (
          <ul className="grid gap-4" aria-label={caption}>
            {rows.map((row) => (
              <li key={row.id} className={selectable ? "flex items-start gap-3" : undefined}>
                {selectable && <div className="pt-5">{rowBox(row.original)}</div>}
                <div className={selectable ? "min-w-0 flex-1" : undefined}>{renderCard(row.original)}</div>
              </li>
            ))}
          </ul>
        ) : (
          <div className="relative overflow-x-auto rounded-md border">
            <table className="w-full caption-bottom text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead className="bg-muted/50">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {selectable && (
                      <th scope="col" className="h-10 w-10 px-3 text-left align-middle">
                        <span className="sr-only">Selected</span>
                      </th>
                    )}
                    {group.headers.map((header) => {
                      const label = typeof header.column.columnDef.header === "string" ? header.column.columnDef.header : header.column.id;
                      const sorted = header.column.getIsSorted();
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                          className="h-10 whitespace-nowrap px-3 text-left align-middle font-medium text-muted-foreground"
                        >
                          {header.isPlaceholder ? null : header.column.getCanSort() ? (
                            <button
                              type="button"
                              onClick={header.column.getToggleSortingHandler()}
                              className="-ml-2 inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-accent focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
                            >
                              {label}
                              {sorted === "asc" ? (
                                <ArrowUpIcon aria-hidden="true" className="size-3.5" />
                              ) : sorted === "desc" ? (
                                <ArrowDownIcon aria-hidden="true" className="size-3.5" />
                              ) : (
                                <ArrowUpDownIcon aria-hidden="true" className="size-3.5 opacity-50" />
                              )}
                              <span className="sr-only">{sorted ? `(sorted ${sorted === "asc" ? "ascending" : "descending"})` : "(sort)"}</span>
                            </button>
                          ) : (
                            <table.FlexRender header={header} />
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-t hover:bg-muted/30">
                    {selectable && <td className="px-3 py-2 align-middle">{rowBox(row.original)}</td>}
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} className="px-3 py-2 align-middle">
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <DataTablePagination page={page.page} pageCount={page.pageCount} total={page.total} pageSize={page.pageSize} noun={noun} />
    </div>
  );
}

function columnId<T extends RowData>(c: CrmColumnDef<T>): string {
  const def = c as { id?: string; accessorKey?: string };
  return def.id ?? def.accessorKey ?? "";
}
