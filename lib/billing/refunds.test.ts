import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { adminRefund, moneyBack, retryRefunds } from "@/lib/billing/refunds";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { dateOf, DAY_S, deliverPayPal, deliverStripe, entitlementsOf, ownStripeClock, reload, subscribeByCard, subscribeByPayPal, syncCatalogs, useBillingEnv } from "@/test/billing-support";
import { startFakeStripe, type FakeStripe } from "@/test/fakes/stripe";
import { startFakePayPal, type FakePayPal } from "@/test/fakes/paypal";

/**
 * The 30-day money-back guarantee and admins' refunds (issue 32), through each provider's refund API:
 * full refunds of every payment, matching the provider's records; the subscription ends at once and
 * the leads already delivered stay the buyer's; a refund that fails is recorded and sent again with the
 * same idempotency key; after 30 days the portal refuses with the date the guarantee ended.
 */
let stripe: FakeStripe;
let paypal: FakePayPal;

beforeAll(async () => {
  [stripe, paypal] = await Promise.all([startFakeStripe(), startFakePayPal()]);
  useBillingEnv({ stripe, paypal });
  await syncCatalogs({ stripe, paypal });
});
afterAll(async () => {
  useBillingEnv({});
  await Promise.all([stripe.close(), paypal.close()]);
});

describe("the 30-day money-back guarantee", () => {
  it("by card: cancelled now, every payment refunded in full at Stripe, audited, e-mailed; delivered leads stay", async () => {
    const { sub, buyer } = await subscribeByCard(stripe, "growth", "month");
    await deliverStripe(stripe);
    const clock = await ownStripeClock(stripe, sub.id);
    const at = clock.at() + 10 * DAY_S;
    await clock.advance(at);
    // An upgrade inside the window is a second payment: it is refunded too.
    const { changePlan } = await import("@/lib/billing/self-service");
    expect((await changePlan(buyer.user.id, sub.id, "premium", "month", dateOf(at))).ok).toBe(true);
    await deliverStripe(stripe);
    const [month] = await entitlementsOf(sub.id);
    const lead = await db().lead.create({ data: { fullName: "Delivered Shopper", phone: "(512) 555-0100", email: "shopper@example.com", leadType: "home" } });
    const delivery = await db().leadDelivery.create({ data: { leadId: lead.id, buyerId: buyer.user.id, entitlementId: month!.id, priceCents: 594, deliveredAt: dateOf(at) } });

    const answer = await moneyBack(buyer.user.id, sub.id, dateOf(at + DAY_S));
    expect(answer.ok).toBe(true);
    const paid = await db().billingPayment.findMany({ where: { subscriptionId: sub.id, status: "paid" } });
    const total = paid.reduce((n, p) => n + p.amountCents, 0);
    expect(answer.ok && answer.message).toBe(`Your subscription is cancelled. $${(total / 100).toFixed(2)} is refunded.`);
    expect(paid.every((p) => p.refundedCents === p.amountCents)).toBe(true);
    // The provider's record agrees, refund by refund.
    const ours = await db().billingRefund.findMany({ where: { subscriptionId: sub.id }, orderBy: { id: "asc" } });
    expect(ours.every((r) => r.status === "succeeded" && r.kind === "money_back")).toBe(true);
    for (const r of ours) expect(stripe.billing.refunds.get(r.providerRefundId!)).toMatchObject({ amount: r.amountCents, status: "succeeded" });
    expect(stripe.billing.charges.filter((c) => c.customer === clock.customer).every((c) => c.refunded === c.amount)).toBe(true);

    expect(await reload(sub.id)).toMatchObject({ status: "canceled", liveKey: null, cancelReason: "30-day money-back guarantee" });
    expect(stripe.billing.subscriptions.get(sub.providerSubscriptionId!)!.status).toBe("canceled");
    expect((await entitlementsOf(sub.id))[0]!.status).toBe("cancelled");
    expect(await db().leadDelivery.findUnique({ where: { id: delivery.id } })).toMatchObject({ buyerId: buyer.user.id, status: "delivered" });
    expect(await db().auditLog.count({ where: { action: "subscription.refunded", entityId: String(sub.id) } })).toBe(ours.length);
    expect(await db().communication.count({ where: { dedupeKey: { in: ours.map((r) => `billing-refund:${r.id}`) } } })).toBe(ours.length);

    // Stripe's deleted event afterwards changes nothing.
    const late = await deliverStripe(stripe);
    expect(late.map((a) => a.body.outcome)).toContain("unchanged_canceled");
  });

  it("by PayPal: the sale refunded through the v1 refund API", async () => {
    const { sub, buyer } = await subscribeByPayPal(paypal, "starter", "month");
    await deliverPayPal(paypal);
    expect((await reload(sub.id)).status).toBe("active");
    const answer = await moneyBack(buyer.user.id, sub.id);
    expect(answer).toMatchObject({ ok: true, refundedCents: 9700 });
    const refund = await db().billingRefund.findFirstOrThrow({ where: { subscriptionId: sub.id } });
    expect(paypal.billing.refunds.get(refund.providerRefundId!)).toMatchObject({ amount: { total: "97.00", currency: "USD" } });
    expect(paypal.billing.subscriptions.get(sub.providerSubscriptionId!)!.status).toBe("CANCELLED");
    const refundCall = paypal.requests.find((r) => r.path.endsWith("/refund"))!;
    expect(refundCall.headers["paypal-request-id"]).toMatch(new RegExp(`^refund-${refund.id}-`));
    await deliverPayPal(paypal);
    expect(await reload(sub.id)).toMatchObject({ status: "canceled" });
  });

  it("after 30 days the portal refuses, with the date the guarantee ended, and nothing changes", async () => {
    const { sub, buyer } = await subscribeByCard(stripe, "starter", "month");
    await deliverStripe(stripe);
    const paidAt = (await reload(sub.id)).firstPaidAt!;
    const answer = await moneyBack(buyer.user.id, sub.id, new Date(paidAt.getTime() + 31 * DAY_S * 1000));
    const ended = new Date(paidAt.getTime() + 30 * DAY_S * 1000).toLocaleDateString("en-US", { timeZone: "America/Chicago", year: "numeric", month: "short", day: "numeric" });
    expect(answer).toEqual({ ok: false, status: 409, error: `The 30-day money-back guarantee ended on ${ended}.` });
    expect(await reload(sub.id)).toMatchObject({ status: "active" });
    expect(await db().billingRefund.count({ where: { subscriptionId: sub.id } })).toBe(0);
    expect(stripe.billing.subscriptions.get(sub.providerSubscriptionId!)!.status).toBe("active");
  });

  it("is for new clients: a second subscription after a first one is not covered", async () => {
    const first = await subscribeByCard(stripe, "starter", "month");
    await deliverStripe(stripe);
    expect((await moneyBack(first.buyer.user.id, first.sub.id)).ok).toBe(true);
    const second = await subscribeByCard(stripe, "growth", "month", undefined, first.buyer);
    await deliverStripe(stripe);
    const answer = await moneyBack(first.buyer.user.id, second.sub.id);
    expect(answer).toMatchObject({ ok: false, status: 409, error: "The 30-day money-back guarantee is for new clients: it applied to your first subscription." });
  });

  it("a refund the provider refuses is kept as failed with its words, and sent again with the same key", async () => {
    const { sub, buyer } = await subscribeByCard(stripe, "premium", "month");
    await deliverStripe(stripe);
    stripe.billing.state.failNextRefund = "This charge is disputed and cannot be refunded right now.";
    const answer = await moneyBack(buyer.user.id, sub.id);
    expect(answer).toMatchObject({ ok: false, status: 502 });
    expect(!answer.ok && answer.error).toBe("Your subscription is cancelled. A refund could not be completed: Stripe: This charge is disputed and cannot be refunded right now. Try again from this page.");
    expect(await reload(sub.id)).toMatchObject({ status: "canceled" });
    const failed = await db().billingRefund.findFirstOrThrow({ where: { subscriptionId: sub.id } });
    expect(failed).toMatchObject({ status: "failed", providerRefundId: null });
    expect((await db().billingPayment.findFirstOrThrow({ where: { subscriptionId: sub.id } })).refundedCents).toBe(0);

    // The admins see it waiting: in "needs attention" and behind the list's filter.
    const { needsAttention } = await import("@/lib/setup/attention");
    const { adminSubscriptions } = await import("@/lib/billing/reads");
    const waiting = (await needsAttention()).find((i) => i.key === "billing-refunds");
    expect(waiting).toMatchObject({ href: "/admin/billing?refunds=open", count: expect.any(Number) });
    expect((await adminSubscriptions({ openRefunds: true, sort: "createdAt", dir: "desc", page: 1, pageSize: 100 })).rows.map((r) => r.id)).toContain(sub.id);
    const again = await retryRefunds(sub.id, { userId: buyer.user.id, admin: false });
    expect(again).toMatchObject({ ok: true, refundedCents: 49700 });
    expect(await db().billingRefund.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({ status: "succeeded" });
    expect(await db().billingRefund.count({ where: { subscriptionId: sub.id } })).toBe(1);
    expect(await retryRefunds(sub.id, { userId: buyer.user.id + 999_999, admin: false })).toMatchObject({ ok: false, status: 404 });
  });
});

describe("an admin's refund", () => {
  it("refunds part of a payment with a reason, audited under the admin, and refuses more than is left", async () => {
    const admin = await makeUser("admin");
    const { sub } = await subscribeByCard(stripe, "growth", "month");
    await deliverStripe(stripe);
    const payment = await db().billingPayment.findFirstOrThrow({ where: { subscriptionId: sub.id } });
    const part = await adminRefund(admin.id, { paymentId: payment.id, amountCents: 5000, reason: "Leads outside the territory for a week", cancel: false });
    expect(part).toMatchObject({ ok: true });
    expect(await reload(sub.id)).toMatchObject({ status: "active" });
    expect((await db().billingPayment.findUniqueOrThrow({ where: { id: payment.id } })).refundedCents).toBe(5000);
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "subscription.refunded", entityId: String(sub.id) } });
    expect(audit.actorId).toBe(admin.id);
    expect(audit.changes).toMatchObject({ reason: "Leads outside the territory for a week", amountCents: 5000, kind: "admin" });
    expect(await adminRefund(admin.id, { paymentId: payment.id, amountCents: 30000, reason: "Too much", cancel: false })).toEqual({ ok: false, status: 400, error: "Refund between $0.01 and $247.00." });
    const rest = await adminRefund(admin.id, { paymentId: payment.id, amountCents: null, reason: "Closing the account at the buyer's request", cancel: true });
    expect(rest).toMatchObject({ ok: true });
    expect(await reload(sub.id)).toMatchObject({ status: "canceled" });
    expect((await db().billingPayment.findUniqueOrThrow({ where: { id: payment.id } })).refundedCents).toBe(29700);
    expect(await adminRefund(admin.id, { paymentId: payment.id, amountCents: null, reason: "Once more", cancel: false })).toEqual({ ok: false, status: 409, error: "This payment is already refunded in full." });
  });

  it("two admins refunding the same payment at once refund it once: the second is refused, and the provider refunds no more than was paid", async () => {
    const admin = await makeUser("admin");
    const { sub } = await subscribeByCard(stripe, "growth", "month");
    await deliverStripe(stripe);
    const payment = await db().billingPayment.findFirstOrThrow({ where: { subscriptionId: sub.id } });
    const results = await Promise.all([
      adminRefund(admin.id, { paymentId: payment.id, amountCents: 20000, reason: "Double submit, first", cancel: false }),
      adminRefund(admin.id, { paymentId: payment.id, amountCents: 20000, reason: "Double submit, second", cancel: false }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, status: 409 });
    expect(await db().billingRefund.count({ where: { paymentId: payment.id } })).toBe(1);
    expect((await db().billingPayment.findUniqueOrThrow({ where: { id: payment.id } })).refundedCents).toBe(20000);
  });
});
