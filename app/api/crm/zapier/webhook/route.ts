import { env } from "@/lib/env";
import { errorResponse } from "@/lib/http/responses";
import { guardErrors } from "@/lib/http/guard-errors";
import { withWebhookReceipt } from "@/lib/integrations/webhooks/receipts";
import { parseZapierDelivery, zapierSecretMatches } from "@/lib/integrations/webhooks/zapier";
import { accept, notConfigured, readRawBody, rejected } from "@/lib/integrations/webhooks/http";

/**
 * POST: stage changes from any CRM through Zapier's "Webhooks by Zapier → POST" step, with the
 * shared secret in X-Webhook-Secret (or Authorization: Bearer). Payload (JSON or form):
 * crm_platform, lead_id, stage_name, stage_value, lead_email, lead_phone, lead_first_name,
 * lead_last_name; optional deal_id and event_id (or an Idempotency-Key header) for deduplication.
 */
export const POST = guardErrors("POST /api/crm/zapier/webhook", withWebhookReceipt("zapier", async (req: Request) => {
  const secret = env().ZAPIER_WEBHOOK_SECRET;
  if (!secret) return notConfigured("zapier", ["ZAPIER_WEBHOOK_SECRET"]);
  const authorized = zapierSecretMatches(req, secret);
  const raw = await readRawBody(req, 256 * 1024);
  if (!raw.ok) return raw.response;
  if (!authorized) return rejected(req, "zapier", "secret");
  const idem = req.headers.get("idempotency-key");
  const parsed = parseZapierDelivery(raw.text, req.headers.get("content-type") ?? "", idem && /^[\x21-\x7e]{1,200}$/.test(idem) ? idem : null);
  if (!parsed.ok) return errorResponse(parsed.status, parsed.error);
  return accept("zapier", parsed.items);
}));
