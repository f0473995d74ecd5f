import type { CartLine } from "@/lib/checkout/cart-line";

/** What an order records of each cart line (orders.items), frozen at the moment the payment starts. */
export type OrderLine = {
  productId: number;
  slug: string;
  name: string;
  type: string;
  leadType: string | null;
  leadCount: number | null;
  /** Cents. */
  unitPrice: number;
  quantity: number;
  /** Cents. */
  lineTotal: number;
};

/** Prices come from the products table, never from the browser. */
export function orderLinesOf(cart: CartLine[]): { lines: OrderLine[]; total: number } {
  const lines = cart.map((item) => ({
    productId: item.product.id,
    slug: item.product.slug,
    name: item.product.name,
    type: item.product.type,
    leadType: item.product.leadType,
    leadCount: item.product.leadCount,
    unitPrice: item.product.price,
    quantity: item.quantity,
    lineTotal: item.product.price * item.quantity,
  }));
  return { lines, total: lines.reduce((sum, l) => sum + l.lineTotal, 0) };
}

/** Reads orders.items back (tolerant of rows written by hand). */
export function parseOrderLines(items: unknown): OrderLine[] {
  if (!Array.isArray(items)) return [];
  return items.filter(
    (l): l is OrderLine =>
      typeof l === "object" && l !== null && typeof (l as OrderLine).name === "string" && Number.isInteger((l as OrderLine).quantity),
  );
}

export function sameLines(a: OrderLine[], b: OrderLine[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((l, i) => {
    const o = b[i]!;
    return l.productId === o.productId && l.quantity === o.quantity && l.unitPrice === o.unitPrice;
  });
}

/** "Starter ×2, Premium Content" for payment descriptions. */
export function describeLines(lines: OrderLine[]): string {
  return lines.map((l) => (l.quantity > 1 ? `${l.name} ×${l.quantity}` : l.name)).join(", ");
}
