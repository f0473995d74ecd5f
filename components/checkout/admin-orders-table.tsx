"use client";

import { Link } from "@/components/ui/link";
import { DataTable, type DataTablePage } from "@/components/data-table/data-table";
import { DataTableFilter } from "@/components/data-table/data-table-filter";
import { DataTableSearch } from "@/components/data-table/data-table-search";
import { DISPUTE_FILTERS } from "@/components/billing/dispute-filters";
import type { CrmColumnDef } from "@/components/data-table/table-features";
import { OrderStatusBadge } from "@/components/checkout/order-status-badge";
import { formatCents } from "@/lib/constants";
import { formatDate } from "@/lib/crm/format";
import type { AdminOrderRow } from "@/lib/checkout/admin-orders";

const STATUS_FILTERS = [
  { value: "all", label: "Every status" },
  { value: "paid", label: "Paid" },
  { value: "refunded", label: "Refunded" },
  { value: "pending", label: "Waiting for payment" },
  { value: "failed", label: "Payment failed" },
  { value: "cancelled", label: "Cancelled" },
] as const;
const METHOD_FILTERS = [
  { value: "all", label: "Card and PayPal" },
  { value: "card", label: "Card (Stripe)" },
  { value: "paypal", label: "PayPal" },
] as const;

const columns: CrmColumnDef<AdminOrderRow>[] = [
  {
    id: "order",
    header: "Order",
    enableHiding: false,
    cell: ({ row }) => (
      <Link href={`/admin/orders/${row.original.id}`} className="font-medium text-primary hover:underline">
        #{row.original.id}
      </Link>
    ),
  },
  {
    id: "customer",
    header: "Customer",
    cell: ({ row }) => (
      <span>
        {row.original.customer}
        {row.original.customer !== row.original.email && <span className="block text-xs text-muted-foreground">{row.original.email}</span>}
      </span>
    ),
  },
  { id: "items", header: "Items", cell: ({ row }) => <span className="line-clamp-2 max-w-[18rem]">{row.original.items}</span> },
  { id: "method", header: "Paid by", cell: ({ row }) => (row.original.method === "paypal" ? "PayPal" : row.original.method === "card" ? "Card" : "–") },
  { accessorKey: "total", header: "Total", cell: ({ row }) => <span className="tabular-nums">{formatCents(row.original.totalCents)}</span> },
  { id: "refunded", header: "Refunded", cell: ({ row }) => (row.original.refundedCents ? <span className="tabular-nums">{formatCents(row.original.refundedCents)}</span> : "–") },
  { accessorKey: "status", header: "Status", cell: ({ row }) => <OrderStatusBadge status={row.original.status} refundedCents={row.original.refundedCents} disputeStatus={row.original.disputeStatus} method={row.original.method} /> },
  { accessorKey: "createdAt", header: "Placed", cell: ({ row }) => formatDate(row.original.createdAt) },
];

/** The admins' checkout orders: filtered by status, payment method and open disputes, searched by customer or number. */
export function AdminOrdersTable({ page, sort, dir, hidden, sortable }: { page: DataTablePage<AdminOrderRow>; sort: string; dir: "asc" | "desc"; hidden: string[]; sortable: readonly string[] }) {
  return (
    <DataTable
      columns={columns}
      page={page}
      getRowId={(r) => String(r.id)}
      sortable={sortable}
      sort={sort}
      dir={dir}
      hidden={hidden}
      caption="Orders"
      noun="orders"
      emptyText="No orders match."
      toolbar={
        <>
          <DataTableSearch label="Search orders" placeholder="Name, e-mail or order #" />
          <DataTableFilter param="status" label="Filter by status" options={STATUS_FILTERS} />
          <DataTableFilter param="method" label="Filter by payment method" options={METHOD_FILTERS} />
          <DataTableFilter param="disputes" label="Filter by disputes" options={DISPUTE_FILTERS} />
        </>
      }
    />
  );
}
