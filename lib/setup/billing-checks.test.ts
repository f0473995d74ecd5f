import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { runIntegrationTest, type RunTestResult } from "@/lib/setup/run-test";
import { setupChecklist } from "@/lib/setup/checklist";
import { useBillingEnv } from "@/test/billing-support";
import { setEnv } from "@/test/fakes/integration-env";
import { startFakeStripe, type FakeStripe } from "@/test/fakes/stripe";
import { startFakePayPal, type FakePayPal } from "@/test/fakes/paypal";
import { PAYPAL_BILLING_EVENTS } from "@/test/fakes/paypal-billing";

/**
 * The setup checklist's billing rows (issue 32), each with a Test against the fakes: the Stripe prices
 * and the PayPal plans are created by lookup key (the Test is the setup command), and the webhook
 * events billing needs are subscribed at each provider, with the PayPal webhook's id where it belongs.
 */
let stripe: FakeStripe;
let paypal: FakePayPal;
let admin: { id: number; username: string; email: string | null };
const SITE = "https://leads.agency.example";

beforeAll(async () => {
  [stripe, paypal] = await Promise.all([startFakeStripe(), startFakePayPal()]);
  const user = await makeUser("admin");
  admin = { id: user.id, username: user.username, email: null };
});
afterAll(async () => {
  useBillingEnv({});
  setEnv({ SITE_URL: undefined });
  await Promise.all([stripe.close(), paypal.close()]);
});
beforeEach(async () => {
  useBillingEnv({ stripe, paypal });
  setEnv({ SITE_URL: SITE });
  await db().integrationCheck.deleteMany({ where: { integration: { in: ["stripe-billing", "paypal-billing", "billing-webhooks"] } } });
  await db().rateLimit.deleteMany({ where: { key: { startsWith: "setup-test:" } } });
});

const done = (r: RunTestResult) => {
  if (r.status !== "done") throw new Error(`expected a result, got ${r.status}`);
  return r.outcome;
};
const row = async (key: string) => (await setupChecklist({ requestIp: "203.0.113.5" })).find((r) => r.key === key)!;

describe("the billing rows of /admin", () => {
  it("Stripe Billing prices: the Test creates the prices by lookup key, then finds them", async () => {
    expect((await row("stripe-billing")).state).toBe("untested");
    const first = done(await runIntegrationTest("stripe-billing", { admin }));
    expect(first.ok).toBe(true);
    expect(first.message).toMatch(/^8 prices exist at Stripe, by lookup key \(created now: product plan_starter, .*price premium_year/);
    expect(stripe.billing.prices.size).toBe(8);
    await db().rateLimit.deleteMany({ where: { key: { startsWith: "setup-test:" } } });
    expect(done(await runIntegrationTest("stripe-billing", { admin }))).toEqual({ ok: true, message: "8 prices exist at Stripe, by lookup key." });
    expect((await row("stripe-billing")).state).toBe("working");
  });

  it("PayPal plans: the Test creates the products and plans, then finds them", async () => {
    expect(done(await runIntegrationTest("paypal-billing", { admin }))).toMatchObject({ ok: true, message: expect.stringMatching(/^8 billing plans are active at PayPal \(created now: /) });
    await db().rateLimit.deleteMany({ where: { key: { startsWith: "setup-test:" } } });
    expect(done(await runIntegrationTest("paypal-billing", { admin }))).toEqual({ ok: true, message: "8 billing plans are active at PayPal." });
  });

  it("webhook events: working when both providers send every event to our URLs, failing with what is missing", async () => {
    stripe.webhookUrl = `${SITE}/api/stripe/webhook`;
    paypal.billing.state.webhookUrl = `${SITE}/api/paypal/webhook`;
    const billing = await row("billing-webhooks");
    expect(billing.webhook?.url).toBe(`${SITE}/api/paypal/webhook`);
    const ok = done(await runIntegrationTest("billing-webhooks", { admin }));
    expect(ok).toEqual({ ok: true, message: `Stripe: we_fake receives all 10 events. PayPal: ${paypal.billing.state.webhookId} receives all 13 events.` });

    await db().rateLimit.deleteMany({ where: { key: { startsWith: "setup-test:" } } });
    stripe.billing.state.webhookEndpoints = [{ id: "we_old", url: `${SITE}/api/stripe/webhook`, status: "enabled", enabled_events: ["payment_intent.succeeded", "payment_intent.payment_failed"] }];
    paypal.billing.state.webhooks = [{ id: "WH-OTHER", url: `${SITE}/api/paypal/webhook`, event_types: PAYPAL_BILLING_EVENTS.map((name) => ({ name })) }];
    const failing = done(await runIntegrationTest("billing-webhooks", { admin }));
    expect(failing.ok).toBe(false);
    expect(failing.message).toBe(
      "Stripe: the endpoint misses invoice.paid, invoice.payment_failed, customer.subscription.updated, customer.subscription.deleted, charge.refunded, charge.dispute.created, charge.dispute.updated, charge.dispute.closed. PayPal: set PAYPAL_WEBHOOK_ID to WH-OTHER (it names another webhook): events cannot be verified without it.",
    );
    expect((await row("billing-webhooks")).state).toBe("failing");
    stripe.billing.state.webhookEndpoints = null;
    paypal.billing.state.webhooks = null;
    stripe.webhookUrl = null;
    paypal.billing.state.webhookUrl = null;
  });

  it("without keys the rows say what to set, and the webhook Test says neither provider is configured", async () => {
    useBillingEnv({});
    expect((await row("stripe-billing")).detail).toBe("Not configured: set STRIPE_SECRET_KEY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY.");
    expect((await row("paypal-billing")).detail).toBe("Not configured: set PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET.");
    expect(done(await runIntegrationTest("billing-webhooks", { admin }))).toEqual({ ok: false, message: "Neither Stripe nor PayPal is configured." });
  });
});
