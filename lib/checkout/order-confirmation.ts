import "server-only";
import { db } from "@/lib/db";
import { verifyConfirmationToken } from "@/lib/checkout/confirmation-token";
import { parseOrderLines, type OrderLine } from "@/lib/checkout/order-lines";
import { markOrderFailed, markOrderPaid } from "@/lib/checkout/order-status";
import { checkPaymentIntent } from "@/lib/checkout/stripe-intent-check";
import { errorMessage, log } from "@/lib/log";
import { stripeClient } from "@/lib/payments/stripe/client";

export type ConfirmationStatus = "paid" | "processing" | "pending" | "failed" | "cancelled" | "refunded";

export type OrderConfirmation = {
  id: number;
  status: ConfirmationStatus;
  lines: OrderLine[];
  total: number;
  paymentMethod: string | null;
  paidAt: Date | null;
  /** Money returned at the provider (lib/checkout/order-refunds.ts): all of it makes the status refunded. */
  refundedCents: number;
  refundedAt: Date | null;
  maskedEmail: string;
  hasLeadProducts: boolean;
  hasPremiumContent: boolean;
  /** The premium content subscription was attached to a signed-in account. */
  premiumOnAccount: boolean;
  /** The order belongs to an account (paid signed in): its lead plans wait for that account's set-up. Else the receipt carries the link that creates the account. */
  onAccount: boolean;
  /** The provider's reason when a card payment failed. */
  failureMessage: string | null;
};

/** j•••@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/**
 * What /order-confirmation shows. The order id and the server-issued token from the link identify
 * the order; its status comes from the database, and a card order still pending is checked with
 * Stripe right now (GET /v1/payment_intents/{id}: status, amount and metadata; the redirect's own
 * `redirect_status` is never trusted), settling it the same way the webhook would.
 */
export async function loadOrderConfirmation(orderParam: string | undefined, token: string | undefined): Promise<OrderConfirmation | null> {
  if (!orderParam || !token || !/^\d{1,10}$/.test(orderParam) || token.length > 64) return null;
  const id = Number(orderParam);
  if (!verifyConfirmationToken(id, token)) return null;
  let order = await db().order.findUnique({ where: { id } });
  if (!order) return null;

  let status: ConfirmationStatus = order.status;
  let failureMessage: string | null = null;
  const stripe = stripeClient();
  if ((order.status === "pending" || order.status === "failed") && order.paymentIntentId && stripe) {
    try {
      const intent = await stripe.paymentIntents.retrieve(order.paymentIntentId);
      const genuine = checkPaymentIntent(intent, order).ok;
      if (genuine && intent.status === "succeeded") {
        await markOrderPaid(order.id, { provider: "stripe", reference: intent.id, via: "confirmation-page" });
        order = await db().order.findUniqueOrThrow({ where: { id } });
        status = "paid";
      } else if (intent.status === "processing") {
        status = "processing";
      } else if (genuine && intent.last_payment_error && intent.status === "requires_payment_method") {
        failureMessage = intent.last_payment_error.message ?? null;
        const code = intent.last_payment_error.decline_code ?? intent.last_payment_error.code ?? null;
        await markOrderFailed(order.id, { provider: "stripe", reference: intent.id, via: "confirmation-page", code });
        status = "failed";
      }
    } catch (e) {
      log.warn("stripe.intent_refresh_failed", { orderId: order.id, error: errorMessage(e) });
    }
  }

  const lines = parseOrderLines(order.items);
  const hasPremiumContent = lines.some((l) => l.type === "content_subscription");
  return {
    id: order.id,
    status,
    lines,
    total: order.total,
    paymentMethod: order.paymentMethod,
    paidAt: order.paidAt,
    refundedCents: order.refundedCents,
    refundedAt: order.refundedAt,
    maskedEmail: maskEmail(order.customerEmail),
    hasLeadProducts: lines.some((l) => l.type !== "content_subscription"),
    hasPremiumContent,
    premiumOnAccount: hasPremiumContent && order.userId !== null,
    onAccount: order.userId !== null,
    failureMessage,
  };
}
