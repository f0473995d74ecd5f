import { AlertCircleIcon, CheckCheckIcon, CheckIcon, ClockIcon } from "lucide-react";
import { formatDateTime } from "@/lib/crm/format";
import { SMS_STATUS_LABELS } from "@/lib/texting/sms-status";
import type { ThreadMessage } from "@/lib/texting/thread";
import { cn } from "@/lib/utils";

const PROBLEM = new Set(["failed", "undelivered", "not_sent", "canceled"]);

/** Delivery ticks: a clock while it waits, one tick handed over or sent, two delivered (or read), a warning when it failed. */
function Ticks({ status }: { status: string }) {
  const label = SMS_STATUS_LABELS[status] ?? status;
  const Icon = PROBLEM.has(status) ? AlertCircleIcon : status === "delivered" || status === "read" ? CheckCheckIcon : status === "accepted" || status === "sent" ? CheckIcon : ClockIcon;
  return (
    <span className="inline-flex items-center gap-1" data-status={status}>
      <Icon aria-hidden="true" className="size-3.5" />
      <span className={PROBLEM.has(status) ? "font-medium" : "sr-only sm:not-sr-only"}>{label}</span>
    </span>
  );
}

/** One text of the conversation: the person's on the left, ours on the right, with time, who sent it and how far it got. */
export function TextBubble({ m, name }: { m: ThreadMessage; name: string }) {
  const ours = m.direction === "outbound";
  const problem = PROBLEM.has(m.status);
  return (
    <li className={cn("flex", ours ? "justify-end" : "justify-start")} data-text={m.id} data-direction={m.direction}>
      <div
        className={cn(
          "max-w-[85%] space-y-1 rounded-2xl px-3 py-2 text-sm sm:max-w-[75%]",
          ours ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground",
          problem && "bg-destructive/10 text-foreground ring-1 ring-destructive/40",
        )}
      >
        <p className="sr-only">{ours ? `${m.by ?? "You"} wrote:` : `${name} wrote:`}</p>
        <p className="whitespace-pre-wrap break-words">{m.body}</p>
        <p className={cn("flex flex-wrap items-center gap-x-2 text-xs", ours && !problem ? "text-primary-foreground/80" : "text-muted-foreground")}>
          <time dateTime={m.at}>{formatDateTime(m.at)}</time>
          {ours && m.by && <span>{m.by}</span>}
          {ours && <Ticks status={m.status} />}
        </p>
        {m.waiting && <p className="text-xs font-medium">Scheduled: {m.waiting}{m.scheduledFor ? ` · ${formatDateTime(m.scheduledFor)}` : ""}</p>}
        {m.problem && <p className="text-xs">{m.problem}</p>}
      </div>
    </li>
  );
}
