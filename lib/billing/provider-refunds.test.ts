import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { adminRefund } from "@/lib/billing/refunds";
import { stripe } from "@/lib/billing/stripe";
import { refundPayPalSale } from "@/lib/billing/paypal";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { needsAttention } from "@/lib/setup/attention";
import { billingFakes, deliverPayPal, deliverStripe, reload, subscribeByCard, subscribeByPayPal } from "@/test/billing-support";

/**
 * Money returned at the provider, not from this site (its dashboard, a lost dispute): the provider's
 * refund event writes it into our books, once, so the payment and the revenue report match the
 * provider's; the events of this site's own refunds change nothing more. The subscription goes on.
 */
const fakes = billingFakes();

describe("refunds made at the provider", () => {
  it("Stripe: a dashboard refund is recorded once from charge.refunded (delivered twice), after ours of the same payment, which its own event does not count again", async () => {
    const admin = await makeUser("admin");
    const { sub } = await subscribeByCard(fakes.stripe, "growth", "month");
    await deliverStripe(fakes.stripe);
    const payment = await db().billingPayment.findFirstOrThrow({ where: { subscriptionId: sub.id } });
    expect(await adminRefund(admin.id, { paymentId: payment.id, amountCents: 5000, reason: "A slow week", cancel: false })).toMatchObject({ ok: true });
    const ours = await deliverStripe(fakes.stripe);
    expect(ours.map((a) => a.body.outcome)).toEqual(["refund_known"]);

    // The dashboard: $20 more, with no metadata of ours.
    const intent = [...fakes.stripe.billing.charges].find((c) => c.invoice === payment.providerPaymentId)!.intent;
    await stripe().refunds.create({ payment_intent: intent, amount: 2000 });
    const events = fakes.stripe.takeEvents();
    expect((await deliverStripe(fakes.stripe, events)).map((a) => a.body.outcome)).toEqual(["refund_recorded"]);
    expect((await deliverStripe(fakes.stripe, events.map((e) => ({ ...e, id: `${String(e.id)}_again` })))).map((a) => a.body.outcome)).toEqual(["refund_known"]);

    expect((await db().billingPayment.findUniqueOrThrow({ where: { id: payment.id } })).refundedCents).toBe(7000);
    const rows = await db().billingRefund.findMany({ where: { paymentId: payment.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.kind, r.amountCents, r.status])).toEqual([["admin", 5000, "succeeded"], ["provider", 2000, "succeeded"]]);
    expect(await db().billingEvent.findFirst({ where: { subscriptionId: sub.id, kind: "refunded", text: { contains: "at Stripe, not from this site" } } })).toBeTruthy();
    expect((await reload(sub.id)).status).toBe("active");
    // The admins are told on /admin: the refund does not end the subscription by itself.
    const item = (await needsAttention()).find((a) => a.key === "billing-provider-refunds");
    expect(item).toMatchObject({ href: "/admin/billing", count: expect.any(Number) });
  });

  it("Stripe: the event of our refund whose answer was lost (recorded failed, made at Stripe) is not counted as a provider refund: 'Try again' records it, once", async () => {
    const { sub } = await subscribeByCard(fakes.stripe, "starter", "month");
    await deliverStripe(fakes.stripe);
    const payment = await db().billingPayment.findFirstOrThrow({ where: { subscriptionId: sub.id } });
    const ours = await db().billingRefund.create({ data: { paymentId: payment.id, subscriptionId: sub.id, provider: "stripe", amountCents: 3000, kind: "admin", reason: "Goodwill", status: "failed", error: "Stripe could not be reached.", createdAt: new Date() } });
    // Stripe made it (our call timed out after it did).
    const intent = [...fakes.stripe.billing.charges].find((c) => c.invoice === payment.providerPaymentId)!.intent;
    await stripe().refunds.create({ payment_intent: intent, amount: 3000, metadata: { refund_ref: String(ours.id) } });
    expect((await deliverStripe(fakes.stripe)).map((a) => a.body.outcome)).toEqual(["refund_known"]);
    expect((await db().billingPayment.findUniqueOrThrow({ where: { id: payment.id } })).refundedCents).toBe(0);
    expect(await db().billingRefund.count({ where: { paymentId: payment.id, kind: "provider" } })).toBe(0);
  });

  it("PayPal: a dashboard refund is recorded from PAYMENT.SALE.REFUNDED, once; the event of our own refund is known", async () => {
    const admin = await makeUser("admin");
    const { sub } = await subscribeByPayPal(fakes.paypal, "starter", "month");
    await deliverPayPal(fakes.paypal);
    const payment = await db().billingPayment.findFirstOrThrow({ where: { subscriptionId: sub.id } });
    expect(await adminRefund(admin.id, { paymentId: payment.id, amountCents: 1000, reason: "Goodwill", cancel: false })).toMatchObject({ ok: true });
    expect((await deliverPayPal(fakes.paypal)).map((a) => a.body.outcome)).toEqual(["refund_known"]);

    await refundPayPalSale({ saleId: payment.providerPaymentId, amountCents: 1500, requestId: "dashboard-refund-1" });
    const deliveries = fakes.paypal.billing.takeDeliveries();
    expect((await deliverPayPal(fakes.paypal, deliveries)).map((a) => a.body.outcome)).toEqual(["refund_recorded"]);
    expect((await db().billingPayment.findUniqueOrThrow({ where: { id: payment.id } })).refundedCents).toBe(2500);
    expect(await db().billingRefund.count({ where: { paymentId: payment.id, kind: "provider", amountCents: 1500 } })).toBe(1);
  });
});
