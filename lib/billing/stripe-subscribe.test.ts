import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { authConfigMock, signInAs } from "@/lib/crm/testing/session-mock";
import { POST as subscribe } from "@/app/api/billing/subscriptions/route";
import { confirmCard, deliverStripe, entitlementsOf, makeBuyer, reload, subscribeByCard, syncCatalogs, useBillingEnv } from "@/test/billing-support";
import { syncStripeCatalog } from "@/lib/billing/catalog";
import { CARDS, startFakeStripe, type FakeStripe } from "@/test/fakes/stripe";
import { fromClient } from "@/test/client-address";

vi.mock("@/lib/auth/config", () => authConfigMock);

/**
 * Subscribing by card (issue 32): the catalogue at Stripe by lookup key, a Customer per buyer, the
 * subscription created default_incomplete and paid through the Payment Element (3-D Secure included),
 * and the paid invoice opening the period's entitlement: once, whatever Stripe redelivers.
 */
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  useBillingEnv({ stripe });
  await syncCatalogs({ stripe });
});
afterAll(async () => {
  useBillingEnv({});
  await stripe.close();
});

function post(body: unknown) {
  return subscribe(new Request("http://localhost/api/billing/subscriptions", { method: "POST", headers: { "content-type": "application/json", ...fromClient("198.51.100.7") }, body: JSON.stringify(body) }));
}

describe("the catalogue at Stripe", () => {
  it("exists once per lookup key: a second sync creates nothing, a changed amount gets a new price that takes the key over", async () => {
    expect(stripe.billing.products.size).toBe(4);
    expect([...stripe.billing.prices.values()].map((p) => p.lookup_key).sort()).toEqual(
      ["content_month", "content_year", "growth_month", "growth_year", "premium_month", "premium_year", "starter_month", "starter_year"],
    );
    const growth = [...stripe.billing.prices.values()].find((p) => p.lookup_key === "growth_month")!;
    expect(growth).toMatchObject({ unit_amount: 29700, currency: "usd", recurring: { interval: "month" } });
    expect([...stripe.billing.prices.values()].find((p) => p.lookup_key === "growth_year")).toMatchObject({ unit_amount: 297000, recurring: { interval: "year" } });

    expect((await syncStripeCatalog()).created).toEqual([]);
    expect(stripe.billing.prices.size).toBe(8);

    // Someone edited the price at Stripe (an amount is immutable there: this is a stale price).
    growth.unit_amount = 19900;
    expect((await syncStripeCatalog()).created).toEqual(["price growth_month"]);
    const current = [...stripe.billing.prices.values()].find((p) => p.lookup_key === "growth_month")!;
    expect(current).toMatchObject({ unit_amount: 29700 });
    expect(growth.lookup_key).toBeNull();
    const rows = await db().billingPrice.findMany({ where: { provider: "stripe", lookupKey: "growth_month" } });
    expect(rows.filter((r) => r.active).map((r) => r.providerPriceId)).toEqual([current.id]);
  });
});

describe("subscribing by card", () => {
  it("creates a Customer and a default_incomplete subscription; the paid invoice opens one entitlement, once", async () => {
    const { buyer, sub, confirmed } = await subscribeByCard(stripe, "growth", "month");
    expect(confirmed.status).toBe(200);
    const customer = await db().billingCustomer.findUniqueOrThrow({ where: { userId: buyer.user.id } });
    expect(stripe.billing.customers.get(customer.stripeCustomerId!)).toMatchObject({ email: buyer.email, metadata: { user_id: String(buyer.user.id) } });
    const created = stripe.requests.find((r) => r.path === "/v1/subscriptions" && r.method === "POST" && (r.params.metadata as Record<string, string>)?.subscription_ref === String(sub.id))!;
    expect(created.params).toMatchObject({ payment_behavior: "default_incomplete", payment_settings: { save_default_payment_method: "on_subscription" } });
    expect(created.headers["idempotency-key"]).toMatch(new RegExp(`^subscribe:${sub.id}:`));

    expect(sub.status).toBe("incomplete");
    const events = stripe.takeEvents();
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.updated", "invoice.paid"]);
    const answers = await deliverStripe(stripe, [...events, ...events]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.slice(2).map((a) => a.body)).toEqual([{ received: true, duplicate: true }, { received: true, duplicate: true }]);

    const active = await reload(sub.id);
    const at = stripe.billing.subscriptions.get(active.providerSubscriptionId!)!;
    expect(active).toMatchObject({ status: "active", plan: "growth", interval: "month", priceCents: 29700, currentPeriodStart: new Date(at.periodStart * 1000), currentPeriodEnd: new Date(at.periodEnd * 1000) });
    expect(active.firstPaidAt).toBeInstanceOf(Date);
    const entitlements = await entitlementsOf(sub.id);
    expect(entitlements).toHaveLength(1);
    expect(entitlements[0]).toMatchObject({ buyerId: buyer.user.id, source: "subscription", status: "active", quota: 50, priceCents: 29700, sourceRef: `stripe:${active.providerSubscriptionId}:${new Date(at.periodStart * 1000).toISOString()}` });
    const payments = await db().billingPayment.findMany({ where: { subscriptionId: sub.id } });
    expect(payments).toMatchObject([{ status: "paid", reason: "create", amountCents: 29700, hostedUrl: expect.stringContaining("/i/in_") }]);
    expect(await db().billingEvent.count({ where: { subscriptionId: sub.id, kind: "paid" } })).toBe(1);
    expect(await db().auditLog.count({ where: { action: "subscription.paid", entityId: String(sub.id) } })).toBe(1);
  });

  it("an annual plan opens twelve monthly entitlements at its paid invoice", async () => {
    const { sub } = await subscribeByCard(stripe, "starter", "year");
    await deliverStripe(stripe);
    const months = await entitlementsOf(sub.id);
    expect(months).toHaveLength(12);
    expect(new Set(months.map((m) => m.sourceRef)).size).toBe(12);
    expect(months.every((m) => m.quota === 25 && m.status === "active")).toBe(true);
    for (let i = 1; i < 12; i++) expect(months[i]!.periodStart).toEqual(months[i - 1]!.periodEnd);
    const payment = await db().billingPayment.findFirstOrThrow({ where: { subscriptionId: sub.id } });
    expect(payment.amountCents).toBe(97000);
    expect(months[11]!.periodEnd).toEqual(payment.periodEnd);
  });

  it("asks for 3-D Secure: the subscription is paid only once the buyer completes the challenge", async () => {
    const { sub, confirmed } = await subscribeByCard(stripe, "premium", "month", CARDS.threeDS);
    expect(confirmed.body).toMatchObject({ status: "requires_action", next_action: { type: "use_stripe_sdk" } });
    expect(stripe.takeEvents()).toEqual([]);
    const intent = confirmed.body as { id: string; client_secret: string };
    const res = await fetch(`${stripe.url}/v1/payment_intents/${intent.id}/test_3ds`, {
      method: "POST",
      headers: { authorization: `Bearer ${stripe.publishableKey}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_secret: intent.client_secret, outcome: "complete" }),
    });
    expect(res.status).toBe(200);
    await deliverStripe(stripe);
    expect((await reload(sub.id)).status).toBe("active");
    expect(await entitlementsOf(sub.id)).toHaveLength(1);
  });

  it("a failed 3-D Secure challenge leaves it unpaid, with nothing opened, and the buyer may pay again", async () => {
    const { sub, confirmed } = await subscribeByCard(stripe, "starter", "month", CARDS.threeDS);
    const intent = confirmed.body as { id: string; client_secret: string };
    const res = await fetch(`${stripe.url}/v1/payment_intents/${intent.id}/test_3ds`, {
      method: "POST",
      headers: { authorization: `Bearer ${stripe.publishableKey}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_secret: intent.client_secret, outcome: "fail" }),
    });
    expect(res.status).toBe(402);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("payment_intent_authentication_failure");
    await deliverStripe(stripe);
    expect((await reload(sub.id)).status).toBe("incomplete");
    expect(await entitlementsOf(sub.id)).toHaveLength(0);
    expect(await db().billingEvent.findFirst({ where: { subscriptionId: sub.id, kind: "payment_failed" } })).toMatchObject({ text: "The first payment did not go through." });
    // Paying again with another card, on the same subscription.
    const retry = await confirmCard(stripe, intent.client_secret, CARDS.ok);
    expect(retry.status).toBe(200);
    await deliverStripe(stripe);
    expect((await reload(sub.id)).status).toBe("active");
  });
});

describe("POST /api/billing/subscriptions", () => {
  it("ignores a price the browser names: the server charges the plan's own price", async () => {
    const buyer = await makeBuyer();
    signInAs(buyer.user);
    const premium = [...stripe.billing.prices.values()].find((p) => p.lookup_key === "premium_month")!;
    const res = await post({ plan: "starter", interval: "month", provider: "stripe", email: buyer.email, fullName: buyer.fullName, priceId: premium.id, price: premium.id, amount: 100, unit_amount: 1 });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { subscriptionId: number; clientSecret: string };
    const sub = await reload(body.subscriptionId);
    expect(sub).toMatchObject({ plan: "starter", priceCents: 9700 });
    const atStripe = stripe.billing.subscriptions.get(sub.providerSubscriptionId!)!;
    expect(atStripe.price.lookup_key).toBe("starter_month");
    expect(stripe.intents.get(body.clientSecret.split("_secret_")[0]!)!.amount).toBe(9700);
  });

  it("refuses subscribing twice to the same plan, and a second lead plan, with 409", async () => {
    const buyer = await makeBuyer();
    await subscribeByCard(stripe, "growth", "month", CARDS.ok, buyer);
    await deliverStripe(stripe);
    signInAs(buyer.user);
    const again = await post({ plan: "growth", interval: "month", provider: "stripe", email: buyer.email, fullName: buyer.fullName });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe("You are already subscribed to Growth. Manage it on your billing page.");
    const other = await post({ plan: "premium", interval: "year", provider: "stripe", email: buyer.email, fullName: buyer.fullName });
    expect(other.status).toBe(409);
    expect(((await other.json()) as { error: string }).error).toBe("You already have the Growth plan. To switch plans, change it on your billing page.");
    expect(await db().subscription.count({ where: { userId: buyer.user.id } })).toBe(1);
    // The content subscription is another kind: allowed beside the lead plan.
    const content = await post({ plan: "content", interval: "month", provider: "stripe", email: buyer.email, fullName: buyer.fullName });
    expect(content.status).toBe(201);
  });

  it("two starts at once make one subscription", async () => {
    const buyer = await makeBuyer();
    signInAs(buyer.user);
    const answers = await Promise.all([1, 2, 3].map(() => post({ plan: "premium", interval: "month", provider: "stripe", email: buyer.email, fullName: buyer.fullName })));
    const ids = await Promise.all(answers.filter((a) => a.status === 201).map(async (a) => ((await a.json()) as { subscriptionId: number }).subscriptionId));
    expect(new Set(ids).size).toBe(1);
    expect(await db().subscription.count({ where: { userId: buyer.user.id } })).toBe(1);
  });

  it("a reloaded subscribe page reuses the started subscription; another plan replaces the unpaid start", async () => {
    const buyer = await makeBuyer();
    signInAs(buyer.user);
    const first = (await (await post({ plan: "starter", interval: "month", provider: "stripe", email: buyer.email, fullName: buyer.fullName })).json()) as { subscriptionId: number; clientSecret: string };
    const again = (await (await post({ plan: "starter", interval: "month", provider: "stripe", email: buyer.email, fullName: buyer.fullName })).json()) as { subscriptionId: number; clientSecret: string };
    expect(again).toMatchObject({ subscriptionId: first.subscriptionId, clientSecret: first.clientSecret });
    const other = (await (await post({ plan: "growth", interval: "year", provider: "stripe", email: buyer.email, fullName: buyer.fullName })).json()) as { subscriptionId: number };
    expect(other.subscriptionId).not.toBe(first.subscriptionId);
    const abandoned = await reload(first.subscriptionId);
    expect(abandoned).toMatchObject({ status: "expired", liveKey: null });
    expect(stripe.billing.subscriptions.get(abandoned.providerSubscriptionId!)!.status).toBe("canceled");
  });

  it("answers 401 signed out, 400 for an unknown plan, with nothing written", async () => {
    signInAs(null);
    expect((await post({ plan: "growth", interval: "month", provider: "stripe", email: "a@b.example", fullName: "A B" })).status).toBe(401);
    const buyer = await makeBuyer();
    signInAs(buyer.user);
    const bad = await post({ plan: "platinum", interval: "week", provider: "stripe", email: "nope", fullName: "" });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["email", "fullName", "interval", "plan"]);
    expect(await db().subscription.count({ where: { userId: buyer.user.id } })).toBe(0);
  });
});
