import { formatDateTime } from "@/lib/crm/format";

/** The subscription's timeline: every change, newest first, at the provider's time. */
export function BillingHistory({ events }: { events: { id: number; at: Date; text: string }[] }) {
  if (events.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">History ({events.length})</summary>
      <ol className="mt-2 grid gap-2 border-l pl-4" aria-label="Billing history">
        {events.map((e) => (
          <li key={e.id}>
            <time className="block text-xs text-muted-foreground" dateTime={e.at.toISOString()}>
              {formatDateTime(e.at)}
            </time>
            {e.text}
          </li>
        ))}
      </ol>
    </details>
  );
}
