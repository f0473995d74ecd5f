import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { formatCents } from "@/lib/constants";
import { formatTexas } from "@/lib/crm/texas-time";
import { titleCase } from "@/lib/crm/format";
import type { PortalDelivery } from "@/lib/marketplace/portal";
import { RETURN_STATUS, returnReasonText } from "@/components/marketplace/return-labels";

/**
 * The buyer's recent deliveries, newest first: each lead (linked to its page, where "Report defective"
 * lives), how it came, its price, and its report window: open until when, or why it closed.
 */
const HOW: Record<string, string> = { routed: "", replacement: "Replacement", admin: "Assigned by our team" };

export function RecentDeliveries({ deliveries }: { deliveries: PortalDelivery[] }) {
  if (deliveries.length === 0) {
    return <p className="rounded-md border border-dashed p-6 text-sm text-muted-foreground">No leads delivered yet. Each lead appears here, in your Leads list and (if you chose it) in an e-mail alert the moment it is delivered.</p>;
  }
  return (
    <ul className="divide-y rounded-md border" aria-label="Recent deliveries">
      {deliveries.map((d) => (
        <li key={d.leadId} className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-start sm:justify-between" data-delivery={d.leadId}>
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-2">
              <Link href={`/crm/leads/${d.leadId}`} className="font-medium text-primary underline-offset-4 hover:underline">
                {d.fullName}
              </Link>
              <Badge variant="outline">{titleCase(d.leadType)}</Badge>
              {HOW[d.how] && <Badge variant="secondary">{HOW[d.how]}</Badge>}
              {d.returnStatus && <Badge variant={RETURN_STATUS[d.returnStatus]?.variant ?? "secondary"}>{RETURN_STATUS[d.returnStatus]?.label ?? d.returnStatus}</Badge>}
            </p>
            <p className="text-muted-foreground">
              Delivered {formatTexas(d.deliveredAt)}
              {d.city ? ` · ${d.city}` : ""} · {formatCents(d.priceCents)}
            </p>
            {d.returnReason && (
              <p>
                Reported: {returnReasonText(d.returnReason)}
                {d.decisionNote ? ` · ${d.decisionNote}` : ""}
              </p>
            )}
          </div>
          <p className="shrink-0 text-muted-foreground sm:max-w-[18rem] sm:text-right">
            {d.reportClosed && !d.returnStatus ? d.reportClosed : !d.returnStatus ? `Report a defect until ${formatTexas(d.reportUntil)}` : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
