import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueJob } from "@/lib/jobs/enqueue";

export type QueuedEmail = {
  kind: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** Unique per logical e-mail (e.g. `lead-confirmation:42`): stored once, sent once. */
  dedupeKey: string;
  metadata?: Record<string, unknown>;
  accountId?: number | null;
};

/**
 * Records an outgoing e-mail in `communications` (status "queued") and enqueues its delivery job,
 * in the caller's transaction. The worker sends it (task email:send) with the dedupe key as
 * Resend's Idempotency-Key, so a retried job never sends twice.
 */
export async function queueEmail(tx: Prisma.TransactionClient, email: QueuedEmail): Promise<number | null> {
  if (email.to.length === 0) return null;
  const row = await tx.communication.upsert({
    where: { dedupeKey: email.dedupeKey },
    update: {},
    create: {
      type: "email",
      direction: "outbound",
      subject: email.subject,
      content: email.text,
      status: "queued",
      toAddress: email.to.join(", "),
      dedupeKey: email.dedupeKey,
      accountId: email.accountId ?? null,
      metadata: { kind: email.kind, html: email.html, ...email.metadata } as Prisma.InputJsonValue,
    },
    select: { id: true },
  });
  await enqueueJob(tx, "email:send", { communicationId: row.id }, { jobKey: `email:${email.dedupeKey}` });
  return row.id;
}
