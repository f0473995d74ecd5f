import type { Task } from "graphile-worker";
import { db, sql } from "@/lib/db";
import { env } from "@/lib/env";
import { systemClock, type Clock } from "@/lib/automations/definitions";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { textBlock } from "@/lib/texting/delivery-guard";
import { findHandedOver, sendText, UNSUBSCRIBED_CODE } from "@/lib/texting/send-text";
import { fromTwilioStatus } from "@/lib/texting/sms-status";
import { reconcileText } from "@/lib/texting/status-events";
import { missingTwilioSettings } from "@/lib/texting/twilio-client";
import { mayTextAt, nextTextingTime, waitingLabel } from "@/lib/texting/quiet-hours";
import { SMS_MAX_ATTEMPTS, SMS_SEND_TASK, smsJobKey } from "@/lib/texting/queue-text";

type Row = { id: number; type: string; status: string; content: string | null; toAddress: string | null; dedupeKey: string | null; leadId: number | null; metadata: Record<string, unknown> | null };

/** A worker that claimed a text this long ago and has not recorded the outcome is dead (Twilio's timeout is 15 s). */
export const SMS_CLAIM_STALE_MS = 60_000;

const READ_SQL = `SELECT id, "type", status, content, "toAddress", "dedupeKey", "leadId", metadata FROM communications WHERE id = $1`;
/** The claim: only one runner moves a waiting text to "sending"; the other finds it taken. */
const CLAIM_SQL = `UPDATE communications SET status = 'sending', metadata = coalesce(metadata, '{}'::jsonb) || $2::jsonb
  WHERE id = $1 AND status IN ('queued', 'scheduled', 'retrying') RETURNING id`;
/** Twilio has it: its SID and status (never backwards: a callback may already have moved the row further), and whether callbacks came first. */
const HANDED_SQL = `UPDATE communications SET "providerId" = $2, "sentAt" = $3::timestamptz,
    status = CASE WHEN status IN ('queued', 'scheduled', 'retrying', 'sending') THEN $4 ELSE status END,
    metadata = coalesce(metadata, '{}'::jsonb) || $5::jsonb
  WHERE id = $1
  RETURNING EXISTS (SELECT 1 FROM sms_events e WHERE e."messageSid" = $2) AS "eventsEarly"`;
/** A dead runner's claim, released by one runner only (the claim's time must still be the one read). */
const RELEASE_SQL = `UPDATE communications SET status = 'retrying', metadata = coalesce(metadata, '{}'::jsonb) || $3::jsonb
  WHERE id = $1 AND status = 'sending' AND metadata->>'claimedAt' = $2 RETURNING id`;
/** Our own outcomes (not sent, retrying, failed): before the claim only over a waiting row, after it only over our claim. */
const SET_SQL = `UPDATE communications SET status = $2, metadata = coalesce(metadata, '{}'::jsonb) || $3::jsonb
  WHERE id = $1 AND status = ANY($4::text[])`;
const WAITING = ["queued", "scheduled", "retrying"];
const CLAIMED = ["sending"];
const RESCHEDULE_SQL = `UPDATE communications SET status = 'scheduled', "scheduledFor" = $2::timestamptz, metadata = coalesce(metadata, '{}'::jsonb) || $3::jsonb
  WHERE id = $1 AND status IN ('queued', 'scheduled', 'retrying', 'sending')`;

/**
 * Hands one queued text to Twilio (issue 33), once, built on a clock (the simulated week passes its
 * own). Just before sending it checks, again, that the person has not opted out (or been marked
 * do-not-contact, or deleted) and that the law's hours allow it in the recipient's zone now: a job run
 * late never texts at 9:01 p.m.; it waits for the next allowed minute instead.
 *
 * Twilio takes no idempotency key for sends, so "once" is ours: a runner claims the row (queued →
 * sending) before the call; a second runner finds it claimed and leaves it. A runner that died after
 * the claim leaves the row "sending": the retried job (after SMS_CLAIM_STALE_MS) asks Twilio for a
 * message to that number with that body created since the claim, records it if Twilio has it, and
 * sends only if not. Retryable failures throw (graphile-worker's backoff); after the last attempt the
 * row is "failed" with Twilio's error code.
 */
export function smsSendTask(clock: Clock): Task {
  return async (payload, helpers) => {
    const { communicationId } = payload as { communicationId: number };
    const row = (await sql().query<Row>(READ_SQL, [communicationId])).rows[0];
    if (!row || row.type !== "sms" || !row.toAddress) return;
    const meta = row.metadata ?? {};
    const set = (status: string, metadata: Record<string, unknown>, from = WAITING) => sql().query(SET_SQL, [row.id, status, JSON.stringify(metadata), from]);
    const now = clock.now();

    if (row.status === "sending") {
      const claimedAt = new Date(String(meta.claimedAt ?? 0));
      // Another runner is handing it over right now: its own job finishes (or is retried) and records it.
      if (Date.now() - claimedAt.getTime() < SMS_CLAIM_STALE_MS) return;
      const found = await findHandedOver(row.toAddress, row.content ?? "", claimedAt, async (sid) => (await sql().query(`SELECT 1 FROM communications WHERE "providerId" = $1`, [sid])).rowCount! > 0);
      if (found) {
        await handedOver(row.id, found.sid, fromTwilioStatus(found.twilioStatus) ?? "accepted", now, { reconciled: true });
        return;
      }
      // Only the runner that releases this very claim goes on (another may be reconciling too).
      const released = await sql().query(RELEASE_SQL, [row.id, String(meta.claimedAt ?? ""), JSON.stringify({ lastError: "The worker stopped while sending and Twilio never got it: sending again" })]);
      if (released.rowCount === 0) return;
      row.status = "retrying";
    }
    if (!["queued", "scheduled", "retrying"].includes(row.status)) return;

    const blocked = await textBlock({ toAddress: row.toAddress, leadId: row.leadId });
    if (blocked) return void (await set("not_sent", { reason: blocked }));
    const missing = missingTwilioSettings();
    if (missing.length) return void (await set("not_sent", { reason: `Texting is not configured: set ${missing.join(", ")}` }));

    const zones = Array.isArray(meta.zones) ? (meta.zones as string[]) : [];
    const rule = env().TEXTING_QUIET_HOURS;
    if (zones.length && !mayTextAt(now, zones, rule)) {
      // Late (a busy queue, a retry's backoff): never outside the hours; at the next allowed minute instead.
      const next = nextTextingTime(now, zones, rule);
      await db().$transaction(async (tx) => {
        await tx.$executeRawUnsafe(RESCHEDULE_SQL, row.id, next, JSON.stringify({ waiting: waitingLabel(next, zones, rule) }));
        await enqueueJob(tx, SMS_SEND_TASK, { communicationId: row.id }, { runAt: next, jobKey: smsJobKey(row.dedupeKey ?? `communication-${row.id}`), maxAttempts: SMS_MAX_ATTEMPTS });
      });
      return;
    }

    const claimed = await sql().query(CLAIM_SQL, [row.id, JSON.stringify({ claimedAt: new Date().toISOString() })]);
    if (claimed.rowCount === 0) return;
    const outcome = await sendText(row.toAddress, row.content ?? "");
    if (outcome.status === "sent") {
      await handedOver(row.id, outcome.sid, fromTwilioStatus(outcome.twilioStatus) ?? "accepted", now, { segments: outcome.segments });
      return;
    }
    if (outcome.status === "not_configured") return void (await set("not_sent", { reason: "Texting is not configured" }, CLAIMED));
    if (outcome.code === UNSUBSCRIBED_CODE) await recordCarrierOptOut(row.toAddress);
    const attempts = helpers.job.attempts;
    const final = !outcome.retryable || attempts >= helpers.job.max_attempts;
    await set(final ? "failed" : "retrying", { lastError: outcome.error, errorCode: outcome.code, attempts }, CLAIMED);
    // The job's error goes to the worker's log: Twilio's code only (its message may quote the number).
    if (!final) throw new Error(`text ${row.id} not sent: ${outcome.code ? `Twilio error ${outcome.code}` : "Twilio did not answer or answered 5xx"}`);
  };
}

async function handedOver(id: number, sid: string, status: string, now: Date, extra: Record<string, unknown>): Promise<void> {
  const { rows } = await sql().query<{ eventsEarly: boolean }>(HANDED_SQL, [id, sid, now, status, JSON.stringify(extra)]);
  // Status callbacks that arrived before this row knew its SID (lib/texting/status-events.ts).
  if (rows[0]?.eventsEarly) await reconcileText(sid);
}

/** Twilio refused with 21610: the number replied STOP to our sender before (perhaps before this app): recorded as an opt-out. */
async function recordCarrierOptOut(phoneE164: string): Promise<void> {
  await sql().query(
    `INSERT INTO consent_revocations ("phoneE164", channel) SELECT $1, 'sms' WHERE NOT EXISTS (SELECT 1 FROM consent_revocations WHERE "phoneE164" = $1 AND channel = 'sms')`,
    [phoneE164],
  );
}

export const sendSmsTask = smsSendTask(systemClock);
