import { removeCartItem, setCartQuantity } from "@/lib/checkout/cart";
import { limitCheckoutRequest } from "@/lib/checkout/request-limits";
import { CART_LIMITS } from "@/lib/constants";
import { guardErrors } from "@/lib/http/guard-errors";
import { readJson } from "@/lib/http/read-json";
import { errorResponse, json } from "@/lib/http/responses";
import { isCrossSite } from "@/lib/http/request-meta";
import { isCartSessionId, updateCartItemSchema } from "@/lib/schemas/checkout";

type Ctx = { params: Promise<{ sessionId: string; itemId: string }> };

async function target(req: Request, ctx: Ctx): Promise<{ ok: true; sessionId: string; itemId: number } | { ok: false; response: Response }> {
  if (isCrossSite(req)) return { ok: false, response: errorResponse(403, "Cross-site requests are not allowed") };
  const { sessionId, itemId } = await ctx.params;
  if (!isCartSessionId(sessionId)) return { ok: false, response: errorResponse(400, "Invalid cart session") };
  if (!/^\d{1,9}$/.test(itemId)) return { ok: false, response: errorResponse(404, "Cart item not found") };
  const limited = await limitCheckoutRequest(req, "write");
  if (limited) return { ok: false, response: limited };
  return { ok: true, sessionId, itemId: Number(itemId) };
}

/** PATCH /api/cart/{sessionId}/items/{itemId} {quantity} → the cart's items. */
export const PATCH = guardErrors("PATCH /api/cart/[sessionId]/items/[itemId]", async (req: Request, ctx: Ctx) => {
  const t = await target(req, ctx);
  if (!t.ok) return t.response;
  const body = await readJson(req, updateCartItemSchema, { maxBytes: CART_LIMITS.maxBodyBytes });
  if (!body.ok) return body.response;
  const result = await setCartQuantity(t.sessionId, t.itemId, body.data.quantity);
  return result.ok ? json(result.items) : errorResponse(result.status, result.error);
});

/** DELETE /api/cart/{sessionId}/items/{itemId} → the cart's items. */
export const DELETE = guardErrors("DELETE /api/cart/[sessionId]/items/[itemId]", async (req: Request, ctx: Ctx) => {
  const t = await target(req, ctx);
  if (!t.ok) return t.response;
  const result = await removeCartItem(t.sessionId, t.itemId);
  return result.ok ? json(result.items) : errorResponse(result.status, result.error);
});
