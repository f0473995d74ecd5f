import { Link } from "@/components/ui/link";
import { formatTexas } from "@/lib/crm/texas-time";
import type { ReturnWaiting } from "@/lib/marketplace/admin-views";
import { returnReasonText } from "@/components/marketplace/return-labels";
import { ReturnDecisionForm } from "@/components/marketplace/admin/return-decision-form";

/** Returns our evidence did not settle, oldest first, with the lead, its consent record and timeline one click away. */
export function ReturnsList({ returns }: { returns: ReturnWaiting[] }) {
  if (returns.length === 0) return <p className="rounded-md border border-dashed p-6 text-sm text-muted-foreground">No return is waiting. Returns our records confirm are approved at once.</p>;
  return (
    <ul className="grid gap-4" aria-label="Returns waiting for a decision">
      {returns.map((r) => (
        <li key={r.id} className="grid gap-4 rounded-lg border p-4 md:grid-cols-[minmax(0,1fr)_20rem]" data-return={r.leadId}>
          <div className="min-w-0 space-y-2 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <Link href={`/crm/leads/${r.leadId}`} className="text-base font-semibold text-primary underline-offset-4 hover:underline">
                {r.fullName}
              </Link>
              <span className="text-muted-foreground">lead #{r.leadId} · returned by {r.buyer}</span>
            </p>
            <p>
              <span className="font-medium">{returnReasonText(r.reason)}</span>
              {r.note && <span className="block text-muted-foreground">“{r.note}”</span>}
            </p>
            <p className="text-muted-foreground">
              Delivered {formatTexas(r.deliveredAt)} · reported {formatTexas(r.createdAt)}
            </p>
            <p className="flex flex-wrap gap-3">
              <Link href={`/crm/leads/${r.leadId}/consent`} className="text-primary underline-offset-4 hover:underline">
                Consent record{r.consentVersion ? ` (${r.consentVersion})` : ""}
              </Link>
              <Link href={`/crm/leads/${r.leadId}`} className="text-primary underline-offset-4 hover:underline">
                Timeline
              </Link>
            </p>
          </div>
          <ReturnDecisionForm returnId={r.id} lead={r.fullName} />
        </li>
      ))}
    </ul>
  );
}
