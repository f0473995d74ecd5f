import type { Task } from "graphile-worker";
import { db, sql } from "@/lib/db";
import { sendEmail } from "@/lib/email/send-email";
import { LEAD_ASSIGNED, renderLeadAssignedEmail } from "@/lib/crm/leads/assignment-email";
import { deliveryBlock } from "@/lib/email/delivery-guard";
import { reconcileDelivery } from "@/lib/email/delivery-events";
import { WORKER_TX } from "@/lib/automations/definitions";

type Payload = { communicationId: number };
type Content = { subject: string; text: string; html: string };
type Row = { id: number; status: string; subject: string | null; content: string | null; metadata: Record<string, unknown> | null; toAddress: string | null; dedupeKey: string | null; leadId: number | null };
type Update = { status: string; sentAt?: Date; providerId?: string; metadata?: Record<string, unknown> };

/*
 * Plain SQL on the pool rather than Prisma: every lead's first touch and its agent's alert pass through
 * here, and on the serving process's one thread each Prisma query cost several times a pg round trip
 * (bench/automations.mts, profiled).
 */
const READ_SQL = `SELECT id, status, subject, content, metadata, "toAddress", "dedupeKey", "leadId" FROM communications WHERE id = $1`;
/** The new state, and whether Resend's delivery events for this message arrived before it (lib/email/delivery-events.ts). */
const UPDATE_SQL = `UPDATE communications
  SET status = $2, "sentAt" = COALESCE($3::timestamptz, "sentAt"), "providerId" = COALESCE($4::text, "providerId"),
      subject = COALESCE($5::text, subject), content = COALESCE($6::text, content), metadata = $7::jsonb
  WHERE id = $1
  RETURNING $4::text IS NOT NULL AND EXISTS (SELECT 1 FROM email_events e WHERE e."providerId" = $4::text) AS "eventsEarly"`;

/**
 * Delivers one queued e-mail. Idempotent: a row already sent is skipped, and Resend receives the
 * row's dedupe key as Idempotency-Key. A "lead_assigned" row holds no bodies: it is rendered here,
 * from the lead and the agent as they are now, and the row records what was sent (subject, text,
 * metadata.html) whatever the outcome. Without RESEND_API_KEY the row is marked "not_sent" with the
 * reason, so an operator sees what to configure. An e-mail to an address that bounced or complained, or
 * to a person who opted out or was marked do-not-contact, is never sent (lib/email/delivery-guard.ts). Retryable failures throw: graphile-worker retries
 * with exponential backoff, and after the last attempt the job stays visible as failed.
 */
export const sendEmailTask: Task = async (payload, helpers) => {
  const { communicationId } = payload as Payload;
  const row = (await sql().query<Row>(READ_SQL, [communicationId])).rows[0];
  if (!row || row.status === "sent" || row.status === "not_sent") return;
  const meta = row.metadata ?? {};
  const content = await contentOf(row, meta);
  const update = async (data: Update): Promise<{ eventsEarly: boolean }> => {
    const metadata = { ...meta, ...(content && { html: content.html }), ...data.metadata };
    const values = [row.id, data.status, data.sentAt ?? null, data.providerId ?? null, content?.subject ?? null, content?.text ?? null, JSON.stringify(metadata)];
    return (await sql().query<{ eventsEarly: boolean }>(UPDATE_SQL, values)).rows[0] ?? { eventsEarly: false };
  };
  if (!content) {
    await update({ status: "not_sent", metadata: { reason: "The lead or the agent this e-mail is about no longer exists" } });
    return;
  }

  const blocked = await deliveryBlock({ toAddress: row.toAddress, leadId: row.leadId, kind: String(meta.kind ?? "") });
  if (blocked) {
    await update({ status: "not_sent", metadata: { reason: blocked } });
    return;
  }

  const outcome = await sendEmail({
    to: (row.toAddress ?? "").split(",").map((s) => s.trim()).filter(Boolean),
    ...content,
    idempotencyKey: row.dedupeKey ?? `communication-${row.id}`,
    fromName: typeof meta.fromName === "string" ? meta.fromName : null,
    replyTo: typeof meta.replyTo === "string" ? meta.replyTo : null,
    unsubscribeUrl: typeof meta.unsubscribeUrl === "string" ? meta.unsubscribeUrl : null,
  });
  const attempts = helpers.job.attempts;
  if (outcome.status === "sent") {
    const { eventsEarly } = await update({ status: "sent", sentAt: new Date(), providerId: outcome.providerId });
    // Resend's delivery events that arrived before this row knew its id (lib/email/delivery-events.ts).
    if (eventsEarly) await db().$transaction((tx) => reconcileDelivery(tx, outcome.providerId), WORKER_TX);
    return;
  }
  if (outcome.status === "not_configured") {
    await update({ status: "not_sent", metadata: { reason: "RESEND_API_KEY is not set" } });
    return;
  }
  const finalAttempt = !outcome.retryable || attempts >= helpers.job.max_attempts;
  await update({ status: finalAttempt ? "failed" : "retrying", metadata: { lastError: outcome.error, attempts } });
  if (outcome.retryable && !finalAttempt) throw new Error(`e-mail ${row.id} not sent: ${outcome.error}`);
};

/** What the row holds, or, for an e-mail rendered at send time, its rendering now (null: cannot be rendered). */
async function contentOf(row: Row, meta: Record<string, unknown>): Promise<Content | null> {
  if (meta.kind === LEAD_ASSIGNED) return renderLeadAssignedEmail({ leadId: Number(meta.leadId), agentId: Number(meta.agentId) });
  return { subject: row.subject ?? "", text: row.content ?? "", html: String(meta.html ?? "") };
}
