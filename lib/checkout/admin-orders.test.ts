import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { revenueReport } from "@/lib/billing/revenue";
import { adminOrderDetail, adminOrders, type AdminOrderFilters } from "@/lib/checkout/admin-orders";
import { recordOrderRefund } from "@/lib/checkout/order-refunds";
import { recordOrderDispute } from "@/lib/checkout/order-disputes";
import { markOrderPaidTx } from "@/lib/checkout/order-status";
import { stripeDisputeFacts, type StripeDispute } from "@/lib/billing/disputes";
import { seedProducts } from "@/lib/checkout/test-support";

/**
 * What the admins see of checkout orders (/admin/orders) and what the revenue report books of them:
 * an order paid, refunded in part one month and the rest the next, is one charge in the month it was
 * paid and two refunds, each in its own month; the list finds it by number, e-mail and state, and its
 * page shows every refund, the lead plans it gave (ended by the refund) and its history.
 */
const at = (iso: string) => new Date(iso);
const LIST: AdminOrderFilters = { sort: "createdAt", dir: "desc", page: 1, pageSize: 25 };

/** A lead package ordered and paid (the checkout's own transition), at `paidAt`. */
async function paidOrder(method: "card" | "paypal", slug: string, paidAt: Date) {
  await seedProducts();
  const p = await db().product.findUniqueOrThrow({ where: { slug } });
  const line = { productId: p.id, slug: p.slug, name: p.name, type: p.type, leadType: p.leadType, leadCount: p.leadCount, unitPrice: p.price, quantity: 1, lineTotal: p.price };
  const tag = randomUUID().slice(0, 8);
  const order = await db().order.create({
    data: {
      sessionId: randomUUID(),
      customerEmail: `orders.${tag}@agency.example`,
      customerName: `Rosa Quintero ${tag}`,
      total: p.price,
      items: [line],
      paymentMethod: method,
      ...(method === "card" ? { paymentIntentId: `pi_admin_${tag}` } : { paypalOrderId: `PAYPAL-${tag}` }),
    },
  });
  expect(await db().$transaction((tx) => markOrderPaidTx(tx, order.id, { provider: method === "card" ? "stripe" : "paypal", reference: tag, via: "test" }, paidAt))).toBe(true);
  return db().order.findUniqueOrThrow({ where: { id: order.id } });
}

describe("checkout orders for the admins", () => {
  it("an order refunded over two months: the revenue report books its charge and each refund in its own month; the list and its page say what happened", async () => {
    // A month of its own, far from every other test's orders.
    const card = await paidOrder("card", "home-leads-25", at("2041-03-10T15:00:00Z"));
    const paypal = await paidOrder("paypal", "auto-leads-25", at("2041-03-20T15:00:00Z"));
    const refund = (cents: number, ref: string, when: string) =>
      db().$transaction((tx) => recordOrderRefund(tx, { provider: "stripe", which: { paymentIntentId: card.paymentIntentId! }, refundedCents: cents, ref, at: at(when) }));
    expect(await refund(2500, "re_first", "2041-04-02T12:00:00Z")).toBe("order_partly_refunded");
    expect(await refund(card.total, "re_rest", "2041-05-05T12:00:00Z")).toBe("order_refunded");
    // Stripe sends the first again: nothing more is booked.
    expect(await refund(2500, "re_first", "2041-04-02T12:00:00Z")).toBe("refund_known");

    const report = await revenueReport({ from: at("2041-03-01T00:00:00Z"), to: at("2041-06-01T00:00:00Z") });
    expect(report.rows).toEqual([
      { month: "2041-05", provider: "stripe", chargesCents: 0, charges: 0, ordersCents: 0, orders: 0, refundsCents: card.total - 2500, refunds: 1, netCents: -(card.total - 2500) },
      { month: "2041-04", provider: "stripe", chargesCents: 0, charges: 0, ordersCents: 0, orders: 0, refundsCents: 2500, refunds: 1, netCents: -2500 },
      { month: "2041-03", provider: "paypal", chargesCents: paypal.total, charges: 1, ordersCents: paypal.total, orders: 1, refundsCents: 0, refunds: 0, netCents: paypal.total },
      { month: "2041-03", provider: "stripe", chargesCents: card.total, charges: 1, ordersCents: card.total, orders: 1, refundsCents: 0, refunds: 0, netCents: card.total },
    ]);
    expect(report.totals.stripe).toEqual({ chargesCents: card.total, refundsCents: card.total, netCents: 0 });

    // The list: by number, by e-mail, by state and payment method.
    const ids = async (f: Partial<AdminOrderFilters>) => (await adminOrders({ ...LIST, ...f })).rows.map((r) => r.id);
    expect(await ids({ q: `#${card.id}` })).toContain(card.id);
    expect(await ids({ q: card.customerEmail.toUpperCase() })).toEqual([card.id]);
    expect(await ids({ q: card.customerEmail, status: "paid" })).toEqual([]);
    expect(await ids({ q: card.customerEmail, status: "refunded", method: "card" })).toEqual([card.id]);
    expect(await ids({ q: paypal.customerEmail, method: "card" })).toEqual([]);
    const [row] = (await adminOrders({ ...LIST, q: card.customerEmail })).rows;
    expect(row).toMatchObject({ customer: card.customerName, email: card.customerEmail, totalCents: card.total, refundedCents: card.total, method: "card", status: "refunded", disputeStatus: null });

    // Its page: both refunds, the plan the refund ended, and the history in order.
    const detail = (await adminOrderDetail(card.id))!;
    expect(detail.refunds.map((r) => [r.amountCents, r.cause, r.reference, r.at.toISOString().slice(0, 7)])).toEqual([
      [2500, "refund", "re_first", "2041-04"],
      [card.total - 2500, "refund", "re_rest", "2041-05"],
    ]);
    expect(detail.plans.map((p) => [p.status, p.statusReason])).toEqual([["cancelled", `Order #${card.id} was refunded at Stripe`]]);
    expect(detail.history.map((h) => h.action)).toEqual(["order.paid", "order.partly_refunded", "order.refunded"]);
    expect(detail).toMatchObject({ status: "refunded", method: "card", reference: card.paymentIntentId, totalCents: card.total, dispute: null });
    expect(await adminOrderDetail(2_000_000_000)).toBeNull();
  });

  it("a bank's open dispute shows in the list's dispute filter and on the page; lost, it is booked as money taken back", async () => {
    const order = await paidOrder("card", "auto-leads-25", at("2041-07-01T15:00:00Z"));
    const dispute = (status: string): StripeDispute => ({ id: `dp_${order.id}`, object: "dispute", amount: order.total, payment_intent: order.paymentIntentId, status, reason: "fraudulent", evidence_details: { due_by: Math.floor(Date.parse("2041-07-20T00:00:00Z") / 1000) } });
    await db().$transaction((tx) => recordOrderDispute(tx, { paymentIntentId: order.paymentIntentId! }, stripeDisputeFacts(dispute("needs_response"), false), at("2041-07-05T12:00:00Z")));
    const open = await adminOrders({ ...LIST, openDisputes: true });
    expect(open.rows.map((r) => r.id)).toContain(order.id);
    expect((await adminOrderDetail(order.id))!.dispute).toMatchObject({ id: `dp_${order.id}`, status: "open" });

    await db().$transaction((tx) => recordOrderDispute(tx, { paymentIntentId: order.paymentIntentId! }, stripeDisputeFacts(dispute("lost"), true), at("2041-08-03T12:00:00Z")));
    expect((await adminOrders({ ...LIST, openDisputes: true })).rows.map((r) => r.id)).not.toContain(order.id);
    const detail = (await adminOrderDetail(order.id))!;
    expect(detail).toMatchObject({ status: "refunded", dispute: { status: "lost" } });
    expect(detail.refunds.map((r) => [r.amountCents, r.cause])).toEqual([[order.total, "dispute"]]);
    const august = await revenueReport({ from: at("2041-08-01T00:00:00Z"), to: at("2041-09-01T00:00:00Z") });
    expect(august.rows).toEqual([{ month: "2041-08", provider: "stripe", chargesCents: 0, charges: 0, ordersCents: 0, orders: 0, refundsCents: order.total, refunds: 1, netCents: -order.total }]);
  });
});
