import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST } from "@/app/api/stripe/webhook/route";
import { startCardPayment } from "@/lib/checkout/start-card-payment";
import { buyer, cartWith, seedProducts, usePaymentEnv } from "@/lib/checkout/test-support";
import { signStripePayload, startFakeStripe, stripeEvent, type FakeStripe } from "@/test/fakes/stripe";

/** POST /api/stripe/webhook: signatures (valid, invalid, stale), duplicates, paid/failed transitions. */
let stripe: FakeStripe;

function deliver(event: object, opts: { secret?: string; timestamp?: number; header?: string | null } = {}) {
  const payload = JSON.stringify(event);
  const header = opts.header !== undefined ? opts.header : signStripePayload(payload, opts.secret ?? stripe.webhookSecret, opts.timestamp);
  return POST(
    new Request("http://localhost/api/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", ...(header ? { "stripe-signature": header } : {}) },
      body: payload,
    }),
  );
}

/** A card order with its intent at the fake, as the checkout creates it. */
async function cardOrder(items: Record<string, number> = { "auto-leads-25": 1 }, userId: number | null = null) {
  const sessionId = await cartWith(items);
  const who = buyer();
  const started = await startCardPayment({ sessionId, ...who }, userId);
  if (!started.ok) throw new Error(started.error);
  const order = await db().order.findUniqueOrThrow({ where: { id: started.body.orderId } });
  return { order, intent: stripe.intents.get(order.paymentIntentId!)!, sessionId, who };
}

const receipts = (orderId: number) => db().communication.count({ where: { dedupeKey: `order-receipt:${orderId}` } });

beforeAll(async () => {
  await seedProducts();
  stripe = await startFakeStripe();
  usePaymentEnv({ stripe });
});
afterAll(async () => {
  usePaymentEnv({});
  await stripe.close();
});

describe("POST /api/stripe/webhook", () => {
  it("marks the order paid on a valid payment_intent.succeeded, once, with receipt and cart cleared", async () => {
    const { order, intent, sessionId } = await cardOrder({ "home-leads-25": 1 });
    const event = stripeEvent("payment_intent.succeeded", { ...intent, status: "succeeded" });
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: "paid" });

    const paid = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(paid.status).toBe("paid");
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(await db().cartItem.count({ where: { sessionId } })).toBe(0);
    expect(await receipts(order.id)).toBe(1);
    const receipt = await db().communication.findUniqueOrThrow({ where: { dedupeKey: `order-receipt:${order.id}` } });
    expect(receipt.toAddress).toBe(order.customerEmail);
    expect(receipt.content).toContain(`order #${order.id}`);
    expect(receipt.content).toContain("leads begin within 24-48 hours");
    const inbox = await db().webhookInbox.findUniqueOrThrow({ where: { provider_providerEventId: { provider: "stripe", providerEventId: event.id } } });
    expect(inbox).toMatchObject({ outcome: "paid", processedAt: expect.any(Date) });

    // The same event again (Stripe retries): acknowledged, nothing changes.
    const again = await deliver(event);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await receipts(order.id)).toBe(1);
    expect(await db().auditLog.count({ where: { action: "order.paid", entityId: String(order.id) } })).toBe(1);

    // Another event id for the same payment: the order is already paid and stays so, once.
    const other = await deliver(stripeEvent("payment_intent.succeeded", { ...intent, status: "succeeded" }));
    expect(await other.json()).toEqual({ received: true, outcome: "unchanged_paid" });
    expect(await db().auditLog.count({ where: { action: "order.paid", entityId: String(order.id) } })).toBe(1);
  });

  it("processes concurrent redeliveries of one event exactly once", async () => {
    const { order, intent } = await cardOrder();
    const event = stripeEvent("payment_intent.succeeded", { ...intent, status: "succeeded" });
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(event).then((r) => r.json())));
    expect(answers.filter((a) => a.outcome === "paid")).toHaveLength(1);
    expect(answers.filter((a) => a.duplicate === true)).toHaveLength(4);
    expect(await receipts(order.id)).toBe(1);
  });

  it("refuses a wrong secret, a tampered body, a missing header and a stale (replayed) timestamp with 401", async () => {
    const { order, intent } = await cardOrder();
    const event = stripeEvent("payment_intent.succeeded", { ...intent, status: "succeeded" });
    expect((await deliver(event, { secret: "whsec_attacker" })).status).toBe(401);
    expect((await deliver(event, { header: null })).status).toBe(401);
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.status).toBe(401);
    expect((await stale.json()).error).toBe("Invalid Stripe-Signature (stale)");
    const payload = JSON.stringify(event);
    const tampered = await POST(
      new Request("http://localhost/api/stripe/webhook", {
        method: "POST",
        headers: { "stripe-signature": signStripePayload(payload, stripe.webhookSecret) },
        body: payload.replace(`"amount":${intent.amount}`, `"amount":${intent.amount + 1}`),
      }),
    );
    expect(tampered.status).toBe(401);
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("pending");
    expect(await db().webhookInbox.count({ where: { providerEventId: event.id } })).toBe(0);

    // A fresh signature a few minutes old is still inside the 300-second window.
    expect((await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 240 })).status).toBe(200);
  });

  it("marks a declined payment failed, and a later success paid; a late failure never unpays", async () => {
    const { order, intent } = await cardOrder();
    const failed = await deliver(
      stripeEvent("payment_intent.payment_failed", {
        ...intent,
        status: "requires_payment_method",
        last_payment_error: { type: "card_error", code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." },
      }),
    );
    expect(await failed.json()).toEqual({ received: true, outcome: "failed" });
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("failed");
    expect(await receipts(order.id)).toBe(0);

    await deliver(stripeEvent("payment_intent.succeeded", { ...intent, status: "succeeded" }));
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");
    const late = await deliver(stripeEvent("payment_intent.payment_failed", { ...intent, status: "requires_payment_method" }));
    expect(await late.json()).toEqual({ received: true, outcome: "unchanged_paid" });
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");
  });

  it("never pays an order for a different amount, another intent or an unknown order", async () => {
    const { order, intent } = await cardOrder();
    const wrongAmount = await deliver(stripeEvent("payment_intent.succeeded", { ...intent, amount: 50, status: "succeeded" }));
    expect(await wrongAmount.json()).toEqual({ received: true, outcome: "amount_mismatch" });
    const wrongIntent = await deliver(stripeEvent("payment_intent.succeeded", { ...intent, id: "pi_someoneelse", status: "succeeded" }));
    expect(await wrongIntent.json()).toEqual({ received: true, outcome: "intent_mismatch" });
    const unknown = await deliver(stripeEvent("payment_intent.succeeded", { ...intent, metadata: { order_id: "999999999" } }));
    expect(await unknown.json()).toEqual({ received: true, outcome: "order_not_found" });
    const ignored = await deliver(stripeEvent("charge.dispute.funds_withdrawn", { id: "dp_1", object: "dispute" }));
    expect(await ignored.json()).toEqual({ received: true, outcome: "ignored" });
    // A dispute event without the dispute's fields: answered, nothing changes.
    const malformedDispute = await deliver(stripeEvent("charge.dispute.created", { id: "dp_1", object: "dispute" }));
    expect(await malformedDispute.json()).toEqual({ received: true, outcome: "malformed_dispute" });
    // A refund event that is not a charge of ours: answered, nothing changes.
    const malformed = await deliver(stripeEvent("charge.refunded", { id: "ch_1", object: "charge" }));
    expect(await malformed.json()).toEqual({ received: true, outcome: "malformed_charge" });
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("pending");
  });

  it("answers 503 when STRIPE_WEBHOOK_SECRET is missing, 413 for an oversized body", async () => {
    const big = await POST(new Request("http://localhost/api/stripe/webhook", { method: "POST", body: "x".repeat(300 * 1024) }));
    expect(big.status).toBe(413);
    usePaymentEnv({});
    const res = await deliver(stripeEvent("payment_intent.succeeded", { id: "pi_x" }));
    expect(res.status).toBe(503);
    usePaymentEnv({ stripe });
  });
});
