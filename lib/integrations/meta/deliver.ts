import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { META_CAPI } from "@/lib/constants";
import { log } from "@/lib/log";
import { metaConfig, missingCapiCredentials, missingCredentialsMessage, type MetaConfig } from "@/lib/integrations/meta/config";
import type { ServerEvent } from "@/lib/integrations/meta/events";
import { postEvents, type EventsResponse } from "@/lib/integrations/meta/graph-client";
import { recordAttempts } from "@/lib/integrations/meta/attempts";

export type DeliveryReport = {
  sent: number[];
  failed: number[];
  dropped: number[];
  /** Transient failures: the caller retries later (the job throws). */
  retry: number[];
  /** Waiting for configuration (missing or rejected credentials): the periodic sweep picks them up. */
  waiting: number[];
  lastError: string | null;
  response: EventsResponse | null;
};

type Row = { id: number; payload: Prisma.JsonValue; eventTime: Date };

const DAY_MS = 86_400_000;
const json = (v: unknown) => v as Prisma.InputJsonValue;

/**
 * Delivers ledger events that are still pending, in batches of at most 1,000, and records each
 * attempt (conversion_event_attempts) and Meta's latest answer on every row. A batch Meta rejects is split in halves until the bad
 * events are isolated, so one invalid event does not sink the rest. Idempotent: rows already sent
 * are skipped, and Meta deduplicates on event_id anyway.
 */
export async function deliverConversionEvents(
  ids: number[],
  opts: { timeoutMs: number; finalAttempt: boolean; now?: Date; cfg?: MetaConfig },
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: [], failed: [], dropped: [], retry: [], waiting: [], lastError: null, response: null };
  if (ids.length === 0) return report;
  const now = opts.now ?? new Date();
  const rows = await db().conversionEvent.findMany({
    where: { id: { in: ids }, status: "pending" },
    orderBy: { id: "asc" },
    select: { id: true, payload: true, eventTime: true },
  });

  // Meta rejects a whole request when one event is older than 7 days: drop those first, with the reason.
  const cutoff = now.getTime() - META_CAPI.maxEventAgeDays * DAY_MS;
  const tooOld = rows.filter((r) => r.eventTime.getTime() < cutoff);
  if (tooOld.length) {
    await db().conversionEvent.updateMany({
      where: { id: { in: tooOld.map((r) => r.id) } },
      data: { status: "dropped", lastError: `Not sent within Meta's ${META_CAPI.maxEventAgeDays}-day window: Meta rejects events older than ${META_CAPI.maxEventAgeDays} days.` },
    });
    report.dropped.push(...tooOld.map((r) => r.id));
  }
  const fresh = rows.filter((r) => r.eventTime.getTime() >= cutoff);
  if (fresh.length === 0) return report;

  const cfg = opts.cfg ?? metaConfig();
  const missing = missingCapiCredentials(cfg);
  if (missing.length) {
    const message = missingCredentialsMessage(missing);
    await db().conversionEvent.updateMany({ where: { id: { in: fresh.map((r) => r.id) } }, data: { lastError: message } });
    report.waiting.push(...fresh.map((r) => r.id));
    report.lastError = message;
    return report;
  }

  for (let i = 0; i < fresh.length; i += META_CAPI.maxBatch) {
    await sendBatch(fresh.slice(i, i + META_CAPI.maxBatch), cfg, opts, report);
  }
  return report;
}

async function sendBatch(rows: Row[], cfg: MetaConfig, opts: { timeoutMs: number; finalAttempt: boolean }, report: DeliveryReport): Promise<void> {
  const ids = rows.map((r) => r.id);
  const result = await postEvents(rows.map((r) => r.payload as unknown as ServerEvent), opts.timeoutMs, cfg);
  await recordAttempts(ids, result.ok ? { outcome: "sent", httpStatus: result.status } : { outcome: "failed", error: result.error, httpStatus: result.status });
  if (result.ok) {
    const response = { events_received: result.body.events_received, fbtrace_id: result.body.fbtrace_id ?? null, messages: result.body.messages ?? [], batch_size: rows.length };
    await db().conversionEvent.updateMany({
      where: { id: { in: ids } },
      data: { status: "sent", sentAt: new Date(), attempts: { increment: 1 }, lastError: null, response: json(response) },
    });
    report.sent.push(...ids);
    report.response = result.body;
    log.info("meta.events_sent", { count: rows.length, eventsReceived: result.body.events_received, fbtraceId: result.body.fbtrace_id });
    return;
  }

  const response = json({ status: result.status, error: result.graphError ?? null, batch_size: rows.length });
  report.lastError = result.error;
  if ((result.kind === "permanent" || result.kind === "too_old") && rows.length > 1) {
    // Meta rejects the whole batch for one bad event: split to find it, send the rest.
    const half = Math.ceil(rows.length / 2);
    await db().conversionEvent.updateMany({ where: { id: { in: ids } }, data: { attempts: { increment: 1 } } });
    await sendBatch(rows.slice(0, half), cfg, opts, report);
    await sendBatch(rows.slice(half), cfg, opts, report);
    return;
  }
  log.warn("meta.events_not_sent", { count: rows.length, kind: result.kind, status: result.status, error: result.error });
  if (result.kind === "too_old") {
    await db().conversionEvent.updateMany({ where: { id: { in: ids } }, data: { status: "dropped", attempts: { increment: 1 }, lastError: result.error, response } });
    report.dropped.push(...ids);
  } else if (result.kind === "permanent") {
    await db().conversionEvent.updateMany({ where: { id: { in: ids } }, data: { status: "failed", attempts: { increment: 1 }, lastError: result.error, response } });
    report.failed.push(...ids);
  } else if (result.kind === "auth") {
    const message = `Meta rejected the credentials: ${result.error}. Check FACEBOOK_ACCESS_TOKEN and FACEBOOK_PIXEL_ID at /facebook-credentials.`;
    await db().conversionEvent.updateMany({ where: { id: { in: ids } }, data: { attempts: { increment: 1 }, lastError: message, response } });
    report.waiting.push(...ids);
    report.lastError = message;
  } else {
    await db().conversionEvent.updateMany({
      where: { id: { in: ids } },
      data: { status: opts.finalAttempt ? "failed" : "pending", attempts: { increment: 1 }, lastError: result.error, response },
    });
    (opts.finalAttempt ? report.failed : report.retry).push(...ids);
  }
}

/**
 * The periodic sweep: pending events nobody is working on right now (untouched for two minutes),
 * e.g. those that waited for credentials. Never throws for Meta's failures: it runs again soon.
 */
export async function flushPendingConversions(now = new Date()): Promise<DeliveryReport> {
  const idle = new Date(now.getTime() - 2 * 60_000);
  const rows = await db().conversionEvent.findMany({
    where: { status: "pending", updatedAt: { lt: idle } },
    orderBy: { id: "asc" },
    take: META_CAPI.maxBatch * 5,
    select: { id: true },
  });
  return deliverConversionEvents(rows.map((r) => r.id), { timeoutMs: META_CAPI.workerTimeoutMs, finalAttempt: false, now });
}
