import "server-only";
import { db } from "@/lib/db";
import { confirmationPath } from "@/lib/checkout/confirmation-token";
import { CHECKOUT_MESSAGES } from "@/lib/checkout/messages";
import { describeLines } from "@/lib/checkout/order-lines";
import { paypalReferenceOf, type PayPalOrderFacts } from "@/lib/checkout/paypal-order-check";
import { capturePayPalCheckoutOrder, readPayPalCheckoutOrder, settlePayPalOrder } from "@/lib/checkout/paypal-settlement";
import { orderRequestKey, preparePendingOrder } from "@/lib/checkout/prepare-order";
import { errorMessage, log } from "@/lib/log";
import {
  createPayPalOrder,
  generatePayPalClientToken,
  paypalClientId,
  paypalConfigured,
  paypalEnvironment,
  PayPalError,
} from "@/lib/payments/paypal/client";
import { notConfiguredMessage } from "@/lib/payments/not-configured";
import { stripeConfigured } from "@/lib/payments/stripe/client";
import type { StartPaymentInput } from "@/lib/schemas/checkout";
import { siteConfig } from "@/lib/site";

type Failure = { ok: false; status: number; error: string };

/** 503 without PayPal keys: pay by card instead, or, with no card payments either, contact us. */
const paypalMissing = (): Failure => ({ ok: false, status: 503, error: notConfiguredMessage(CHECKOUT_MESSAGES, "paypal", stripeConfigured()) });

/** GET /paypal/setup: what the PayPal buttons need (client id, the v5 client token, currency, intent). */
export async function paypalSetup(): Promise<
  { ok: true; body: { clientId: string; clientToken: string | null; environment: string; currency: string; intent: string } } | Failure
> {
  const clientId = paypalClientId();
  if (!clientId) return paypalMissing();
  return {
    ok: true,
    body: { clientId, clientToken: await generatePayPalClientToken(), environment: paypalEnvironment(), currency: "USD", intent: "capture" },
  };
}

/**
 * POST /paypal/order: the pending order, then a PayPal order for exactly its total (intent CAPTURE,
 * USD, PayPal-Request-Id derived from our order, so a repeated click returns the same PayPal order).
 */
export async function startPayPalPayment(input: StartPaymentInput, userId: number | null): Promise<{ ok: true; body: { id: string } } | Failure> {
  if (!paypalConfigured()) return paypalMissing();
  const prepared = await preparePendingOrder(input, "paypal", userId);
  if (!prepared.ok) return prepared;
  const { order, lines } = prepared;
  try {
    const created = await createPayPalOrder({
      requestId: orderRequestKey("paypal-order", order),
      referenceId: paypalReferenceOf(order.id),
      invoiceId: orderRequestKey("INV", order),
      amountCents: order.total,
      currency: order.currency,
      description: `${siteConfig().name}: ${describeLines(lines)}`,
    });
    if (order.paypalOrderId !== created.id) await db().order.update({ where: { id: order.id }, data: { paypalOrderId: created.id } });
    return { ok: true, body: { id: created.id } };
  } catch (e) {
    log.warn("paypal.order_failed", { orderId: order.id, error: errorMessage(e), status: (e as PayPalError).status });
    return { ok: false, status: 502, error: CHECKOUT_MESSAGES.providerUnavailable };
  }
}

export type CaptureAnswer =
  | { ok: true; body: { success: true; status: "paid"; orderId: number; confirmationUrl: string } }
  | Failure;

/**
 * POST /paypal/order/{orderId}/capture: only an order of this cart, only once. The capture counts
 * when PayPal says COMPLETED for the order and every capture, for our reference and the order's total
 * in its currency; a pending capture leaves the order pending, a declined one marks it failed. When
 * the capture's outcome is unknown (no answer, PayPal's 5xx) or PayPal says ORDER_ALREADY_CAPTURED (a
 * retry after a lost answer), the order is read from PayPal and settled through the same checks.
 */
export async function capturePayPalPayment(paypalOrderId: string, sessionId: string): Promise<CaptureAnswer> {
  if (!paypalConfigured()) return paypalMissing();
  const order = await db().order.findUnique({ where: { paypalOrderId } });
  if (!order || order.sessionId !== sessionId) return { ok: false, status: 404, error: CHECKOUT_MESSAGES.orderNotFound };
  if (order.status === "paid") return { ok: false, status: 409, error: CHECKOUT_MESSAGES.alreadyPaid };
  if (order.status !== "pending" && order.status !== "failed") return { ok: false, status: 409, error: CHECKOUT_MESSAGES.notPayable };

  let facts: PayPalOrderFacts;
  let via = "capture";
  try {
    // Same key for a plain retry (PayPal replays the first answer); a new one once the order changed (a declined try).
    facts = await capturePayPalCheckoutOrder(paypalOrderId, orderRequestKey("paypal-capture", { id: order.id, createdAt: order.updatedAt }));
  } catch (e) {
    const refused = e instanceof PayPalError ? e : null;
    if (refused) log.warn("paypal.capture_refused", { orderId: order.id, status: refused.status, issue: refused.issue, debugId: refused.debugId });
    else log.warn("paypal.capture_failed", { orderId: order.id, error: errorMessage(e) });
    if (!refused || refused.status >= 500 || refused.issue === "ORDER_ALREADY_CAPTURED") {
      // The capture may well have happened: ask PayPal what became of the order.
      via = refused?.issue === "ORDER_ALREADY_CAPTURED" ? "already-captured" : "capture-recheck";
      try {
        facts = await readPayPalCheckoutOrder(paypalOrderId);
      } catch (readError) {
        log.warn("paypal.capture_recheck_failed", { orderId: order.id, error: errorMessage(readError) });
        return { ok: false, status: 502, error: CHECKOUT_MESSAGES.paypalUnconfirmed };
      }
    } else {
      if (refused.issue === "INSTRUMENT_DECLINED") return { ok: false, status: 402, error: "PayPal declined this payment method. Please choose another one in PayPal." };
      if (refused.issue === "ORDER_NOT_APPROVED") return { ok: false, status: 422, error: "The payment has not been approved in PayPal yet." };
      if (refused.status === 404) return { ok: false, status: 404, error: CHECKOUT_MESSAGES.orderNotFound };
      if (refused.status === 422) return { ok: false, status: 422, error: refused.message };
      return { ok: false, status: 502, error: CHECKOUT_MESSAGES.providerUnavailable };
    }
  }

  const settled = await settlePayPalOrder(order, facts, via);
  switch (settled.kind) {
    case "paid":
      return { ok: true, body: { success: true, status: "paid", orderId: order.id, confirmationUrl: confirmationPath(order.id) } };
    case "pending":
      return {
        ok: false,
        status: 402,
        error: settled.status === "PENDING" ? CHECKOUT_MESSAGES.paypalPending : `PayPal has not completed this payment yet (status ${settled.status}). Your order is not paid.`,
      };
    case "declined":
      return { ok: false, status: 402, error: "PayPal declined this payment. Please try again or pay by card." };
    case "not_captured":
      // Read after a failed call: PayPal took no money, so trying again is safe.
      if (via !== "capture") return { ok: false, status: 502, error: CHECKOUT_MESSAGES.paypalUnconfirmed };
      return { ok: false, status: 402, error: `PayPal has not completed this payment yet (status ${settled.status}). Your order is not paid.` };
    case "mismatch":
      return { ok: false, status: 409, error: "The captured amount does not match your order. Please contact us before paying again." };
    case "not_payable":
      return { ok: false, status: 409, error: CHECKOUT_MESSAGES.notPayable };
  }
}
