import { getCart } from "@/lib/checkout/cart";
import { limitCheckoutRequest } from "@/lib/checkout/request-limits";
import { guardErrors } from "@/lib/http/guard-errors";
import { errorResponse, json } from "@/lib/http/responses";
import { isCartSessionId } from "@/lib/schemas/checkout";

type Ctx = { params: Promise<{ sessionId: string }> };

/** GET /api/cart/{sessionId} → the cart's items with their products (public-site.md §7); [] for a new cart. */
export const GET = guardErrors("GET /api/cart/[sessionId]", async (req: Request, ctx: Ctx) => {
  const { sessionId } = await ctx.params;
  if (!isCartSessionId(sessionId)) return errorResponse(400, "Invalid cart session");
  const limited = await limitCheckoutRequest(req, "read");
  if (limited) return limited;
  return json(await getCart(sessionId));
});
