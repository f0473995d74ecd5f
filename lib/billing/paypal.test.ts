import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as paypalWebhook } from "@/app/api/paypal/webhook/route";
import { syncPayPalCatalog } from "@/lib/billing/catalog";
import { cancelSubscription, changePlan } from "@/lib/billing/self-service";
import { runBillingSweep } from "@/lib/billing/sweep";
import { DAY_S, deliverPayPal, entitlementsOf, paypalRequest, reload, subscribeByPayPal, syncCatalogs, useBillingEnv } from "@/test/billing-support";
import { setEnv } from "@/test/fakes/integration-env";
import { startFakePayPal, type FakePayPal } from "@/test/fakes/paypal";

/**
 * PayPal Subscriptions (issue 32): plans created by name and price (never hand-typed ids), the
 * subscription created on our server for the JS SDK's createSubscription, and PayPal's webhooks, each
 * verified through verify-webhook-signature, driving the state: the first sale opens the period, a
 * renewal's failure starts the grace, PayPal's suspension pauses delivery, a cancellation lets the paid
 * period run out, a revised plan bills from the next cycle.
 */
let paypal: FakePayPal;

beforeAll(async () => {
  paypal = await startFakePayPal();
  useBillingEnv({ paypal });
  await syncCatalogs({ paypal });
});
afterAll(async () => {
  useBillingEnv({});
  await paypal.close();
});

const ms = (iso: Date) => iso.getTime();
/** The clock is the fake's own: other tests' subscriptions renew too, so each test looks at its own events. */
const of = (id: string | null) => (d: { event: Record<string, unknown> }) => {
  const r = d.event.resource as { id?: string; billing_agreement_id?: string };
  return r.id === id || r.billing_agreement_id === id;
};

describe("the catalogue at PayPal", () => {
  it("has one product per plan and one active plan per plan and interval; a second sync creates nothing; a new price replaces the plan", async () => {
    expect([...paypal.billing.products.keys()].sort()).toEqual(["TIL-CONTENT", "TIL-GROWTH", "TIL-PREMIUM", "TIL-STARTER"]);
    const active = [...paypal.billing.plans.values()].filter((p) => p.status === "ACTIVE");
    expect(active).toHaveLength(8);
    const growthYear = active.find((p) => p.name.endsWith("(growth_year)"))!;
    expect(growthYear.billing_cycles[0]).toMatchObject({ frequency: { interval_unit: "YEAR", interval_count: 1 }, tenure_type: "REGULAR", total_cycles: 0, pricing_scheme: { fixed_price: { currency_code: "USD", value: "2970.00" } } });
    expect(growthYear.payment_preferences).toMatchObject({ payment_failure_threshold: 3 });
    expect((await syncPayPalCatalog()).created).toEqual([]);

    const starter = active.find((p) => p.name.endsWith("(starter_month)"))!;
    (starter.billing_cycles[0] as { pricing_scheme: { fixed_price: { value: string } } }).pricing_scheme.fixed_price.value = "79.00";
    expect((await syncPayPalCatalog()).created).toEqual(["plan starter_month"]);
    expect(paypal.billing.plans.get(starter.id)!.status).toBe("INACTIVE");
    const row = await db().billingPrice.findFirstOrThrow({ where: { provider: "paypal", lookupKey: "starter_month", active: true } });
    expect(row.providerPriceId).not.toBe(starter.id);
    expect(row.amountCents).toBe(9700);
  });
});

describe("subscribing with PayPal", () => {
  it("the first sale opens the period; a redelivered event changes nothing; a replayed transmission or a forged one is 401", async () => {
    const { sub, buyer } = await subscribeByPayPal(paypal, "growth", "month");
    const created = paypal.requests.find((r) => r.path === "/v1/billing/subscriptions" && r.method === "POST" && (r.body as { custom_id?: string }).custom_id === String(sub.id))!;
    expect(created.body).toMatchObject({ custom_id: String(sub.id), subscriber: { email_address: buyer.email }, application_context: { shipping_preference: "NO_SHIPPING", user_action: "SUBSCRIBE_NOW" } });
    expect(created.headers["paypal-request-id"]).toMatch(new RegExp(`^subscribe-${sub.id}-`));

    const deliveries = paypal.billing.takeDeliveries();
    expect(deliveries.map((d) => d.event.event_type)).toEqual(["BILLING.SUBSCRIPTION.ACTIVATED", "PAYMENT.SALE.COMPLETED"]);
    expect((await deliverPayPal(paypal, deliveries)).map((a) => a.status)).toEqual([200, 200]);
    const active = await reload(sub.id);
    expect(active).toMatchObject({ status: "active", plan: "growth", priceCents: 29700 });
    const [month] = await entitlementsOf(sub.id);
    expect(month).toMatchObject({ quota: 50, status: "active", sourceRef: `paypal:${active.providerSubscriptionId}:${active.currentPeriodStart!.toISOString()}` });
    const payment = await db().billingPayment.findFirstOrThrow({ where: { subscriptionId: sub.id } });
    expect(payment).toMatchObject({ status: "paid", amountCents: 29700, reason: "create", hostedUrl: expect.stringContaining(`/activity/payment/${payment.providerPaymentId}`) });
    const verify = paypal.requests.filter((r) => r.path === "/v1/notifications/verify-webhook-signature");
    expect(verify.at(-1)!.body).toMatchObject({ webhook_id: paypal.billing.state.webhookId, auth_algo: "SHA256withRSA", webhook_event: { id: deliveries[1]!.event.id } });

    // PayPal sends the sale again (a new transmission of the same event): acknowledged, nothing new.
    const again = await paypalWebhook(paypalRequest(paypal.billing.retransmit(deliveries[1]!.event)));
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    // The very same transmission replayed: refused.
    const replay = await paypalWebhook(paypalRequest(deliveries[1]!));
    expect(replay.status).toBe(401);
    // A forged one: PayPal says FAILURE.
    const forged = paypal.billing.retransmit({ ...deliveries[1]!.event, id: "WH-FORGED-1" });
    const res = await paypalWebhook(paypalRequest({ ...forged, body: forged.body.replace('"29', '"99') }));
    expect(res.status).toBe(401);
    expect(await db().billingPayment.count({ where: { subscriptionId: sub.id } })).toBe(1);
    expect(await entitlementsOf(sub.id)).toHaveLength(1);
  });

  it("without PAYPAL_WEBHOOK_ID the webhook answers 503, and without the headers 401", async () => {
    const id = process.env.PAYPAL_WEBHOOK_ID;
    setEnv({ PAYPAL_WEBHOOK_ID: undefined });
    const res = await paypalWebhook(new Request("http://localhost/api/paypal/webhook", { method: "POST", body: "{}" }));
    expect(res.status).toBe(503);
    setEnv({ PAYPAL_WEBHOOK_ID: id });
    const bare = await paypalWebhook(new Request("http://localhost/api/paypal/webhook", { method: "POST", body: JSON.stringify({ id: "WH-1", event_type: "PAYMENT.SALE.COMPLETED", resource: {} }) }));
    expect(bare.status).toBe(401);
  });
});

describe("a PayPal subscription's life", () => {
  it("renews each month; a failed renewal's grace, the pause after it, and PayPal's retry 5 days later resumes delivery", async () => {
    const { sub } = await subscribeByPayPal(paypal, "starter", "month");
    await deliverPayPal(paypal);
    const first = await reload(sub.id);
    paypal.billing.setFunding(first.providerSubscriptionId!, true);
    const due = ms(first.currentPeriodEnd!);
    await paypal.billing.advance(due + 60_000);
    const failed = paypal.billing.takeDeliveries();
    expect(failed.filter(of(first.providerSubscriptionId)).map((d) => d.event.event_type)).toEqual(["BILLING.SUBSCRIPTION.PAYMENT.FAILED"]);
    await deliverPayPal(paypal, failed);
    const overdue = await reload(sub.id);
    expect(overdue).toMatchObject({ status: "past_due", graceEndsAt: new Date(due + 3 * DAY_S * 1000) });
    const grace = (await entitlementsOf(sub.id))[1]!;
    expect(grace).toMatchObject({ status: "active", periodStart: first.currentPeriodEnd });
    await runBillingSweep(new Date(due + 3 * DAY_S * 1000 + 1000));
    expect((await db().entitlement.findUniqueOrThrow({ where: { id: grace.id } })).status).toBe("paused");

    paypal.billing.setFunding(first.providerSubscriptionId!, false);
    await paypal.billing.advance(due + 5 * DAY_S * 1000 + 60_000);
    await deliverPayPal(paypal);
    expect(await reload(sub.id)).toMatchObject({ status: "active", currentPeriodStart: first.currentPeriodEnd });
    const months = await entitlementsOf(sub.id);
    expect(months.map((m) => m.status)).toEqual(["active", "active"]);
    expect(months[1]!.id).toBe(grace.id);
  });

  it("three failures in a row: PayPal suspends, delivery is paused at once", async () => {
    const { sub } = await subscribeByPayPal(paypal, "growth", "month");
    await deliverPayPal(paypal);
    const first = await reload(sub.id);
    paypal.billing.setFunding(first.providerSubscriptionId!, true);
    for (const day of [0, 5, 10]) {
      await paypal.billing.advance(ms(first.currentPeriodEnd!) + day * DAY_S * 1000 + 60_000);
      await deliverPayPal(paypal);
    }
    expect(paypal.billing.subscriptions.get(first.providerSubscriptionId!)!.status).toBe("SUSPENDED");
    expect(await reload(sub.id)).toMatchObject({ status: "suspended" });
    expect((await entitlementsOf(sub.id)).at(-1)!.status).toBe("paused");
  });

  it("cancelled: PayPal bills no more, the paid period runs to its end, then it is over", async () => {
    const { sub, buyer } = await subscribeByPayPal(paypal, "premium", "month");
    await deliverPayPal(paypal);
    const answer = await cancelSubscription(buyer.user.id, sub.id);
    expect(answer).toEqual({ ok: true, message: "Your subscription ends at the end of the period you paid for. PayPal will charge nothing more." });
    await deliverPayPal(paypal);
    const set = await reload(sub.id);
    expect(set).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect((await entitlementsOf(sub.id))[0]!.status).toBe("active");
    await runBillingSweep(new Date(ms(set.currentPeriodEnd!) + 1000));
    expect(await reload(sub.id)).toMatchObject({ status: "canceled", liveKey: null });
    expect((await entitlementsOf(sub.id))[0]!.status).toBe("ended");
  });

  it("a revised plan, approved at PayPal, is billed from the next cycle with its quota", async () => {
    const { sub, buyer } = await subscribeByPayPal(paypal, "starter", "month");
    await deliverPayPal(paypal);
    const answer = await changePlan(buyer.user.id, sub.id, "premium", "month");
    expect(answer).toMatchObject({ ok: true, redirect: expect.stringContaining("/webapps/billing/subscriptions/update?ba_token=") });
    expect((await reload(sub.id)).plan).toBe("starter");
    await paypal.billing.approveRevision((await reload(sub.id)).providerSubscriptionId!);
    await deliverPayPal(paypal);
    const revised = await reload(sub.id);
    expect(revised.plan).toBe("premium");
    expect((await entitlementsOf(sub.id))[0]).toMatchObject({ planName: "Starter", quota: 25 });
    await paypal.billing.advance(ms(revised.currentPeriodEnd!) + 60_000);
    await deliverPayPal(paypal);
    const months = await entitlementsOf(sub.id);
    expect(months[1]).toMatchObject({ planName: "Premium", quota: 100 });
    expect((await db().billingPayment.findMany({ where: { subscriptionId: sub.id }, orderBy: { id: "asc" } })).map((p) => p.amountCents)).toEqual([9700, 49700]);
  });
});
