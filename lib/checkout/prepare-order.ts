import "server-only";
import { db } from "@/lib/db";
import { getCart } from "@/lib/checkout/cart";
import { orderLinesOf, parseOrderLines, sameLines, type OrderLine } from "@/lib/checkout/order-lines";
import { CHECKOUT_CURRENCY } from "@/lib/constants";
import type { Order } from "@/lib/generated/prisma/client";
import type { StartPaymentInput } from "@/lib/schemas/checkout";

export type PaymentMethod = "card" | "paypal";

/** A pending order this young, for the same cart contents and method, is reused instead of duplicated. */
const REUSE_WINDOW_MS = 3 * 60 * 60 * 1000;

export type PreparedOrder =
  | { ok: true; order: Order; lines: OrderLine[] }
  | { ok: false; status: number; error: string };

export const EMPTY_CART = "Your cart is empty";

/**
 * The pending order a payment starts from: the total is computed here from the cart and the
 * products table (what the browser says about amounts is never read). A repeated start for the
 * same cart (a re-render, a second click, a refreshed page) reuses the pending order, so one
 * cart never fans out into a pile of orders; the payment provider's idempotency keys are derived
 * from the order, so it never fans out into several payments either. The customer's details are
 * refreshed on reuse, and a signed-in buyer's account is attached (premium access).
 */
export async function preparePendingOrder(
  input: StartPaymentInput,
  method: PaymentMethod,
  userId: number | null,
): Promise<PreparedOrder> {
  const { lines, total } = orderLinesOf(await getCart(input.sessionId));
  if (lines.length === 0 || total <= 0) return { ok: false, status: 400, error: EMPTY_CART };

  const customer = {
    customerEmail: input.email,
    customerName: input.fullName,
    customerCompany: input.company ?? null,
    ...(userId ? { userId } : {}),
  };
  const order = await db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`checkout:${input.sessionId}`}, 0))`;
    const candidates = await tx.order.findMany({
      where: {
        sessionId: input.sessionId,
        status: "pending",
        paymentMethod: method,
        total,
        createdAt: { gt: new Date(Date.now() - REUSE_WINDOW_MS) },
      },
      orderBy: { id: "desc" },
      take: 5,
    });
    const reusable = candidates.find((o) => sameLines(parseOrderLines(o.items), lines));
    if (reusable) return tx.order.update({ where: { id: reusable.id }, data: customer });
    return tx.order.create({
      data: {
        sessionId: input.sessionId,
        ...customer,
        total,
        currency: CHECKOUT_CURRENCY,
        status: "pending",
        paymentMethod: method,
        items: lines,
      },
    });
  });
  return { ok: true, order, lines };
}

/**
 * The idempotency key a provider call for this order carries ("order:<id>" as integrations.md
 * suggests, plus the creation time so a reset database never collides with keys a provider still holds).
 */
export function orderRequestKey(prefix: string, order: Pick<Order, "id" | "createdAt">): string {
  return `${prefix}:${order.id}:${order.createdAt.getTime()}`;
}
