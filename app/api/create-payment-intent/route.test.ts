import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { db } from "@/lib/db";
import { POST } from "@/app/api/create-payment-intent/route";
import { buyer, cartWith, jsonRequest, seedProducts, usePaymentEnv, setPaymentKeysOnly } from "@/lib/checkout/test-support";
import { CHECKOUT_MESSAGES } from "@/lib/checkout/messages";
import { verifyConfirmationToken } from "@/lib/checkout/confirmation-token";
import { startFakeStripe, type FakeStripe } from "@/test/fakes/stripe";

/** POST /api/create-payment-intent against a fake Stripe: server-side amounts, idempotency, not-configured. */
let stripe: FakeStripe;
const post = (body: unknown, headers: Record<string, string> = {}) => POST(jsonRequest("/api/create-payment-intent", body, headers));
const intentCreations = () => stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents");

beforeAll(async () => {
  await seedProducts();
  stripe = await startFakeStripe();
  usePaymentEnv({ stripe });
});
afterAll(async () => {
  usePaymentEnv({});
  await stripe.close();
});

describe("POST /api/create-payment-intent", () => {
  it("creates the pending order and a PaymentIntent for the server-computed amount, with an Idempotency-Key", async () => {
    const sessionId = await cartWith({ "home-leads-25": 2, "auto-leads-25": 1 });
    const who = buyer();
    // The browser's amount and currency are ignored.
    const res = await post({ sessionId, ...who, amount: 1, currency: "eur", total: 1 });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/), orderId: expect.any(Number), confirmationUrl: expect.any(String) });

    const order = await db().order.findUniqueOrThrow({ where: { id: body.orderId } });
    expect(order).toMatchObject({
      sessionId,
      status: "pending",
      paymentMethod: "card",
      total: 3 * 45000,
      currency: "USD",
      customerEmail: who.email,
      customerName: who.fullName,
      customerCompany: who.company,
    });
    expect(order.items).toEqual([
      expect.objectContaining({ slug: "home-leads-25", quantity: 2, unitPrice: 45000, lineTotal: 90000 }),
      expect.objectContaining({ slug: "auto-leads-25", quantity: 1, unitPrice: 45000, lineTotal: 45000 }),
    ]);

    const [call] = intentCreations().slice(-1);
    expect(call!.headers.authorization).toBe(`Bearer ${stripe.secretKey}`);
    expect(call!.headers["idempotency-key"]).toBe(`order:${order.id}:${order.createdAt.getTime()}`);
    expect(call!.headers["content-type"]).toContain("application/x-www-form-urlencoded");
    expect(call!.params).toMatchObject({
      amount: String(order.total),
      currency: "usd",
      automatic_payment_methods: { enabled: "true" },
      metadata: { order_id: String(order.id) },
    });
    const intent = stripe.intents.get(order.paymentIntentId!)!;
    expect(intent.client_secret).toBe(body.clientSecret);

    const url = new URL(body.confirmationUrl, "http://localhost");
    expect(url.pathname).toBe("/order-confirmation");
    expect(url.searchParams.get("order")).toBe(String(order.id));
    expect(verifyConfirmationToken(order.id, url.searchParams.get("token")!)).toBe(true);
  });

  it("reuses the order and the intent for the same cart, and starts afresh when the cart changes", async () => {
    const sessionId = await cartWith({ "life-leads-25": 1 });
    const who = buyer();
    const before = intentCreations().length;
    const first = await (await post({ sessionId, ...who })).json();
    const again = await (await post({ sessionId, ...who, fullName: "Maria D. Delgado" })).json();
    expect(again.clientSecret).toBe(first.clientSecret);
    expect(again.orderId).toBe(first.orderId);
    expect(intentCreations().length).toBe(before + 1);
    expect((await db().order.findUniqueOrThrow({ where: { id: first.orderId } })).customerName).toBe("Maria D. Delgado");

    await db().cartItem.updateMany({ where: { sessionId }, data: { quantity: 3 } });
    const changed = await (await post({ sessionId, ...who })).json();
    expect(changed.orderId).not.toBe(first.orderId);
    const order = await db().order.findUniqueOrThrow({ where: { id: changed.orderId } });
    expect(order.total).toBe(3 * 45000);
    expect(stripe.intents.get(order.paymentIntentId!)!.amount).toBe(3 * 45000);
  });

  it("the fake holds Stripe's idempotency semantics: same key replays, other parameters are refused", async () => {
    const key = `order:test:${Date.now()}`;
    const send = (amount: number) =>
      fetch(`${stripe.url}/v1/payment_intents`, {
        method: "POST",
        headers: { authorization: `Bearer ${stripe.secretKey}`, "content-type": "application/x-www-form-urlencoded", "idempotency-key": key },
        body: `amount=${amount}&currency=usd`,
      });
    const a = await send(4900);
    const b = await send(4900);
    expect(b.headers.get("idempotent-replayed")).toBe("true");
    expect((await b.json()).id).toBe((await a.json()).id);
    const c = await send(5000);
    expect(c.status).toBe(400);
    expect((await c.json()).error.type).toBe("idempotency_error");
  });

  it("answers 400 for an empty cart or invalid details, 403 cross-site, 502 when Stripe fails", async () => {
    const empty = await post({ sessionId: crypto.randomUUID(), ...buyer() });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe("Your cart is empty");

    const invalid = await post({ sessionId: "nope", email: "x", fullName: "" });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).fieldErrors).toMatchObject({
      sessionId: ["Invalid cart session"],
      email: ["Please enter a valid email address"],
      fullName: ["Full name is required"],
    });

    const sessionId = await cartWith({ "auto-leads-25": 1 });
    expect((await post({ sessionId, ...buyer() }, { "sec-fetch-site": "cross-site" })).status).toBe(403);

    usePaymentEnv({ stripe: { ...stripe, secretKey: "sk_test_wrong" } });
    const refused = await post({ sessionId, ...buyer() });
    expect(refused.status).toBe(502);
    expect((await refused.json()).error).toBe(CHECKOUT_MESSAGES.providerUnavailable);
    usePaymentEnv({ stripe });
  });

  it("answers 503 with a clear message when Stripe is not configured (PayPal instead, or contact us when PayPal is not either), and writes nothing", async () => {
    setPaymentKeysOnly("paypal");
    const sessionId = await cartWith({ "life-leads-25": 1 });
    const res = await post({ sessionId, ...buyer() });
    expect(res.status).toBe(503);
    expect((await res.json()).error).toBe(CHECKOUT_MESSAGES.cardNotConfigured);
    usePaymentEnv({});
    const neither = await post({ sessionId, ...buyer() });
    expect(neither.status).toBe(503);
    expect((await neither.json()).error).toBe("Card and PayPal payments are not configured on this site yet. Please contact us to place your order.");
    expect(await db().order.count({ where: { sessionId } })).toBe(0);
    usePaymentEnv({ stripe });
  });

  it("never answers 5xx and never creates an order for thousands of malformed payloads", async () => {
    const field = fc.oneof(fc.string(), fc.string({ unit: "binary", maxLength: 200 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
    const payload = fc.oneof(
      fc.record({ sessionId: fc.oneof(field, fc.uuid()), email: field, fullName: field, company: field, amount: field }, { requiredKeys: [] }),
      fc.jsonValue(),
      fc.string().map((s) => ({ __raw: s })),
    );
    let before = await db().order.count();
    await fc.assert(
      fc.asyncProperty(payload, async (p) => {
        const raw = typeof p === "object" && p !== null && "__raw" in p;
        const res = await post(raw ? (p as { __raw: string }).__raw : p);
        expect(res.status).toBeLessThan(500);
        const after = await db().order.count();
        if (res.status >= 400) expect(after).toBe(before);
        before = after;
      }),
      { numRuns: 1000 },
    );
  }, 120_000);
});
