"use client";

import { Badge } from "@/components/ui/badge";
import { DataTable, type DataTablePage } from "@/components/data-table/data-table";
import type { CrmColumnDef } from "@/components/data-table/table-features";
import { formatTexas } from "@/lib/crm/texas-time";
import { RETURN_RATE_FLAG } from "@/lib/constants";
import type { BuyerRow } from "@/lib/marketplace/admin-views";
import { GrantForm } from "@/components/marketplace/admin/grant-form";
import { SETUP_STATUS } from "@/components/marketplace/admin/setup-status";

/** The buyers (issue 31 §8): plan, delivered against the cap, pace, returns over 30 days (flagged above 20 %), state, and a grant. */
const pct = (n: number) => `${Math.round(n * 100)} %`;

const columns: CrmColumnDef<BuyerRow>[] = [
  {
    id: "buyer",
    header: "Buyer",
    enableHiding: false,
    cell: ({ row }) => (
      <span>
        <span className="font-medium">{row.original.username}</span>
        {row.original.agencyName && <span className="block text-xs text-muted-foreground">{row.original.agencyName}</span>}
      </span>
    ),
  },
  { id: "plans", header: "Plan", cell: ({ row }) => row.original.plans },
  { id: "delivered", header: "Delivered / cap", cell: ({ row }) => `${row.original.delivered} / ${row.original.cap}` },
  {
    id: "pace",
    header: "Pace",
    cell: ({ row }) => {
      const r = row.original;
      if (r.cap === 0) return "–";
      const behind = r.behindShare > 0.05;
      return (
        <span className={behind ? "text-destructive" : undefined}>
          {r.delivered} delivered · {r.expected} expected by now{behind ? ` (${pct(r.behindShare)} behind)` : ""}
        </span>
      );
    },
  },
  {
    id: "returns",
    header: "Returns 30 d",
    cell: ({ row }) => {
      const r = row.original;
      const share = r.deliveries30 ? r.returns30 / r.deliveries30 : 0;
      return (
        <span className="flex flex-wrap items-center gap-1">
          {r.returns30} of {r.deliveries30}
          {r.deliveries30 > 0 && ` (${pct(share)})`}
          {r.flagged && <Badge variant="destructive">Over {pct(RETURN_RATE_FLAG.share)}</Badge>}
        </span>
      );
    },
  },
  {
    id: "state",
    header: "State",
    cell: ({ row }) => (
      <span className="flex flex-wrap gap-1">
        <Badge variant={SETUP_STATUS[row.original.setupStatus]?.variant ?? "secondary"}>{SETUP_STATUS[row.original.setupStatus]?.label ?? row.original.setupStatus}</Badge>
        {row.original.paused && <Badge variant="warning">Paused</Badge>}
      </span>
    ),
  },
  { id: "last", header: "Last lead", cell: ({ row }) => (row.original.lastDeliveredAt ? formatTexas(row.original.lastDeliveredAt) : "Never") },
  { id: "grant", header: "Grant", enableHiding: false, cell: ({ row }) => <GrantForm buyerId={row.original.id} buyer={row.original.username} /> },
];

export function BuyersTable({ page, hidden }: { page: DataTablePage<BuyerRow>; hidden: string[] }) {
  return (
    <DataTable
      columns={columns}
      page={page}
      getRowId={(r) => String(r.id)}
      sortable={[]}
      sort="buyer"
      dir="asc"
      hidden={hidden}
      caption="Buyers"
      noun="buyers"
      emptyText="No buyers yet. An agent appears here once they start their lead delivery set-up: after buying a plan, or after you grant one at Agents."
    />
  );
}
