import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { confirmationToken } from "@/lib/checkout/confirmation-token";
import { loadOrderConfirmation, maskEmail } from "@/lib/checkout/order-confirmation";
import { startCardPayment } from "@/lib/checkout/start-card-payment";
import { buyer, cartWith, seedProducts, usePaymentEnv } from "@/lib/checkout/test-support";
import { startFakeStripe, type FakeStripe } from "@/test/fakes/stripe";

/** /order-confirmation's data: the token gates it, the status comes from the server and Stripe. */
let stripe: FakeStripe;

async function cardOrder(items: Record<string, number>) {
  const sessionId = await cartWith(items);
  const started = await startCardPayment({ sessionId, ...buyer() }, null);
  if (!started.ok) throw new Error(started.error);
  return db().order.findUniqueOrThrow({ where: { id: started.body.orderId } });
}

beforeAll(async () => {
  await seedProducts();
  stripe = await startFakeStripe();
  usePaymentEnv({ stripe });
});
afterAll(async () => {
  usePaymentEnv({});
  await stripe.close();
});

describe("loadOrderConfirmation", () => {
  it("shows nothing without the right token", async () => {
    const order = await cardOrder({ "starter-monthly": 1 });
    expect(await loadOrderConfirmation(String(order.id), undefined)).toBeNull();
    expect(await loadOrderConfirmation(String(order.id), "x".repeat(32))).toBeNull();
    expect(await loadOrderConfirmation(String(order.id + 1), confirmationToken(order.id))).toBeNull();
    expect(await loadOrderConfirmation("1 OR 1=1", confirmationToken(1))).toBeNull();
  });

  it("asks Stripe about a pending card order and settles it when the intent succeeded (not the redirect's word)", async () => {
    const order = await cardOrder({ "premium-monthly": 1, "premium-content-monthly": 1 });
    const pending = await loadOrderConfirmation(String(order.id), confirmationToken(order.id));
    expect(pending).toMatchObject({ id: order.id, status: "pending", total: 49700 + 9700, hasLeadProducts: true, hasPremiumContent: true, premiumOnAccount: false, onAccount: false });

    await stripe.settle(order.paymentIntentId!, "succeeded"); // no webhook configured: only the page can notice
    const paid = await loadOrderConfirmation(String(order.id), confirmationToken(order.id));
    expect(paid!.status).toBe("paid");
    expect(paid!.lines.map((l) => l.slug)).toEqual(["premium-monthly", "premium-content-monthly"]);
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");
    expect(await db().communication.count({ where: { dedupeKey: `order-receipt:${order.id}` } })).toBe(1);
  });

  it("reports a declined card as failed with the provider's message", async () => {
    const order = await cardOrder({ "auto-leads-25": 1 });
    await stripe.settle(order.paymentIntentId!, "declined");
    const view = await loadOrderConfirmation(String(order.id), confirmationToken(order.id));
    expect(view).toMatchObject({ status: "failed", failureMessage: "Your card has insufficient funds." });
  });

  it("masks the e-mail address", () => {
    expect(maskEmail("maria@delgado-agency.com")).toBe("m•••@delgado-agency.com");
  });
});
