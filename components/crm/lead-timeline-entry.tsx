import { Link } from "@/components/ui/link";
import type { SessionUser } from "@/lib/auth/users";
import type { AuditData, AutomationStepData, EmailData, MetaEventData, SubmissionData, TimelineEntry } from "@/lib/crm/leads/lead-timeline";
import { formatCents, LEAD_STATUSES, RETURN_REASONS } from "@/lib/constants";
import { formatDateTime, stageLabel, titleCase } from "@/lib/crm/format";
import { leadSourceLabel } from "@/lib/leads/lead-sources";
import { IMPORTED_CONSENT_VERSION } from "@/lib/constants";
import { Badge } from "@/components/ui/badge";
import { ActionButton } from "@/components/forms/action-button";
import { completeTaskAction } from "@/lib/crm/activities/actions";
import { TextEntry } from "@/components/texting/text-timeline-entry";

const EMAIL_KINDS: Record<string, string> = {
  lead_confirmation: "Confirmation to the person",
  lead_alert: "Alert to the team",
  lead_assigned: "Assignment e-mail to the agent",
  automation: "Automated e-mail to the person",
  automation_alert: "Automation alert to staff",
  lead_unassigned: "No agent available: alert to the admins",
  lead_delivered: "New lead alert to the buyer",
  lead_return_decision: "Return decision to the buyer",
};
const EMAIL_STATUS: Record<string, string> = {
  queued: "queued",
  sent: "sent",
  not_sent: "not sent",
  retrying: "not sent yet, retrying",
  failed: "failed",
  delivered: "delivered",
  opened: "opened",
  clicked: "clicked",
  bounced: "bounced",
  complained: "marked as spam",
};
const DELIVERED = new Set(["sent", "delivered", "opened", "clicked"]);
const ACTION_LABELS: Record<string, string> = {
  send_template: "Send an e-mail",
  alert_agent: "Alert the agent",
  alert_admins: "Alert the admins",
  reassign: "Reassign",
  create_task: "Create a task",
  set_status: "Set the status",
  send_text_template: "Send a text",
};
const META_STATUS = { pending: "pending", sent: "sent", failed: "failed", dropped: "dropped" } as const;
const statusLabel = (s: unknown) => LEAD_STATUSES.find((x) => x.value === s)?.label ?? String(s);

function Line({ children }: { children: React.ReactNode }) {
  return <p className="text-muted-foreground">{children}</p>;
}

function Submission({ d }: { d: SubmissionData }) {
  const utm = [d.utmSource, d.utmMedium, d.utmCampaign].filter(Boolean).join(" / ");
  return (
    <>
      <p className="font-medium">Submitted through {leadSourceLabel(d.source)}</p>
      {d.pageUrl && <Line>Page: <span className="break-all">{d.pageUrl}</span></Line>}
      {(d.campaign || d.adSet) && <Line>Campaign: {[d.campaign, d.adSet].filter(Boolean).join(" · ")}</Line>}
      {utm && <Line>UTM: {utm}</Line>}
      {d.sourceLeadId && <Line>Lead id at the source: {d.sourceLeadId}</Line>}
      <Line>
        {d.consentVersion === IMPORTED_CONSENT_VERSION ? (
          <>Consent: imported from a file{d.consentAt ? ` on ${formatDateTime(d.consentAt)}` : ""}; no consent was captured by this site (the importer vouched for it)</>
        ) : d.consentVersion ? (
          <>Consent: version {d.consentVersion}{d.consentAt ? `, given ${formatDateTime(d.consentAt)}` : ""}</>
        ) : (
          "No consent recorded"
        )}
      </Line>
      {d.consentText && (
        <details>
          <summary className="cursor-pointer text-primary">Consent text shown</summary>
          <p className="mt-1 whitespace-pre-line rounded-md bg-muted/50 p-2">{d.consentText}</p>
        </details>
      )}
    </>
  );
}

function Audit({ d }: { d: AuditData }) {
  const c = d.changes ?? {};
  const by = d.actor ? ` by ${d.actor}` : "";
  switch (d.action) {
    case "lead.assign":
    case "lead.reassign": {
      const how = c.how === "round_robin" ? " (round-robin)" : c.how === "duplicate_of_assigned" ? " (the agent of the earlier lead)" : c.how === "automation" ? ` (automation “${String(c.automation ?? "")}”)` : "";
      if (!d.assignee) return <p className="font-medium">Unassigned{by}</p>;
      return <p className="font-medium">{d.previous ? `Reassigned from ${d.previous} to ${d.assignee}` : `Assigned to ${d.assignee}`}{how}{by}</p>;
    }
    case "lead.status": {
      const s = c.status as { from?: string; to?: string } | undefined;
      const events = Array.isArray(c.events) && c.events.length ? c.events.join(", ") : null;
      return (
        <>
          <p className="font-medium">Status {statusLabel(s?.from)} → {statusLabel(s?.to)}{by}{c.how === "contact_logged" ? " (contact logged)" : c.how === "automation" ? " (automation)" : ""}</p>
          {typeof c.lostReason === "string" && <Line>Reason: {c.lostReason}</Line>}
          {events && <Line>Meta events: {events}</Line>}
        </>
      );
    }
    case "lead.status_from_crm": {
      const s = (c.status ?? {}) as { from?: string; to?: string };
      return <p className="font-medium">{String(c.crm ?? "A CRM")} reported stage “{String(c.stage ?? "")}”: status {statusLabel(s.from)} → {statusLabel(s.to)}</p>;
    }
    case "lead.stage_change":
      return <p className="font-medium">Stage change “{String(c.to ?? "")}” → {String(c.event ?? "")}{by}</p>;
    case "lead.deliver": {
      const how = c.how === "replacement" ? " as a replacement" : c.how === "admin" ? `, assigned from unsold inventory${by}` : "";
      const price = typeof c.priceCents === "number" ? ` (${formatCents(c.priceCents)})` : "";
      // An admin's reason for the assignment is for staff: the audit log has it.
      return <p className="font-medium">Delivered to {String(c.buyer ?? "a buyer")}{how}{price}</p>;
    }
    case "lead.return_report":
      return (
        <>
          <p className="font-medium">Reported defective{by}: {RETURN_REASONS.find((r) => r.value === c.reason)?.label ?? String(c.reason ?? "")}</p>
          {typeof c.note === "string" && c.note && <Line>“{c.note}”</Line>}
        </>
      );
    case "lead.return_approve":
      return (
        <>
          <p className="font-medium">Return approved{d.actor ? by : " by our check"}: a lead credited, the replacement routed first</p>
          {typeof c.note === "string" && c.note && <Line>{c.note}</Line>}
        </>
      );
    case "lead.return_refuse":
      return (
        <>
          <p className="font-medium">Return refused{by}</p>
          {typeof c.note === "string" && c.note && <Line>Why: {c.note}</Line>}
        </>
      );
    case "lead.release_review":
      return <p className="font-medium">Released from the review queue{by}</p>;
    case "lead.convert":
      return (
        <p className="font-medium">
          Converted to <Link className="text-primary hover:underline" href={`/crm/accounts/${String(c.accountId)}`}>account #{String(c.accountId)}</Link>{by}
        </p>
      );
    default:
      return <p className="font-medium">{titleCase(d.action.replace(/^lead\./, "lead "))}{by}</p>;
  }
}

function Email({ d }: { d: EmailData }) {
  if (d.channel === "sms") return <TextEntry d={d} />;
  return (
    <>
      <p className="font-medium">
        E-mail: {EMAIL_KINDS[d.kind ?? ""] ?? "Message"}{" "}
        <Badge variant={DELIVERED.has(d.status) ? "success" : d.status === "queued" || d.status === "retrying" ? "secondary" : "destructive"}>{EMAIL_STATUS[d.status] ?? d.status}</Badge>
      </p>
      {d.subject && <Line>“{d.subject}”{d.to ? ` to ${d.to}` : ""}</Line>}
      {d.automation && <Line>By the automation “{d.automation}”</Line>}
      {d.sentAt && <Line>Sent {formatDateTime(d.sentAt)}</Line>}
      {d.deliveredAt && <Line>Delivered {formatDateTime(d.deliveredAt)}</Line>}
      {d.openedAt && <Line>Opened {formatDateTime(d.openedAt)}</Line>}
      {d.clickedAt && <Line>Link clicked {formatDateTime(d.clickedAt)}</Line>}
      {d.status === "bounced" && <Line>The address bounced: nothing more is sent to it.</Line>}
      {d.status === "complained" && <Line>The person marked it as spam: nothing more is sent to the address.</Line>}
      {d.reason && !DELIVERED.has(d.status) && <Line>Why: {d.reason}</Line>}
    </>
  );
}

function MetaEvent({ d }: { d: MetaEventData }) {
  return (
    <>
      <p className="font-medium">
        Meta event {d.eventName} <Badge variant={d.status === "sent" ? "success" : d.status === "pending" ? "secondary" : "destructive"}>{META_STATUS[d.status]}</Badge>
      </p>
      <Line>Event id {d.eventId}</Line>
      {d.lastError && d.status !== "sent" && <Line>{d.status === "pending" ? "Waiting: " : "Error: "}{d.lastError}</Line>}
      {d.attempts.length > 0 && (
        <ol className="mt-1 list-decimal pl-5 text-muted-foreground" aria-label={`Delivery attempts of ${d.eventName}`}>
          {d.attempts.map((a, i) => (
            <li key={i} data-outcome={a.outcome}>
              {formatDateTime(a.at)}: {a.outcome === "sent" ? "delivered" : `failed${a.httpStatus ? ` (HTTP ${a.httpStatus})` : ""}${a.error ? `: ${a.error}` : ""}`}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function AutomationStep({ d }: { d: AutomationStepData }) {
  const what = `${ACTION_LABELS[d.action] ?? d.action} (step ${d.position + 1})`;
  return (
    <>
      <p className="font-medium">
        Automation “{d.automation}”: {what}{" "}
        <Badge variant={d.status === "ran" ? "success" : d.status === "waiting" && !d.willStop ? "secondary" : "outline"}>
          {d.status === "waiting" ? (d.willStop ? "will not run" : "waiting") : d.status}
        </Badge>
      </p>
      {d.status === "waiting" && !d.willStop && <Line>Waiting until <time dateTime={d.runAt}>{formatDateTime(d.runAt)}</time>{d.detail ? ` · ${d.detail}` : ""}</Line>}
      {d.status === "waiting" && d.willStop && <Line>Planned for {formatDateTime(d.runAt)}; it will be skipped: {d.willStop}</Line>}
      {d.status !== "waiting" && d.detail && <Line>{d.status === "skipped" ? `Skipped: ${d.detail}` : d.detail}</Line>}
    </>
  );
}

/** One timeline entry in words, with the details an agent or an admin checks. */
export function LeadTimelineEntry({ entry, user }: { entry: TimelineEntry; user: SessionUser }) {
  switch (entry.kind) {
    case "submission":
      return <Submission d={entry.data} />;
    case "verification": {
      const d = entry.data;
      return (
        <>
          <p className="font-medium">Verification: {d.score}/100, {d.isVerified ? "verified" : "not verified"}</p>
          {d.reasoning && <Line>{d.reasoning}</Line>}
          {d.flags.length > 0 && <Line>Flags: {d.flags.map((f) => f.replace(/_/g, " ")).join(", ")}</Line>}
        </>
      );
    }
    case "assignment":
    case "audit":
      return <Audit d={entry.data} />;
    case "email":
      return <Email d={entry.data} />;
    case "meta_event":
      return <MetaEvent d={entry.data} />;
    case "stage_change": {
      const d = entry.data;
      return <p className="font-medium">Deal “{d.opportunity}” moved {d.from ? `from ${stageLabel(d.from)} ` : ""}to {stageLabel(d.to)}{d.by ? ` by ${d.by}` : ""}</p>;
    }
    case "webhook": {
      const d = entry.data;
      return (
        <>
          <p className="font-medium">{titleCase(d.provider)} webhook delivery: {d.outcome ? titleCase(d.outcome) : "waiting to be processed"}</p>
          {d.error && <Line>Error: {d.error}</Line>}
        </>
      );
    }
    case "automation_step":
      return <AutomationStep d={entry.data} />;
    case "activity": {
      const d = entry.data;
      const mine = user.role === "admin" || d.assignedTo === user.id;
      return (
        <>
          <p className="font-medium">
            {d.type === "task" ? `Task: ${d.subject}` : d.subject}
            {d.type === "task" && <> <Badge variant={d.status === "completed" ? "success" : "secondary"}>{d.status}</Badge></>}
          </p>
          {d.dueDate && <Line>Due {formatDateTime(d.dueDate)} (Texas time){d.assignee ? ` · ${d.assignee}` : ""}</Line>}
          {d.description && <p className="whitespace-pre-line">{d.description}</p>}
          {d.type !== "task" && d.assignee && <Line>Logged by {d.assignee}</Line>}
          {d.type === "task" && d.status === "pending" && mine && (
            <ActionButton action={completeTaskAction} fields={{ activityId: entry.id }} label="Complete" busyLabel="Completing..." className="mt-1" />
          )}
        </>
      );
    }
  }
}
