import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { PUSH_RETRY_HOURS } from "@/lib/constants";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { PUSH_PRIORITY } from "@/lib/jobs/priorities";
import { PUSH_TASK } from "@/lib/marketplace/deliver";

/**
 * When a push is tried again. Exponential backoff with jitter: 30 s after the first failure, doubling,
 * at most 3 hours apart, each delay drawn within ±25 % (so a buyer's endpoint that comes back is not
 * hit by every waiting push at once). An endpoint that asks us to slow down (429, 502, 503, 504) waits
 * twice as long, or its Retry-After. Retries stop PUSH_RETRY_HOURS after the delivery: the last one
 * is at that instant exactly, then the push is failed.
 *
 * Each retry is its own job under the push's job key, scheduled here (run_at) rather than left to the
 * queue's own retries, so the window is exact and survives any restart. `maxAttempts` only covers a
 * worker that dies mid-attempt (its job runs again once the crashed-worker sweep releases it).
 */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_GAP_MS = 3 * 3_600_000;
export const MAX_RETRY_AFTER_MS = 6 * 3_600_000;
export const PUSH_JOB_MAX_ATTEMPTS = 10;

export const pushJobKey = (pushId: number) => `marketplace-push:${pushId}`;

/** The moment retries stop: PUSH_RETRY_HOURS after the delivery. */
export const retryDeadline = (deliveredAt: Date) => new Date(deliveredAt.getTime() + PUSH_RETRY_HOURS * 3_600_000);

/** The nominal gap after the n-th failed attempt (n ≥ 1), before jitter. */
export const nominalGapMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.min(Math.max(attempts - 1, 0), 20), MAX_RETRY_GAP_MS);

/**
 * The next attempt after `attempts` failures, at `now`; null once the window is over.
 * `random` is Math.random (tests pass their own).
 */
export function nextAttemptAt(input: { attempts: number; now: Date; deadline: Date; throttle?: boolean; retryAfterMs?: number | null; random?: () => number }): Date | null {
  const { now, deadline } = input;
  if (now.getTime() >= deadline.getTime()) return null;
  const jitter = 0.75 + 0.5 * (input.random ?? Math.random)();
  let gap = nominalGapMs(input.attempts) * jitter;
  if (input.throttle) gap = Math.max(gap * 2, Math.min(input.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
  return new Date(Math.min(now.getTime() + Math.round(gap), deadline.getTime()));
}

type Tx = Pick<Prisma.TransactionClient, "$executeRaw">;

/** The push's next attempt, as its one job (an earlier pending one is replaced). */
export async function schedulePush(tx: Tx, pushId: number, runAt: Date, payload: { manual?: boolean } = {}): Promise<void> {
  await enqueueJob(tx, PUSH_TASK, { pushId, ...payload }, { jobKey: pushJobKey(pushId), runAt, maxAttempts: PUSH_JOB_MAX_ATTEMPTS, priority: PUSH_PRIORITY });
}

/** A push that is finished: its pending job, if any, is dropped (a running one just completes). */
export async function unschedulePush(tx: Tx, pushId: number): Promise<void> {
  await tx.$executeRaw`SELECT graphile_worker.remove_job(${pushJobKey(pushId)}::text)`;
}
