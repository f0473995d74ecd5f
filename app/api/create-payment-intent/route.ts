import { currentUser } from "@/lib/auth/session";
import { limitCheckoutRequest } from "@/lib/checkout/request-limits";
import { startCardPayment } from "@/lib/checkout/start-card-payment";
import { CART_LIMITS } from "@/lib/constants";
import { guardErrors } from "@/lib/http/guard-errors";
import { readJson } from "@/lib/http/read-json";
import { errorResponse, json } from "@/lib/http/responses";
import { isCrossSite } from "@/lib/http/request-meta";
import { startPaymentSchema } from "@/lib/schemas/checkout";

/**
 * POST /api/create-payment-intent {sessionId, email, fullName, company?} → {clientSecret, orderId,
 * confirmationUrl}. The amount comes from the cart on the server; a signed-in buyer's account is
 * attached to the order (premium access).
 */
export const POST = guardErrors("POST /api/create-payment-intent", async (req: Request) => {
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const limited = await limitCheckoutRequest(req, "payment");
  if (limited) return limited;
  const body = await readJson(req, startPaymentSchema, { maxBytes: CART_LIMITS.maxBodyBytes });
  if (!body.ok) return body.response;
  const user = await currentUser();
  const result = await startCardPayment(body.data, user?.id ?? null);
  return result.ok ? json(result.body) : errorResponse(result.status, result.error);
});
