import { env } from "@/lib/env";
import { errorResponse, json } from "@/lib/http/responses";
import { guardErrors } from "@/lib/http/guard-errors";
import { withWebhookReceipt } from "@/lib/integrations/webhooks/receipts";
import { notConfigured, readRawBody, rejected } from "@/lib/integrations/webhooks/http";
import { recordDeliveryEvent, verifyResendEvent } from "@/lib/email/delivery-events";

/**
 * POST /api/resend/webhook: Resend's delivery events (sent, delivered, opened, clicked, bounced,
 * complained), authenticated by their Svix signature over the raw body (the resend SDK's
 * webhooks.verify with RESEND_WEBHOOK_SECRET; a timestamp older than 5 minutes is a replay). 401 for
 * a missing or bad signature, 503 without the secret, 400 for a signed body that is not an event,
 * 200 for a recorded, repeated or ignored event.
 */
export const POST = guardErrors("POST /api/resend/webhook", withWebhookReceipt("resend", async (req: Request) => {
  const secret = env().RESEND_WEBHOOK_SECRET;
  if (!secret) return notConfigured("resend", ["RESEND_WEBHOOK_SECRET"]);
  const raw = await readRawBody(req);
  if (!raw.ok) return raw.response;
  const h = req.headers;
  const headers = { id: h.get("svix-id"), timestamp: h.get("svix-timestamp"), signature: h.get("svix-signature") };
  const verified = verifyResendEvent(raw.text, headers, secret);
  if (!verified.ok) return verified.reason === "signature" ? rejected(req, "resend", "signature") : errorResponse(400, "Not a Resend event");
  return json({ success: true, ...(await recordDeliveryEvent(headers.id!, verified.event)) });
}));
