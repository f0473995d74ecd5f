import type { Order } from "@/lib/generated/prisma/client";
import { valueToCents } from "@/lib/payments/paypal/client";

export type PayPalCaptureFacts = { id: string; status: string; amount: { currency_code: string; value: string } | null };

/** What a PayPal order says (the capture's answer and GET /v2/checkout/orders/{id} have the same shape). */
export type PayPalOrderFacts = { id: string; status: string; referenceIds: (string | null)[]; captures: PayPalCaptureFacts[]; refunds: PayPalCaptureFacts[] };

type Unit = { reference_id?: unknown; payments?: { captures?: unknown; refunds?: unknown } };

const paymentsOf = (units: Unit[], kind: "captures" | "refunds"): PayPalCaptureFacts[] =>
  (units.flatMap((u) => (Array.isArray(u.payments?.[kind]) ? u.payments[kind] : [])) as Record<string, unknown>[]).map((c) => ({
    id: String(c.id ?? ""),
    status: String(c.status ?? ""),
    amount: (c.amount as PayPalCaptureFacts["amount"]) ?? null,
  }));

/** Reads an Orders v2 order: its status, each purchase unit's reference_id, every capture and every refund of one. */
export function parsePayPalOrder(body: Record<string, unknown>): PayPalOrderFacts {
  const units = Array.isArray(body.purchase_units) ? (body.purchase_units as Unit[]) : [];
  return {
    id: String(body.id ?? ""),
    status: String(body.status ?? ""),
    referenceIds: units.map((u) => (typeof u.reference_id === "string" ? u.reference_id : null)),
    captures: paymentsOf(units, "captures"),
    refunds: paymentsOf(units, "refunds"),
  };
}

/** The reference_id our PayPal order carries (startPayPalPayment). */
export const paypalReferenceOf = (orderId: number) => `order-${orderId}`;

export type PayPalVerdict =
  /** Every capture COMPLETED, in the order's currency, adding up to its total. */
  | { kind: "completed"; captureId: string }
  /** Captured but not completed yet (PENDING, or the order itself not COMPLETED): a later look may settle it. */
  | { kind: "pending"; status: string }
  | { kind: "declined"; captureId: string; code: string }
  /** No capture at all (CREATED, APPROVED…): PayPal took no money for it. */
  | { kind: "not_captured"; status: string }
  /** Not this order's payment, or money moved but not the amount asked for: never paid, a person looks. */
  | { kind: "mismatch"; reason: "order_mismatch" | "reference_mismatch" | "amount_mismatch"; captured: number | null };

/**
 * Whether a PayPal order pays this order (integrations.md §8): the PayPal order id we recorded, our
 * reference_id on every purchase unit, every capture COMPLETED (a COMPLETED order can still hold a
 * declined capture) and the captured amount in the order's currency equal to its total.
 */
export function checkPayPalOrder(facts: PayPalOrderFacts, order: Pick<Order, "id" | "total" | "currency" | "paypalOrderId">): PayPalVerdict {
  if (order.paypalOrderId && facts.id !== order.paypalOrderId) return { kind: "mismatch", reason: "order_mismatch", captured: null };
  const reference = paypalReferenceOf(order.id);
  if (facts.referenceIds.length === 0 || facts.referenceIds.some((r) => r !== reference)) return { kind: "mismatch", reason: "reference_mismatch", captured: null };

  const statuses = facts.captures.map((c) => c.status);
  const captureId = facts.captures[0]?.id || facts.id;
  if (statuses.some((s) => s === "DECLINED" || s === "FAILED")) return { kind: "declined", captureId, code: statuses.join(",") };
  if (statuses.length === 0) return { kind: "not_captured", status: facts.status || "unknown" };
  if (facts.status !== "COMPLETED" || statuses.some((s) => s !== "COMPLETED")) return { kind: "pending", status: statuses.find((s) => s !== "COMPLETED") ?? facts.status ?? "unknown" };

  const captured = facts.captures.reduce<number | null>((sum, c) => {
    const cents = c.amount && c.amount.currency_code === order.currency ? valueToCents(c.amount.value) : null;
    return sum === null || cents === null ? null : sum + cents;
  }, 0);
  if (captured !== order.total) return { kind: "mismatch", reason: "amount_mismatch", captured };
  return { kind: "completed", captureId };
}
