import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueJob } from "@/lib/jobs/enqueue";

export type QueuedEmail = {
  kind: string;
  to: string[];
  subject: string;
  /**
   * The bodies. Absent for an e-mail the worker renders at send time (lead_assigned: it greets the
   * agent by name, see lib/crm/leads/assignment-email.ts); the worker then records what it sent.
   */
  html?: string;
  text?: string;
  /** Unique per logical e-mail (e.g. `lead-confirmation:42`): stored once, sent once. */
  dedupeKey: string;
  metadata?: Record<string, unknown>;
  accountId?: number | null;
  /** E-mails of automations (issue 26): their automation and template, counted by the automation's report. */
  automationId?: number | null;
  templateId?: number | null;
  /** Send time: when it was queued (the automation's clock in the simulated-day test). */
  createdAt?: Date;
  /** The delivery job's priority (lower first): a lead's first touch jumps the queue of staff e-mails. */
  priority?: number;
};

/** The `communications` row of a queued e-mail (status "queued" until the worker sends it). */
export function communicationRow(email: QueuedEmail) {
  return {
    type: "email",
    direction: "outbound",
    subject: email.subject,
    content: email.text ?? null,
    status: "queued",
    toAddress: email.to.join(", "),
    dedupeKey: email.dedupeKey,
    accountId: email.accountId ?? null,
    automationId: email.automationId ?? null,
    templateId: email.templateId ?? null,
    // The lead's timeline finds its e-mails by this indexed column.
    leadId: typeof email.metadata?.leadId === "number" ? email.metadata.leadId : null,
    metadata: { kind: email.kind, ...(email.html === undefined ? {} : { html: email.html }), ...email.metadata } as Record<string, unknown>,
  };
}

/** graphile-worker's job key of an e-mail's delivery: one pending delivery per logical e-mail. */
export const emailJobKey = (dedupeKey: string) => `email:${dedupeKey}`;
export const EMAIL_SEND_TASK = "email:send";
export const EMAIL_MAX_ATTEMPTS = 10;

/**
 * Records an outgoing e-mail in `communications` (status "queued") and enqueues its delivery job,
 * in the caller's transaction. The worker sends it (task email:send) with the dedupe key as
 * Resend's Idempotency-Key, so a retried job never sends twice.
 */
export async function queueEmail(tx: Prisma.TransactionClient, email: QueuedEmail): Promise<number | null> {
  if (email.to.length === 0) return null;
  const data = communicationRow(email);
  const row = await tx.communication.upsert({
    where: { dedupeKey: email.dedupeKey },
    update: {},
    create: { ...data, metadata: data.metadata as Prisma.InputJsonValue, ...(email.createdAt && { createdAt: email.createdAt }) },
    select: { id: true },
  });
  await enqueueJob(tx, EMAIL_SEND_TASK, { communicationId: row.id }, { jobKey: emailJobKey(email.dedupeKey), maxAttempts: EMAIL_MAX_ATTEMPTS, priority: email.priority });
  return row.id;
}
