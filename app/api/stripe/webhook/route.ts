import { handleStripeWebhook } from "@/lib/checkout/stripe-webhook";
import { guardErrors } from "@/lib/http/guard-errors";
import { withWebhookReceipt } from "@/lib/integrations/webhooks/receipts";
import { readLimited } from "@/lib/http/read-json";
import { errorResponse, json } from "@/lib/http/responses";

/** Stripe events are small; anything bigger is not one of ours. */
const MAX_EVENT_BYTES = 256 * 1024;

/**
 * POST /api/stripe/webhook: authenticated by Stripe-Signature over the exact raw bytes (no
 * session, no CSRF check). 401 for a forged or stale signature, 400 for a body that is not a Stripe event, 200 for a handled or repeated event,
 * 503 when STRIPE_WEBHOOK_SECRET is not set or the database is down (Stripe retries).
 */
export const POST = guardErrors("POST /api/stripe/webhook", withWebhookReceipt("stripe", async (req: Request) => {
  const raw = await readLimited(req, MAX_EVENT_BYTES);
  if (raw === null) return errorResponse(413, "Request body is too large");
  const answer = await handleStripeWebhook(raw, req.headers.get("stripe-signature"));
  return json(answer.body, answer.status);
}));
