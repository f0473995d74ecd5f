import "server-only";
import { db } from "@/lib/db";

/** What one request to Meta did for an event: delivered, or refused / not answered (with why). */
export type AttemptOutcome = "sent" | "failed";

/**
 * One row per event per request to Meta (`conversion_event_attempts`): the ledger row keeps only the
 * latest state, so a failure followed by a success would otherwise leave no trace of the failure.
 */
export async function recordAttempts(ids: number[], attempt: { outcome: AttemptOutcome; error?: string | null; httpStatus?: number | null }, at = new Date()): Promise<void> {
  if (ids.length === 0) return;
  await db().$executeRaw`
    INSERT INTO conversion_event_attempts ("conversionEventId", "attemptedAt", outcome, error, "httpStatus")
    SELECT id, ${at}, ${attempt.outcome}, ${attempt.error ?? null}, ${attempt.httpStatus ?? null}::int FROM unnest(${ids}::int[]) AS t(id)`;
}
