import { paypalSetup } from "@/lib/checkout/paypal-payment";
import { limitCheckoutRequest } from "@/lib/checkout/request-limits";
import { guardErrors } from "@/lib/http/guard-errors";
import { errorResponse, json } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

/** GET /paypal/setup → {clientId, clientToken, environment, currency, intent} (public-site.md §7), 503 without PayPal keys. */
export const GET = guardErrors("GET /paypal/setup", async (req: Request) => {
  const limited = await limitCheckoutRequest(req, "read");
  if (limited) return limited;
  const result = await paypalSetup();
  return result.ok ? json(result.body) : errorResponse(result.status, result.error);
});
