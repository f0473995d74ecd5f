/**
 * How HubSpot, Pipedrive, Salesforce and Zapier authenticate the webhooks they send us
 * (integrations.md §3–6), written independently of our verifying code so tests check one against
 * the other. Vectors from §11.
 */
import { createHmac } from "node:crypto";

export const CRM_TEST_VECTORS = {
  hubspot: {
    secret: "test_client_secret",
    method: "POST",
    uri: "https://example.com/api/webhooks/hubspot",
    body: "[]",
    timestamp: "1700000000000",
    signature: "Ddfna7iy+r0gXpnxlcO+byhaqneI/RGsbSdCvCorgRk=",
  },
  pipedrive: { user: "pd_user", password: "pd_pass", header: "Basic cGRfdXNlcjpwZF9wYXNz" },
} as const;

/** X-HubSpot-Signature-v3: base64 HMAC-SHA256(client secret, method + uri + body + timestamp). */
export function hubspotV3Signature(secret: string, method: string, uri: string, body: string, timestamp: string): string {
  return createHmac("sha256", secret).update(`${method}${uri}${body}${timestamp}`, "utf8").digest("base64");
}

/** The headers HubSpot sends with a v3-signed delivery made now (or at `timestampMs`). */
export function hubspotHeaders(secret: string, uri: string, body: string, timestampMs = Date.now()): Record<string, string> {
  const ts = String(timestampMs);
  return {
    "content-type": "application/json",
    "x-hubspot-request-timestamp": ts,
    "x-hubspot-signature-v3": hubspotV3Signature(secret, "POST", uri, body, ts),
  };
}

export type HubSpotEvent = {
  eventId: number;
  subscriptionId: number;
  portalId: number;
  appId?: number;
  occurredAt: number;
  subscriptionType: string;
  attemptNumber?: number;
  objectId: number;
  propertyName?: string;
  propertyValue?: string;
  changeSource?: string;
};

export function hubspotDealStageEvent(dealId: number, stage: string, eventId: number, occurredAt = Date.now()): HubSpotEvent {
  return {
    eventId,
    subscriptionId: 25,
    portalId: 33,
    appId: 1160452,
    occurredAt,
    subscriptionType: "deal.propertyChange",
    attemptNumber: 0,
    objectId: dealId,
    propertyName: "dealstage",
    propertyValue: stage,
    changeSource: "CRM",
  };
}

/** Authorization: Basic base64(user:pass), as Pipedrive sends with http_auth_user/_password. */
export function pipedriveBasic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, "utf8").toString("base64")}`;
}

/** A Pipedrive webhooks v2 "change.deal" delivery. */
export function pipedriveDealChange(opts: {
  dealId: number;
  stageId: number;
  previousStageId?: number;
  status?: "open" | "won" | "lost";
  previousStatus?: string;
  value?: number;
  title?: string;
  correlationId?: string;
}) {
  const correlation = opts.correlationId ?? `corr-${opts.dealId}-${opts.stageId}-${opts.status ?? "open"}`;
  const previous: Record<string, unknown> = {};
  if (opts.previousStageId !== undefined) previous.stage_id = opts.previousStageId;
  if (opts.previousStatus !== undefined) previous.status = opts.previousStatus;
  return {
    meta: {
      action: "change",
      entity: "deal",
      entity_id: String(opts.dealId),
      id: `evt-${correlation}`,
      correlation_id: correlation,
      company_id: 456,
      user_id: 789,
      version: "2.0",
      webhook_id: "99",
      webhook_owner_id: 789,
      timestamp: new Date().toISOString(),
      attempt: 1,
      host: "company.pipedrive.com",
      permitted_user_ids: [789],
      change_source: "app",
      type: "general",
    },
    data: {
      id: opts.dealId,
      title: opts.title ?? "Doe – Auto",
      value: opts.value ?? 1200,
      currency: "USD",
      status: opts.status ?? "open",
      stage_id: opts.stageId,
      pipeline_id: 1,
      owner_id: 789,
      update_time: new Date().toISOString(),
    },
    previous,
  };
}

export type SalesforceNotification = { id: string; fields: Record<string, string> };

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A Salesforce Outbound Message (SOAP) carrying Opportunity notifications. */
export function salesforceOutboundMessage(orgId: string, notifications: SalesforceNotification[]): string {
  const items = notifications
    .map(
      (n) => `
   <Notification>
    <Id>${xmlEscape(n.id)}</Id>
    <sObject xsi:type="sf:Opportunity" xmlns:sf="urn:sobject.enterprise.soap.sforce.com">
${Object.entries(n.fields)
  .map(([k, v]) => `     <sf:${k}>${xmlEscape(v)}</sf:${k}>`)
  .join("\n")}
    </sObject>
   </Notification>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"
                  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
 <soapenv:Body>
  <notifications xmlns="http://soap.sforce.com/2005/09/outbound">
   <OrganizationId>${xmlEscape(orgId)}</OrganizationId>
   <ActionId>04k5g000000XXXXAAA</ActionId>
   <SessionId xsi:nil="true"/>
   <EnterpriseUrl>https://acme.my.salesforce.com/services/Soap/c/62.0/${xmlEscape(orgId.slice(0, 15))}</EnterpriseUrl>
   <PartnerUrl>https://acme.my.salesforce.com/services/Soap/u/62.0/${xmlEscape(orgId.slice(0, 15))}</PartnerUrl>${items}
  </notifications>
 </soapenv:Body>
</soapenv:Envelope>`;
}

/** The header Zapier's "Webhooks by Zapier → POST" step is told to send. */
export const ZAPIER_SECRET_HEADER = "x-webhook-secret";
