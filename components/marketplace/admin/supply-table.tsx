"use client";

import { DataTable, type DataTablePage } from "@/components/data-table/data-table";
import type { CrmColumnDef } from "@/components/data-table/table-features";
import { titleCase } from "@/lib/crm/format";
import type { SupplyRow } from "@/lib/marketplace/admin-views";

/** Supply against demand per line and county over 30 days: captured, delivered, unsold, fill rate, buyers and their quota left. */
const columns: CrmColumnDef<SupplyRow>[] = [
  { id: "line", header: "Line", enableHiding: false, cell: ({ row }) => titleCase(row.original.line) },
  { id: "county", header: "County", enableHiding: false, cell: ({ row }) => row.original.county },
  { id: "captured", header: "Captured", cell: ({ row }) => row.original.captured },
  { id: "delivered", header: "Delivered", cell: ({ row }) => row.original.delivered },
  { id: "unsold", header: "Unsold", cell: ({ row }) => row.original.unsold },
  { id: "fill", header: "Fill rate", cell: ({ row }) => (row.original.fillRate === null ? "–" : `${Math.round(row.original.fillRate * 100)} %`) },
  { id: "buyers", header: "Buyers", cell: ({ row }) => row.original.buyers },
  { id: "quotaLeft", header: "Quota left", cell: ({ row }) => row.original.quotaLeft },
];

export function SupplyTable({ page, hidden }: { page: DataTablePage<SupplyRow>; hidden: string[] }) {
  return (
    <DataTable
      columns={columns}
      page={page}
      getRowId={(r) => `${r.line}:${r.county}`}
      sortable={[]}
      sort="county"
      dir="asc"
      hidden={hidden}
      caption="Supply and demand per line and county, last 30 days"
      noun="rows"
      emptyText="No consumer leads in the last 30 days."
    />
  );
}
