import { addToCart } from "@/lib/checkout/cart";
import { limitCheckoutRequest } from "@/lib/checkout/request-limits";
import { CART_LIMITS } from "@/lib/constants";
import { guardErrors } from "@/lib/http/guard-errors";
import { readJson } from "@/lib/http/read-json";
import { errorResponse, json } from "@/lib/http/responses";
import { isCrossSite } from "@/lib/http/request-meta";
import { addToCartSchema, isCartSessionId } from "@/lib/schemas/checkout";

type Ctx = { params: Promise<{ sessionId: string }> };

/** POST /api/cart/{sessionId}/items {productSlug, quantity?} → 201 with the cart's items. */
export const POST = guardErrors("POST /api/cart/[sessionId]/items", async (req: Request, ctx: Ctx) => {
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const { sessionId } = await ctx.params;
  if (!isCartSessionId(sessionId)) return errorResponse(400, "Invalid cart session");
  const limited = await limitCheckoutRequest(req, "write");
  if (limited) return limited;
  const body = await readJson(req, addToCartSchema, { maxBytes: CART_LIMITS.maxBodyBytes });
  if (!body.ok) return body.response;
  const result = await addToCart(sessionId, body.data);
  return result.ok ? json(result.items, 201) : errorResponse(result.status, result.error);
});
