"use client";

import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { DataTable, type DataTablePage } from "@/components/data-table/data-table";
import { DataTableSearch } from "@/components/data-table/data-table-search";
import { DataTableFilter } from "@/components/data-table/data-table-filter";
import type { CrmColumnDef } from "@/components/data-table/table-features";
import { ActivityTypeIcon } from "@/components/crm/activity-type-icon";
import { ActivityActions } from "@/components/crm/activity-actions";
import { StatusBadge } from "@/components/crm/status-badges";
import { SORTABLE } from "@/lib/crm/sortable";
import { formatDateTime, titleCase } from "@/lib/crm/format";
import { cn } from "@/lib/utils";

export type ActivityRow = {
  id: number;
  type: string;
  subject: string;
  description: string | null;
  status: string;
  priority: string;
  dueDate: string | null;
  overdue: boolean;
  account: { id: number; name: string } | null;
  opportunity: { id: number; name: string } | null;
  lead: { id: number; fullName: string } | null;
  assignee: { id: number; username: string } | null;
  createdAt: string;
};

const STATUS_FILTERS = [
  { value: "all", label: "All Activities" },
  { value: "pending", label: "Pending" },
  { value: "overdue", label: "Overdue" },
  { value: "completed", label: "Completed" },
  { value: "cancelled", label: "Cancelled" },
] as const;

const columns: CrmColumnDef<ActivityRow>[] = [
  { accessorKey: "type", header: "Type", cell: ({ row }) => <ActivityTypeIcon type={row.original.type} /> },
  {
    accessorKey: "subject",
    header: "Subject",
    enableHiding: false,
    cell: ({ row }) => (
      <div className="min-w-48">
        <p className="font-medium">{row.original.subject}</p>
        {row.original.description && <p className="line-clamp-2 text-xs text-muted-foreground">{row.original.description}</p>}
      </div>
    ),
  },
  {
    id: "related",
    header: "Related to",
    cell: ({ row }) => {
      const a = row.original;
      return (
        <span className="text-sm">
          {a.account ? (
            <Link href={`/crm/accounts/${a.account.id}`} className="text-primary hover:underline">
              {a.account.name}
            </Link>
          ) : a.lead ? (
            <>Lead: {a.lead.fullName}</>
          ) : (
            "–"
          )}
          {a.opportunity && <span className="block text-xs text-muted-foreground">{a.opportunity.name}</span>}
        </span>
      );
    },
  },
  {
    accessorKey: "dueDate",
    header: "Due",
    cell: ({ row }) => (
      <span className={cn(row.original.overdue && "font-semibold text-destructive")}>
        {formatDateTime(row.original.dueDate)}
        {row.original.overdue && (
          <Badge variant="destructive" className="ml-2">
            Overdue
          </Badge>
        )}
      </span>
    ),
  },
  { accessorKey: "status", header: "Status", cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  { accessorKey: "priority", header: "Priority", cell: ({ row }) => titleCase(row.original.priority) },
  { id: "owner", header: "Owner", cell: ({ row }) => row.original.assignee?.username ?? "–" },
  { id: "actions", header: "Actions", enableHiding: false, cell: ({ row }) => <ActivityActions id={row.original.id} subject={row.original.subject} status={row.original.status} /> },
];

/** Activities tab ("Recent Activities"): status filter incl. overdue, complete or cancel, newest first. */
export function ActivitiesTable({ page, sort, dir, hidden, action }: { page: DataTablePage<ActivityRow>; sort: string; dir: "asc" | "desc"; hidden: string[]; action: React.ReactNode }) {
  return (
    <DataTable
      columns={columns}
      page={page}
      getRowId={(a) => String(a.id)}
      sortable={SORTABLE.activities}
      sort={sort}
      dir={dir}
      hidden={hidden}
      caption="Recent Activities"
      noun="activities"
      emptyText="No recent activities found."
      toolbar={
        <>
          <DataTableSearch label="Search activities" placeholder="Search by subject" />
          <DataTableFilter param="status" label="Filter by status" options={STATUS_FILTERS} />
          {action}
        </>
      }
    />
  );
}
