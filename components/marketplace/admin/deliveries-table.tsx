"use client";

import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { DataTable, type DataTablePage } from "@/components/data-table/data-table";
import type { CrmColumnDef } from "@/components/data-table/table-features";
import { formatCents } from "@/lib/constants";
import { formatTexas } from "@/lib/crm/texas-time";
import type { DeliveryRow } from "@/lib/marketplace/admin-views";
import { PUSH_METHOD_LABELS } from "@/lib/marketplace/push/methods";

/** The delivery ledger, newest first: which lead went to which buyer, when, how, at what price, and whether it was returned. */
const HOW: Record<string, string> = { routed: "Routed", replacement: "Replacement", admin: "Assigned by an admin" };

const METHOD_LABELS: Record<string, string> = { crm: "CRM", email: "E-mail", ...PUSH_METHOD_LABELS };
const methodLabel = (m: string) => METHOD_LABELS[m] ?? m;

const columns: CrmColumnDef<DeliveryRow>[] = [
  {
    id: "lead",
    header: "Lead",
    enableHiding: false,
    cell: ({ row }) => (
      <Link href={`/crm/leads/${row.original.leadId}`} className="font-medium text-primary hover:underline">
        {row.original.fullName}
      </Link>
    ),
  },
  { id: "buyer", header: "Buyer", cell: ({ row }) => row.original.buyer },
  { id: "deliveredAt", header: "Delivered", cell: ({ row }) => formatTexas(row.original.deliveredAt) },
  { id: "how", header: "How", cell: ({ row }) => HOW[row.original.how] ?? row.original.how },
  { id: "methods", header: "Methods", cell: ({ row }) => (row.original.methods.length ? row.original.methods : ["crm"]).map(methodLabel).join(", ") },
  { id: "price", header: "Price", cell: ({ row }) => formatCents(row.original.priceCents) },
  { id: "status", header: "State", cell: ({ row }) => <Badge variant={row.original.status === "returned" ? "warning" : "success"}>{row.original.status === "returned" ? "Returned" : "Delivered"}</Badge> },
];

export function DeliveriesTable({ page, hidden }: { page: DataTablePage<DeliveryRow>; hidden: string[] }) {
  return (
    <DataTable
      columns={columns}
      page={page}
      getRowId={(r) => String(r.id)}
      sortable={[]}
      sort="deliveredAt"
      dir="desc"
      hidden={hidden}
      caption="Recent deliveries"
      noun="deliveries"
      emptyText="No lead delivered yet."
    />
  );
}
