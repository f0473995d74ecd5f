import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Pick<Prisma.TransactionClient, "$queryRawUnsafe">;

export const SMS_SEND_TASK = "sms:send";
export const SMS_MAX_ATTEMPTS = 10;
export const smsJobKey = (dedupeKey: string) => `sms:${dedupeKey}`;

export type QueuedText = {
  /** automation | manual | bulk: who decided to send it (all of them to a lead). */
  kind: "automation" | "manual" | "bulk";
  leadId: number | null;
  /** The recipient, E.164. */
  to: string;
  /** The text as it will go (opt-out line included when it is the first: withOptOutLine). */
  body: string;
  /** Unique per logical text (`automation-step:42`, `sms-manual:<token>`): stored once, sent once. */
  dedupeKey: string;
  /** When it may go: now, or the next minute the law allows in the recipient's zone. */
  sendAt: Date;
  now: Date;
  /** The timeline's words while it waits ("waiting for 9:00 a.m. (recipient's time, Texas law)"). */
  waiting: string | null;
  /** The recipient's zones (the worker checks the hours again just before sending). */
  zones: string[];
  automationId?: number | null;
  templateId?: number | null;
  priority?: number;
  metadata?: Record<string, unknown>;
};

/**
 * The row (or the one stored under its dedupe key) and its delivery job at `sendAt`, in one
 * statement. DO UPDATE (of nothing) rather than DO NOTHING: the stored row is returned even when
 * another transaction committed it after this statement began.
 */
const QUEUE_SQL = `WITH stored AS (
    INSERT INTO communications ("type", "direction", "content", "status", "toAddress", "dedupeKey", "leadId", "automationId", "templateId", "scheduledFor", "metadata", "createdAt")
    VALUES ('sms', 'outbound', $1, $2, $3, $4, $5::int, $6::int, $7::int, $8::timestamptz, $9::jsonb, $10::timestamptz)
    ON CONFLICT ("dedupeKey") DO UPDATE SET "dedupeKey" = EXCLUDED."dedupeKey" RETURNING id, (xmax = 0) AS inserted
  )
  SELECT s.id, s.inserted, CASE WHEN s.inserted THEN (graphile_worker.add_job($11::text, payload => json_build_object('communicationId', s.id),
           run_at => $8::timestamptz, max_attempts => $12::int, job_key => $13::text, priority => $14::int)).id END AS job_id
  FROM stored s`;

/**
 * Records an outgoing text in `communications` (type "sms": "queued", or "scheduled" when the law's
 * hours make it wait) and enqueues its delivery (task sms:send) for `sendAt`, in the caller's
 * transaction. The same dedupe key queued again stores and enqueues nothing new.
 */
export async function queueText(tx: Tx, text: QueuedText): Promise<{ id: number; inserted: boolean }> {
  const waits = text.sendAt.getTime() > text.now.getTime();
  const metadata = { kind: text.kind, zones: text.zones, ...(waits && text.waiting ? { waiting: text.waiting } : {}), ...text.metadata };
  const rows = await tx.$queryRawUnsafe<{ id: number; inserted: boolean }[]>(
    QUEUE_SQL,
    text.body,
    waits ? "scheduled" : "queued",
    text.to,
    text.dedupeKey,
    text.leadId,
    text.automationId ?? null,
    text.templateId ?? null,
    text.sendAt,
    JSON.stringify(metadata),
    text.now,
    SMS_SEND_TASK,
    SMS_MAX_ATTEMPTS,
    smsJobKey(text.dedupeKey),
    text.priority ?? 0,
  );
  return rows[0]!;
}

/** Has this number ever been sent a text (handed over or waiting)? Then the opt-out line is not repeated. */
export async function textedBefore(tx: Tx, to: string): Promise<boolean> {
  const rows = await tx.$queryRawUnsafe<{ any: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM communications WHERE "type" = 'sms' AND "direction" = 'outbound' AND "toAddress" = $1 AND "status" <> 'not_sent') AS any`,
    to,
  );
  return rows[0]?.any ?? false;
}

export { withOptOutLine } from "@/lib/texting/opt-out-line";
