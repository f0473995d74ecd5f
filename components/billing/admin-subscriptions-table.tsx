"use client";

import { Link } from "@/components/ui/link";
import { DataTable, type DataTablePage } from "@/components/data-table/data-table";
import { DataTableFilter } from "@/components/data-table/data-table-filter";
import { DataTableSearch } from "@/components/data-table/data-table-search";
import { DISPUTE_FILTERS } from "@/components/billing/dispute-filters";
import type { CrmColumnDef } from "@/components/data-table/table-features";
import { SubscriptionStatusBadge } from "@/components/billing/status-badge";
import { formatCents } from "@/lib/constants";
import { formatDate } from "@/lib/crm/format";
import type { AdminSubscriptionRow } from "@/lib/billing/reads";

const STATUS_FILTERS = [
  { value: "all", label: "Every status" },
  { value: "active", label: "Active" },
  { value: "past_due", label: "Payment overdue" },
  { value: "suspended", label: "Delivery paused" },
  { value: "incomplete", label: "Waiting for payment" },
  { value: "canceled", label: "Ended" },
  { value: "expired", label: "Not started" },
] as const;
const PROVIDER_FILTERS = [
  { value: "all", label: "Card and PayPal" },
  { value: "stripe", label: "Card (Stripe)" },
  { value: "paypal", label: "PayPal" },
] as const;


const REFUND_FILTERS = [
  { value: "all", label: "Any refunds" },
  { value: "open", label: "A refund not completed" },
] as const;

const columns: CrmColumnDef<AdminSubscriptionRow>[] = [
  {
    id: "buyer",
    header: "Buyer",
    enableHiding: false,
    cell: ({ row }) => (
      <Link href={`/admin/billing/${row.original.id}`} className="font-medium text-primary hover:underline">
        {row.original.buyer}
        {row.original.email && <span className="block text-xs font-normal text-muted-foreground">{row.original.email}</span>}
      </Link>
    ),
  },
  { id: "plan", header: "Plan", cell: ({ row }) => `${row.original.planName}, ${row.original.interval === "year" ? "annual" : "monthly"}` },
  { id: "provider", header: "Paid by", cell: ({ row }) => (row.original.provider === "paypal" ? "PayPal" : "Card") },
  { accessorKey: "status", header: "Status", cell: ({ row }) => <SubscriptionStatusBadge status={row.original.status} ending={row.original.cancelAtPeriodEnd} /> },
  { accessorKey: "currentPeriodEnd", header: "Period ends", cell: ({ row }) => formatDate(row.original.currentPeriodEnd) },
  { id: "paid", header: "Paid", cell: ({ row }) => formatCents(row.original.paidCents) },
  { id: "refunded", header: "Refunded", cell: ({ row }) => (row.original.refundedCents ? formatCents(row.original.refundedCents) : "–") },
  { accessorKey: "createdAt", header: "Started", cell: ({ row }) => formatDate(row.original.createdAt) },
];

/** The admins' subscriptions: every buyer's, filtered by status and provider, searched by buyer. */
export function AdminSubscriptionsTable({ page, sort, dir, hidden, sortable }: { page: DataTablePage<AdminSubscriptionRow>; sort: string; dir: "asc" | "desc"; hidden: string[]; sortable: readonly string[] }) {
  return (
    <DataTable
      columns={columns}
      page={page}
      getRowId={(r) => String(r.id)}
      sortable={sortable}
      sort={sort}
      dir={dir}
      hidden={hidden}
      caption="Subscriptions"
      noun="subscriptions"
      emptyText="No subscriptions yet."
      toolbar={
        <>
          <DataTableSearch label="Search subscriptions" placeholder="Search by buyer or e-mail" />
          <DataTableFilter param="status" label="Filter by status" options={STATUS_FILTERS} />
          <DataTableFilter param="provider" label="Filter by provider" options={PROVIDER_FILTERS} />
          <DataTableFilter param="refunds" label="Filter by refunds" options={REFUND_FILTERS} />
          <DataTableFilter param="disputes" label="Filter by disputes" options={DISPUTE_FILTERS} />
        </>
      }
    />
  );
}
