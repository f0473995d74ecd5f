import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { META_CAPI } from "@/lib/constants";
import { enqueueJob } from "@/lib/jobs/enqueue";
import type { ServerEvent } from "@/lib/integrations/meta/events";
import { hasMatchKeys } from "@/lib/integrations/meta/user-data";
import { missingCapiCredentials, missingCredentialsMessage } from "@/lib/integrations/meta/config";

/** Meta deliveries run one at a time across all workers (graphile-worker named queue). */
export const META_QUEUE = "meta-capi";
export const SEND_TASK = "meta:send-conversions";
export const FLUSH_TASK = "meta:flush-pending";
export const NO_MATCH_KEYS = "No customer information to match (no e-mail, phone, name or id): Meta would reject the event.";

type Tx = Prisma.TransactionClient;

export type LedgerEntry = {
  event: ServerEvent;
  leadId?: number | null;
  opportunityId?: number | null;
  /** Record the event as dropped, with this reason, instead of sending it. */
  dropReason?: string | null;
};
export type RecordOutcome = { created: { id: number; eventId: string }[]; existing: string[] };

/**
 * The outbox: records events in `conversion_events` (event_id unique: an event already recorded is
 * left alone, so every path may ask for the same stage) and enqueues their delivery in the caller's
 * transaction. Events Meta could not match to anyone are recorded as dropped, with the reason.
 */
/**
 * Why events cannot be sent now, or null: the Conversions API's credentials are not set. Such events are
 * recorded pending with this reason (what /admin and the conversions page show) and no delivery job: a
 * job could only find the same; the periodic sweep (FLUSH_TASK) sends them once the credentials are set.
 */
export function undeliverableReason(): string | null {
  const missing = missingCapiCredentials();
  return missing.length ? missingCredentialsMessage(missing) : null;
}

/**
 * The ledger row of one entry: pending (with the reason it waits, `waiting`, when credentials are
 * missing), or dropped with its reason when Meta could not match anyone.
 */
export function ledgerRow({ event, leadId, opportunityId, dropReason }: LedgerEntry, waiting: string | null = null) {
  const reason = dropReason ?? (hasMatchKeys(event.user_data) ? null : NO_MATCH_KEYS);
  return {
    eventId: event.event_id,
    leadId: leadId ?? null,
    opportunityId: opportunityId ?? null,
    eventName: event.event_name,
    eventTime: new Date(event.event_time * 1000).toISOString(),
    payload: event,
    status: reason ? "dropped" : "pending",
    lastError: reason ?? waiting,
  };
}

export async function recordConversionEvents(tx: Tx, entries: LedgerEntry[], opts: { enqueue?: boolean } = {}): Promise<RecordOutcome> {
  if (entries.length === 0) return { created: [], existing: [] };
  const waiting = undeliverableReason();
  const rows = JSON.stringify(entries.map((e) => ledgerRow(e, waiting)));
  // One statement, rows in the given order (ids follow it). Prisma's createManyAndReturn cost
  // ~75 ms for two rows here, on the lead pipeline's hot path.
  const created = await tx.$queryRaw<{ id: number; eventId: string; status: string }[]>`
    INSERT INTO conversion_events ("eventId", "leadId", "opportunityId", "eventName", "eventTime", payload, status, "lastError")
    SELECT x->>'eventId', (x->>'leadId')::int, (x->>'opportunityId')::int, x->>'eventName', (x->>'eventTime')::timestamptz,
           x->'payload', (x->>'status')::"ConversionEventStatus", x->>'lastError'
    FROM jsonb_array_elements(${rows}::jsonb) WITH ORDINALITY AS t(x, n)
    ORDER BY n
    ON CONFLICT ("eventId") DO NOTHING
    RETURNING id, "eventId", status::text AS status`;
  const createdIds = new Set(created.map((c) => c.eventId));
  const pending = created.filter((c) => c.status === "pending").sort((a, b) => a.id - b.id);
  if (pending.length && opts.enqueue !== false && !waiting) await enqueueSend(tx, pending.map((c) => c.id));
  return {
    created: created.map(({ id, eventId }) => ({ id, eventId })).sort((a, b) => a.id - b.id),
    existing: entries.map((e) => e.event.event_id).filter((id) => !createdIds.has(id)),
  };
}

/** One delivery job per chunk of at most 1,000 events, in Meta's queue, retried with backoff. */
export async function enqueueSend(tx: Pick<Tx, "$executeRaw">, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += META_CAPI.maxBatch) {
    const chunk = ids.slice(i, i + META_CAPI.maxBatch);
    await enqueueJob(tx, SEND_TASK, { eventIds: chunk }, { queueName: META_QUEUE, maxAttempts: META_CAPI.maxAttempts, jobKey: `meta-send:${chunk[0]}-${chunk.length}` });
  }
}

export type LedgerRow = {
  id: number;
  eventId: string;
  eventName: string;
  eventTime: Date;
  leadId: number | null;
  opportunityId: number | null;
  status: "pending" | "sent" | "failed" | "dropped";
  attempts: number;
  lastError: string | null;
  response: unknown;
  sentAt: Date | null;
  createdAt: Date;
  actionSource: string | null;
  value: number | null;
  source: string | null;
};

export const LEDGER_STATUSES = ["pending", "sent", "failed", "dropped"] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

/** The newest events first, optionally by status; a page of `take` rows. */
export async function listLedger(opts: { status?: LedgerStatus; take?: number; skip?: number } = {}): Promise<{ rows: LedgerRow[]; total: number; counts: Record<LedgerStatus, number> }> {
  const where = opts.status ? { status: opts.status } : {};
  const [rows, total, grouped] = await Promise.all([
    db().conversionEvent.findMany({ where, orderBy: { id: "desc" }, take: opts.take ?? 50, skip: opts.skip ?? 0 }),
    db().conversionEvent.count({ where }),
    db().conversionEvent.groupBy({ by: ["status"], _count: { _all: true } }),
  ]);
  const counts = { pending: 0, sent: 0, failed: 0, dropped: 0 } as Record<LedgerStatus, number>;
  for (const g of grouped) counts[g.status] = g._count._all;
  return {
    total,
    counts,
    rows: rows.map((r) => {
      const payload = r.payload as Partial<ServerEvent> | null;
      return {
        id: r.id,
        eventId: r.eventId,
        eventName: r.eventName,
        eventTime: r.eventTime,
        leadId: r.leadId,
        opportunityId: r.opportunityId,
        status: r.status,
        attempts: r.attempts,
        lastError: r.lastError,
        response: r.response,
        sentAt: r.sentAt,
        createdAt: r.createdAt,
        actionSource: payload?.action_source ?? null,
        value: typeof payload?.custom_data?.value === "number" ? payload.custom_data.value : null,
        source: payload?.custom_data?.lead_event_source ?? (payload?.action_source === "website" ? "website" : null),
      };
    }),
  };
}

export type ResendResult = { ok: true } | { ok: false; status: 404 | 409; error: string };

/**
 * Puts a failed event back in Meta's queue (after a fix: a new token, a corrected mapping).
 * Events older than Meta's 7-day window cannot be accepted any more and are refused.
 */
export async function resendConversionEvent(id: number, now = new Date()): Promise<ResendResult> {
  return db().$transaction(async (tx) => {
    const row = await tx.conversionEvent.findUnique({ where: { id }, select: { id: true, status: true, eventTime: true } });
    if (!row) return { ok: false, status: 404, error: "Conversion event not found" };
    if (row.status === "sent") return { ok: false, status: 409, error: "This event was already delivered to Meta." };
    if (row.status === "pending") return { ok: false, status: 409, error: "This event is already waiting to be sent." };
    if (row.status === "dropped") return { ok: false, status: 409, error: "Dropped events are not resent: see the recorded reason." };
    if (row.eventTime.getTime() < now.getTime() - META_CAPI.maxEventAgeDays * 86_400_000) {
      return { ok: false, status: 409, error: `This event is older than Meta's ${META_CAPI.maxEventAgeDays}-day limit and cannot be sent any more.` };
    }
    await tx.conversionEvent.update({ where: { id }, data: { status: "pending", lastError: null } });
    await enqueueSend(tx, [id]);
    return { ok: true };
  });
}
