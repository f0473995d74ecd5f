import "server-only";
import { db } from "@/lib/db";
import type { BillingRefund, Subscription } from "@/lib/generated/prisma/client";
import { formatCents, PROMISES } from "@/lib/constants";
import { formatDate } from "@/lib/crm/format";
import { queueEmail } from "@/lib/email/queue-email";
import { errorMessage, log } from "@/lib/log";
import { siteConfig } from "@/lib/site";
import { refundEmail } from "@/lib/billing/emails";
import { BILLING_MESSAGES } from "@/lib/billing/messages";
import { cancelPayPalSubscription, paypalMessage, refundPayPalSale } from "@/lib/billing/paypal";
import { planOrThrow } from "@/lib/billing/plans";
import { cancelStripeNow, refundStripeInvoice, stripeMessage } from "@/lib/billing/stripe";
import { note } from "@/lib/billing/timeline";
import { lockSubscription, markEnded } from "@/lib/billing/transitions";

/**
 * Money back, through the providers' refund APIs (issue 32). The 30-day guarantee refunds in full: every
 * payment of the subscription, each refunded whole, because the terms promise "we will refund that
 * payment" and a whole refund per charge is what a bookkeeper matches line by line (docs/payments.md says
 * why not prorated). The subscription ends at once; the leads already delivered stay the buyer's.
 *
 * A refund is a row first (`pending`, its id the provider call's idempotency key), then the provider's
 * call, then `succeeded` with the provider's refund id or `failed` with its words: a crash or an outage
 * between the two is retried with the same key, so a refund is never made twice.
 */
export type RefundResult = { ok: true; message: string; refundedCents: number } | { ok: false; status: number; error: string };

const DAY_MS = 86_400_000;
export const moneyBackEndsAt = (firstPaidAt: Date) => new Date(firstPaidAt.getTime() + PROMISES.moneyBackDays * DAY_MS);

export type MoneyBack = { eligible: true; endsAt: Date } | { eligible: false; reason: string; endsAt: Date | null };

/**
 * Whether the buyer may still cancel with a refund: a new client (no earlier paid subscription of the
 * same kind) whose first payment was under 30 days ago.
 */
export async function moneyBackFor(sub: Subscription, now = new Date()): Promise<MoneyBack> {
  if (!sub.firstPaidAt) return { eligible: false, reason: "Nothing has been paid yet.", endsAt: null };
  const endsAt = moneyBackEndsAt(sub.firstPaidAt);
  if (sub.status === "canceled" || sub.status === "expired") return { eligible: false, reason: BILLING_MESSAGES.notRunning, endsAt };
  const earlier = await db().subscription.count({ where: { userId: sub.userId, kind: sub.kind, id: { lt: sub.id }, firstPaidAt: { not: null } } });
  if (earlier > 0) return { eligible: false, reason: `The ${PROMISES.moneyBackDays}-day money-back guarantee is for new clients: it applied to your first subscription.`, endsAt };
  if (now >= endsAt) return { eligible: false, reason: `The ${PROMISES.moneyBackDays}-day money-back guarantee ended on ${formatDate(endsAt)}.`, endsAt };
  // Stripe refunds nothing of a charge under a chargeback (lib/billing/disputes.ts): the bank's decision settles it.
  if (await db().billingPayment.count({ where: { subscriptionId: sub.id, disputeStatus: "open" } })) return { eligible: false, reason: "Your bank is disputing a payment of this plan: no refund can be made while the dispute is open.", endsAt };
  return { eligible: true, endsAt };
}

async function cancelAtProvider(sub: Subscription): Promise<void> {
  if (!sub.providerSubscriptionId) return;
  if (sub.provider === "stripe") await cancelStripeNow(sub.providerSubscriptionId);
  else await cancelPayPalSubscription(sub.providerSubscriptionId, "Refunded under the money-back guarantee");
}

/** The buyer cancels with the 30-day money-back guarantee: cancelled now, every payment refunded in full. */
export async function moneyBack(userId: number, subscriptionId: number, now = new Date()): Promise<RefundResult> {
  const sub = await db().subscription.findFirst({ where: { id: subscriptionId, userId } });
  if (!sub) return { ok: false, status: 404, error: BILLING_MESSAGES.notFound };
  const window = await moneyBackFor(sub, now);
  if (!window.eligible) return { ok: false, status: 409, error: window.reason };
  try {
    await cancelAtProvider(sub);
  } catch (e) {
    log.warn("billing.money_back_cancel_failed", { subscriptionId: sub.id, error: errorMessage(e) });
    return { ok: false, status: 502, error: `${sub.provider === "stripe" ? stripeMessage(e) : paypalMessage(e)} Nothing was cancelled or refunded.` };
  }
  await db().$transaction(async (tx) => {
    const locked = await lockSubscription(tx, { id: sub.id });
    if (!locked) return;
    await markEnded(tx, locked, now, `${PROMISES.moneyBackDays}-day money-back guarantee`, { actorId: userId, kind: "money_back" });
    const payments = await tx.billingPayment.findMany({ where: { subscriptionId: sub.id, status: "paid" }, include: { refunds: { where: { status: { in: ["pending", "succeeded"] } } } } });
    for (const p of payments) {
      const left = p.amountCents - p.refunds.reduce((n, r) => n + r.amountCents, 0);
      if (left > 0) await tx.billingRefund.create({ data: { paymentId: p.id, subscriptionId: sub.id, provider: sub.provider, amountCents: left, kind: "money_back", reason: `${PROMISES.moneyBackDays}-day money-back guarantee`, byId: userId, createdAt: now } });
    }
  });
  return settleRefunds(sub.id, now, "Your subscription is cancelled");
}

/** Refund rows still pending or failed: sent (again) to the provider with their own idempotency keys. */
export async function settleRefunds(subscriptionId: number, now = new Date(), lead = "Done"): Promise<RefundResult> {
  const open = await db().billingRefund.findMany({ where: { subscriptionId, status: { in: ["pending", "failed"] } }, orderBy: { id: "asc" } });
  let refunded = 0;
  const failures: string[] = [];
  for (const refund of open) {
    const outcome = await sendRefund(refund, now);
    if (outcome.ok) refunded += refund.amountCents;
    else failures.push(outcome.error);
  }
  const done = await db().billingRefund.aggregate({ where: { subscriptionId, status: "succeeded" }, _sum: { amountCents: true } });
  if (failures.length > 0) return { ok: false, status: 502, error: `${lead}. A refund could not be completed: ${failures[0]} Try again from this page.` };
  return { ok: true, message: `${lead}. ${formatCents(done._sum.amountCents ?? refunded)} is refunded.`, refundedCents: refunded };
}

/** The provider answered no (a 4xx other than throttling): nothing was refunded, a new try needs a new key. */
function refused(e: unknown): boolean {
  const status = (e as { statusCode?: number; status?: number })?.statusCode ?? (e as { status?: number })?.status;
  return typeof status === "number" && status >= 400 && status < 500 && status !== 429 && status !== 409;
}

async function sendRefund(refund: BillingRefund, now: Date): Promise<{ ok: true } | { ok: false; error: string }> {
  const payment = await db().billingPayment.findUniqueOrThrow({ where: { id: refund.paymentId } });
  let providerRefundId: string;
  try {
    providerRefundId =
      refund.provider === "stripe"
        ? await refundStripeInvoice({ invoiceId: payment.providerPaymentId, amountCents: refund.amountCents, key: `refund:${refund.id}:${refund.createdAt.getTime()}:${refund.attempt}`, refundRef: refund.id })
        : await refundPayPalSale({ saleId: payment.providerPaymentId, amountCents: refund.amountCents, requestId: `refund-${refund.id}-${refund.createdAt.getTime()}-${refund.attempt}` });
  } catch (e) {
    const error = refund.provider === "stripe" ? stripeMessage(e) : paypalMessage(e);
    await db().billingRefund.update({ where: { id: refund.id }, data: { status: "failed", error, ...(refused(e) ? { attempt: { increment: 1 } } : {}) } });
    log.warn("billing.refund_failed", { refundId: refund.id, error: errorMessage(e) });
    return { ok: false, error };
  }
  await db().$transaction(async (tx) => {
    const sub = await lockSubscription(tx, { id: refund.subscriptionId });
    // The provider's event may have recorded this very refund as one made at the provider (its id, when
    // our call's answer was lost): ours takes it over, so the money counts once.
    const twin = await tx.billingRefund.findFirst({ where: { provider: refund.provider, providerRefundId, kind: "provider" } });
    if (twin) {
      await tx.billingRefund.delete({ where: { id: twin.id } });
      await tx.billingPayment.update({ where: { id: twin.paymentId }, data: { refundedCents: { decrement: twin.amountCents } } });
    }
    const { count } = await tx.billingRefund.updateMany({ where: { id: refund.id, status: { not: "succeeded" } }, data: { status: "succeeded", providerRefundId, refundedAt: now, error: null } });
    if (count === 0 || !sub) return;
    await tx.billingPayment.update({ where: { id: payment.id }, data: { refundedCents: { increment: refund.amountCents } } });
    await note(tx, sub, now, "refunded", `Refunded ${formatCents(refund.amountCents)} of the ${formatCents(payment.amountCents)} payment of ${formatDate(payment.paidAt)} (${refund.reason}).`, {
      actorId: refund.byId,
      changes: { refundId: refund.id, providerRefundId, amountCents: refund.amountCents, kind: refund.kind, reason: refund.reason },
    });
    const who = (await tx.billingCustomer.findUnique({ where: { userId: sub.userId } })) ?? null;
    if (who?.email) {
      const mail = refundEmail(who, { amountCents: refund.amountCents, planName: planOrThrow(payment.plan).name, provider: refund.provider, moneyBack: refund.kind === "money_back" }, siteConfig());
      await queueEmail(tx, { kind: "billing-refund", to: [who.email], ...mail, dedupeKey: `billing-refund:${refund.id}`, metadata: { subscriptionId: sub.id } });
    }
  });
  return { ok: true };
}

/** The buyer (their own) or an admin sends failed refunds again. */
export async function retryRefunds(subscriptionId: number, who: { userId: number; admin: boolean }, now = new Date()): Promise<RefundResult> {
  const sub = await db().subscription.findFirst({ where: { id: subscriptionId, ...(who.admin ? {} : { userId: who.userId }) } });
  if (!sub) return { ok: false, status: 404, error: BILLING_MESSAGES.notFound };
  return settleRefunds(sub.id, now, "Refunds sent again");
}

/**
 * An admin refunds one payment (in full by default, or an amount), with a reason, optionally ending the
 * subscription now. Audited with the admin as the actor.
 */
export async function adminRefund(adminId: number, input: { paymentId: number; amountCents: number | null; reason: string; cancel: boolean }, now = new Date()): Promise<RefundResult> {
  const payment = await db().billingPayment.findUnique({ where: { id: input.paymentId }, include: { subscription: true, refunds: { where: { status: { in: ["pending", "succeeded"] } } } } });
  if (!payment || payment.status !== "paid") return { ok: false, status: 404, error: "Payment not found" };
  const left = payment.amountCents - payment.refunds.reduce((n, r) => n + r.amountCents, 0);
  const amount = input.amountCents ?? left;
  if (left <= 0) return { ok: false, status: 409, error: "This payment is already refunded in full." };
  // Stripe refunds nothing of a charge under a chargeback: the bank's decision settles it (an inquiry can be refunded; lib/billing/disputes.ts).
  // At PayPal a claim holds the money: accepting the claim there is the refund.
  if (payment.disputeStatus === "open") {
    const error = payment.provider === "paypal"
      ? "The buyer disputes this payment at PayPal: it cannot be refunded here while the claim is open. Respond at PayPal (accepting the claim refunds it)."
      : "The buyer's bank disputes this payment: it cannot be refunded while the dispute is open. Respond at Stripe.";
    return { ok: false, status: 409, error };
  }
  if (amount <= 0 || amount > left) return { ok: false, status: 400, error: `Refund between $0.01 and ${formatCents(left)}.` };
  const sub = payment.subscription;
  if (input.cancel && (sub.status !== "canceled" && sub.status !== "expired")) {
    try {
      await cancelAtProvider(sub);
    } catch (e) {
      return { ok: false, status: 502, error: `${sub.provider === "stripe" ? stripeMessage(e) : paypalMessage(e)} Nothing was cancelled or refunded.` };
    }
  }
  const recorded = await db().$transaction(async (tx) => {
    const locked = await lockSubscription(tx, { id: sub.id });
    // Read again under the subscription's lock: two admins (or a double submit) refunding the same
    // payment at once must not refund more than it has left.
    const taken = await tx.billingRefund.aggregate({ where: { paymentId: payment.id, status: { in: ["pending", "succeeded"] } }, _sum: { amountCents: true } });
    if (amount > payment.amountCents - (taken._sum.amountCents ?? 0)) return false;
    if (input.cancel && locked) await markEnded(tx, locked, now, `ended by an administrator: ${input.reason}`, { actorId: adminId });
    await tx.billingRefund.create({ data: { paymentId: payment.id, subscriptionId: sub.id, provider: sub.provider, amountCents: amount, kind: "admin", reason: input.reason, byId: adminId, createdAt: now } });
    return true;
  });
  if (!recorded) return { ok: false, status: 409, error: "This payment was refunded meanwhile: reload to see what is left." };
  return settleRefunds(sub.id, now, input.cancel ? "Subscription ended" : "Refund recorded");
}
