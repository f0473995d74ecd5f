import { Badge } from "@/components/ui/badge";
import { ActionButton } from "@/components/forms/action-button";
import { LinkLeadForm } from "@/components/integrations/link-lead-form";
import type { InboxRow } from "@/lib/integrations/webhooks/inbox";
import { reprocessDeliveryAction } from "@/lib/integrations/webhooks/actions";

const OUTCOME_VARIANT: Record<string, "success" | "warning" | "destructive" | "secondary" | "outline"> = {
  event_queued: "success",
  lead_created: "success",
  duplicate_event: "secondary",
  ignored: "secondary",
  do_not_contact: "secondary",
  unmatched: "warning",
  unmapped_stage: "warning",
  invalid: "destructive",
  failed: "destructive",
};
const time = (d: Date) => d.toLocaleString("en-US", { timeZone: "America/Chicago", dateStyle: "medium", timeStyle: "medium" });
const REPROCESS = ["unmatched", "unmapped_stage", "failed", "invalid"];

/** The webhook inbox: every delivery kept, with what became of it; unmatched ones can be linked or reprocessed. */
export function InboxTable({ rows }: { rows: InboxRow[] }) {
  if (rows.length === 0) return <p className="rounded-md border p-6 text-muted-foreground">No webhook deliveries yet.</p>;
  return (
    <ul className="divide-y rounded-md border" aria-label="Webhook deliveries">
      {rows.map((r) => (
        <li key={r.id} className="flex flex-wrap items-start justify-between gap-3 p-4 text-sm" data-outcome={r.outcome ?? "pending"}>
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-2">
              <Badge variant="outline">{r.provider}</Badge>
              <Badge variant={r.outcome ? (OUTCOME_VARIANT[r.outcome] ?? "outline") : "warning"}>{(r.outcome ?? "processing").replace(/_/g, " ")}</Badge>
              <span className="font-medium">{r.summary}</span>
            </p>
            <p className="text-muted-foreground">
              <code>{r.providerEventId}</code> · received {time(r.receivedAt)}
              {r.processedAt && <> · processed {time(r.processedAt)}</>}
              {r.leadId !== null && <> · lead #{r.leadId}</>}
              {r.dealId && <> · deal {r.dealId}</>}
            </p>
            {r.error && <p className="break-words">{r.error}</p>}
          </div>
          <div className="flex flex-wrap items-start gap-2">
            {r.outcome === "unmatched" && r.provider !== "facebook" && <LinkLeadForm deliveryId={r.id} />}
            {r.outcome && REPROCESS.includes(r.outcome) && (
              <ActionButton action={reprocessDeliveryAction} fields={{ deliveryId: r.id }} label="Process again" busyLabel="Queueing..." ariaLabel={`Process delivery ${r.providerEventId} again`} />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
