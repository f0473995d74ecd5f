import "server-only";
import { db } from "@/lib/db";
import { BILLING_INCOMPLETE_EXPIRES_HOURS } from "@/lib/constants";
import { lockSubscription, markEnded, pauseAfterGrace } from "@/lib/billing/transitions";
import { stopUnpaidStartAtProvider } from "@/lib/billing/unpaid-start";
import { errorMessage, log } from "@/lib/log";

/**
 * The billing sweep (cron, every minute; `billing:sweep`): what happens by the clock, not by an event.
 *  - an overdue renewal whose grace is over pauses delivery (suspended) until a retry succeeds;
 *  - a subscription set to end (Stripe's cancel_at_period_end, any PayPal cancellation) ends when its paid
 *    period does, should the provider's own event be late or never come;
 *  - a start whose first payment never came is given up after BILLING_INCOMPLETE_EXPIRES_HOURS, once its
 *    provider confirms it unpaid and it is cancelled there (lib/billing/unpaid-start.ts); a start the
 *    provider has paid waits for its late event.
 * Each subscription in its own transaction, under its lock, with the same functions the events use.
 */
export type SweepResult = { paused: number; ended: number; expired: number };

export async function runBillingSweep(now = new Date()): Promise<SweepResult> {
  const result: SweepResult = { paused: 0, ended: 0, expired: 0 };
  const overdue = await db().subscription.findMany({ where: { status: "past_due", graceEndsAt: { lte: now } }, select: { id: true }, take: 500 });
  for (const { id } of overdue) {
    if (await db().$transaction(async (tx) => { const sub = await lockSubscription(tx, { id }); return sub ? pauseAfterGrace(tx, sub, now) : false; })) result.paused++;
  }
  const ending = await db().subscription.findMany({ where: { status: { in: ["active", "past_due", "suspended"] }, cancelAtPeriodEnd: true, currentPeriodEnd: { lte: now } }, select: { id: true }, take: 500 });
  for (const { id } of ending) {
    const ended = await db().$transaction(async (tx) => {
      const sub = await lockSubscription(tx, { id });
      return sub?.cancelAtPeriodEnd && sub.currentPeriodEnd && sub.currentPeriodEnd <= now ? markEnded(tx, sub, sub.currentPeriodEnd, "cancelled at the end of the paid period") : false;
    });
    if (ended) result.ended++;
  }
  const stale = new Date(now.getTime() - BILLING_INCOMPLETE_EXPIRES_HOURS * 3_600_000);
  // A start the provider reported live is asked again an hour later (its updatedAt is touched), not every minute.
  const unpaid = await db().subscription.findMany({
    where: { status: "incomplete", createdAt: { lte: stale }, updatedAt: { lte: new Date(now.getTime() - PROVIDER_RECHECK_MS) } },
    select: { id: true, provider: true, providerSubscriptionId: true },
    take: 500,
  });
  for (const start of unpaid) {
    const atProvider = await stopUnpaidStartAtProvider(start).catch((e: unknown) => {
      log.warn("billing.unpaid_start_check_failed", { subscriptionId: start.id, error: errorMessage(e) });
      return null;
    });
    if (atProvider === null) {
      // Asked again in an hour, not every minute.
      await db().subscription.updateMany({ where: { id: start.id, status: "incomplete" }, data: { updatedAt: now } });
      continue;
    }
    const expired = await db().$transaction(async (tx) => {
      const sub = await lockSubscription(tx, { id: start.id });
      if (sub?.status !== "incomplete") return false;
      if (atProvider === "live") {
        await tx.subscription.update({ where: { id: sub.id }, data: { updatedAt: now } });
        return false;
      }
      return markEnded(tx, sub, now, "the first payment never came");
    });
    if (expired) result.expired++;
  }
  return result;
}

/** How long a start the provider reported live waits before it is asked again. */
const PROVIDER_RECHECK_MS = 60 * 60_000;
