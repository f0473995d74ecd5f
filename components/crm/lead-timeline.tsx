import type { SessionUser } from "@/lib/auth/users";
import type { TimelineEntry } from "@/lib/crm/leads/lead-timeline";
import { formatDateTime } from "@/lib/crm/format";
import { LeadTimelineEntry } from "@/components/crm/lead-timeline-entry";
import { Skeleton } from "@/components/ui/skeleton";

/** The lead's history, newest first: one list item per entry, with its kind, its time and its details. */
export function LeadTimeline({ entries, user }: { entries: TimelineEntry[]; user: SessionUser }) {
  if (entries.length === 0) return <p className="text-muted-foreground">Nothing has happened to this lead yet.</p>;
  return (
    <ol className="space-y-4 border-l pl-4" aria-label="Timeline, newest first">
      {entries.map((e) => (
        <li key={`${e.kind}-${e.id}`} className="relative text-sm" data-kind={e.kind}>
          <span aria-hidden="true" className="absolute -left-[1.3rem] top-1.5 size-2 rounded-full bg-primary" />
          <LeadTimelineEntry entry={e} user={user} />
          <p className="text-xs text-muted-foreground">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}

/** What the timeline looks like while it loads. */
export function LeadTimelineSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading the timeline...
      </p>
      <div className="space-y-4 border-l pl-4">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        ))}
      </div>
    </div>
  );
}
