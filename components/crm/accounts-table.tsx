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
import { useUrlState } from "@/components/data-table/use-url-state";
import type { StaffUser } from "@/components/crm/owner-select";
import { BulkActionsForm } from "@/components/crm/bulk/bulk-actions-form";
import { BulkJobStatus } from "@/components/crm/bulk/bulk-job-status";
import { RestoreButton } from "@/components/crm/bulk/restore-button";
import { SavedViews, type SavedViewOption } from "@/components/crm/saved-views";
import { TagChips } from "@/components/crm/tag-chips";
import { bulkAccountsAction } from "@/lib/crm/bulk/actions";
import type { TagOption } from "@/lib/crm/tags/list-tags";

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
  deletedAt?: string | null;
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
    cell: ({ row }) => <TagChips tags={row.original.tags} />,
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

const deletedColumns: CrmColumnDef<AccountRow>[] = [
  { accessorKey: "name", header: "Name", enableHiding: false },
  { accessorKey: "type", header: "Type", cell: ({ row }) => <AccountTypeBadge type={row.original.type} /> },
  { id: "owner", header: "Owner", cell: ({ row }) => row.original.assignee?.username ?? "–" },
  { id: "deletedAt", header: "Deleted", cell: ({ row }) => (row.original.deletedAt ? formatDate(row.original.deletedAt) : "") },
  { id: "restore", header: "Undo", enableHiding: false, cell: ({ row }) => <RestoreButton id={row.original.id} name={row.original.name} action={bulkAccountsAction} /> },
];

const FILTER_KEYS = ["q", "type", "tag"] as const;

/**
 * Accounts tab: the shared search really filters accounts; type and tag filters; saved views; export;
 * view details; row selection with the bulk actions; the Deleted view (30 days of Undo).
 */
export function AccountsTable({
  page,
  sort,
  dir,
  hidden,
  users,
  tags,
  views,
  deletedView,
}: {
  page: DataTablePage<AccountRow>;
  sort: string;
  dir: "asc" | "desc";
  hidden: string[];
  users: StaffUser[] | null;
  tags: TagOption[];
  views: SavedViewOption[];
  deletedView: boolean;
}) {
  const { navigate } = useUrlState();
  const tagOptions = [{ value: "all", label: "All tags" }, ...tags.map((t) => ({ value: String(t.id), label: t.name }))];
  if (deletedView) {
    return (
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-muted/40 p-3 text-sm">
          <p>Deleted accounts (with their contacts, deals and activities) are kept 30 days: restore any of them until then.</p>
          <Button variant="outline" size="sm" onClick={() => navigate({ deleted: null }, { resetPage: true })}>
            Back to accounts
          </Button>
        </div>
        <BulkJobStatus />
        <DataTable
          columns={deletedColumns}
          page={page}
          getRowId={(a) => String(a.id)}
          sortable={SORTABLE.accounts}
          sort={sort}
          dir={dir}
          hidden={[]}
          caption="Deleted accounts"
          noun="deleted accounts"
          emptyText="No deleted accounts. Accounts you delete stay here for 30 days."
          toolbar={<DataTableSearch label="Search deleted accounts" placeholder="Search by name, email or phone" />}
          selectable={{
            label: (a) => a.name,
            actions: (selection) => (
              <BulkActionsForm entity="account" selection={selection} action={bulkAccountsAction} users={null} tags={tags} deletedView exportHref="/api/crm/accounts/export" filterKeys={["q"]} />
            ),
          }}
        />
      </div>
    );
  }
  return (
    <div className="space-y-4">
    <BulkJobStatus />
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
      selectable={{
        label: (a) => a.name,
        actions: (selection) => (
          <BulkActionsForm entity="account" selection={selection} action={bulkAccountsAction} users={users} tags={tags} deletedView={false} exportHref="/api/crm/accounts/export" filterKeys={FILTER_KEYS} />
        ),
      }}
      toolbar={
        <>
          <DataTableSearch label="Search accounts" placeholder="Search by name, email or phone" />
          <DataTableFilter param="type" label="Filter by type" options={ACCOUNT_TYPE_FILTERS} />
          {tags.length > 0 && <DataTableFilter param="tag" label="Filter by tag" options={tagOptions} />}
          <DataTableExport href="/api/crm/accounts/export" keep={FILTER_KEYS} />
          <SavedViews table="accounts" views={views} admin={users !== null} />
          <Button variant="ghost" size="sm" onClick={() => navigate({ deleted: "1" }, { resetPage: true })}>
            Deleted
          </Button>
        </>
      }
    />
    </div>
  );
}
