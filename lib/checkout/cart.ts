import "server-only";
import { db } from "@/lib/db";
import { CART_LIMITS } from "@/lib/constants";
import type { CartLine } from "@/lib/checkout/cart-line";

export type { CartLine };

export type CartResult = { ok: true; items: CartLine[] } | { ok: false; status: number; error: string };

const productSelect = {
  id: true,
  slug: true,
  name: true,
  description: true,
  price: true,
  type: true,
  leadType: true,
  leadCount: true,
} as const;

/**
 * The cart holds one-off lead packages only: plans and the premium content subscription are
 * subscriptions (issue 32, /checkout/subscribe/<plan>), never a one-off payment.
 */
export const CART_PRODUCT_TYPES = ["lead_package"];
export const SUBSCRIPTIONS_NOT_IN_CART = "Plans and the premium content subscription are monthly or annual subscriptions: start one from the pricing page.";

/** The cart's lines, oldest first; products that were withdrawn (or are sold as subscriptions) are left out and cannot be paid for. */
export async function getCart(sessionId: string): Promise<CartLine[]> {
  const rows = await db().cartItem.findMany({
    where: { sessionId, product: { active: true, type: { in: CART_PRODUCT_TYPES } } },
    orderBy: { id: "asc" },
    select: { id: true, quantity: true, product: { select: productSelect } },
  });
  return rows;
}

/** Adds a product (or more of it), up to the per-line and per-cart limits. */
export async function addToCart(sessionId: string, input: { productSlug: string; quantity: number }): Promise<CartResult> {
  const product = await db().product.findFirst({ where: { slug: input.productSlug, active: true }, select: { id: true, type: true } });
  if (!product) return { ok: false, status: 404, error: "Product not found" };
  if (!CART_PRODUCT_TYPES.includes(product.type)) return { ok: false, status: 422, error: SUBSCRIPTIONS_NOT_IN_CART };

  const outcome = await db().$transaction(async (tx) => {
    // One writer per cart at a time, so the line limit cannot be raced past.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`cart:${sessionId}`}, 0))`;
    const existing = await tx.cartItem.findUnique({ where: { sessionId_productId: { sessionId, productId: product.id } } });
    if (existing) {
      const quantity = existing.quantity + input.quantity;
      if (quantity > CART_LIMITS.maxQuantity) return `You can buy at most ${CART_LIMITS.maxQuantity} of one item`;
      await tx.cartItem.update({ where: { id: existing.id }, data: { quantity } });
      return null;
    }
    const lines = await tx.cartItem.count({ where: { sessionId } });
    if (lines >= CART_LIMITS.maxLines) return `Your cart can hold at most ${CART_LIMITS.maxLines} different items`;
    await tx.cartItem.create({ data: { sessionId, productId: product.id, quantity: input.quantity } });
    return null;
  });
  if (outcome) return { ok: false, status: 422, error: outcome };
  return { ok: true, items: await getCart(sessionId) };
}

/** Sets a line's quantity; only lines of this cart can be changed. */
export async function setCartQuantity(sessionId: string, itemId: number, quantity: number): Promise<CartResult> {
  const { count } = await db().cartItem.updateMany({ where: { id: itemId, sessionId }, data: { quantity } });
  if (count === 0) return { ok: false, status: 404, error: "Cart item not found" };
  return { ok: true, items: await getCart(sessionId) };
}

export async function removeCartItem(sessionId: string, itemId: number): Promise<CartResult> {
  const { count } = await db().cartItem.deleteMany({ where: { id: itemId, sessionId } });
  if (count === 0) return { ok: false, status: 404, error: "Cart item not found" };
  return { ok: true, items: await getCart(sessionId) };
}
