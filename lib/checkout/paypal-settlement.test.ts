import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as createOrder } from "@/app/paypal/order/route";
import { POST as capture } from "@/app/paypal/order/[orderId]/capture/route";
import { detectAbandonedCarts } from "@/lib/checkout/abandoned-carts";
import { CHECKOUT_MESSAGES } from "@/lib/checkout/messages";
import { buyer, cartWith, jsonRequest, seedProducts, usePaymentEnv } from "@/lib/checkout/test-support";
import { ABANDONED_CART_AFTER_MINUTES } from "@/lib/constants";
import { startFakePayPal, type FakePayPal } from "@/test/fakes/paypal";

/**
 * PayPal one-off payments whose capture call did not come back COMPLETED: a lost answer, PayPal's
 * ORDER_ALREADY_CAPTURED on the buyer's retry, a PENDING capture. The order is read from PayPal
 * (GET /v2/checkout/orders/{id}) and settled once, through the same checks as a normal capture.
 */
let paypal: FakePayPal;

const start = (body: unknown) => createOrder(jsonRequest("/paypal/order", body));
const captureOf = (paypalOrderId: string, sessionId: string) =>
  capture(jsonRequest(`/paypal/order/${paypalOrderId}/capture`, { sessionId }), { params: Promise.resolve({ orderId: paypalOrderId }) });

/** A cart, its pending order and the PayPal order the buyer approved. */
async function approvedOrder(items: Record<string, number> = { "home-leads-25": 1 }) {
  const sessionId = await cartWith(items);
  const identity = buyer();
  const res = await start({ sessionId, ...identity });
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: string };
  paypal.approve(id);
  const order = await db().order.findUniqueOrThrow({ where: { paypalOrderId: id } });
  return { id, sessionId, identity, order };
}

const orderNow = (id: number) => db().order.findUniqueOrThrow({ where: { id } });
const receipts = (id: number) => db().communication.count({ where: { dedupeKey: `order-receipt:${id}` } });
const paidAudits = (id: number) => db().auditLog.count({ where: { action: "order.paid", entityId: String(id) } });
const captureCalls = (id: string) => paypal.requests.filter((r) => r.method === "POST" && r.path === `/v2/checkout/orders/${id}/capture`);
const orderReads = (id: string) => paypal.requests.filter((r) => r.method === "GET" && r.path === `/v2/checkout/orders/${id}`);

/** What a normal capture leaves behind: paid once, receipt queued once, entitlements, cart emptied. */
async function expectSettledOnce(order: { id: number }, sessionId: string) {
  expect(await orderNow(order.id)).toMatchObject({ status: "paid", paidAt: expect.any(Date) });
  expect(await receipts(order.id)).toBe(1);
  expect(await paidAudits(order.id)).toBe(1);
  expect(await db().entitlement.count({ where: { orderId: order.id } })).toBe(1);
  expect(await db().cartItem.count({ where: { sessionId } })).toBe(0);
}

beforeAll(async () => {
  await seedProducts();
  paypal = await startFakePayPal();
  usePaymentEnv({ paypal });
});
beforeEach(() => {
  paypal.captureMode = "COMPLETED";
  paypal.captureValueOverride = null;
  paypal.dropCaptureResponses = 0;
  paypal.failOrderReads = 0;
});
afterAll(async () => {
  usePaymentEnv({});
  await paypal.close();
});

describe("PayPal capture whose outcome is not a plain COMPLETED answer", () => {
  it("a capture answer lost after PayPal captured is settled from a read of the order, in the same request", async () => {
    const { id, sessionId, order } = await approvedOrder();
    paypal.dropCaptureResponses = 1;
    const res = await captureOf(id, sessionId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, status: "paid", orderId: order.id, confirmationUrl: expect.stringContaining(`/order-confirmation?order=${order.id}&token=`) });
    expect(captureCalls(id)).toHaveLength(1);
    expect(orderReads(id).length).toBeGreaterThanOrEqual(1);
    await expectSettledOnce(order, sessionId);
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "order.paid", entityId: String(order.id) } });
    expect(audit.changes).toMatchObject({ provider: "paypal", via: "capture-recheck", reference: paypal.orders.get(id)!.purchase_units[0]!.payments!.captures[0]!.id });
  });

  it("captured at PayPal but our call failed: the buyer's retry (PayPal clicked again) settles the order once, with its receipt and entitlement", async () => {
    const { id, sessionId, identity, order } = await approvedOrder();
    paypal.dropCaptureResponses = 1;
    paypal.failOrderReads = 1;
    const first = await captureOf(id, sessionId);
    expect(first.status).toBe(502);
    expect((await first.json()).error).toBe(CHECKOUT_MESSAGES.paypalUnconfirmed);
    expect((await orderNow(order.id)).status).toBe("pending");
    expect(paypal.orders.get(id)!.status).toBe("COMPLETED"); // the money moved at PayPal

    // The buyer clicks PayPal again: the same pending order and PayPal order, but the order was rewritten.
    const again = await start({ sessionId, ...identity });
    expect((await again.json()).id).toBe(id);
    const rewritten = await orderNow(order.id);
    expect(rewritten.updatedAt.getTime()).toBeGreaterThan(order.updatedAt.getTime());

    const retry = await captureOf(id, sessionId);
    expect(retry.status).toBe(200);
    expect((await retry.json())).toMatchObject({ success: true, status: "paid", orderId: order.id });
    // The retry's new PayPal-Request-Id met ORDER_ALREADY_CAPTURED; the read settled it.
    const keys = captureCalls(id).map((c) => c.headers["paypal-request-id"]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    await expectSettledOnce(order, sessionId);
    expect((await db().auditLog.findFirstOrThrow({ where: { action: "order.paid", entityId: String(order.id) } })).changes).toMatchObject({ via: "already-captured" });

    const third = await captureOf(id, sessionId);
    expect(third.status).toBe(409);
    expect((await third.json()).error).toBe(CHECKOUT_MESSAGES.alreadyPaid);
    await expectSettledOnce(order, sessionId);
  });

  it("ORDER_ALREADY_CAPTURED settles the order; two racing retries settle it once", async () => {
    const { id, sessionId, order } = await approvedOrder();
    paypal.dropCaptureResponses = 1;
    paypal.failOrderReads = 1;
    expect((await captureOf(id, sessionId)).status).toBe(502);
    // Any change to the order gives the next capture a new PayPal-Request-Id: PayPal refuses it as already captured.
    await db().order.update({ where: { id: order.id }, data: { customerName: "Maria D. Delgado" } });

    const answers = await Promise.all([captureOf(id, sessionId), captureOf(id, sessionId)]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    expect(orderReads(id).length).toBeGreaterThanOrEqual(2);
    await expectSettledOnce(order, sessionId);
  });

  it("ORDER_ALREADY_CAPTURED never settles a capture for another amount", async () => {
    const { id, sessionId, order } = await approvedOrder();
    paypal.captureValueOverride = "1.00";
    paypal.dropCaptureResponses = 1;
    paypal.failOrderReads = 1;
    expect((await captureOf(id, sessionId)).status).toBe(502);
    await db().order.update({ where: { id: order.id }, data: { customerName: "Maria D. Delgado" } });
    for (let i = 0; i < 2; i++) {
      const res = await captureOf(id, sessionId);
      expect(res.status).toBe(409);
      expect((await res.json()).error).toContain("does not match your order");
    }
    expect((await orderNow(order.id)).status).toBe("pending");
    expect(await receipts(order.id)).toBe(0);
    expect(await db().auditLog.count({ where: { action: "order.amount_mismatch", entityId: String(order.id) } })).toBe(1);
  });

  it("a PENDING capture answers clearly, stays pending, and settles once PayPal completes it", async () => {
    const { id, sessionId, order } = await approvedOrder();
    paypal.captureMode = "PENDING";
    const res = await captureOf(id, sessionId);
    expect(res.status).toBe(402);
    expect((await res.json()).error).toBe(CHECKOUT_MESSAGES.paypalPending);
    expect(CHECKOUT_MESSAGES.paypalPending).toContain("pending");
    expect((await orderNow(order.id)).status).toBe("pending");
    expect(await receipts(order.id)).toBe(0);
    expect(await db().entitlement.count({ where: { orderId: order.id } })).toBe(0);

    // A retry while PayPal still holds it: ORDER_ALREADY_CAPTURED, read, still pending.
    await db().order.update({ where: { id: order.id }, data: { customerName: "Maria D. Delgado" } });
    const retry = await captureOf(id, sessionId);
    expect(retry.status).toBe(402);
    expect((await retry.json()).error).toBe(CHECKOUT_MESSAGES.paypalPending);
    expect((await orderNow(order.id)).status).toBe("pending");

    paypal.settleCapture(id, "COMPLETED");
    const later = await captureOf(id, sessionId);
    expect(later.status).toBe(200);
    await expectSettledOnce(order, sessionId);
  });
});

describe("abandoned-cart check of PayPal orders", () => {
  /** Makes the order and its cart look idle for longer than the abandonment delay. */
  async function idle(order: { id: number }, sessionId: string) {
    const at = new Date(Date.now() - (ABANDONED_CART_AFTER_MINUTES + 5) * 60_000);
    await db().$executeRaw`UPDATE orders SET "updatedAt" = ${at}::timestamptz, "createdAt" = ${at}::timestamptz WHERE id = ${order.id}`;
    await db().cartItem.updateMany({ where: { sessionId }, data: { createdAt: at } });
  }
  const recoveryMails = (sessionId: string) => db().communication.count({ where: { dedupeKey: `cart-recovery:${sessionId}` } });

  it("settles a capture that completed at PayPal after our call failed instead of asking the buyer to complete the purchase", async () => {
    const { id, sessionId, order } = await approvedOrder();
    paypal.dropCaptureResponses = 1;
    paypal.failOrderReads = 1;
    expect((await captureOf(id, sessionId)).status).toBe(502);
    await idle(order, sessionId);
    await detectAbandonedCarts();
    expect(await recoveryMails(sessionId)).toBe(0);
    expect(await db().cartAbandonment.count({ where: { sessionId } })).toBe(0);
    await expectSettledOnce(order, sessionId);
    expect((await db().auditLog.findFirstOrThrow({ where: { action: "order.paid", entityId: String(order.id) } })).changes).toMatchObject({ via: "recheck" });
  });

  it("keeps a PayPal payment still pending out of the recovery e-mail, then settles it when PayPal completes it", async () => {
    const { id, sessionId, order } = await approvedOrder();
    paypal.captureMode = "PENDING";
    expect((await captureOf(id, sessionId)).status).toBe(402);
    await idle(order, sessionId);
    await detectAbandonedCarts();
    expect(await recoveryMails(sessionId)).toBe(0);
    expect(await db().cartAbandonment.count({ where: { sessionId } })).toBe(0);
    expect((await orderNow(order.id)).status).toBe("pending");

    paypal.settleCapture(id, "COMPLETED");
    await detectAbandonedCarts();
    expect(await recoveryMails(sessionId)).toBe(0);
    await expectSettledOnce(order, sessionId);
  });

  it("still e-mails a cart whose PayPal order was never paid", async () => {
    const sessionId = await cartWith({ "auto-leads-25": 1 });
    const res = await start({ sessionId, ...buyer() });
    const { id } = (await res.json()) as { id: string };
    const order = await db().order.findUniqueOrThrow({ where: { paypalOrderId: id } });
    await idle(order, sessionId);
    await detectAbandonedCarts();
    expect(await recoveryMails(sessionId)).toBe(1);
    expect((await orderNow(order.id)).status).toBe("pending");
    expect(orderReads(id).length).toBeGreaterThanOrEqual(1);
  });
});
