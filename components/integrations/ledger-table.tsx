import { Badge } from "@/components/ui/badge";
import { ActionButton } from "@/components/forms/action-button";
import { resendConversionAction } from "@/lib/integrations/meta/actions";
import { MISSING_CREDENTIALS_PREFIX } from "@/lib/integrations/meta/config";
import type { LedgerRow } from "@/lib/integrations/meta/ledger";

const STATUS_VARIANT = { pending: "warning", sent: "success", failed: "destructive", dropped: "secondary" } as const;
const time = (d: Date) => d.toLocaleString("en-US", { timeZone: "America/Chicago", dateStyle: "medium", timeStyle: "short" });

function statusLabel(row: LedgerRow): string {
  if (row.status === "pending" && row.lastError?.startsWith(MISSING_CREDENTIALS_PREFIX)) return "waiting for credentials";
  if (row.status === "pending" && row.attempts > 0) return "retrying";
  return row.status;
}

/** The conversion-event ledger: what was sent to Meta, when, and Meta's answer; failed events can be resent. */
export function LedgerTable({ rows, resend = false }: { rows: LedgerRow[]; resend?: boolean }) {
  if (rows.length === 0) return <p className="rounded-md border p-6 text-muted-foreground">No conversion events yet. They appear here as leads arrive and move through the CRM.</p>;
  return (
    <ul className="divide-y rounded-md border" aria-label="Conversion events">
      {rows.map((r) => {
        const response = (r.response ?? {}) as { events_received?: number; fbtrace_id?: string | null };
        return (
          <li key={r.id} className="flex flex-wrap items-start justify-between gap-3 p-4 text-sm" data-status={r.status}>
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{r.eventName}</span>
                <Badge variant={STATUS_VARIANT[r.status]}>{statusLabel(r)}</Badge>
                {r.value !== null && <span>${r.value.toLocaleString("en-US")}</span>}
                {r.source && <span className="text-muted-foreground">· {r.source}</span>}
              </p>
              <p className="text-muted-foreground">
                <code>{r.eventId}</code> · event time {time(r.eventTime)}
                {r.leadId !== null && <> · lead #{r.leadId}</>}
                {r.opportunityId !== null && <> · opportunity #{r.opportunityId}</>}
              </p>
              <p className="text-muted-foreground">
                {r.attempts} attempt{r.attempts === 1 ? "" : "s"}
                {r.sentAt && <> · sent {time(r.sentAt)}</>}
                {response.events_received !== undefined && <> · events_received {response.events_received}</>}
                {response.fbtrace_id && <> · fbtrace_id {response.fbtrace_id}</>}
              </p>
              {r.lastError && <p className={r.status === "failed" ? "break-words text-destructive" : "break-words"}>{r.lastError}</p>}
            </div>
            {resend && r.status === "failed" && (
              <ActionButton action={resendConversionAction} fields={{ eventId: r.id }} label="Resend" busyLabel="Resending..." ariaLabel={`Resend ${r.eventName} ${r.eventId}`} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
