"use client";

import { useMemo } from "react";
import { Link } from "@/components/ui/link";
import { KanbanIcon, ListIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTablePage } from "@/components/data-table/data-table";
import { DataTableSearch } from "@/components/data-table/data-table-search";
import { DataTableFilter } from "@/components/data-table/data-table-filter";
import { DataTableExport } from "@/components/data-table/data-table-export";
import { useUrlState } from "@/components/data-table/use-url-state";
import type { CrmColumnDef } from "@/components/data-table/table-features";
import { StageSelect, type StageOption } from "@/components/crm/stage-select";
import { SORTABLE } from "@/lib/crm/sortable";
import { formatDate, formatMoney, stageLabel } from "@/lib/crm/format";

export type OpportunityRow = {
  id: number;
  name: string;
  stage: string;
  amount: string | null;
  probability: number;
  closeDate: string | null;
  account: { id: number; name: string };
  assignee: { id: number; username: string } | null;
  createdAt: string;
};

function columnsFor(stages: readonly StageOption[]): CrmColumnDef<OpportunityRow>[] {
  return [
    { accessorKey: "name", header: "Name", enableHiding: false, cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
    {
      id: "account",
      header: "Account",
      cell: ({ row }) => (
        <Link href={`/crm/accounts/${row.original.account.id}`} className="text-primary hover:underline">
          {row.original.account.name}
        </Link>
      ),
    },
    { accessorKey: "stage", header: "Stage", cell: ({ row }) => <StageSelect key={`${row.original.id}-${row.original.stage}`} id={row.original.id} name={row.original.name} stage={row.original.stage} stages={stages} /> },
    { accessorKey: "amount", header: "Value", cell: ({ row }) => (row.original.amount ? formatMoney(row.original.amount) : "–") },
    { accessorKey: "probability", header: "Probability", cell: ({ row }) => `${row.original.probability}%` },
    { accessorKey: "closeDate", header: "Close Date", cell: ({ row }) => formatDate(row.original.closeDate) },
    { id: "owner", header: "Owner", cell: ({ row }) => row.original.assignee?.username ?? "–" },
    { accessorKey: "createdAt", header: "Created", cell: ({ row }) => formatDate(row.original.createdAt) },
  ];
}

/** Opportunities tab, list view: stage filter (All Stages + the pipeline's stages), a stage select per deal, export. */
export function OpportunitiesTable({ page, sort, dir, hidden, stages }: { page: DataTablePage<OpportunityRow>; sort: string; dir: "asc" | "desc"; hidden: string[]; stages: StageOption[] }) {
  const columns = useMemo(() => columnsFor(stages), [stages]);
  return (
    <DataTable
      columns={columns}
      page={page}
      getRowId={(o) => String(o.id)}
      sortable={SORTABLE.opportunities}
      sort={sort}
      dir={dir}
      hidden={hidden}
      caption="Opportunities"
      noun="opportunities"
      emptyText="No opportunities found. Create your first opportunity to start tracking deals."
      toolbar={<OpportunitiesToolbar stages={stages} view="list" />}
    />
  );
}

export function OpportunitiesToolbar({ stages, view }: { stages: readonly StageOption[]; view: "list" | "board" }) {
  const { navigate } = useUrlState();
  const options = [{ value: "all", label: "All Stages" }, ...stages.map((s) => ({ value: s.value, label: stageLabel(s.value) }))];
  return (
    <>
      <DataTableSearch label="Search opportunities" placeholder="Search by deal or account name" />
      {view === "list" && <DataTableFilter param="stage" label="Filter by stage" options={options} />}
      <div className="flex gap-1" role="group" aria-label="Layout">
        <Button variant={view === "list" ? "secondary" : "ghost"} size="sm" aria-pressed={view === "list"} onClick={() => navigate({ view: null, page: null })}>
          <ListIcon aria-hidden="true" /> List
        </Button>
        <Button variant={view === "board" ? "secondary" : "ghost"} size="sm" aria-pressed={view === "board"} onClick={() => navigate({ view: "board", page: null, stage: null })}>
          <KanbanIcon aria-hidden="true" /> Board
        </Button>
      </div>
      <DataTableExport href="/api/crm/opportunities/export" keep={["q", "stage"]} />
    </>
  );
}
