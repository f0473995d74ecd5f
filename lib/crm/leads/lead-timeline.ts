import "server-only";
import { db } from "@/lib/db";
import { LEAD_TIMELINE_LIMIT } from "@/lib/constants";
import { LEAD_TIMELINE_SQL } from "@/lib/crm/leads/lead-page-sql";
import { loadStopState, stopReason } from "@/lib/automations/stop-rule";
import { reassignSkipReason } from "@/lib/automations/step-actions";

/**
 * One lead's history, newest first, from what is already stored: the submission and its
 * verification (the lead row), assignment and other audit entries, every e-mail about the lead
 * (`communications.leadId`), every Meta conversion event with each delivery attempt, stage changes of
 * the lead's deals, webhook deliveries matched to it, and its activities. One statement, every
 * branch on an index of the lead's id.
 */
export type TimelineEntry =
  | { kind: "submission"; id: number; at: string; data: SubmissionData }
  | { kind: "verification"; id: number; at: string; data: VerificationData }
  | { kind: "assignment"; id: number; at: string; data: AuditData }
  | { kind: "audit"; id: number; at: string; data: AuditData }
  | { kind: "email"; id: number; at: string; data: EmailData }
  | { kind: "meta_event"; id: number; at: string; data: MetaEventData }
  | { kind: "stage_change"; id: number; at: string; data: StageChangeData }
  | { kind: "webhook"; id: number; at: string; data: WebhookData }
  | { kind: "activity"; id: number; at: string; data: ActivityData }
  | { kind: "automation_step"; id: number; at: string; data: AutomationStepData };

export type TimelineKind = TimelineEntry["kind"];

export type SubmissionData = {
  source: string | null;
  pageUrl: string | null;
  campaign: string | null;
  adSet: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  consentVersion: string | null;
  consentAt: string | null;
  consentText: string | null;
  sourceLeadId: string | null;
};
export type VerificationData = { score: number; isVerified: boolean; reasoning: string | null; flags: string[] };
export type AuditData = {
  action: string;
  actor: string | null;
  changes: Record<string, unknown> | null;
  /** Assignments: the agent given the lead, and the one it was taken from. */
  assignee: string | null;
  previous: string | null;
};
export type EmailData = {
  kind: string | null;
  subject: string | null;
  to: string | null;
  status: string;
  sentAt: string | null;
  /** Why it was not sent (not_sent), or the provider's last error (retrying, failed). */
  reason: string | null;
  /** Delivery truth from Resend's webhook (issue 26). */
  deliveredAt: string | null;
  openedAt: string | null;
  clickedAt: string | null;
  /** The automation that sent it, if one did. */
  automation: string | null;
  /** Texts (issue 33) share the e-mails' table: "sms" with the direction, the words and, while it waits, when and why. */
  channel?: string;
  direction?: string;
  body?: string | null;
  scheduledFor?: string | null;
  waiting?: string | null;
};
/**
 * One step of an automation's run: ran, skipped (and why), or waiting until `runAt`. A waiting step the
 * stop rule will skip says so now (`willStop`), e.g. the lead was contacted since.
 */
export type AutomationStepData = {
  automation: string;
  automationId: number;
  action: string;
  position: number;
  status: "waiting" | "ran" | "skipped" | "failed";
  detail: string | null;
  runAt: string;
  doneAt: string | null;
  triggerKey: string;
  triggeredAt: string;
  willStop?: string | null;
};
export type MetaAttempt = { at: string; outcome: "sent" | "failed"; error: string | null; httpStatus: number | null };
export type MetaEventData = {
  eventName: string;
  eventId: string;
  status: "pending" | "sent" | "failed" | "dropped";
  lastError: string | null;
  sentAt: string | null;
  attempts: MetaAttempt[];
};
export type StageChangeData = { opportunityId: number; opportunity: string; from: string | null; to: string; by: string | null };
export type WebhookData = { provider: string; outcome: string | null; error: string | null; processedAt: string | null };
export type ActivityData = {
  type: string;
  subject: string;
  description: string | null;
  status: string;
  outcome: string | null;
  dueDate: string | null;
  completedAt: string | null;
  assignee: string | null;
  assignedTo: number | null;
};

export type LeadTimeline = { entries: TimelineEntry[]; total: number; limit: number };

type Row = { at: Date; kind: TimelineKind; id: number; data: Record<string, unknown>; total: bigint | number };

/** The lead's timeline. The caller checks the user may see the lead (leadRecord) first. */
export async function leadTimeline(leadId: number, limit = LEAD_TIMELINE_LIMIT): Promise<LeadTimeline> {
  const rows = await db().$queryRawUnsafe<Row[]>(LEAD_TIMELINE_SQL, leadId, limit);
  // A waiting automation step the stop rule would skip says so now (the same rule the step runs).
  const waiting = rows.filter((r) => r.kind === "automation_step" && r.data.status === "waiting");
  const state = waiting.length ? await db().$transaction((tx) => loadStopState(tx, leadId, false)) : null;
  // A reassignment of a consumer lead is skipped when it comes due (step-actions.ts): said now too.
  const audience = waiting.some((r) => r.data.action === "reassign") ? (await db().lead.findUnique({ where: { id: leadId }, select: { audience: true } }))?.audience : null;
  for (const r of waiting) {
    r.data.willStop =
      (state ? stopReason(state, { triggerKey: String(r.data.triggerKey), triggeredAt: new Date(String(r.data.triggeredAt)) }) : null) ??
      (r.data.action === "reassign" && audience ? reassignSkipReason(audience) : null);
  }
  return {
    entries: rows.map((r) => ({ kind: r.kind, id: r.id, at: r.at.toISOString(), data: r.data }) as TimelineEntry),
    total: rows.length ? Number(rows[0]!.total) : 0,
    limit,
  };
}
