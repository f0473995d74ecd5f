"use client";

import { Link } from "@/components/ui/link";
import { LayoutGridIcon, TableIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTablePage } from "@/components/data-table/data-table";
import { DataTableSearch } from "@/components/data-table/data-table-search";
import { DataTableFilter } from "@/components/data-table/data-table-filter";
import { DataTableExport } from "@/components/data-table/data-table-export";
import { DataTableSort, type SortOption } from "@/components/data-table/data-table-sort";
import { useUrlState } from "@/components/data-table/use-url-state";
import type { CrmColumnDef } from "@/components/data-table/table-features";
import { LeadCard, type LeadCardData } from "@/components/crm/lead-card";
import { LeadScore } from "@/components/crm/lead-score";
import type { StaffUser } from "@/components/crm/owner-select";
import { LEAD_FILTERS } from "@/lib/constants";
import { SORTABLE } from "@/lib/crm/sortable";
import { formatDate, titleCase } from "@/lib/crm/format";
import { leadSourceLabel } from "@/lib/leads/lead-sources";
import { LeadStatusBadge } from "@/components/crm/lead-status-badge";

const columns: CrmColumnDef<LeadCardData>[] = [
  {
    accessorKey: "fullName",
    header: "Name",
    enableHiding: false,
    cell: ({ row }) => (
      <Link href={`/crm/leads/${row.original.id}`} className="font-medium text-primary hover:underline">
        {row.original.fullName}
      </Link>
    ),
  },
  { accessorKey: "email", header: "Email" },
  { accessorKey: "phone", header: "Phone" },
  { accessorKey: "verificationScore", header: "Score", cell: ({ row }) => <LeadScore score={row.original.verificationScore} isVerified={row.original.isVerified} /> },
  {
    id: "isVerified",
    header: "Verified",
    cell: ({ row }) => <Badge variant={row.original.isVerified ? "success" : "secondary"}>{row.original.isVerified ? "Verified" : "Unverified"}</Badge>,
  },
  { id: "leadType", header: "Type", cell: ({ row }) => titleCase(row.original.leadType) },
  { id: "source", header: "Source", cell: ({ row }) => leadSourceLabel(row.original.source) },
  { id: "status", header: "Status", cell: ({ row }) => <LeadStatusBadge status={row.original.status} /> },
  {
    id: "flags",
    header: "Marks",
    cell: ({ row }) => (
      <span className="flex gap-1">
        {row.original.doNotContact && <Badge variant="destructive">Do not contact</Badge>}
        {row.original.duplicateOfId && <Badge variant="warning">Duplicate</Badge>}
      </span>
    ),
  },
  { id: "assignee", header: "Agent", cell: ({ row }) => row.original.assignee?.username ?? "Unassigned" },
  { accessorKey: "createdAt", header: "Submitted", cell: ({ row }) => formatDate(row.original.createdAt) },
];

const SORT_OPTIONS: SortOption[] = [
  { label: "Newest first", sort: "createdAt", dir: "desc" },
  { label: "Oldest first", sort: "createdAt", dir: "asc" },
  { label: "Highest score", sort: "verificationScore", dir: "desc" },
  { label: "Lowest score", sort: "verificationScore", dir: "asc" },
  { label: "Name A–Z", sort: "fullName", dir: "asc" },
];

/** Leads tab: search, the four filters, export, and the lead cards (or a table). */
export function LeadsTable({ page, sort, dir, hidden, users, view }: { page: DataTablePage<LeadCardData>; sort: string; dir: "asc" | "desc"; hidden: string[]; users: StaffUser[] | null; view: "cards" | "table" }) {
  const { navigate } = useUrlState();
  return (
    <DataTable
      columns={columns}
      page={page}
      getRowId={(l) => String(l.id)}
      sortable={SORTABLE.leads}
      sort={sort}
      dir={dir}
      hidden={hidden}
      caption="Leads"
      noun="leads"
      emptyText="No leads found. Leads will appear here as they're captured from your forms."
      view={view}
      renderCard={(lead) => <LeadCard lead={lead} users={users} />}
      toolbar={
        <>
          <DataTableSearch label="Search leads" placeholder="Search by name, email or phone" />
          <DataTableFilter param="filter" label="Filter leads" options={LEAD_FILTERS} />
          {view === "cards" && <DataTableSort options={SORT_OPTIONS} sort={sort} dir={dir} />}
          <div className="flex gap-1" role="group" aria-label="Layout">
            <Button variant={view === "cards" ? "secondary" : "ghost"} size="sm" aria-pressed={view === "cards"} onClick={() => navigate({ view: null })}>
              <LayoutGridIcon aria-hidden="true" /> Cards
            </Button>
            <Button variant={view === "table" ? "secondary" : "ghost"} size="sm" aria-pressed={view === "table"} onClick={() => navigate({ view: "table" })}>
              <TableIcon aria-hidden="true" /> Table
            </Button>
          </div>
          <DataTableExport href="/api/crm/leads/export" keep={["q", "filter"]} />
        </>
      }
    />
  );
}
