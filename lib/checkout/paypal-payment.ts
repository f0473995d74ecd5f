import "server-only";
import { db } from "@/lib/db";
import { confirmationPath } from "@/lib/checkout/confirmation-token";
import { CHECKOUT_MESSAGES } from "@/lib/checkout/messages";
import { describeLines } from "@/lib/checkout/order-lines";
import { markOrderFailed, markOrderPaid } from "@/lib/checkout/order-status";
import { orderRequestKey, preparePendingOrder } from "@/lib/checkout/prepare-order";
import { recordAudit } from "@/lib/audit/record";
import { errorMessage, log } from "@/lib/log";
import {
  capturePayPalOrder,
  createPayPalOrder,
  generatePayPalClientToken,
  paypalClientId,
  paypalConfigured,
  paypalEnvironment,
  PayPalError,
  valueToCents,
} from "@/lib/payments/paypal/client";
import type { StartPaymentInput } from "@/lib/schemas/checkout";
import { siteConfig } from "@/lib/site";

type Failure = { ok: false; status: number; error: string };

/** GET /paypal/setup: what the PayPal buttons need (client id, the v5 client token, currency, intent). */
export async function paypalSetup(): Promise<
  { ok: true; body: { clientId: string; clientToken: string | null; environment: string; currency: string; intent: string } } | Failure
> {
  const clientId = paypalClientId();
  if (!clientId) return { ok: false, status: 503, error: CHECKOUT_MESSAGES.paypalNotConfigured };
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
  if (!paypalConfigured()) return { ok: false, status: 503, error: CHECKOUT_MESSAGES.paypalNotConfigured };
  const prepared = await preparePendingOrder(input, "paypal", userId);
  if (!prepared.ok) return prepared;
  const { order, lines } = prepared;
  try {
    const created = await createPayPalOrder({
      requestId: orderRequestKey("paypal-order", order),
      referenceId: `order-${order.id}`,
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
 * when PayPal says COMPLETED for the order and every capture and the captured USD amount equals the
 * order's total; a pending capture leaves the order pending, a declined one marks it failed.
 */
export async function capturePayPalPayment(paypalOrderId: string, sessionId: string): Promise<CaptureAnswer> {
  if (!paypalConfigured()) return { ok: false, status: 503, error: CHECKOUT_MESSAGES.paypalNotConfigured };
  const order = await db().order.findUnique({ where: { paypalOrderId } });
  if (!order || order.sessionId !== sessionId) return { ok: false, status: 404, error: CHECKOUT_MESSAGES.orderNotFound };
  if (order.status === "paid") return { ok: false, status: 409, error: CHECKOUT_MESSAGES.alreadyPaid };
  if (order.status !== "pending" && order.status !== "failed") return { ok: false, status: 409, error: CHECKOUT_MESSAGES.notPayable };

  let result;
  try {
    // Same key for a plain retry (PayPal replays the first answer); a new one once the order changed (a declined try).
    result = await capturePayPalOrder(paypalOrderId, orderRequestKey("paypal-capture", { id: order.id, createdAt: order.updatedAt }));
  } catch (e) {
    if (e instanceof PayPalError) {
      log.warn("paypal.capture_refused", { orderId: order.id, status: e.status, issue: e.issue, debugId: e.debugId });
      if (e.issue === "ORDER_ALREADY_CAPTURED") return { ok: false, status: 409, error: CHECKOUT_MESSAGES.alreadyPaid };
      if (e.issue === "INSTRUMENT_DECLINED") return { ok: false, status: 402, error: "PayPal declined this payment method. Please choose another one in PayPal." };
      if (e.issue === "ORDER_NOT_APPROVED") return { ok: false, status: 422, error: "The payment has not been approved in PayPal yet." };
      if (e.status === 404) return { ok: false, status: 404, error: CHECKOUT_MESSAGES.orderNotFound };
      if (e.status === 422) return { ok: false, status: 422, error: e.message };
    } else {
      log.warn("paypal.capture_failed", { orderId: order.id, error: errorMessage(e) });
    }
    return { ok: false, status: 502, error: CHECKOUT_MESSAGES.providerUnavailable };
  }

  const proof = { provider: "paypal" as const, reference: result.captures[0]?.id || paypalOrderId, via: "capture" };
  const statuses = result.captures.map((c) => c.status);
  if (statuses.some((s) => s === "DECLINED" || s === "FAILED")) {
    await markOrderFailed(order.id, { ...proof, code: statuses.join(",") });
    return { ok: false, status: 402, error: "PayPal declined this payment. Please try again or pay by card." };
  }
  if (result.orderStatus !== "COMPLETED" || statuses.length === 0 || statuses.some((s) => s !== "COMPLETED")) {
    log.warn("paypal.capture_not_completed", { orderId: order.id, orderStatus: result.orderStatus, captures: statuses.join(",") });
    return {
      ok: false,
      status: 402,
      error: `PayPal has not completed this payment yet (status ${statuses[0] ?? result.orderStatus ?? "unknown"}). Your order is not paid.`,
    };
  }
  const captured = result.captures.reduce(
    (sum, c) => (sum === null || !c.amount || c.amount.currency_code !== order.currency ? null : addCents(sum, valueToCents(c.amount.value))),
    0 as number | null,
  );
  if (captured !== order.total) {
    // Money moved but not the amount we asked for: never mark paid; a person must look at it.
    log.error("paypal.capture_amount_mismatch", { orderId: order.id, expected: order.total, captured });
    await recordAudit({ action: "order.amount_mismatch", entity: "order", entityId: order.id, changes: { provider: "paypal", expected: order.total, captured } });
    return { ok: false, status: 409, error: "The captured amount does not match your order. Please contact us before paying again." };
  }
  const changed = await markOrderPaid(order.id, proof);
  if (!changed) return { ok: false, status: 409, error: CHECKOUT_MESSAGES.alreadyPaid };
  return { ok: true, body: { success: true, status: "paid", orderId: order.id, confirmationUrl: confirmationPath(order.id) } };
}

function addCents(sum: number, cents: number | null): number | null {
  return cents === null ? null : sum + cents;
}
