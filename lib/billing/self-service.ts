import "server-only";
import { db } from "@/lib/db";
import type { Prisma, Subscription } from "@/lib/generated/prisma/client";
import type { BillingIntervalValue, BillingPlanKey } from "@/lib/constants";
import { errorMessage, log } from "@/lib/log";
import { paypalEnvironment } from "@/lib/payments/paypal/client";
import { siteConfig } from "@/lib/site";
import { activePrice } from "@/lib/billing/catalog";
import { BILLING_MESSAGES } from "@/lib/billing/messages";
import { cancelPayPalSubscription, paypalMessage, revisePayPalSubscription } from "@/lib/billing/paypal";
import { planOrThrow } from "@/lib/billing/plans";
import { cancelStripeNow, changeStripePlan, setStripeCancelAtPeriodEnd, stripeMessage, stripePortalUrl } from "@/lib/billing/stripe";
import { note } from "@/lib/billing/timeline";
import { applyPlanChange, applySnapshot, lockSubscription, markEnded } from "@/lib/billing/transitions";
import { formatCents } from "@/lib/constants";

/**
 * The buyer's self-service (/account/billing): change plan or interval, cancel (at the period's end by
 * default), undo a cancellation, update the card. Each asks the provider first and changes our state only
 * with what the provider confirmed, in one transaction under the subscription's lock: a refused card or a
 * provider that is down leaves everything as it was, with the provider's words for why.
 */
export type ServiceResult = { ok: true; message: string; redirect?: string } | { ok: false; status: number; error: string };

const ALIVE = ["active", "past_due", "suspended"];

/** The buyer's own subscription, or null (another buyer's is "not found"). */
export async function ownSubscription(userId: number, subscriptionId: number): Promise<Subscription | null> {
  return db().subscription.findFirst({ where: { id: subscriptionId, userId } });
}

async function apply<T>(subscriptionId: number, fn: (tx: Prisma.TransactionClient, sub: Subscription) => Promise<T>): Promise<T> {
  return db().$transaction(async (tx) => {
    const sub = await lockSubscription(tx, { id: subscriptionId });
    if (!sub) throw new Error(`subscription ${subscriptionId} vanished`);
    return fn(tx, sub);
  });
}

const providerWords = (sub: Subscription, e: unknown) => (sub.provider === "stripe" ? stripeMessage(e) : paypalMessage(e));

export async function changePlan(userId: number, subscriptionId: number, plan: BillingPlanKey, interval: BillingIntervalValue, now = new Date()): Promise<ServiceResult> {
  const sub = await ownSubscription(userId, subscriptionId);
  if (!sub) return { ok: false, status: 404, error: BILLING_MESSAGES.notFound };
  const target = planOrThrow(plan);
  if (target.kind !== sub.kind) return { ok: false, status: 400, error: "That plan is not of this subscription's kind." };
  if (sub.status === "past_due" || sub.status === "suspended") return { ok: false, status: 409, error: BILLING_MESSAGES.overdue };
  if (sub.status !== "active" || !sub.providerSubscriptionId) return { ok: false, status: 409, error: BILLING_MESSAGES.notRunning };
  if (sub.cancelAtPeriodEnd) return { ok: false, status: 409, error: BILLING_MESSAGES.cancelPending };
  if (sub.plan === plan && sub.interval === interval) return { ok: false, status: 400, error: BILLING_MESSAGES.samePlan };
  const price = await activePrice(sub.provider, plan, interval);
  if (!price) return { ok: false, status: 503, error: BILLING_MESSAGES.notSetUp(sub.provider) };
  try {
    if (sub.provider === "stripe") {
      const answer = await changeStripePlan({ id: sub.providerSubscriptionId, priceId: price.providerPriceId, newInterval: interval !== sub.interval, key: `change:${sub.id}:${plan}_${interval}:${now.getTime()}` });
      if (!answer.applied) {
        const due = answer.amountDue ? ` of ${formatCents(answer.amountDue)}` : "";
        return { ok: false, status: 402, error: `Your card was declined for the prorated charge${due}. Your plan did not change: update your card and try again.` };
      }
      await apply(sub.id, (tx, locked) => applyPlanChange(tx, locked, plan, interval, now, { actorId: userId }));
      return { ok: true, message: `Your plan is now ${target.name}, billed ${interval === "year" ? "annually" : "monthly"}.` };
    }
    const site = siteConfig();
    const { approveUrl } = await revisePayPalSubscription({ id: sub.providerSubscriptionId, planId: price.providerPriceId, returnUrl: `${site.url}/account/billing?revised=${sub.id}`, cancelUrl: `${site.url}/account/billing` });
    await apply(sub.id, (tx, locked) => note(tx, locked, now, "change_requested", `Asked PayPal to change the plan to ${target.name}, billed ${interval === "year" ? "annually" : "monthly"}: it applies once approved at PayPal, from the next payment.`, { actorId: userId }));
    return { ok: true, message: "Approve the change at PayPal.", ...(approveUrl ? { redirect: approveUrl } : {}) };
  } catch (e) {
    log.warn("billing.change_failed", { subscriptionId: sub.id, error: errorMessage(e) });
    return { ok: false, status: 502, error: providerWords(sub, e) };
  }
}

/**
 * Cancel anytime: a paid period runs to its end (no further payment); an overdue or unpaid subscription
 * ends now, since nothing paid is left to run.
 */
export async function cancelSubscription(userId: number, subscriptionId: number, now = new Date()): Promise<ServiceResult> {
  const sub = await ownSubscription(userId, subscriptionId);
  if (!sub) return { ok: false, status: 404, error: BILLING_MESSAGES.notFound };
  if (sub.status === "canceled" || sub.status === "expired") return { ok: false, status: 409, error: BILLING_MESSAGES.notRunning };
  if (sub.cancelAtPeriodEnd) return { ok: true, message: "This subscription is already set to end." };
  const endsNow = sub.status !== "active" || !sub.providerSubscriptionId;
  try {
    if (sub.provider === "stripe" && sub.providerSubscriptionId) {
      if (endsNow) await cancelStripeNow(sub.providerSubscriptionId);
      else {
        const snapshot = await setStripeCancelAtPeriodEnd(sub.providerSubscriptionId, true);
        await apply(sub.id, (tx, locked) => applySnapshot(tx, locked, snapshot, now));
        return { ok: true, message: "Your subscription ends at the end of the period you paid for. Nothing more will be charged." };
      }
    } else if (sub.providerSubscriptionId) {
      await cancelPayPalSubscription(sub.providerSubscriptionId, "Cancelled by the buyer");
      if (!endsNow) {
        await apply(sub.id, (tx, locked) => applySnapshot(tx, locked, { id: sub.providerSubscriptionId!, status: "canceled", plan: null, interval: null, cancelAtPeriodEnd: false, canceledAt: now, ref: null }, now));
        return { ok: true, message: "Your subscription ends at the end of the period you paid for. PayPal will charge nothing more." };
      }
    }
  } catch (e) {
    log.warn("billing.cancel_failed", { subscriptionId: sub.id, error: errorMessage(e) });
    return { ok: false, status: 502, error: providerWords(sub, e) };
  }
  await apply(sub.id, (tx, locked) => markEnded(tx, locked, now, "cancelled by the buyer", { actorId: userId }));
  return { ok: true, message: "Your subscription is cancelled." };
}

/** Stripe only: the cancellation is taken back and the plan renews as before (PayPal cannot revive one). */
export async function undoCancel(userId: number, subscriptionId: number, now = new Date()): Promise<ServiceResult> {
  const sub = await ownSubscription(userId, subscriptionId);
  if (!sub) return { ok: false, status: 404, error: BILLING_MESSAGES.notFound };
  if (!sub.cancelAtPeriodEnd || !ALIVE.includes(sub.status) || !sub.providerSubscriptionId) return { ok: false, status: 409, error: "This subscription is not set to end." };
  if (sub.provider === "paypal") return { ok: false, status: 409, error: "PayPal cannot restart a cancelled subscription: subscribe again when this one ends." };
  try {
    const snapshot = await setStripeCancelAtPeriodEnd(sub.providerSubscriptionId, false);
    await apply(sub.id, (tx, locked) => applySnapshot(tx, locked, snapshot, now));
    return { ok: true, message: "Your subscription renews as before." };
  } catch (e) {
    return { ok: false, status: 502, error: stripeMessage(e) };
  }
}

/** Where the buyer updates the card: Stripe's Customer Portal (a fresh, short-lived link) or PayPal's automatic payments page. */
export async function paymentMethodUrl(userId: number, provider: "stripe" | "paypal"): Promise<ServiceResult> {
  if (provider === "paypal") {
    const host = paypalEnvironment() === "production" ? "https://www.paypal.com" : "https://www.sandbox.paypal.com";
    return { ok: true, message: "Opening PayPal", redirect: `${host}/myaccount/autopay/` };
  }
  const customer = await db().billingCustomer.findUnique({ where: { userId } });
  if (!customer?.stripeCustomerId) return { ok: false, status: 404, error: "There is no card on file yet." };
  try {
    return { ok: true, message: "Opening Stripe", redirect: await stripePortalUrl(customer.stripeCustomerId, `${siteConfig().url}/account/billing`) };
  } catch (e) {
    return { ok: false, status: 502, error: stripeMessage(e) };
  }
}
