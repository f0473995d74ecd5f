import type { Task } from "graphile-worker";
import { META_CAPI } from "@/lib/constants";
import { deliverConversionEvents, flushPendingConversions } from "@/lib/integrations/meta/deliver";

type Payload = { eventIds: number[] };

/**
 * Delivers the conversion events recorded by one business transaction (lib/integrations/meta/
 * ledger.ts) to Meta. Runs in the "meta-capi" queue, one job at a time. Meta down or slow: the job
 * throws and graphile-worker retries with exponential backoff (META_CAPI.maxAttempts, about 4 days,
 * inside Meta's 7-day window); on the last attempt the events are marked failed for an admin to
 * resend. Missing credentials leave the events pending, without failing the job.
 */
export const sendConversionsTask: Task = async (payload, helpers) => {
  const ids = ((payload as Payload).eventIds ?? []).filter((id) => Number.isInteger(id));
  const finalAttempt = helpers.job.attempts >= helpers.job.max_attempts;
  const report = await deliverConversionEvents(ids, { timeoutMs: META_CAPI.workerTimeoutMs, finalAttempt });
  if (report.retry.length) throw new Error(`${report.retry.length} conversion event(s) not delivered yet: ${report.lastError ?? "unknown error"}`);
};

/** Every few minutes: pending events without a live job (e.g. they waited for credentials). */
export const flushConversionsTask: Task = async (_payload, helpers) => {
  const report = await flushPendingConversions();
  const total = report.sent.length + report.failed.length + report.dropped.length + report.retry.length + report.waiting.length;
  if (total) helpers.logger.info(`conversion sweep: ${report.sent.length} sent, ${report.retry.length} to retry, ${report.waiting.length} waiting, ${report.dropped.length} dropped`);
};
