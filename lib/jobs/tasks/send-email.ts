import type { Task } from "graphile-worker";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email/send-email";
import { LEAD_ASSIGNED, renderLeadAssignedEmail } from "@/lib/crm/leads/assignment-email";
import type { Communication, Prisma } from "@/lib/generated/prisma/client";
import { deliveryBlock } from "@/lib/email/delivery-guard";
import { reconcileDelivery } from "@/lib/email/delivery-events";
import { WORKER_TX } from "@/lib/automations/definitions";

type Payload = { communicationId: number };
type Content = { subject: string; text: string; html: string };

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
  const row = await db().communication.findUnique({ where: { id: communicationId } });
  if (!row || row.status === "sent" || row.status === "not_sent") return;
  const meta = (row.metadata ?? {}) as Record<string, unknown>;
  const content = await contentOf(row, meta);
  const update = (data: { status: string; sentAt?: Date; providerId?: string; metadata?: Record<string, unknown> }) =>
    db().communication.update({
      where: { id: row.id },
      data: {
        ...data,
        ...(content && { subject: content.subject, content: content.text }),
        metadata: { ...meta, ...(content && { html: content.html }), ...data.metadata } as Prisma.InputJsonValue,
      },
    });
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
    await update({ status: "sent", sentAt: new Date(), providerId: outcome.providerId });
    // Resend's delivery events that arrived before this row knew its id (lib/email/delivery-events.ts).
    if (await db().emailEvent.findFirst({ where: { providerId: outcome.providerId }, select: { id: true } })) {
      await db().$transaction((tx) => reconcileDelivery(tx, outcome.providerId), WORKER_TX);
    }
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
async function contentOf(row: Communication, meta: Record<string, unknown>): Promise<Content | null> {
  if (meta.kind === LEAD_ASSIGNED) return renderLeadAssignedEmail({ leadId: Number(meta.leadId), agentId: Number(meta.agentId) });
  return { subject: row.subject ?? "", text: row.content ?? "", html: String(meta.html ?? "") };
}
