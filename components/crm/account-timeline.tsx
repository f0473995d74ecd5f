import type { TimelineEntry } from "@/lib/crm/accounts/account-detail";
import { formatDateTime, stageLabel } from "@/lib/crm/format";

type Change = { from?: unknown; to?: unknown };

/** One audit entry in words ("Stage changed from proposal to closed won"). */
export function describeEntry(e: TimelineEntry): string {
  const changes = (e.changes ?? {}) as Record<string, unknown>;
  switch (e.action) {
    case "account.create":
      return changes.fromLead ? `Account created from lead #${String(changes.fromLead)}` : "Account created";
    case "account.update":
      return `Account updated: ${Object.keys(changes).join(", ")}`;
    case "lead.convert":
      return `Lead #${e.entityId} converted into this account`;
    case "opportunity.create":
      return `Opportunity created: ${String(changes.name ?? "")}`;
    case "opportunity.update":
      return `Opportunity #${e.entityId} updated: ${Object.keys(changes).join(", ")}`;
    case "opportunity.stage_change": {
      const s = changes.stage as Change | undefined;
      return `Opportunity #${e.entityId} moved from ${stageLabel(String(s?.from ?? ""))} to ${stageLabel(String(s?.to ?? ""))}`;
    }
    case "opportunity.delete":
      return `Opportunity deleted: ${String(changes.name ?? "")}`;
    case "activity.create":
      return `Activity logged: ${String(changes.subject ?? "")}`;
    case "activity.update": {
      const s = changes.status as Change | undefined;
      return s ? `Activity #${e.entityId} marked ${String(s.to)}` : `Activity #${e.entityId} updated`;
    }
    case "activity.delete":
      return `Activity deleted: ${String(changes.subject ?? "")}`;
    default:
      return `${e.action} (${e.entity} #${e.entityId ?? ""})`;
  }
}

/** The account's history from the audit log, newest first, with who and when. */
export function AccountTimeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <p className="text-muted-foreground">Nothing has happened on this account yet.</p>;
  return (
    <ol className="space-y-3 border-l pl-4">
      {entries.map((e) => (
        <li key={e.id} className="relative text-sm">
          <span aria-hidden="true" className="absolute -left-[1.3rem] top-1.5 size-2 rounded-full bg-primary" />
          <p>{describeEntry(e)}</p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time> · {e.actor ?? "system"}
          </p>
        </li>
      ))}
    </ol>
  );
}
