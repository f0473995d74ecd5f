import { handlePayPalWebhook } from "@/lib/billing/paypal-webhook";
import { guardErrors } from "@/lib/http/guard-errors";
import { withWebhookReceipt } from "@/lib/integrations/webhooks/receipts";
import { readLimited } from "@/lib/http/read-json";
import { errorResponse, json } from "@/lib/http/responses";

/** PayPal events are small; anything bigger is not one of theirs. */
const MAX_EVENT_BYTES = 256 * 1024;

/**
 * POST /api/paypal/webhook: PayPal Subscriptions' events, authenticated by PayPal's own verification of
 * the transmission (no session, no CSRF check). 401 for an unverified or replayed transmission, 200 for
 * a handled or repeated event, 503 when PAYPAL_WEBHOOK_ID is not set or PayPal or the database cannot be
 * reached (PayPal retries).
 */
export const POST = guardErrors("POST /api/paypal/webhook", withWebhookReceipt("paypal", async (req: Request) => {
  const raw = await readLimited(req, MAX_EVENT_BYTES);
  if (raw === null) return errorResponse(413, "Request body is too large");
  const answer = await handlePayPalWebhook(raw, req.headers);
  return json(answer.body, answer.status);
}));
