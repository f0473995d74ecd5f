import type { Task } from "graphile-worker";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email/send-email";
import type { Prisma } from "@/lib/generated/prisma/client";

type Payload = { communicationId: number };

/**
 * Delivers one queued e-mail. Idempotent: a row already sent is skipped, and Resend receives the
 * row's dedupe key as Idempotency-Key. Without RESEND_API_KEY the row is marked "not_sent" with the
 * reason, so an operator sees what to configure. Retryable failures throw: graphile-worker retries
 * with exponential backoff, and after the last attempt the job stays visible as failed.
 */
export const sendEmailTask: Task = async (payload, helpers) => {
  const { communicationId } = payload as Payload;
  const row = await db().communication.findUnique({ where: { id: communicationId } });
  if (!row || row.status === "sent" || row.status === "not_sent") return;
  const meta = (row.metadata ?? {}) as Record<string, unknown>;
  const outcome = await sendEmail({
    to: (row.toAddress ?? "").split(",").map((s) => s.trim()).filter(Boolean),
    subject: row.subject ?? "",
    html: String(meta.html ?? ""),
    text: row.content ?? "",
    idempotencyKey: row.dedupeKey ?? `communication-${row.id}`,
  });
  const attempts = helpers.job.attempts;
  if (outcome.status === "sent") {
    await db().communication.update({
      where: { id: row.id },
      data: { status: "sent", sentAt: new Date(), providerId: outcome.providerId },
    });
    return;
  }
  if (outcome.status === "not_configured") {
    await db().communication.update({
      where: { id: row.id },
      data: { status: "not_sent", metadata: { ...meta, reason: "RESEND_API_KEY is not set" } as Prisma.InputJsonValue },
    });
    return;
  }
  const finalAttempt = !outcome.retryable || attempts >= helpers.job.max_attempts;
  await db().communication.update({
    where: { id: row.id },
    data: {
      status: finalAttempt ? "failed" : "retrying",
      metadata: { ...meta, lastError: outcome.error, attempts } as Prisma.InputJsonValue,
    },
  });
  if (outcome.retryable && !finalAttempt) throw new Error(`e-mail ${row.id} not sent: ${outcome.error}`);
};
