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
import { paidPayPalOrder as paidWithPayPal } from "@/test/paypal-checkout";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { buyerPortal } from "@/lib/marketplace/portal";
import { needsAttention } from "@/lib/setup/attention";
import { paypalRequest } from "@/lib/payments/paypal/client";
import { billingFakes, deliverPayPal, deliverStripe } from "@/test/billing-support";

/**
 * A one-off order refunded from Stripe's or PayPal's dashboard (this site refunds only subscriptions):
 * Stripe's charge.refunded or PayPal's PAYMENT.CAPTURE.REFUNDED, delivered twice and out of order,
 * writes the refund on the order once. A part
 * changes nothing else; all of it makes the order refunded and ends what it gave: the lead plans stop
 * (cancelled, with the reason) and, for an order from before the subscriptions, the premium months come
 * off the buyer's access. A bank's dispute of an order's card payment asks the admins to respond;
 * lost, it ends the order as a whole refund does.
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

/** PayPal's dashboard: refunds a capture (Payments v2), all that is left of it without an amount. */
async function refundAtPayPal(captureId: string, value?: string) {
  const { body } = await paypalRequest(`/v2/payments/captures/${captureId}/refund`, { method: "POST", body: value ? { amount: { value, currency_code: "USD" } } : {} });
  expect(body.status).toBe("COMPLETED");
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
    expect(await loadOrderConfirmation(String(order.id), confirmationToken(order.id))).toMatchObject({ status: "paid", refundedCents: 5000 });

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
    // The buyer's orders and the order's confirmation page say so.
    expect((await buyerPortal(agent.id)).orders.find((o) => o.id === order.id)).toMatchObject({ status: "refunded" });
    expect(await loadOrderConfirmation(String(order.id), confirmationToken(order.id))).toMatchObject({ status: "refunded", refundedCents: order.total, refundedAt: refunded.refundedAt });
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
    const refund = (o: typeof first) => db().$transaction((tx) => recordOrderRefund(tx, { provider: "stripe", which: { paymentIntentId: o.paymentIntentId! }, refundedCents: o.total, ref: "ch_legacy", at: new Date() }));
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

describe("one-off orders refunded at PayPal", () => {
  it("PAYMENT.CAPTURE.REFUNDED, in any order: what PayPal's order says was refunded is recorded once; all of it ends the lead plan", async () => {
    const { order, captureId } = await paidWithPayPal(fakes.paypal, { "home-leads-25": 1 });
    fakes.paypal.billing.takeDeliveries();
    await refundAtPayPal(captureId, "100.00");
    await refundAtPayPal(captureId);
    const [part, rest] = fakes.paypal.billing.takeDeliveries();
    expect([part!.event.event_type, rest!.event.event_type]).toEqual(["PAYMENT.CAPTURE.REFUNDED", "PAYMENT.CAPTURE.REFUNDED"]);

    // PayPal cannot be read: the event is refused for a later delivery, and nothing is recorded.
    fakes.paypal.failOrderReads = 1;
    expect((await deliverPayPal(fakes.paypal, [rest!]))[0]!.status).toBe(503);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "paid", refundedCents: 0 });

    // PayPal delivers it again, then the earlier refund's event: both say the whole order is refunded now.
    const answers = await deliverPayPal(fakes.paypal, [fakes.paypal.billing.retransmit(rest!.event), part!]);
    expect(answers.map((a) => a.body.outcome)).toEqual(["order_refunded", "refund_known"]);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "refunded", refundedCents: order.total });
    expect(await db().entitlement.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ status: "cancelled", statusReason: `Order #${order.id} was refunded at PayPal` });
    expect(await db().auditLog.count({ where: { entity: "order", entityId: String(order.id), action: "order.refunded" } })).toBe(1);
  });

  it("a refund whose event is retried after PayPal reversed the rest in a dispute is still recorded, and ends the order", async () => {
    const { order, captureId } = await paidWithPayPal(fakes.paypal, { "home-leads-25": 1 });
    fakes.paypal.billing.takeDeliveries();
    await refundAtPayPal(captureId, "10.00");
    const [refund] = fakes.paypal.billing.takeDeliveries();
    fakes.paypal.failOrderReads = 1;
    expect((await deliverPayPal(fakes.paypal, [refund!]))[0]!.status).toBe(503);

    // The buyer's claim for the rest is lost: PayPal reverses what was not refunded.
    await fakes.paypal.reverseCapture(captureId);
    expect((await deliverPayPal(fakes.paypal)).map((a) => a.body.outcome)).toEqual(["order_partly_refunded"]);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "paid", refundedCents: order.total - 1000 });

    // PayPal's retry of the refund: its total ($10) is on top of what the dispute took, so the order is now all back.
    const retried = fakes.paypal.billing.retransmit(refund!.event);
    expect((await deliverPayPal(fakes.paypal, [retried])).map((a) => a.body.outcome)).toEqual(["order_refunded"]);
    expect((await deliverPayPal(fakes.paypal, [fakes.paypal.billing.retransmit({ ...refund!.event, id: `${String(refund!.event.id)}-AGAIN` })])).map((a) => a.body.outcome)).toEqual(["refund_known"]);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "refunded", refundedCents: order.total });
    expect(await db().entitlement.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ status: "cancelled" });
    expect(await db().orderRefundEntry.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" }, select: { amountCents: true, cause: true } })).toEqual([
      { amountCents: order.total - 1000, cause: "dispute" },
      { amountCents: 1000, cause: "refund" },
    ]);
  });

  it("a refund whose invoice is not one of our orders is acknowledged and changes nothing", async () => {
    const { order, captureId } = await paidWithPayPal(fakes.paypal, { "auto-leads-25": 1 });
    fakes.paypal.billing.takeDeliveries();
    await refundAtPayPal(captureId, "10.00");
    const [d] = fakes.paypal.billing.takeDeliveries();
    const forged = fakes.paypal.billing.retransmit({ ...d!.event, id: "WH-OTHER-INVOICE-1", resource: { ...(d!.event.resource as object), invoice_id: `INV:${order.id}:1` } });
    expect((await deliverPayPal(fakes.paypal, [forged])).map((a) => a.body.outcome)).toEqual(["unknown_order"]);
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).refundedCents).toBe(0);
  });
});

describe("one-off orders disputed at Stripe", () => {
  const orderDisputes = async () => (await needsAttention()).find((a) => a.key === "order-disputes");

  it("a chargeback asks the admins to respond by its due date; lost, the money is taken back once and the order's lead plan ends", async () => {
    const agent = await makeUser("agent");
    const order = await paidCardOrder({ "life-leads-25": 1 }, agent.id);
    fakes.stripe.takeEvents();
    const disputeId = await fakes.stripe.billing.openDispute(order.paymentIntentId!, "product_not_received");
    const opened = fakes.stripe.takeEvents();
    expect((await deliverStripe(fakes.stripe, opened)).map((a) => a.body.outcome)).toEqual(["dispute_opened"]);
    expect((await deliverStripe(fakes.stripe, opened.map((e) => ({ ...e, id: `${String(e.id)}_again` })))).map((a) => a.body.outcome)).toEqual(["dispute_known"]);
    const open = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(open).toMatchObject({ status: "paid", disputeId, disputeStatus: "open", refundedCents: 0 });
    // The time Stripe opened it is kept: an older dispute's late event never replaces this one.
    expect(open.disputeOpenedAt?.getTime()).toBe(((opened[0]!.data as { object: { created: number } }).object.created) * 1000);
    expect(open.disputeDueBy!.getTime()).toBeGreaterThan(Date.now());
    const item = await orderDisputes();
    expect(item).toMatchObject({ href: "/admin/orders?disputes=open&method=card", action: "Respond at Stripe" });
    expect(item!.label).toMatch(/^orders? disputed by the buyer's bank$/);
    expect(item!.reasons[0]!.reason).toMatch(/^first evidence due at Stripe by .+: without it the dispute is lost$/);
    expect(await db().entitlement.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ status: "awaiting_setup" });

    await fakes.stripe.billing.closeDispute(disputeId, "lost");
    const closed = fakes.stripe.takeEvents();
    expect((await deliverStripe(fakes.stripe, closed)).map((a) => a.body.outcome)).toEqual(["dispute_lost"]);
    // Delivered again, and the "created" event late: nothing more is taken, nothing re-opens.
    const late = [...closed, ...opened].map((e) => ({ ...e, id: `${String(e.id)}_late` }));
    expect((await deliverStripe(fakes.stripe, late)).map((a) => a.body.outcome)).toEqual(["dispute_known", "dispute_known"]);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "refunded", refundedCents: order.total, disputeStatus: "lost", disputeDueBy: null });
    expect(await db().entitlement.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ status: "cancelled", statusReason: `Order #${order.id}'s payment was taken back: the buyer's bank won its dispute` });
    const audit = await db().auditLog.findMany({ where: { entity: "order", entityId: String(order.id), action: { in: ["order.disputed", "order.dispute_closed", "order.refunded"] } }, orderBy: { id: "asc" } });
    expect(audit.map((a) => a.action)).toEqual(["order.disputed", "order.dispute_closed", "order.refunded"]);
    expect(audit[2]!.changes).toMatchObject({ cause: "dispute", amountCents: order.total, plansCancelled: 1 });
    expect(await db().order.count({ where: { id: order.id, disputeStatus: { in: ["inquiry", "open"] } } })).toBe(0);
  });

  it("an inquiry that becomes a chargeback and is won leaves the order paid and stops asking", async () => {
    const agent = await makeUser("agent");
    const order = await paidCardOrder({ "auto-leads-25": 1 }, agent.id);
    fakes.stripe.takeEvents();
    const disputeId = await fakes.stripe.billing.openDispute(order.paymentIntentId!, "unrecognized", { inquiry: true });
    await fakes.stripe.billing.escalateDispute(disputeId);
    expect((await deliverStripe(fakes.stripe)).map((a) => a.body.outcome)).toEqual(["dispute_opened", "dispute_updated"]);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ disputeStatus: "open" });
    await fakes.stripe.billing.closeDispute(disputeId, "won");
    expect((await deliverStripe(fakes.stripe)).map((a) => a.body.outcome)).toEqual(["dispute_won"]);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "paid", refundedCents: 0, disputeStatus: "won", disputeDueBy: null });
    expect(await db().entitlement.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ status: "awaiting_setup" });
  });
});
