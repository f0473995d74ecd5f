import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit/record";
import { markOrderFailed, markOrderPaid } from "@/lib/checkout/order-status";
import { checkPayPalOrder, parsePayPalOrder, type PayPalOrderFacts } from "@/lib/checkout/paypal-order-check";
import type { Order } from "@/lib/generated/prisma/client";
import { errorMessage, log } from "@/lib/log";
import { paypalConfigured, paypalRequest, PayPalError } from "@/lib/payments/paypal/client";

const orderPath = (paypalOrderId: string) => `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`;

/** POST /v2/checkout/orders/{id}/capture (PayPal-Request-Id: a plain retry replays the first answer). */
export async function capturePayPalCheckoutOrder(paypalOrderId: string, requestId: string): Promise<PayPalOrderFacts> {
  const { body } = await paypalRequest(`${orderPath(paypalOrderId)}/capture`, { method: "POST", requestId, body: {} });
  return parsePayPalOrder(body);
}

/** GET /v2/checkout/orders/{id}: the order as PayPal holds it now, its captures included. */
export async function readPayPalCheckoutOrder(paypalOrderId: string): Promise<PayPalOrderFacts> {
  const { body } = await paypalRequest(orderPath(paypalOrderId), { method: "GET" });
  return parsePayPalOrder(body);
}

export type PayPalSettlement =
  /** The order is paid: by this call (changed) or by a concurrent one that settled the same capture. */
  | { kind: "paid"; changed: boolean }
  | { kind: "pending"; status: string }
  | { kind: "declined" }
  | { kind: "not_captured"; status: string }
  | { kind: "mismatch" }
  /** Our order is neither payable nor paid any more (cancelled, refunded). */
  | { kind: "not_payable" };

/**
 * Settles our order from what PayPal says about its PayPal order (the capture's answer, or a read
 * after ORDER_ALREADY_CAPTURED, a lost answer, the abandoned-cart check): paid exactly once
 * (markOrderPaid's conditional update is the guard, so racing callers settle it once), failed when
 * a capture was declined, untouched while PayPal has not completed it. A mismatch is audited once.
 */
export async function settlePayPalOrder(order: Order, facts: PayPalOrderFacts, via: string): Promise<PayPalSettlement> {
  const verdict = checkPayPalOrder(facts, order);
  const proof = { provider: "paypal" as const, reference: facts.captures[0]?.id || facts.id, via };
  switch (verdict.kind) {
    case "completed": {
      const changed = await markOrderPaid(order.id, { ...proof, reference: verdict.captureId });
      if (changed) return { kind: "paid", changed: true };
      const now = await db().order.findUnique({ where: { id: order.id }, select: { status: true } });
      return now?.status === "paid" ? { kind: "paid", changed: false } : { kind: "not_payable" };
    }
    case "declined":
      await markOrderFailed(order.id, { ...proof, reference: verdict.captureId, code: verdict.code });
      return { kind: "declined" };
    case "pending":
      log.warn("paypal.capture_not_completed", { orderId: order.id, orderStatus: facts.status, captures: facts.captures.map((c) => c.status).join(","), via });
      return { kind: "pending", status: verdict.status };
    case "not_captured":
      return { kind: "not_captured", status: verdict.status };
    case "mismatch": {
      // Money may have moved but not for this order or not the amount we asked for: never mark paid; a person must look at it.
      log.error("paypal.capture_mismatch", { orderId: order.id, reason: verdict.reason, expected: order.total, captured: verdict.captured, via });
      const action = verdict.reason === "amount_mismatch" ? "order.amount_mismatch" : "order.payment_mismatch";
      const seen = await db().auditLog.count({ where: { action, entity: "order", entityId: String(order.id) } });
      if (seen === 0) {
        await recordAudit({ action, entity: "order", entityId: order.id, changes: { provider: "paypal", reason: verdict.reason, paypalOrderId: facts.id, expected: order.total, captured: verdict.captured } });
      }
      return { kind: "mismatch" };
    }
  }
}

/**
 * Looks at a session's PayPal orders that are not paid yet before its cart is called abandoned: a
 * capture that completed at PayPal after our capture call failed is settled now (receipt,
 * entitlements, the cart leaves); one PayPal still holds as PENDING, or one PayPal cannot be asked
 * about right now, keeps the cart out of the recovery e-mail until a later run. True when the cart
 * must not be treated as abandoned.
 */
export async function paypalPaymentUnderway(sessionId: string): Promise<boolean> {
  if (!paypalConfigured()) return false;
  const orders = await db().order.findMany({ where: { sessionId, status: { in: ["pending", "failed"] }, paypalOrderId: { not: null } } });
  let underway = false;
  for (const order of orders) {
    let facts: PayPalOrderFacts;
    try {
      facts = await readPayPalCheckoutOrder(order.paypalOrderId!);
    } catch (e) {
      // An order PayPal no longer knows (never approved, expired) took no money.
      if (e instanceof PayPalError && e.status === 404) continue;
      log.warn("paypal.recheck_failed", { orderId: order.id, error: errorMessage(e) });
      underway = true;
      continue;
    }
    const settled = await settlePayPalOrder(order, facts, "recheck");
    if (settled.kind === "paid" || settled.kind === "pending" || settled.kind === "mismatch") underway = true;
  }
  return underway;
}
