import { env } from "@/lib/env";
import { errorResponse } from "@/lib/http/responses";
import { guardErrors } from "@/lib/http/guard-errors";
import { withWebhookReceipt } from "@/lib/integrations/webhooks/receipts";
import { parsePipedriveDelivery } from "@/lib/integrations/webhooks/pipedrive";
import { basicAuthMatches } from "@/lib/integrations/webhooks/verify";
import { accept, notConfigured, readRawBody, rejected } from "@/lib/integrations/webhooks/http";

/**
 * POST: Pipedrive webhooks v2 (deal changes). Pipedrive signs nothing: HTTP Basic credentials
 * (PIPEDRIVE_WEBHOOK_USER / _PASSWORD, both compared in constant time) are checked before the
 * body is read; each event is kept in the inbox, keyed on its correlation id.
 */
export const POST = guardErrors("POST /api/crm/pipedrive/webhook", withWebhookReceipt("pipedrive", async (req: Request) => {
  const { PIPEDRIVE_WEBHOOK_USER: user, PIPEDRIVE_WEBHOOK_PASSWORD: password } = env();
  if (!user || !password) return notConfigured("pipedrive", [!user && "PIPEDRIVE_WEBHOOK_USER", !password && "PIPEDRIVE_WEBHOOK_PASSWORD"].filter(Boolean) as string[]);
  const authorized = basicAuthMatches(req.headers.get("authorization"), user, password);
  const raw = await readRawBody(req);
  if (!raw.ok) return raw.response;
  if (!authorized) return rejected(req, "pipedrive", "basic_auth", errorResponse(401, "Webhook authentication failed", { "WWW-Authenticate": 'Basic realm="pipedrive-webhook"' }));
  const parsed = parsePipedriveDelivery(raw.text);
  if (!parsed.ok) return errorResponse(parsed.status, parsed.error);
  return accept("pipedrive", parsed.items);
}));
