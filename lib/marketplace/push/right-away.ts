import "server-only";
import { db } from "@/lib/db";
import { errorMessage, log } from "@/lib/log";
import { nudgePushLane, pushLaneHere } from "@/lib/jobs/push-lane";
import { attemptPush } from "@/lib/marketplace/push/attempt";
import { schedulePush } from "@/lib/marketplace/push/schedule";

/**
 * A routed lead's push, attempted by the worker that routed it as soon as the delivery commits,
 * rather than fetched from the queue by the push lane: under a vendor's burst each fetch and
 * completion of a push job cost PostgreSQL and the worker about as much as the push itself
 * (bench:marketplace, docs/benchmarks.md).
 *
 * The push's job is still queued with the delivery, PUSH_FALLBACK_MS ahead: it is the push's
 * guarantee. A worker that dies before or during the attempt leaves it to that job; an attempt that
 * succeeds or schedules its retry replaces it (push/attempt.ts). Two attempts never overlap: each takes
 * the push's lease first. At most RIGHT_AWAY_CONCURRENCY attempts run here at once (a buyer's slow
 * endpoint holds one for up to PUSH_TIMEOUT_MS); past that, or on our own side's failure, the job is
 * brought forward and the push lane takes it.
 */
export const PUSH_FALLBACK_MS = 60_000;
export const RIGHT_AWAY_CONCURRENCY = 4;

const inFlight = new Set<Promise<void>>();

/** Whether this process attempts pushes right away: only where a push lane runs (a worker). */
export const pushesRightAwayHere = (): boolean => pushLaneHere();

/** Attempts the push now, in the background; the caller's job does not wait for the buyer's server. */
export function pushRightAway(pushId: number): void {
  if (inFlight.size >= RIGHT_AWAY_CONCURRENCY) {
    void bringForward(pushId);
    return;
  }
  const attempt: Promise<void> = attemptPush(pushId)
    .then(
      () => undefined,
      (e: unknown) => {
        log.warn("marketplace.push_right_away_failed", { pushId, message: errorMessage(e) });
        return bringForward(pushId);
      },
    )
    .finally(() => inFlight.delete(attempt));
  inFlight.add(attempt);
}

/** The push's job made due now, and the push lane woken for it. */
async function bringForward(pushId: number): Promise<void> {
  try {
    await schedulePush(db(), pushId, new Date());
    nudgePushLane();
  } catch (e) {
    // The job stays PUSH_FALLBACK_MS ahead: the push goes then.
    log.warn("marketplace.push_bring_forward_failed", { pushId, message: errorMessage(e) });
  }
}

/** Waits for the attempts in flight (a worker's stop), at most `ms`. */
export async function settlePushesRightAway(ms: number): Promise<void> {
  if (inFlight.size === 0) return;
  await Promise.race([Promise.all(inFlight), new Promise((resolve) => setTimeout(resolve, ms).unref())]);
}
