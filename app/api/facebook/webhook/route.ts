import { env } from "@/lib/env";
import { errorResponse } from "@/lib/http/responses";
import { guardErrors } from "@/lib/http/guard-errors";
import { withWebhookReceipt } from "@/lib/integrations/webhooks/receipts";
import { parseLeadgenDelivery, subscriptionChallenge, verifyMetaSignature } from "@/lib/integrations/webhooks/facebook";
import { accept, notConfigured, readRawBody, rejected } from "@/lib/integrations/webhooks/http";

/** GET: Meta's subscription check — echoes hub.challenge when hub.verify_token matches FACEBOOK_VERIFY_TOKEN. */
export const GET = guardErrors("GET /api/facebook/webhook", withWebhookReceipt("facebook-subscription", async (req: Request) => {
  const token = env().FACEBOOK_VERIFY_TOKEN;
  if (!token) return notConfigured("facebook", ["FACEBOOK_VERIFY_TOKEN"]);
  const challenge = subscriptionChallenge(new URL(req.url), token);
  if (challenge === null) return rejected(req, "facebook", "verify_token", errorResponse(403, "Verification failed"));
  return new Response(challenge, { status: 200, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}));

/**
 * POST: Lead Ads deliveries. X-Hub-Signature-256 over the raw body is checked first (constant
 * time), each leadgen change is stored in the webhook inbox (deduplicated on leadgen_id) and the
 * answer is immediate; a job fetches each lead from the Graph API and creates it.
 */
export const POST = guardErrors("POST /api/facebook/webhook", withWebhookReceipt("facebook", async (req: Request) => {
  const secret = env().FACEBOOK_APP_SECRET;
  if (!secret) return notConfigured("facebook", ["FACEBOOK_APP_SECRET"]);
  const raw = await readRawBody(req);
  if (!raw.ok) return raw.response;
  if (!verifyMetaSignature(raw.text, req.headers.get("x-hub-signature-256"), secret)) return rejected(req, "facebook", "signature");
  const parsed = parseLeadgenDelivery(raw.text);
  if (!parsed.ok) return errorResponse(parsed.status, parsed.error);
  return accept("facebook", parsed.items);
}));
