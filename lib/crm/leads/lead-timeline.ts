import "server-only";
import { db } from "@/lib/db";
import { LEAD_TIMELINE_LIMIT } from "@/lib/constants";

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
  | { kind: "activity"; id: number; at: string; data: ActivityData };

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

/**
 * Entries at the same instant keep the order things happen in: the submission, then its
 * verification, assignment, e-mails and events (newest first, so the submission is the last).
 */
const TIMELINE_SQL = `
  SELECT t."at", t."kind", t."id", t."data", count(*) OVER () AS "total"
  FROM (
    SELECT l."createdAt" AS "at", 'submission' AS "kind", 0 AS "rank", l."id",
           jsonb_build_object('source', l."source", 'pageUrl', l."consentPageUrl", 'campaign', l."campaign", 'adSet', l."adSet",
                              'utmSource', l."utmSource", 'utmMedium', l."utmMedium", 'utmCampaign', l."utmCampaign",
                              'consentVersion', l."consentVersion", 'consentAt', l."consentAt", 'consentText', l."consentText",
                              'sourceLeadId', l."sourceLeadId") AS "data"
    FROM "leads" l WHERE l."id" = $1
    UNION ALL
    SELECT l."createdAt", 'verification', 1, l."id",
           jsonb_build_object('score', l."verificationScore", 'isVerified', l."isVerified", 'reasoning', l."verificationReasoning", 'flags', to_jsonb(l."verificationFlags"))
    FROM "leads" l WHERE l."id" = $1
    UNION ALL
    SELECT al."createdAt", CASE WHEN al."action" IN ('lead.assign', 'lead.reassign') THEN 'assignment' ELSE 'audit' END, 2, al."id",
           jsonb_build_object('action', al."action", 'actor', u."username", 'changes', al."changes",
                              'assignee', ua."username", 'previous', up."username")
    FROM "audit_log" al LEFT JOIN "users" u ON u."id" = al."actorId"
    LEFT JOIN "users" ua ON al."action" IN ('lead.assign', 'lead.reassign') AND ua."id" = (al."changes"->'assignedTo'->>'to')::int
    LEFT JOIN "users" up ON al."action" IN ('lead.assign', 'lead.reassign') AND up."id" = (al."changes"->'assignedTo'->>'from')::int
    WHERE al."entity" = 'lead' AND al."entityId" = $1::text AND al."action" <> 'lead.create'
    UNION ALL
    SELECT c."createdAt", 'email', 3, c."id",
           jsonb_build_object('kind', c."metadata"->>'kind', 'subject', c."subject", 'to', c."toAddress", 'status', c."status", 'sentAt', c."sentAt",
                              'reason', coalesce(c."metadata"->>'reason', c."metadata"->>'lastError'))
    FROM "communications" c WHERE c."leadId" = $1
    UNION ALL
    SELECT e."createdAt", 'meta_event', 4, e."id",
           jsonb_build_object('eventName', e."eventName", 'eventId', e."eventId", 'status', e."status", 'lastError', e."lastError", 'sentAt', e."sentAt",
                              'attempts', coalesce((SELECT jsonb_agg(jsonb_build_object('at', a."attemptedAt", 'outcome', a."outcome", 'error', a."error", 'httpStatus', a."httpStatus")
                                                                     ORDER BY a."attemptedAt", a."id")
                                                    FROM "conversion_event_attempts" a WHERE a."conversionEventId" = e."id"), '[]'::jsonb))
    FROM "conversion_events" e WHERE e."leadId" = $1
    UNION ALL
    SELECT sc."changedAt", 'stage_change', 5, sc."id",
           jsonb_build_object('opportunityId', o."id", 'opportunity', o."name", 'from', sc."fromStage", 'to', sc."toStage", 'by', u."username")
    FROM "opportunities" o JOIN "opportunity_stage_changes" sc ON sc."opportunityId" = o."id" LEFT JOIN "users" u ON u."id" = sc."changedBy"
    WHERE o."leadId" = $1
    UNION ALL
    SELECT w."receivedAt", 'webhook', 6, w."id",
           jsonb_build_object('provider', w."provider", 'outcome', w."outcome", 'error', w."error", 'processedAt', w."processedAt")
    FROM "webhook_inbox" w WHERE w."leadId" = $1
    UNION ALL
    SELECT a."createdAt", 'activity', 7, a."id",
           jsonb_build_object('type', a."type", 'subject', a."subject", 'description', a."description", 'status', a."status", 'outcome', a."outcome",
                              'dueDate', a."dueDate", 'completedAt', a."completedAt", 'assignee', u."username", 'assignedTo', a."assignedTo")
    FROM "activities" a LEFT JOIN "users" u ON u."id" = a."assignedTo"
    WHERE a."leadId" = $1
  ) t
  ORDER BY t."at" DESC, t."rank" DESC, t."id" DESC
  LIMIT $2`;

/** The SQL and parameters of one lead's timeline (the benchmark runs the same statement with pg). */
export const timelineQuery = (leadId: number, limit = LEAD_TIMELINE_LIMIT) => ({ text: TIMELINE_SQL, values: [leadId, limit] as const });

type Row = { at: Date; kind: TimelineKind; id: number; data: Record<string, unknown>; total: bigint | number };

/** The lead's timeline. The caller checks the user may see the lead (leadRecord) first. */
export async function leadTimeline(leadId: number, limit = LEAD_TIMELINE_LIMIT): Promise<LeadTimeline> {
  const q = timelineQuery(leadId, limit);
  const rows = await db().$queryRawUnsafe<Row[]>(q.text, ...q.values);
  return {
    entries: rows.map((r) => ({ kind: r.kind, id: r.id, at: r.at.toISOString(), data: r.data }) as TimelineEntry),
    total: rows.length ? Number(rows[0]!.total) : 0,
    limit,
  };
}
