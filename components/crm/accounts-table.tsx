"use client";

import { Link } from "@/components/ui/link";
import { MailIcon, PhoneIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTablePage } from "@/components/data-table/data-table";
import { DataTableSearch } from "@/components/data-table/data-table-search";
import { DataTableFilter } from "@/components/data-table/data-table-filter";
import { DataTableExport } from "@/components/data-table/data-table-export";
import type { CrmColumnDef } from "@/components/data-table/table-features";
import { AccountTypeBadge, StatusBadge } from "@/components/crm/status-badges";
import { ACCOUNT_TYPE_FILTERS } from "@/lib/constants";
import { SORTABLE } from "@/lib/crm/sortable";
import { formatDate, formatMoney } from "@/lib/crm/format";

export type AccountRow = {
  id: number;
  name: string;
  type: string;
  status: string;
  industry: string | null;
  email: string | null;
  phone: string | null;
  revenue: string | null;
  createdAt: string;
  assignee: { id: number; username: string } | null;
  tags: { id: number; name: string; color: string }[];
};

const columns: CrmColumnDef<AccountRow>[] = [
  {
    accessorKey: "name",
    header: "Name",
    enableHiding: false,
    cell: ({ row }) => (
      <Link href={`/crm/accounts/${row.original.id}`} className="font-medium text-primary hover:underline">
        {row.original.name}
      </Link>
    ),
  },
  { accessorKey: "type", header: "Type", cell: ({ row }) => <AccountTypeBadge type={row.original.type} /> },
  { accessorKey: "status", header: "Status", cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  { accessorKey: "createdAt", header: "Created", cell: ({ row }) => formatDate(row.original.createdAt) },
  { accessorKey: "revenue", header: "Revenue", cell: ({ row }) => (row.original.revenue ? formatMoney(row.original.revenue) : "–") },
  {
    id: "tags",
    header: "Tags",
    cell: ({ row }) => (
      <span className="flex flex-wrap gap-1">
        {row.original.tags.map((t) => (
          <span key={t.id} className="rounded-full border px-2 py-0.5 text-xs" style={{ borderColor: t.color }}>
            {t.name}
          </span>
        ))}
      </span>
    ),
  },
  { id: "owner", header: "Owner", cell: ({ row }) => row.original.assignee?.username ?? "–" },
  {
    id: "actions",
    header: "Actions",
    enableHiding: false,
    cell: ({ row }) => {
      const a = row.original;
      return (
        <span className="flex items-center gap-1">
          {a.phone && (
            <Button asChild variant="ghost" size="icon">
              <a href={`tel:${a.phone.replace(/[^\d+]/g, "")}`} aria-label={`Call ${a.name}`} title={`Call ${a.name}`}>
                <PhoneIcon aria-hidden="true" />
              </a>
            </Button>
          )}
          {a.email && (
            <Button asChild variant="ghost" size="icon">
              <a href={`mailto:${a.email}`} aria-label={`Email ${a.name}`} title={`Email ${a.name}`}>
                <MailIcon aria-hidden="true" />
              </a>
            </Button>
          )}
          <Button asChild variant="outline" size="sm">
            <Link href={`/crm/accounts/${a.id}`} aria-label={`View details of ${a.name}`}>
              View Details
            </Link>
          </Button>
        </span>
      );
    },
  },
];

/** Accounts tab: the shared search really filters accounts; type filter; export; view details. */
export function AccountsTable({ page, sort, dir, hidden }: { page: DataTablePage<AccountRow>; sort: string; dir: "asc" | "desc"; hidden: string[] }) {
  return (
    <DataTable
      columns={columns}
      page={page}
      getRowId={(a) => String(a.id)}
      sortable={SORTABLE.accounts}
      sort={sort}
      dir={dir}
      hidden={hidden}
      caption="Accounts"
      noun="accounts"
      emptyText="No accounts found. Create your first account to get started."
      toolbar={
        <>
          <DataTableSearch label="Search accounts" placeholder="Search by name, email or phone" />
          <DataTableFilter param="type" label="Filter by type" options={ACCOUNT_TYPE_FILTERS} />
          <DataTableExport href="/api/crm/accounts/export" keep={["q", "type"]} />
        </>
      }
    />
  );
}
