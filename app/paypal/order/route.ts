import { currentUser } from "@/lib/auth/session";
import { startPayPalPayment } from "@/lib/checkout/paypal-payment";
import { limitCheckoutRequest } from "@/lib/checkout/request-limits";
import { CART_LIMITS } from "@/lib/constants";
import { guardErrors } from "@/lib/http/guard-errors";
import { readJson } from "@/lib/http/read-json";
import { errorResponse, json } from "@/lib/http/responses";
import { isCrossSite } from "@/lib/http/request-meta";
import { startPaymentSchema } from "@/lib/schemas/checkout";

/**
 * POST /paypal/order {sessionId, email, fullName, company?} → {id} (public-site.md §7). The spec's
 * client also sends amount, currency and intent: they are ignored; the amount comes from the cart
 * on the server, the currency is USD and the intent CAPTURE.
 */
export const POST = guardErrors("POST /paypal/order", async (req: Request) => {
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const limited = await limitCheckoutRequest(req, "payment");
  if (limited) return limited;
  const body = await readJson(req, startPaymentSchema, { maxBytes: CART_LIMITS.maxBodyBytes });
  if (!body.ok) return body.response;
  const user = await currentUser();
  const result = await startPayPalPayment(body.data, user?.id ?? null);
  return result.ok ? json(result.body) : errorResponse(result.status, result.error);
});
