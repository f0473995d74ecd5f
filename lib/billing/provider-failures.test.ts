import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as stripeWebhook } from "@/app/api/stripe/webhook/route";
import { moneyBack } from "@/lib/billing/refunds";
import { cancelSubscription, changePlan } from "@/lib/billing/self-service";
import { startSubscription } from "@/lib/billing/subscribe";
import { BILLING_MESSAGES } from "@/lib/billing/messages";
import { deliverStripe, makeBuyer, reload, stripeDelivery, subscribeByCard, subscribeByPayPal, deliverPayPal, syncCatalogs, useBillingEnv } from "@/test/billing-support";
import { setEnv } from "@/test/fakes/integration-env";
import { startFakeStripe, stripeEvent, type FakeStripe } from "@/test/fakes/stripe";
import { startFakePayPal, type FakePayPal } from "@/test/fakes/paypal";

/**
 * Bad input and provider failures (issue 32): a forged or replayed webhook is 401 and changes nothing;
 * a provider that cannot be reached gets a clear message and leaves the subscription exactly as it was
 * (an event is answered 503, so the provider delivers it again, and nothing of it is stored).
 */
let stripe: FakeStripe;
let paypal: FakePayPal;
const DOWN = "http://127.0.0.1:9";

beforeAll(async () => {
  [stripe, paypal] = await Promise.all([startFakeStripe(), startFakePayPal()]);
  useBillingEnv({ stripe, paypal });
  await syncCatalogs({ stripe, paypal });
});
afterAll(async () => {
  useBillingEnv({});
  await Promise.all([stripe.close(), paypal.close()]);
});

async function withStripeDown<T>(fn: () => Promise<T>): Promise<T> {
  setEnv({ STRIPE_API_BASE: DOWN });
  try {
    return await fn();
  } finally {
    setEnv({ STRIPE_API_BASE: stripe.url });
  }
}

describe("webhooks that are not the provider's", () => {
  it("a forged invoice.paid, or a genuine one replayed after 5 minutes, is 401 and opens nothing", async () => {
    const { sub } = await subscribeByCard(stripe, "growth", "month");
    const [, paid] = stripe.takeEvents();
    const forged = await stripeWebhook(stripeDelivery(paid!, "whsec_someone_else"));
    expect(forged.status).toBe(401);
    const replayed = await stripeWebhook(stripeDelivery(paid!, stripe.webhookSecret, { timestamp: Math.floor(Date.now() / 1000) - 301 }));
    expect(replayed.status).toBe(401);
    expect((await replayed.json()).error).toBe("Invalid Stripe-Signature (stale)");
    expect(await reload(sub.id)).toMatchObject({ status: "incomplete", firstPaidAt: null });
    expect(await db().billingPayment.count({ where: { subscriptionId: sub.id } })).toBe(0);
    expect(await db().webhookInbox.count({ where: { providerEventId: String(paid!.id) } })).toBe(0);
    // The genuine delivery still works afterwards.
    expect((await stripeWebhook(stripeDelivery(paid!, stripe.webhookSecret))).status).toBe(200);
    expect((await reload(sub.id)).status).toBe("active");
  });
});

describe("a provider without keys", () => {
  it("starting: 503, pointing to the other way to pay, or to us when neither is set up; nothing written", async () => {
    const buyer = await makeBuyer();
    const start = (provider: "stripe" | "paypal") => startSubscription(buyer.user, { plan: "starter", interval: "month", provider, email: buyer.email, fullName: buyer.fullName });
    try {
      setEnv({ STRIPE_SECRET_KEY: undefined });
      expect(await start("stripe")).toEqual({ ok: false, status: 503, error: "Card payments are not configured on this site yet. Please choose PayPal or contact us." });
      setEnv({ PAYPAL_CLIENT_ID: undefined });
      expect(await start("stripe")).toEqual({ ok: false, status: 503, error: BILLING_MESSAGES.noneConfigured });
      expect(await start("paypal")).toEqual({ ok: false, status: 503, error: BILLING_MESSAGES.noneConfigured });
    } finally {
      useBillingEnv({ stripe, paypal });
    }
    expect(await db().subscription.count({ where: { userId: buyer.user.id } })).toBe(0);
  });
});

describe("a provider that cannot be reached", () => {
  it("starting: a clear message, and nothing left that would block the next try", async () => {
    const buyer = await makeBuyer();
    const answer = await withStripeDown(() => startSubscription(buyer.user, { plan: "premium", interval: "month", provider: "stripe", email: buyer.email, fullName: buyer.fullName }));
    expect(answer).toEqual({ ok: false, status: 502, error: "Stripe could not be reached. Please try again in a few minutes." });
    const rows = await db().subscription.findMany({ where: { userId: buyer.user.id } });
    expect(rows.map((r) => ({ status: r.status, liveKey: r.liveKey }))).toEqual([{ status: "expired", liveKey: null }]);
    const again = await startSubscription(buyer.user, { plan: "premium", interval: "month", provider: "stripe", email: buyer.email, fullName: buyer.fullName });
    expect(again.ok).toBe(true);
  });

  it("changing plan or cancelling: the provider's words, and the subscription as it was", async () => {
    const { sub, buyer } = await subscribeByCard(stripe, "starter", "month");
    await deliverStripe(stripe);
    const change = await withStripeDown(() => changePlan(buyer.user.id, sub.id, "growth", "month"));
    expect(change).toEqual({ ok: false, status: 502, error: "Stripe could not be reached. Please try again in a few minutes." });
    const cancel = await withStripeDown(() => cancelSubscription(buyer.user.id, sub.id));
    expect(cancel).toMatchObject({ ok: false, status: 502 });
    expect(await reload(sub.id)).toMatchObject({ plan: "starter", status: "active", cancelAtPeriodEnd: false });
    expect(stripe.billing.subscriptions.get(sub.providerSubscriptionId!)).toMatchObject({ cancelAtPeriodEnd: false });
    expect(await db().billingEvent.count({ where: { subscriptionId: sub.id } })).toBe(1);
  });

  it("the money-back guarantee with PayPal down: nothing cancelled, nothing refunded, and it says so", async () => {
    const { sub, buyer } = await subscribeByPayPal(paypal, "growth", "month");
    await deliverPayPal(paypal);
    setEnv({ PAYPAL_API_BASE: DOWN });
    const { resetPayPalToken } = await import("@/lib/payments/paypal/client");
    resetPayPalToken();
    try {
      const answer = await moneyBack(buyer.user.id, sub.id);
      expect(answer).toEqual({ ok: false, status: 502, error: "PayPal could not be reached. Please try again in a few minutes. Nothing was cancelled or refunded." });
    } finally {
      setEnv({ PAYPAL_API_BASE: paypal.url });
      resetPayPalToken();
    }
    expect(await reload(sub.id)).toMatchObject({ status: "active", liveKey: expect.any(String) });
    expect(await db().billingRefund.count({ where: { subscriptionId: sub.id } })).toBe(0);
    expect(paypal.billing.subscriptions.get(sub.providerSubscriptionId!)!.status).toBe("ACTIVE");
  });

  it("a subscription event Stripe cannot be asked about is answered 503 and stored nowhere, then applied when delivered again", async () => {
    const { sub } = await subscribeByCard(stripe, "growth", "month");
    await deliverStripe(stripe);
    const atStripe = stripe.billing.subscriptions.get(sub.providerSubscriptionId!)!;
    atStripe.cancelAtPeriodEnd = true; // changed at Stripe (the dashboard); its event is on its way
    const event = stripeEvent("customer.subscription.updated", stripe.billing.subscriptionView(atStripe.id));
    const down = await withStripeDown(() => stripeWebhook(stripeDelivery(event, stripe.webhookSecret)));
    expect(down.status).toBe(503);
    expect(await db().webhookInbox.count({ where: { providerEventId: event.id } })).toBe(0);
    expect((await reload(sub.id)).cancelAtPeriodEnd).toBe(false);
    const up = await stripeWebhook(stripeDelivery(event, stripe.webhookSecret));
    expect(await up.json()).toEqual({ received: true, outcome: "cancel_scheduled" });
    expect((await reload(sub.id)).cancelAtPeriodEnd).toBe(true);
  });
});
