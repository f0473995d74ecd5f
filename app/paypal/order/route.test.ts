import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { db } from "@/lib/db";
import { GET as setup } from "@/app/paypal/setup/route";
import { POST as createOrder } from "@/app/paypal/order/route";
import { POST as capture } from "@/app/paypal/order/[orderId]/capture/route";
import { CHECKOUT_MESSAGES } from "@/lib/checkout/messages";
import { buyer, cartWith, jsonRequest, seedProducts, testIp, usePaymentEnv, setPaymentKeysOnly } from "@/lib/checkout/test-support";
import { resetPayPalToken } from "@/lib/payments/paypal/client";
import { startFakePayPal, type FakePayPal } from "@/test/fakes/paypal";
import { fromClient } from "@/test/client-address";

/** The spec's PayPal routes against a fake PayPal: OAuth, order creation, capture and its failures. */
let paypal: FakePayPal;

const start = (body: unknown, headers: Record<string, string> = {}) => createOrder(jsonRequest("/paypal/order", body, headers));
const captureOf = (paypalOrderId: string, body: unknown) =>
  capture(jsonRequest(`/paypal/order/${paypalOrderId}/capture`, body), { params: Promise.resolve({ orderId: paypalOrderId }) });

async function paypalOrder(items: Record<string, number> = { "auto-leads-25": 1 }) {
  const sessionId = await cartWith(items);
  const res = await start({ sessionId, ...buyer(), amount: "0.01", currency: "EUR", intent: "AUTHORIZE" });
  expect(res.status).toBe(200);
  const { id } = await res.json();
  const order = await db().order.findUniqueOrThrow({ where: { paypalOrderId: id } });
  return { id: id as string, sessionId, order };
}

beforeAll(async () => {
  await seedProducts();
  paypal = await startFakePayPal();
  usePaymentEnv({ paypal });
});
beforeEach(() => {
  paypal.captureMode = "COMPLETED";
  paypal.captureValueOverride = null;
});
afterAll(async () => {
  usePaymentEnv({});
  await paypal.close();
});

describe("PayPal: token, setup, order, capture", () => {
  it("gets an OAuth token with client credentials once and reuses it", async () => {
    resetPayPalToken();
    const before = paypal.tokensIssued;
    const res = await setup(new Request("http://localhost/paypal/setup", { headers: fromClient(testIp()) }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      clientId: paypal.clientId,
      clientToken: expect.stringMatching(/^eyJ/),
      environment: "sandbox",
      currency: "USD",
      intent: "capture",
    });
    await paypalOrder();
    expect(paypal.tokensIssued).toBe(before + 1);
    const tokenCall = paypal.requests.filter((r) => r.path === "/v1/oauth2/token").at(-1)!;
    expect(tokenCall.headers.authorization).toBe(`Basic ${Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString("base64")}`);
    expect(tokenCall.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(tokenCall.body).toBe("grant_type=client_credentials");
  });

  it("creates the order for the server-computed amount: intent CAPTURE, USD, PayPal-Request-Id", async () => {
    const { id, order } = await paypalOrder({ "home-leads-25": 1, "life-leads-25": 2 });
    expect(order).toMatchObject({ status: "pending", paymentMethod: "paypal", total: 45000 + 2 * 45000, currency: "USD" });
    const call = paypal.requests.filter((r) => r.path === "/v2/checkout/orders").at(-1)!;
    expect(call.headers["paypal-request-id"]).toBe(`paypal-order:${order.id}:${order.createdAt.getTime()}`);
    expect(call.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(call.body).toMatchObject({
      intent: "CAPTURE",
      purchase_units: [{ reference_id: `order-${order.id}`, amount: { currency_code: "USD", value: "1350.00" } }],
    });
    expect(paypal.orders.get(id)!.purchase_units[0]!.amount.value).toBe("1350.00");
  });

  it("returns the same PayPal order for a repeated click on the same cart", async () => {
    const { id, sessionId } = await paypalOrder();
    const again = await (await start({ sessionId, ...buyer() })).json();
    expect(again.id).toBe(id);
    expect(await db().order.count({ where: { sessionId } })).toBe(1);
  });

  it("captures an approved order once: paid, receipt queued; a second capture is 409", async () => {
    const { id, sessionId, order } = await paypalOrder({ "home-leads-25": 1 });
    const notApproved = await captureOf(id, { sessionId });
    expect(notApproved.status).toBe(422);
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("pending");

    paypal.approve(id);
    const res = await captureOf(id, { sessionId });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ success: true, status: "paid", orderId: order.id, confirmationUrl: expect.stringContaining(`/order-confirmation?order=${order.id}&token=`) });
    const captureCall = paypal.requests.filter((r) => r.path.endsWith("/capture")).at(-1)!;
    expect(captureCall.headers["paypal-request-id"]).toMatch(new RegExp(`^paypal-capture:${order.id}:`));
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");
    expect(await db().communication.count({ where: { dedupeKey: `order-receipt:${order.id}` } })).toBe(1);
    expect(await db().cartItem.count({ where: { sessionId } })).toBe(0);

    const twice = await captureOf(id, { sessionId });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error).toBe(CHECKOUT_MESSAGES.alreadyPaid);
    expect(await db().auditLog.count({ where: { action: "order.paid", entityId: String(order.id) } })).toBe(1);
  });

  it("never marks paid a capture that is not completed: PENDING stays pending, DECLINED fails", async () => {
    const pending = await paypalOrder();
    paypal.approve(pending.id);
    paypal.captureMode = "PENDING";
    const res = await captureOf(pending.id, { sessionId: pending.sessionId });
    expect(res.status).toBe(402);
    expect((await res.json()).error).toContain("not completed");
    expect((await db().order.findUniqueOrThrow({ where: { id: pending.order.id } })).status).toBe("pending");

    const declined = await paypalOrder();
    paypal.approve(declined.id);
    paypal.captureMode = "DECLINED";
    expect((await captureOf(declined.id, { sessionId: declined.sessionId })).status).toBe(402);
    expect((await db().order.findUniqueOrThrow({ where: { id: declined.order.id } })).status).toBe("failed");
    expect(await db().communication.count({ where: { dedupeKey: { in: [`order-receipt:${pending.order.id}`, `order-receipt:${declined.order.id}`] } } })).toBe(0);
  });

  it("never marks paid a capture for another amount", async () => {
    const { id, sessionId, order } = await paypalOrder();
    paypal.approve(id);
    paypal.captureValueOverride = "1.00";
    const res = await captureOf(id, { sessionId });
    expect(res.status).toBe(409);
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("pending");
  });

  it("refuses foreign and unknown orders with 404, malformed ids and bodies with 4xx", async () => {
    const { id, order } = await paypalOrder();
    paypal.approve(id);
    expect((await captureOf(id, { sessionId: crypto.randomUUID() })).status).toBe(404);
    expect((await captureOf("5O190127TN364715T", { sessionId: crypto.randomUUID() })).status).toBe(404);
    expect((await captureOf("../../v1", { sessionId: crypto.randomUUID() })).status).toBe(404);
    expect((await captureOf(id, {})).status).toBe(400);
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("pending");
  });

  it("answers 503 with a clear message without PayPal keys (card instead, or contact us when cards are not set up either)", async () => {
    setPaymentKeysOnly("stripe");
    const res = await setup(new Request("http://localhost/paypal/setup"));
    expect(res.status).toBe(503);
    expect((await res.json()).error).toBe(CHECKOUT_MESSAGES.paypalNotConfigured);
    usePaymentEnv({});
    const neither = await setup(new Request("http://localhost/paypal/setup"));
    expect((await neither.json()).error).toBe(CHECKOUT_MESSAGES.noneConfigured);
    const sessionId = await cartWith({ "auto-leads-25": 1 });
    expect((await start({ sessionId, ...buyer() })).status).toBe(503);
    expect((await captureOf("5O190127TN364715T", { sessionId })).status).toBe(503);
    expect(await db().order.count({ where: { sessionId } })).toBe(0);
    usePaymentEnv({ paypal });
  });

  it("never answers 5xx and never creates an order for thousands of malformed payloads", async () => {
    const field = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.string({ unit: "binary", maxLength: 100 }));
    const payload = fc.oneof(
      fc.record({ sessionId: fc.oneof(field, fc.uuid()), email: field, fullName: field, amount: field, currency: field, intent: field }, { requiredKeys: [] }),
      fc.jsonValue(),
    );
    const orderId = fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^[A-Z0-9]{17}$/));
    let before = await db().order.count();
    await fc.assert(
      fc.asyncProperty(payload, orderId, fc.boolean(), async (p, oid, toCapture) => {
        const res = toCapture ? await captureOf(oid, p) : await start(p);
        expect(res.status).toBeLessThan(500);
        const after = await db().order.count();
        if (res.status >= 400) expect(after).toBe(before);
        before = after;
      }),
      { numRuns: 800 },
    );
  }, 120_000);
});
