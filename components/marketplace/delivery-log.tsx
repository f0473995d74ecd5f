import { Badge } from "@/components/ui/badge";
import { Link } from "@/components/ui/link";
import { ActionButton } from "@/components/forms/action-button";
import { formatTexas } from "@/lib/crm/texas-time";
import { resendPushAction } from "@/lib/marketplace/push/actions";
import type { PushAttemptRow, PushLogRow } from "@/lib/marketplace/push/delivery-log";
import { PUSH_METHOD_LABELS, PUSH_STATUS_LABELS, type PushStatus } from "@/lib/marketplace/push/methods";

/**
 * The delivery log (issue 31 §5): each push of a delivered lead to the buyer's webhook, HubSpot or
 * Zapier, with its state, the answer of every attempt, the next retry, and "Send again". Rendered by
 * the buyer's portal (their own pushes) and /admin/marketplace (`showBuyer`: every buyer's). Rows come
 * from listPushLog(); the action checks who may resend what.
 */
export type DeliveryLogProps = {
  rows: PushLogRow[];
  /** Admins: name the buyer on each row. */
  showBuyer?: boolean;
  /** Link each lead to its CRM page, /crm/leads/[id] (its buyer and admins may open it). */
  linkLeads?: boolean;
  /** Shown when there is no push yet. */
  emptyText?: string;
  /** The list's accessible name. */
  label?: string;
};

const VARIANT: Record<PushStatus, "success" | "warning" | "destructive" | "secondary"> = { sent: "success", pending: "warning", failed: "destructive", disabled: "secondary" };
const when = (d: Date) => formatTexas(d);

function stateLine(r: PushLogRow): string {
  if (r.status === "sent" && r.sentAt) return `Sent ${when(r.sentAt)}${r.lastStatusCode ? ` (HTTP ${r.lastStatusCode})` : ""}`;
  if (r.status === "pending" && r.nextAttemptAt) return r.attempts === 0 ? "Sending now" : `Next attempt ${when(r.nextAttemptAt)}`;
  if (r.status === "pending") return "Sending now";
  if (r.status === "disabled") return "Stopped: the endpoint answered 410 Gone";
  return "Gave up";
}

function AttemptList({ attempts }: { attempts: PushAttemptRow[] }) {
  return (
    <ol className="mt-2 space-y-1 border-l-2 pl-3">
      {attempts.map((a) => (
        <li key={a.id} className="break-words">
          <span className="font-medium">{when(a.at)}</span> · {a.statusCode === null ? "no answer" : `HTTP ${a.statusCode}`} · {a.durationMs} ms
          {a.error && <span className="block text-muted-foreground">{a.error}</span>}
        </li>
      ))}
    </ol>
  );
}

function PushEntry({ r, showBuyer, linkLeads }: { r: PushLogRow; showBuyer: boolean; linkLeads: boolean }) {
  const lead = linkLeads ? <Link href={`/crm/leads/${r.leadId}`} className="font-medium underline-offset-4 hover:underline">{r.leadName}</Link> : <span className="font-medium">{r.leadName}</span>;
  return (
    <li className="flex flex-col gap-3 p-4 text-sm sm:flex-row sm:items-start sm:justify-between" data-status={r.status} aria-labelledby={`push-${r.id}-title`}>
      <div className="min-w-0 space-y-1">
        <p id={`push-${r.id}-title`} className="flex flex-wrap items-center gap-2">
          {lead}
          <Badge variant={VARIANT[r.status]}>{PUSH_STATUS_LABELS[r.status]}</Badge>
          <Badge variant="outline">{PUSH_METHOD_LABELS[r.method]}</Badge>
          {showBuyer && <span className="text-muted-foreground">to {r.buyerName}</span>}
        </p>
        <p className="text-muted-foreground">
          Delivered {when(r.deliveredAt)} · lead #{r.leadId} · <span className="break-all">{r.destination}</span>
        </p>
        <p>
          {stateLine(r)} · {r.attempts} attempt{r.attempts === 1 ? "" : "s"}
        </p>
        {r.lastError && r.status !== "sent" && <p className={r.status === "pending" ? "break-words" : "break-words text-destructive"}>{r.lastError}</p>}
        {r.attemptLog.length > 0 && (
          <details>
            <summary className="cursor-pointer text-primary">
              Attempts <span className="sr-only">for {r.leadName}</span> ({r.attemptLog.length}
              {r.attempts > r.attemptLog.length ? ` latest of ${r.attempts}` : ""})
            </summary>
            <p className="mt-1 text-muted-foreground">
              webhook-id <code className="break-all">{r.messageId}</code>
            </p>
            <AttemptList attempts={r.attemptLog} />
          </details>
        )}
      </div>
      <ActionButton
        action={resendPushAction}
        fields={{ pushId: r.id }}
        label="Send again"
        busyLabel="Queueing..."
        ariaLabel={`Send the delivery of ${r.leadName} (lead #${r.leadId}) again`}
        className="shrink-0"
      />
    </li>
  );
}

export function DeliveryLog({ rows, showBuyer = false, linkLeads = true, emptyText = "No pushes yet. Each lead delivered to a webhook, HubSpot or Zapier appears here with every attempt.", label = "Delivery log" }: DeliveryLogProps) {
  if (rows.length === 0) return <p className="rounded-md border p-6 text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="divide-y rounded-md border" aria-label={label}>
      {rows.map((r) => (
        <PushEntry key={r.id} r={r} showBuyer={showBuyer} linkLeads={linkLeads} />
      ))}
    </ul>
  );
}
