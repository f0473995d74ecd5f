import { env } from "@/lib/env";
import { guardErrors } from "@/lib/http/guard-errors";
import { withWebhookReceipt } from "@/lib/integrations/webhooks/receipts";
import { ackResponse, organizationMatches, outboundItems, parseOutboundMessage, peekOrganizationId, soapFault } from "@/lib/integrations/webhooks/salesforce";
import { readRawBody, rejected } from "@/lib/integrations/webhooks/http";
import { storeDeliveries } from "@/lib/integrations/webhooks/inbox";
import { log } from "@/lib/log";

/**
 * POST: Salesforce Outbound Messages (SOAP, up to 100 notifications). The organisation id is the
 * only credential Salesforce sends: it must equal SALESFORCE_ORG_ID. Notifications are kept in the
 * inbox (deduplicated on Notification Id) and acknowledged with the Ack envelope, repeats too, so
 * Salesforce stops retrying.
 */
export const POST = guardErrors("POST /api/crm/salesforce/webhook", withWebhookReceipt("salesforce", async (req: Request) => {
  const orgId = env().SALESFORCE_ORG_ID;
  if (!orgId) {
    log.warn("webhook.not_configured", { provider: "salesforce", missing: ["SALESFORCE_ORG_ID"] });
    return soapFault(503, "The Salesforce webhook is not configured: set SALESFORCE_ORG_ID on the server.");
  }
  const raw = await readRawBody(req);
  if (!raw.ok) return soapFault(413, "Message too large");
  const organizationId = peekOrganizationId(raw.text);
  if (organizationId === null) return soapFault(400, "Not a Salesforce outbound message (no OrganizationId, or a DTD)");
  if (!organizationMatches(organizationId, orgId)) return rejected(req, "salesforce", "organization_id", soapFault(401, "Unknown organization"));
  const parsed = parseOutboundMessage(raw.text);
  if (!parsed.ok) return soapFault(400, parsed.error);
  await storeDeliveries("salesforce", outboundItems(parsed.message));
  return ackResponse();
}));
