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
import { AUDIENCE_FILTERS, AUDIENCE_LABELS } from "@/lib/marketplace/audience";
import { SORTABLE } from "@/lib/crm/sortable";
import { formatDate, titleCase } from "@/lib/crm/format";
import { leadSourceLabel } from "@/lib/leads/lead-sources";
import { LeadStatusBadge } from "@/components/crm/lead-status-badge";
import { BulkActionsForm } from "@/components/crm/bulk/bulk-actions-form";
import { BulkJobStatus } from "@/components/crm/bulk/bulk-job-status";
import { RestoreButton } from "@/components/crm/bulk/restore-button";
import { SavedViews, type SavedViewOption } from "@/components/crm/saved-views";
import { TagChips } from "@/components/crm/tag-chips";
import { bulkLeadsAction } from "@/lib/crm/bulk/actions";
import type { TagOption } from "@/lib/crm/tags/list-tags";

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
  { id: "audience", header: "Audience", cell: ({ row }) => (row.original.audience ? AUDIENCE_LABELS[row.original.audience] : "") },
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
  { id: "tags", header: "Tags", cell: ({ row }) => <TagChips tags={row.original.tags ?? []} /> },
  { id: "assignee", header: "Agent", cell: ({ row }) => row.original.assignee?.username ?? "Unassigned" },
  { accessorKey: "createdAt", header: "Submitted", cell: ({ row }) => formatDate(row.original.createdAt) },
];

/** The Deleted view: who deleted what and when, and Restore (Undo) for 30 days. */
const deletedColumns: CrmColumnDef<LeadCardData>[] = [
  columns[0]!,
  { accessorKey: "email", header: "Email" },
  { id: "assignee", header: "Agent", cell: ({ row }) => row.original.assignee?.username ?? "Unassigned" },
  {
    id: "deletedAt",
    header: "Deleted",
    cell: ({ row }) => (row.original.mergedIntoId ? `Merged into #${row.original.mergedIntoId}` : row.original.deletedAt ? formatDate(row.original.deletedAt) : ""),
  },
  {
    id: "restore",
    header: "Undo",
    enableHiding: false,
    cell: ({ row }) =>
      row.original.mergedIntoId ? (
        <Link href={`/crm/leads/${row.original.mergedIntoId}`} className="text-primary hover:underline">
          Open #{row.original.mergedIntoId}
        </Link>
      ) : (
        <RestoreButton id={row.original.id} name={row.original.fullName} action={bulkLeadsAction} />
      ),
  },
];

const SORT_OPTIONS: SortOption[] = [
  { label: "Newest first", sort: "createdAt", dir: "desc" },
  { label: "Oldest first", sort: "createdAt", dir: "asc" },
  { label: "Highest score", sort: "verificationScore", dir: "desc" },
  { label: "Lowest score", sort: "verificationScore", dir: "asc" },
  { label: "Name A–Z", sort: "fullName", dir: "asc" },
];

const FILTER_KEYS = ["q", "filter", "audience", "tag"] as const;

/**
 * Leads tab: search, the four filters, the tag filter, saved views, export, the lead cards (or a table),
 * row selection with the bulk actions, and the Deleted view (30 days of Undo).
 */
export function LeadsTable({
  page,
  sort,
  dir,
  hidden,
  users,
  view,
  tags,
  views,
  deletedView,
  textTemplates = [],
}: {
  page: DataTablePage<LeadCardData>;
  sort: string;
  dir: "asc" | "desc";
  hidden: string[];
  users: StaffUser[] | null;
  view: "cards" | "table";
  tags: TagOption[];
  views: SavedViewOption[];
  deletedView: boolean;
  /** Active text templates when texting is configured (the "Send a text template" bulk action, issue 33). */
  textTemplates?: { id: number; name: string }[];
}) {
  const { navigate } = useUrlState();
  const tagOptions = [{ value: "all", label: "All tags" }, ...tags.map((t) => ({ value: String(t.id), label: t.name }))];
  if (deletedView) {
    return (
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-muted/40 p-3 text-sm">
          <p>Deleted leads are kept 30 days: restore any of them until then. After that they are deleted for good.</p>
          <Button variant="outline" size="sm" onClick={() => navigate({ deleted: null }, { resetPage: true })}>
            Back to leads
          </Button>
        </div>
        <BulkJobStatus />
        <DataTable
          columns={deletedColumns}
          page={page}
          getRowId={(l) => String(l.id)}
          sortable={SORTABLE.leads}
          sort={sort}
          dir={dir}
          hidden={[]}
          caption="Deleted leads"
          noun="deleted leads"
          emptyText="No deleted leads. Leads you delete stay here for 30 days."
          view="table"
          toolbar={<DataTableSearch label="Search deleted leads" placeholder="Search by name, email or phone" />}
          selectable={{
            label: (l) => l.fullName,
            actions: (selection) => (
              <BulkActionsForm entity="lead" selection={selection} action={bulkLeadsAction} users={null} tags={tags} deletedView exportHref="/api/crm/leads/export" filterKeys={["q"]} />
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
      selectable={{
        label: (l) => l.fullName,
        actions: (selection) => (
          <BulkActionsForm entity="lead" selection={selection} action={bulkLeadsAction} users={users} tags={tags} deletedView={false} exportHref="/api/crm/leads/export" filterKeys={FILTER_KEYS} textTemplates={textTemplates} />
        ),
      }}
      toolbar={
        <>
          <DataTableSearch label="Search leads" placeholder="Search by name, email or phone" />
          <DataTableFilter param="filter" label="Filter leads" options={LEAD_FILTERS} />
          {users !== null && <DataTableFilter param="audience" label="Filter by audience" options={AUDIENCE_FILTERS} />}
          {tags.length > 0 && <DataTableFilter param="tag" label="Filter by tag" options={tagOptions} />}
          {view === "cards" && <DataTableSort options={SORT_OPTIONS} sort={sort} dir={dir} />}
          <div className="flex gap-1" role="group" aria-label="Layout">
            <Button variant={view === "cards" ? "secondary" : "ghost"} size="sm" aria-pressed={view === "cards"} onClick={() => navigate({ view: null })}>
              <LayoutGridIcon aria-hidden="true" /> Cards
            </Button>
            <Button variant={view === "table" ? "secondary" : "ghost"} size="sm" aria-pressed={view === "table"} onClick={() => navigate({ view: "table" })}>
              <TableIcon aria-hidden="true" /> Table
            </Button>
          </div>
          <DataTableExport href="/api/crm/leads/export" keep={FILTER_KEYS} />
          <SavedViews table="leads" views={views} admin={users !== null} />
          <Button variant="ghost" size="sm" onClick={() => navigate({ deleted: "1" }, { resetPage: true })}>
            Deleted
          </Button>
        </>
      }
    />
    </div>
  );
}
