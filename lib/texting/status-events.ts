import "server-only";
import { z } from "zod";
import { sql } from "@/lib/db";
import { prepared } from "@/lib/sql/prepared";
import { SMS_STATUS_KEY, fromTwilioStatus } from "@/lib/texting/sms-status";

/**
 * Delivery truth for texts (issue 33): Twilio's status callbacks (POST /api/twilio/status). Each
 * (MessageSid, MessageStatus) is kept once (`sms_events`); the text's row is then recomputed from every
 * event known for its SID: the furthest status (lib/texting/sms-status.ts), the first delivery time,
 * and the error code of a failure. Recomputing from the set, never applying one event on top of the
 * last, is what makes Twilio's unordered and repeated callbacks harmless: a "sent" after "delivered"
 * never moves the row backwards. A callback that arrives before the worker stored the SID is applied
 * when it does (lib/jobs/tasks/send-sms.ts), as Resend's events are (lib/email/delivery-events.ts).
 */
export const statusCallbackSchema = z.object({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-fA-F]{32}$/, "Not a Twilio message id"),
  AccountSid: z.string().regex(/^AC[0-9a-fA-F]{32}$/, "Not a Twilio account id"),
  MessageStatus: z.enum(["queued", "accepted", "scheduled", "sending", "sent", "delivered", "undelivered", "failed", "read", "canceled", "receiving", "received", "partially_delivered"]),
  ErrorCode: z.string().regex(/^\d{1,6}$/).optional().or(z.literal("")),
  To: z.string().max(64).optional(),
  From: z.string().max(64).optional(),
});
export type StatusCallback = z.output<typeof statusCallbackSchema>;

export type StatusRecorded = { outcome: "recorded" | "duplicate" | "ignored"; status: string | null };

const RECORD_SQL = `
  INSERT INTO sms_events ("messageSid", "status", "errorCode", "communicationId", "leadId")
  SELECT $1, $2, $3::int, c.id, c."leadId"
  FROM (SELECT 1) one LEFT JOIN LATERAL (SELECT id, "leadId" FROM communications WHERE "providerId" = $1 ORDER BY id LIMIT 1) c ON true
  ON CONFLICT ("messageSid", "status") DO NOTHING RETURNING id`;

/** Keeps one verified callback and brings its text's row up to date. */
export async function recordStatusCallback(cb: StatusCallback): Promise<StatusRecorded> {
  const status = fromTwilioStatus(cb.MessageStatus);
  if (!status) return { outcome: "ignored", status: null };
  const code = cb.ErrorCode ? Number(cb.ErrorCode) : null;
  const inserted = await sql().query(prepared(RECORD_SQL, [cb.MessageSid, cb.MessageStatus, code]));
  if (inserted.rowCount === 0) return { outcome: "duplicate", status: null };
  return { outcome: "recorded", status: await reconcileText(cb.MessageSid) };
}

const ORDER = Object.entries(SMS_STATUS_KEY).map(([status, key]) => ({ status, key }));

/**
 * The text's row from every event known for its SID (order-free; see above): attaches early events to
 * the row, then moves the row's status to the furthest one when that is further than where it is.
 */
const RECONCILE_SQL = `
  WITH attach AS (
    UPDATE sms_events e SET "communicationId" = c.id, "leadId" = c."leadId"
    FROM communications c WHERE c."providerId" = $1 AND e."messageSid" = $1 AND e."communicationId" IS NULL
    RETURNING e.id
  ), keys AS (
    SELECT * FROM json_to_recordset($2::json) AS k("status" text, "key" int)
  ), ev AS (
    SELECT (array_agg(k."status" ORDER BY k."key" DESC))[1] AS top, max(k."key") AS top_key,
           min(e."receivedAt") FILTER (WHERE e."status" IN ('delivered', 'read')) AS delivered,
           (array_agg(e."errorCode" ORDER BY e."receivedAt" DESC) FILTER (WHERE e."errorCode" IS NOT NULL))[1] AS error_code
    FROM sms_events e JOIN keys k ON k."status" = CASE WHEN e."status" IN ('queued', 'accepted', 'scheduled', 'sending') THEN 'accepted' ELSE e."status" END
    WHERE e."messageSid" = $1
  )
  UPDATE communications c SET
    "status" = CASE WHEN ev.top_key > coalesce((SELECT k."key" FROM keys k WHERE k."status" = c."status"), -1) THEN ev.top ELSE c."status" END,
    "deliveredAt" = coalesce(LEAST(c."deliveredAt", ev.delivered), c."deliveredAt", ev.delivered),
    "metadata" = CASE WHEN ev.error_code IS NULL THEN c."metadata" ELSE coalesce(c."metadata", '{}'::jsonb) || jsonb_build_object('errorCode', ev.error_code) END
  FROM ev WHERE c."providerId" = $1 AND c."type" = 'sms' AND ev.top IS NOT NULL
  RETURNING c."status"`;

export async function reconcileText(sid: string): Promise<string | null> {
  const { rows } = await sql().query<{ status: string }>(prepared(RECONCILE_SQL, [sid, JSON.stringify(ORDER)]));
  return rows[0]?.status ?? null;
}
