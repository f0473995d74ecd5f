import "server-only";
import { env } from "@/lib/env";
import { BILLING_WEBHOOK_EVENTS } from "@/lib/constants";
import { listPayPalWebhooks, paypalMessage } from "@/lib/billing/paypal";
import { stripe, stripeMessage } from "@/lib/billing/stripe";
import { paypalConfigured } from "@/lib/payments/paypal/client";
import { stripeConfigured } from "@/lib/payments/stripe/client";
import type { SetupEntry, TestOutcome } from "@/lib/setup/types";

const STRIPE_EVENTS = ["payment_intent.succeeded", "payment_intent.payment_failed", ...BILLING_WEBHOOK_EVENTS.stripe];
const missingOf = (have: string[], want: readonly string[]) => (have.includes("*") ? [] : want.filter((e) => !have.includes(e)));

async function checkStripe(site: string): Promise<{ ok: boolean; line: string }> {
  const url = `${site}/api/stripe/webhook`;
  try {
    const list = await stripe().webhookEndpoints.list({ limit: 100 });
    const hook = list.data.find((w) => w.url === url);
    if (!hook) return { ok: false, line: `Stripe: no webhook endpoint for ${url}.` };
    if (hook.status !== "enabled") return { ok: false, line: `Stripe: the endpoint for ${url} is ${hook.status}.` };
    const missing = missingOf(hook.enabled_events, STRIPE_EVENTS);
    return missing.length ? { ok: false, line: `Stripe: the endpoint misses ${missing.join(", ")}.` } : { ok: true, line: `Stripe: ${hook.id} receives all ${STRIPE_EVENTS.length} events.` };
  } catch (e) {
    return { ok: false, line: stripeMessage(e) };
  }
}

async function checkPayPal(site: string): Promise<{ ok: boolean; line: string }> {
  const url = `${site}/api/paypal/webhook`;
  try {
    const hook = (await listPayPalWebhooks()).find((w) => w.url === url);
    if (!hook) return { ok: false, line: `PayPal: no webhook for ${url}.` };
    const missing = missingOf(hook.events, BILLING_WEBHOOK_EVENTS.paypal);
    if (missing.length) return { ok: false, line: `PayPal: the webhook misses ${missing.join(", ")}.` };
    const id = env().PAYPAL_WEBHOOK_ID;
    if (id !== hook.id) return { ok: false, line: `PayPal: set PAYPAL_WEBHOOK_ID to ${hook.id} (${id ? "it names another webhook" : "it is not set"}): events cannot be verified without it.` };
    return { ok: true, line: `PayPal: ${hook.id} receives all ${BILLING_WEBHOOK_EVENTS.paypal.length} events.` };
  } catch (e) {
    return { ok: false, line: paypalMessage(e) };
  }
}

/** Asks each configured provider which events our webhook URL receives (reads only). */
async function testBillingWebhooks(): Promise<TestOutcome> {
  const site = env().SITE_URL.replace(/\/+$/, "");
  const checks = [...(stripeConfigured() ? [await checkStripe(site)] : []), ...(paypalConfigured() ? [await checkPayPal(site)] : [])];
  if (checks.length === 0) return { ok: false, message: "Neither Stripe nor PayPal is configured." };
  return { ok: checks.every((c) => c.ok), message: checks.map((c) => c.line).join(" ") };
}

export const billingWebhooksEntry: SetupEntry = {
  key: "billing-webhooks",
  title: "Subscription webhook events",
  summary: "Stripe and PayPal tell the app about renewals, failed payments, plan changes and cancellations. Without these events subscriptions never become active and renewals open no leads.",
  variables: [
    {
      name: "STRIPE_WEBHOOK_SECRET",
      where: `The Stripe webhook row above: its endpoint must also send ${BILLING_WEBHOOK_EVENTS.stripe.join(", ")}.`,
      optional: true,
    },
    {
      name: "PAYPAL_WEBHOOK_ID",
      where: `developer.paypal.com → Apps & Credentials → your app → Add Webhook (the URL below; events ${BILLING_WEBHOOK_EVENTS.paypal.join(", ")}) → the webhook's ID.`,
      optional: true,
    },
  ],
  also: ["STRIPE_SECRET_KEY", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "STRIPE_API_BASE", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_API_BASE", "SITE_URL"],
  webhook: { path: "/api/paypal/webhook", endpoint: "paypal" },
  test: { label: "Check the subscribed events", explains: "Lists the webhook endpoints at Stripe and PayPal and checks ours receives every billing event.", run: testBillingWebhooks },
};
