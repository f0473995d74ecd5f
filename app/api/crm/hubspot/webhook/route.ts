import { env } from "@/lib/env";
import { errorResponse } from "@/lib/http/responses";
import { guardErrors } from "@/lib/http/guard-errors";
import { withWebhookReceipt } from "@/lib/integrations/webhooks/receipts";
import { siteConfig } from "@/lib/site";
import { parseHubspotDelivery, verifyHubspot } from "@/lib/integrations/webhooks/hubspot";
import { accept, notConfigured, readRawBody, rejected } from "@/lib/integrations/webhooks/http";

/**
 * POST: HubSpot deal webhooks (v3 signature: method + URI + body + timestamp, 5-minute window,
 * checked over the raw body before parsing). Each event is kept in the webhook inbox, keyed
 * portalId:subscriptionId:eventId; a job maps deal stage changes to Meta events.
 */
export const POST = guardErrors("POST /api/crm/hubspot/webhook", withWebhookReceipt("hubspot", async (req: Request) => {
  const secret = env().HUBSPOT_CLIENT_SECRET;
  if (!secret) return notConfigured("hubspot", ["HUBSPOT_CLIENT_SECRET"]);
  const raw = await readRawBody(req);
  if (!raw.ok) return raw.response;
  const check = verifyHubspot(req, raw.text, secret, siteConfig().url);
  if (check !== "ok") return rejected(req, "hubspot", check);
  const parsed = parseHubspotDelivery(raw.text);
  if (!parsed.ok) return errorResponse(parsed.status, parsed.error);
  return accept("hubspot", parsed.items);
}));
