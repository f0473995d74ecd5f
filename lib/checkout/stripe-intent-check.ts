import type { Order } from "@/lib/generated/prisma/client";

type IntentFacts = { id: string; amount: number; currency: string; metadata?: Record<string, string> | null };

/**
 * Whether a PaymentIntent really pays this order: same intent id as recorded, our order id in its
 * metadata, the order's amount and currency (integrations.md §7: never trust redirect_status).
 */
export function checkPaymentIntent(
  intent: IntentFacts,
  order: Pick<Order, "id" | "total" | "currency" | "paymentIntentId">,
): { ok: true } | { ok: false; reason: string } {
  if (order.paymentIntentId && order.paymentIntentId !== intent.id) return { ok: false, reason: "intent_mismatch" };
  if (intent.metadata?.order_id !== String(order.id)) return { ok: false, reason: "order_mismatch" };
  if (intent.amount !== order.total) return { ok: false, reason: "amount_mismatch" };
  if (intent.currency.toLowerCase() !== order.currency.toLowerCase()) return { ok: false, reason: "currency_mismatch" };
  return { ok: true };
}
