import "server-only";
import type Stripe from "stripe";
import { db } from "@/lib/db";
import { confirmationPath } from "@/lib/checkout/confirmation-token";
import { CHECKOUT_MESSAGES } from "@/lib/checkout/messages";
import { markOrderPaid } from "@/lib/checkout/order-status";
import { orderRequestKey, preparePendingOrder } from "@/lib/checkout/prepare-order";
import { checkPaymentIntent } from "@/lib/checkout/stripe-intent-check";
import type { Order } from "@/lib/generated/prisma/client";
import { errorMessage, log } from "@/lib/log";
import { stripeClient } from "@/lib/payments/stripe/client";
import { paypalConfigured } from "@/lib/payments/paypal/client";
import { notConfiguredMessage } from "@/lib/payments/not-configured";
import type { StartPaymentInput } from "@/lib/schemas/checkout";
import { siteConfig } from "@/lib/site";

export type StartCardResult =
  | { ok: true; body: { clientSecret: string; orderId: number; confirmationUrl: string } }
  | { ok: false; status: number; error: string };

/**
 * POST /api/create-payment-intent: the pending order, then its PaymentIntent (amount from the
 * order, currency usd, the order id in metadata, Idempotency-Key derived from the order). Only the
 * client secret and our confirmation link go back to the browser.
 */
export async function startCardPayment(input: StartPaymentInput, userId: number | null): Promise<StartCardResult> {
  const stripe = stripeClient();
  if (!stripe) return { ok: false, status: 503, error: notConfiguredMessage(CHECKOUT_MESSAGES, "card", paypalConfigured()) };

  for (let attempt = 0; attempt < 2; attempt++) {
    const prepared = await preparePendingOrder(input, "card", userId);
    if (!prepared.ok) return prepared;
    const order = prepared.order;
    try {
      const intent = order.paymentIntentId
        ? await stripe.paymentIntents.retrieve(order.paymentIntentId)
        : await createIntent(stripe, order);
      if (intent.status === "succeeded") {
        // Paid while the webhook is still on its way: settle it now, the cart is done.
        if (checkPaymentIntent(intent, order).ok) await markOrderPaid(order.id, { provider: "stripe", reference: intent.id, via: "intent-refresh" });
        return { ok: false, status: 409, error: CHECKOUT_MESSAGES.alreadyPaid };
      }
      if (intent.status === "canceled" || !intent.client_secret || intent.amount !== order.total) {
        // A dead intent: retire its order and start a fresh one.
        await db().order.updateMany({ where: { id: order.id, status: "pending" }, data: { status: "cancelled" } });
        continue;
      }
      return { ok: true, body: { clientSecret: intent.client_secret, orderId: order.id, confirmationUrl: confirmationPath(order.id) } };
    } catch (e) {
      log.warn("stripe.intent_failed", { orderId: order.id, error: errorMessage(e), type: (e as { type?: string }).type });
      return { ok: false, status: 502, error: CHECKOUT_MESSAGES.providerUnavailable };
    }
  }
  return { ok: false, status: 502, error: CHECKOUT_MESSAGES.providerUnavailable };
}

async function createIntent(stripe: Stripe, order: Order): Promise<Stripe.PaymentIntent> {
  const intent = await stripe.paymentIntents.create(
    {
      amount: order.total,
      currency: order.currency.toLowerCase(),
      automatic_payment_methods: { enabled: true },
      description: `${siteConfig().name} order #${order.id}`,
      metadata: { order_id: String(order.id) },
    },
    { idempotencyKey: orderRequestKey("order", order) },
  );
  await db().order.update({ where: { id: order.id }, data: { paymentIntentId: intent.id } });
  return intent;
}
