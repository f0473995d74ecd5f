import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { stripe } from "@/lib/billing/stripe";
import { confirmationToken } from "@/lib/checkout/confirmation-token";
import { loadOrderConfirmation } from "@/lib/checkout/order-confirmation";
import { recordOrderRefund } from "@/lib/checkout/order-refunds";
import { markOrderPaid } from "@/lib/checkout/order-status";
import { startCardPayment } from "@/lib/checkout/start-card-payment";
import { buyer, cartWith, seedProducts } from "@/lib/checkout/test-support";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { buyerPortal } from "@/lib/marketplace/portal";
import { billingFakes, deliverStripe } from "@/test/billing-support";

/**
 * A one-off order refunded from Stripe's dashboard (this site refunds only subscriptions): Stripe's
 * charge.refunded, delivered twice and out of order, writes the refund on the order once. A part
 * changes nothing else; all of it makes the order refunded and ends what it gave: the lead plans stop
 * (cancelled, with the reason) and, for an order from before the subscriptions, the premium months come
 * off the buyer's access.
 */
const fakes = billingFakes();
const DAY_MS = 86_400_000;

async function paidCardOrder(items: Record<string, number>, userId: number) {
  await seedProducts();
  const started = await startCardPayment({ sessionId: await cartWith(items), ...buyer() }, userId);
  if (!started.ok) throw new Error(started.error);
  const order = await db().order.findUniqueOrThrow({ where: { id: started.body.orderId } });
  await fakes.stripe.settle(order.paymentIntentId!, "succeeded");
  // The confirmation page asks Stripe and settles the order (no webhook endpoint in this test).
  expect((await loadOrderConfirmation(String(order.id), confirmationToken(order.id)))!.status).toBe("paid");
  return order;
}

describe("one-off orders refunded at Stripe", () => {
  it("a part refunded is recorded and changes nothing else; all of it makes the order refunded and cancels its lead plans, once", async () => {
    const agent = await makeUser("agent");
    const order = await paidCardOrder({ "home-leads-25": 1, "auto-leads-25": 1 }, agent.id);
    const plans = () => db().entitlement.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" }, select: { status: true, statusReason: true } });
    expect((await plans()).map((e) => e.status)).toEqual(["awaiting_setup", "awaiting_setup"]);
    fakes.stripe.takeEvents();

    // From the dashboard, $50 back as a goodwill credit.
    await stripe().refunds.create({ payment_intent: order.paymentIntentId!, amount: 5000 });
    const part = fakes.stripe.takeEvents();
    expect(part.map((e) => e.type)).toEqual(["charge.refunded"]);
    expect((await deliverStripe(fakes.stripe, part)).map((a) => a.body.outcome)).toEqual(["order_partly_refunded"]);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "paid", refundedCents: 5000 });
    expect((await plans()).map((e) => e.status)).toEqual(["awaiting_setup", "awaiting_setup"]);
    expect((await buyerPortal(agent.id)).orders.find((o) => o.id === order.id)).toMatchObject({ status: "paid", refundedCents: 5000 });

    // Then the rest. Its event arrives first, the partial one again after it (Stripe retries).
    await stripe().refunds.create({ payment_intent: order.paymentIntentId! });
    const rest = fakes.stripe.takeEvents();
    expect((await deliverStripe(fakes.stripe, rest)).map((a) => a.body.outcome)).toEqual(["order_refunded"]);
    const again = [...part, ...rest].map((e) => ({ ...e, id: `${String(e.id)}_again` }));
    expect((await deliverStripe(fakes.stripe, again)).map((a) => a.body.outcome)).toEqual(["refund_known", "refund_known"]);

    const refunded = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(refunded).toMatchObject({ status: "refunded", refundedCents: order.total });
    expect(refunded.refundedAt).toBeInstanceOf(Date);
    const reason = `Order #${order.id} was refunded at Stripe`;
    expect(await plans()).toEqual([{ status: "cancelled", statusReason: reason }, { status: "cancelled", statusReason: reason }]);
    const audit = await db().auditLog.findMany({ where: { entity: "order", entityId: String(order.id), action: { in: ["order.partly_refunded", "order.refunded"] } }, orderBy: { id: "asc" } });
    expect(audit.map((a) => [a.action, (a.changes as { amountCents: number }).amountCents])).toEqual([
      ["order.partly_refunded", 5000],
      ["order.refunded", order.total - 5000],
    ]);
    expect(audit[1]!.changes).toMatchObject({ plansCancelled: 2, premiumMonthsTakenBack: 0 });
    // The buyer's orders say so.
    expect((await buyerPortal(agent.id)).orders.find((o) => o.id === order.id)).toMatchObject({ status: "refunded" });
  });

  it("premium months of an order from before the subscriptions come off the buyer's access, and only that order's", async () => {
    const agent = await makeUser("agent");
    const legacy = async () => {
      const p = await db().product.findUniqueOrThrow({ where: { slug: "premium-content-monthly" } });
      const line = { productId: p.id, slug: p.slug, name: p.name, type: p.type, leadType: p.leadType, leadCount: p.leadCount, unitPrice: p.price, quantity: 1, lineTotal: p.price };
      const order = await db().order.create({ data: { sessionId: randomUUID(), customerEmail: `legacy.${randomUUID().slice(0, 8)}@agency.example`, total: p.price, items: [line], userId: agent.id, paymentIntentId: `pi_legacy_${randomUUID().slice(0, 12)}` } });
      expect(await markOrderPaid(order.id, { provider: "stripe", reference: order.paymentIntentId!, via: "test" })).toBe(true);
      return order;
    };
    await seedProducts();
    const first = await legacy();
    await legacy();
    const twoMonths = (await db().user.findUniqueOrThrow({ where: { id: agent.id } })).premiumUntil!;
    expect(twoMonths.getTime()).toBeGreaterThan(Date.now() + 55 * DAY_MS);
    const refund = (o: typeof first) => db().$transaction((tx) => recordOrderRefund(tx, { provider: "stripe", paymentIntentId: o.paymentIntentId!, refundedCents: o.total, ref: "ch_legacy", at: new Date() }));
    expect(await refund(first)).toBe("order_refunded");
    const oneMonth = (await db().user.findUniqueOrThrow({ where: { id: agent.id } })).premiumUntil!;
    expect(oneMonth.getTime()).toBeGreaterThan(Date.now() + 27 * DAY_MS);
    expect(oneMonth.getTime()).toBeLessThan(twoMonths.getTime() - 27 * DAY_MS);
    expect(await refund(first)).toBe("refund_known");
    expect((await db().user.findUniqueOrThrow({ where: { id: agent.id } })).premiumUntil).toEqual(oneMonth);
  });

  it("a refund of a charge that is no order of ours is acknowledged and changes nothing", async () => {
    const event = { id: "evt_unknown_charge_refund", object: "event", type: "charge.refunded", created: Math.floor(Date.now() / 1000), data: { object: { id: "ch_elsewhere", object: "charge", amount: 9700, amount_refunded: 9700, payment_intent: "pi_not_ours" } } };
    expect(await deliverStripe(fakes.stripe, [event])).toEqual([{ status: 200, body: { received: true, outcome: "unknown_order" } }]);
  });
});
