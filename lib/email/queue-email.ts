import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { insertFromJson } from "@/lib/sql/json-rows";

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

const COLUMNS = [...Object.keys(communicationRow({ kind: "", to: [], subject: "", dedupeKey: "" })), "createdAt"];

/**
 * The row (or the one already stored under its dedupe key) and its delivery job, in one statement:
 * e-mails are queued on the hot path of speed to lead (bench/automations.mts), where every round trip
 * to PostgreSQL counts.
 */
const QUEUE_EMAIL_SQL = `WITH stored AS (
    -- DO UPDATE (of nothing) rather than DO NOTHING: the row stored under this key is returned even
    -- when another transaction committed it after this statement began.
    ${insertFromJson("communications", COLUMNS, "$1", { suffix: `ON CONFLICT ("dedupeKey") DO UPDATE SET "dedupeKey" = EXCLUDED."dedupeKey" RETURNING id` })}
  )
  SELECT s.id, (graphile_worker.add_job($2::text, payload => json_build_object('communicationId', s.id), max_attempts => $4::int,
                                        job_key => $3::text, priority => $5::int)).id AS job_id
  FROM stored s`;

/**
 * Records an outgoing e-mail in `communications` (status "queued") and enqueues its delivery job,
 * in the caller's transaction. The worker sends it (task email:send) with the dedupe key as
 * Resend's Idempotency-Key, so a retried job never sends twice. The same dedupe key queued again
 * stores nothing new and returns the stored row's id.
 */
export async function queueEmail(tx: Pick<Prisma.TransactionClient, "$queryRawUnsafe">, email: QueuedEmail): Promise<number | null> {
  if (email.to.length === 0) return null;
  const row = { ...communicationRow(email), createdAt: (email.createdAt ?? new Date()).toISOString() };
  const rows = await tx.$queryRawUnsafe<{ id: number }[]>(QUEUE_EMAIL_SQL, JSON.stringify([row]), EMAIL_SEND_TASK, emailJobKey(email.dedupeKey), EMAIL_MAX_ATTEMPTS, email.priority ?? 0);
  return rows[0]!.id;
}
