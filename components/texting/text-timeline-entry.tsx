import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/crm/format";
import type { EmailData } from "@/lib/crm/leads/lead-timeline";
import { SMS_STATUS_LABELS } from "@/lib/texting/sms-status";

const GOOD = new Set(["accepted", "sent", "delivered", "read", "received"]);
const WAITING = new Set(["queued", "scheduled", "retrying", "sending"]);

/** A text on the lead's timeline (issue 33): who it was to or from, how far it got, and, while it waits for the law's hours, until when. */
export function TextEntry({ d }: { d: EmailData }) {
  const inbound = d.direction === "inbound";
  return (
    <>
      <p className="font-medium">
        {inbound ? "Text from the person" : "Text to the person"}{" "}
        <Badge variant={GOOD.has(d.status) ? "success" : WAITING.has(d.status) ? "secondary" : "destructive"}>{SMS_STATUS_LABELS[d.status] ?? d.status}</Badge>
      </p>
      {d.body && <p className="whitespace-pre-wrap break-words text-muted-foreground">“{d.body}”</p>}
      {d.automation && <p className="text-muted-foreground">By the automation “{d.automation}”</p>}
      {d.status === "scheduled" && d.waiting && (
        <p className="text-muted-foreground">
          Scheduled: {d.waiting}
          {d.scheduledFor ? ` (${formatDateTime(d.scheduledFor)})` : ""}
        </p>
      )}
      {d.sentAt && !inbound && <p className="text-muted-foreground">Handed to Twilio {formatDateTime(d.sentAt)}</p>}
      {d.deliveredAt && <p className="text-muted-foreground">Delivered {formatDateTime(d.deliveredAt)}</p>}
      {d.reason && !GOOD.has(d.status) && !WAITING.has(d.status) && <p className="text-muted-foreground">Why: {d.reason}</p>}
    </>
  );
}
