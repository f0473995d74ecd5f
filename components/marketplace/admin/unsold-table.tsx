"use client";

import { useMemo } from "react";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { DataTable, type DataTablePage } from "@/components/data-table/data-table";
import type { CrmColumnDef } from "@/components/data-table/table-features";
import { ActionButton } from "@/components/forms/action-button";
import { releaseReviewAction } from "@/lib/marketplace/actions";
import type { UnsoldLead } from "@/lib/marketplace/admin-views";
import { AssignUnsoldForm, type BuyerOption } from "@/components/marketplace/admin/assign-unsold-form";

/** Unsold inventory and the review queue, newest first: each lead assignable to a buyer, review leads releasable to the router. */
const age = (h: number) => (h < 1 ? `${Math.round(h * 60)} min` : h < 48 ? `${Math.round(h)} h` : `${Math.round(h / 24)} days`);

function columnsFor(buyers: BuyerOption[]): CrmColumnDef<UnsoldLead>[] {
  return [
    {
      id: "lead",
      header: "Lead",
      enableHiding: false,
      cell: ({ row }) => (
        <Link href={`/crm/leads/${row.original.id}`} className="font-medium text-primary hover:underline">
          {row.original.fullName}
        </Link>
      ),
    },
    { id: "line", header: "Line", cell: ({ row }) => row.original.lines },
    { id: "county", header: "County", cell: ({ row }) => `${row.original.county ?? "–"}${row.original.zip ? ` (${row.original.zip})` : ""}` },
    { id: "score", header: "Score", cell: ({ row }) => row.original.score },
    { id: "age", header: "Age", cell: ({ row }) => age(row.original.ageHours) },
    {
      id: "status",
      header: "State",
      cell: ({ row }) =>
        row.original.status === "review" ? <Badge variant="warning">Review queue</Badge> : <Badge variant="secondary">{row.original.fresh ? "Unsold (offered again)" : "Unsold"}</Badge>,
    },
    {
      id: "act",
      header: "Action",
      enableHiding: false,
      cell: ({ row }) => (
        <div className="grid gap-2">
          {row.original.status === "review" && (
            <ActionButton action={releaseReviewAction} fields={{ leadId: row.original.id }} label="Release" busyLabel="Releasing..." ariaLabel={`Release ${row.original.fullName} from review to the router`} />
          )}
          <AssignUnsoldForm leadId={row.original.id} lead={row.original.fullName} buyers={buyers} />
        </div>
      ),
    },
  ];
}

export function UnsoldTable({ page, hidden, buyers }: { page: DataTablePage<UnsoldLead>; hidden: string[]; buyers: BuyerOption[] }) {
  const columns = useMemo(() => columnsFor(buyers), [buyers]);
  return (
    <DataTable
      columns={columns}
      page={page}
      getRowId={(r) => String(r.id)}
      sortable={[]}
      sort="lead"
      dir="desc"
      hidden={hidden}
      caption="Unsold and review-queue leads"
      noun="leads"
      emptyText="No unsold lead: every verified consumer lead found a buyer."
    />
  );
}
