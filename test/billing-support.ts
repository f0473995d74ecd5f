/**
 * Helpers for billing's integration tests (real database, the Stripe and PayPal fakes). Not imported by
 * application code. Webhooks go through the real route handlers, signed as the providers sign them.
 */
import { afterAll, beforeAll } from "vitest";
import { randomBytes } from "node:crypto";
import { POST as stripeWebhook } from "@/app/api/stripe/webhook/route";
import { POST as paypalWebhook } from "@/app/api/paypal/webhook/route";
import { db } from "@/lib/db";
import { resetEnvCache } from "@/lib/env";
import { makeUser } from "@/lib/crm/testing/fixtures";
import type { BillingIntervalValue, BillingPlanKey } from "@/lib/constants";
import { syncPayPalCatalog, syncStripeCatalog } from "@/lib/billing/catalog";
import { startSubscription } from "@/lib/billing/subscribe";
import { resetPayPalToken } from "@/lib/payments/paypal/client";
import { signStripePayload, startFakeStripe, type FakeStripe } from "@/test/fakes/stripe";
import { handleStripeWebhook } from "@/lib/checkout/stripe-webhook";
import { handlePayPalWebhook } from "@/lib/billing/paypal-webhook";
import { startFakePayPal, type FakePayPal } from "@/test/fakes/paypal";

const VARS = [
  "STRIPE_SECRET_KEY", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE",
  "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_API_BASE", "PAYPAL_WEBHOOK_ID",
] as const;

/** Points the app at the fakes (or, with none, removes every payment setting). */
export function useBillingEnv(fakes: { stripe?: FakeStripe; paypal?: FakePayPal }): void {
  for (const name of VARS) delete process.env[name];
  if (fakes.stripe) {
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: fakes.stripe.secretKey,
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: fakes.stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: fakes.stripe.webhookSecret,
      STRIPE_API_BASE: fakes.stripe.url,
    });
  }
  if (fakes.paypal) {
    Object.assign(process.env, {
      PAYPAL_CLIENT_ID: fakes.paypal.clientId,
      PAYPAL_CLIENT_SECRET: fakes.paypal.clientSecret,
      PAYPAL_API_BASE: fakes.paypal.url,
      PAYPAL_WEBHOOK_ID: fakes.paypal.billing.state.webhookId,
    });
  }
  resetEnvCache();
  resetPayPalToken();
}

/** Both catalogues at both fakes, as `npm run billing:setup` makes them. */
/**
 * Both billing fakes for a test file: started, set as the providers and their catalogues synced before
 * its tests, closed after. Read `fakes.stripe` and `fakes.paypal` inside the tests.
 */
export function billingFakes(): { stripe: FakeStripe; paypal: FakePayPal } {
  const fakes = {} as { stripe: FakeStripe; paypal: FakePayPal };
  beforeAll(async () => {
    [fakes.stripe, fakes.paypal] = await Promise.all([startFakeStripe(), startFakePayPal()]);
    useBillingEnv(fakes);
    await syncCatalogs(fakes);
  });
  afterAll(async () => {
    useBillingEnv({});
    await Promise.all([fakes.stripe.close(), fakes.paypal.close()]);
  });
  return fakes;
}

export async function syncCatalogs(fakes: { stripe?: FakeStripe; paypal?: FakePayPal }): Promise<void> {
  if (fakes.stripe) await syncStripeCatalog();
  if (fakes.paypal) await syncPayPalCatalog();
}

/** A Stripe event as the route receives it: signed now by the stripe package. */
export function stripeDelivery(event: Record<string, unknown>, secret: string, opts: { timestamp?: number } = {}): Request {
  const payload = JSON.stringify(event);
  return new Request("http://localhost/api/stripe/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signStripePayload(payload, secret, opts.timestamp) },
    body: payload,
  });
}

export async function deliverStripe(stripe: FakeStripe, events: Record<string, unknown>[] = stripe.takeEvents()): Promise<{ status: number; body: Record<string, unknown> }[]> {
  const answers = [];
  for (const event of events) {
    const res = await stripeWebhook(stripeDelivery(event, stripe.webhookSecret));
    answers.push({ status: res.status, body: (await res.json()) as Record<string, unknown> });
  }
  return answers;
}

type PayPalDelivery = { event: Record<string, unknown>; body: string; headers: Record<string, string> };

export function paypalRequest(d: PayPalDelivery): Request {
  return new Request("http://localhost/api/paypal/webhook", { method: "POST", headers: d.headers, body: d.body });
}

export async function deliverPayPal(paypal: FakePayPal, deliveries: PayPalDelivery[] = paypal.billing.takeDeliveries()): Promise<{ status: number; body: Record<string, unknown> }[]> {
  const answers = [];
  for (const d of deliveries) {
    const res = await paypalWebhook(paypalRequest(d));
    answers.push({ status: res.status, body: (await res.json()) as Record<string, unknown> });
  }
  return answers;
}

export const buyerDetails = () => ({ email: `buyer.${randomBytes(4).toString("hex")}@agency-example.com`, fullName: "Maria Delgado" });

/** A buyer (an approved agent account) with a billing e-mail. */
export async function makeBuyer() {
  const user = await makeUser("agent");
  return { user, ...buyerDetails() };
}

/**
 * Confirms a Stripe subscription's first invoice the way Stripe.js does in the browser (publishable key
 * and client secret, the card typed), as the Payment Element would.
 */
export async function confirmCard(stripe: FakeStripe, clientSecret: string, card: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const id = clientSecret.split("_secret_")[0]!;
  const res = await fetch(`${stripe.url}/v1/payment_intents/${id}/confirm`, {
    method: "POST",
    headers: { authorization: `Bearer ${stripe.publishableKey}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ client_secret: clientSecret, "payment_method_data[type]": "card", "payment_method_data[card][number]": card }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Subscribes by card and pays the first invoice; the events are left for the caller to deliver. */
export async function subscribeByCard(stripe: FakeStripe, plan: BillingPlanKey, interval: BillingIntervalValue, card = "4242424242424242", buyer?: Awaited<ReturnType<typeof makeBuyer>>, now?: Date) {
  const who = buyer ?? (await makeBuyer());
  const started = await startSubscription(who.user, { plan, interval, provider: "stripe", email: who.email, fullName: who.fullName }, now);
  if (!started.ok || started.body.provider !== "stripe") throw new Error(`start failed: ${JSON.stringify(started)}`);
  const confirmed = await confirmCard(stripe, started.body.clientSecret, card);
  const sub = await db().subscription.findUniqueOrThrow({ where: { id: started.body.subscriptionId } });
  return { buyer: who, sub, confirmed };
}

/** Subscribes with PayPal; the buyer approves in PayPal's window (the fake bills the first cycle). */
export async function subscribeByPayPal(paypal: FakePayPal, plan: BillingPlanKey, interval: BillingIntervalValue, buyer?: Awaited<ReturnType<typeof makeBuyer>>, now?: Date) {
  const who = buyer ?? (await makeBuyer());
  const started = await startSubscription(who.user, { plan, interval, provider: "paypal", email: who.email, fullName: who.fullName }, now);
  if (!started.ok || started.body.provider !== "paypal") throw new Error(`start failed: ${JSON.stringify(started)}`);
  await paypal.billing.approve(started.body.paypalSubscriptionId);
  const sub = await db().subscription.findUniqueOrThrow({ where: { id: started.body.subscriptionId } });
  return { buyer: who, sub };
}

export const reload = (id: number) => db().subscription.findUniqueOrThrow({ where: { id } });
export const entitlementsOf = (subscriptionId: number) => db().entitlement.findMany({ where: { subscriptionId }, orderBy: { periodStart: "asc" } });

/** The Stripe customer of a subscription (ours), put on a clock of its own. */
export async function ownStripeClock(stripe: FakeStripe, subscriptionId: number): Promise<{ customer: string; at: () => number; advance: (to: number) => Promise<void> }> {
  const sub = await reload(subscriptionId);
  const customer = String(stripe.billing.subscriptions.get(sub.providerSubscriptionId!)!.customer);
  stripe.billing.ownClock(customer);
  return { customer, at: () => stripe.billing.timeOf(customer), advance: (to) => stripe.billing.advanceCustomer(customer, to) };
}

export const DAY_S = 86_400;
export const dateOf = (unix: number) => new Date(unix * 1000);

/**
 * One event straight to the webhook's handler (signature checked, stored once, applied), without the
 * route around it (its receipt and body reading are tested with the routes): the simulated year's pace.
 */
export async function handleStripeEvent(stripe: FakeStripe, event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  return handleStripeWebhook(payload, signStripePayload(payload, stripe.webhookSecret));
}

export async function handlePayPalDelivery(d: PayPalDelivery) {
  return handlePayPalWebhook(d.body, new Headers(d.headers));
}
