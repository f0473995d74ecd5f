import { capturePayPalPayment } from "@/lib/checkout/paypal-payment";
import { limitCheckoutRequest } from "@/lib/checkout/request-limits";
import { CART_LIMITS } from "@/lib/constants";
import { guardErrors } from "@/lib/http/guard-errors";
import { readJson } from "@/lib/http/read-json";
import { errorResponse, json } from "@/lib/http/responses";
import { isCrossSite } from "@/lib/http/request-meta";
import { capturePaymentSchema } from "@/lib/schemas/checkout";

type Ctx = { params: Promise<{ orderId: string }> };

/**
 * POST /paypal/order/{orderId}/capture {sessionId} → {success, status: "paid", orderId, confirmationUrl}.
 * 404 for an order this cart did not create, 409 once it is paid, 402 when PayPal did not complete it.
 */
export const POST = guardErrors("POST /paypal/order/[orderId]/capture", async (req: Request, ctx: Ctx) => {
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const { orderId } = await ctx.params;
  if (!/^[A-Z0-9]{5,40}$/.test(orderId)) return errorResponse(404, "Order not found");
  const limited = await limitCheckoutRequest(req, "payment");
  if (limited) return limited;
  const body = await readJson(req, capturePaymentSchema, { maxBytes: CART_LIMITS.maxBodyBytes });
  if (!body.ok) return body.response;
  const result = await capturePayPalPayment(orderId, body.data.sessionId);
  return result.ok ? json(result.body) : errorResponse(result.status, result.error);
});
