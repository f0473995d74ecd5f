import { Link } from "@/components/ui/link";
import { formatDateTime } from "@/lib/crm/format";
import { RestoreButton } from "@/components/crm/bulk/restore-button";
import { bulkLeadsAction } from "@/lib/crm/bulk/actions";
import type { LeadRecord } from "@/lib/crm/leads/lead-record";

/** A deleted lead's page: who deleted it and when, and Restore (within 30 days), or the lead it was merged into. */
export function LeadDeletedNotice({ lead }: { lead: LeadRecord }) {
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-destructive/50 bg-destructive/5 p-4 text-sm">
      {lead.mergedIntoId ? (
        <p>
          This lead was merged into{" "}
          <Link href={`/crm/leads/${lead.mergedIntoId}`} className="font-medium text-primary hover:underline">
            lead #{lead.mergedIntoId}
          </Link>
          {lead.deletedAt ? ` on ${formatDateTime(lead.deletedAt)}` : ""}: its history is there now.
        </p>
      ) : (
        <>
          <p>
            This lead was deleted{lead.deletedBy ? ` by ${lead.deletedBy}` : ""}
            {lead.deletedAt ? ` on ${formatDateTime(lead.deletedAt)}` : ""}. It is left out of every list and report, and is deleted for good 30 days after.
          </p>
          <RestoreButton id={lead.id} name={lead.fullName} action={bulkLeadsAction} />
        </>
      )}
    </div>
  );
}
