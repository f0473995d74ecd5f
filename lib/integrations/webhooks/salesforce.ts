import "server-only";
import { WEBHOOK_LIMITS } from "@/lib/constants";
import { safeEqual } from "@/lib/integrations/webhooks/verify";
import type { Ignored, InboxItem, StageReport } from "@/lib/integrations/webhooks/types";

/**
 * Salesforce Outbound Messages (integrations.md §5A): a SOAP envelope with up to 100
 * Notifications, authenticated by nothing but the organisation id (checked here in constant
 * time) and HTTPS. Read with a small tolerant extractor: no DTDs, no entities beyond XML's five.
 */

export type OutboundMessage = { organizationId: string; actionId: string | null; notifications: { id: string; sObjectType: string | null; fields: Record<string, string | null> }[] };

/** A character reference's character; one XML does not allow (past U+10FFFF, NUL, a surrogate) is left as written. */
const charRef = (ref: string, code: number) => (code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : ref);

const unescape = (s: string) =>
  s
    .replace(/&#x([0-9a-f]{1,8});/gi, (ref, h: string) => charRef(ref, parseInt(h, 16)))
    .replace(/&#(\d{1,10});/g, (ref, d: string) => charRef(ref, Number(d)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

function element(xml: string, name: string): string | null {
  const m = xml.match(new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${name}>`));
  return m ? unescape(m[1]!.trim()) : null;
}

/** The organisation id alone, read before anything else so strangers cannot make us parse a full message. */
export function peekOrganizationId(xml: string): string | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return null;
  return element(xml.slice(0, 4096), "OrganizationId");
}

export function parseOutboundMessage(xml: string): { ok: true; message: OutboundMessage } | { ok: false; error: string } {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { ok: false, error: "DTDs are not accepted" };
  if (!/<(?:[\w-]+:)?notifications[\s>]/.test(xml)) return { ok: false, error: "Not a Salesforce outbound message (no notifications element)" };
  const organizationId = element(xml, "OrganizationId");
  if (!organizationId) return { ok: false, error: "OrganizationId is missing" };
  const notifications: OutboundMessage["notifications"] = [];
  const blocks = xml.match(/<(?:[\w-]+:)?Notification(?:\s[^>]*)?>[\s\S]*?<\/(?:[\w-]+:)?Notification>/g) ?? [];
  if (blocks.length > WEBHOOK_LIMITS.salesforceMaxNotifications) return { ok: false, error: `At most ${WEBHOOK_LIMITS.salesforceMaxNotifications} notifications per message` };
  for (const block of blocks) {
    const id = element(block.replace(/<(?:[\w-]+:)?sObject[\s\S]*<\/(?:[\w-]+:)?sObject>/, ""), "Id");
    if (!id) return { ok: false, error: "A Notification has no Id" };
    const sObject = block.match(/<(?:[\w-]+:)?sObject(\s[^>]*)?>([\s\S]*?)<\/(?:[\w-]+:)?sObject>/);
    const fields: Record<string, string | null> = {};
    for (const f of (sObject?.[2] ?? "").matchAll(/<(?:[\w-]+:)?([A-Za-z][\w]*)(\s[^>]*)?(?:\/>|>([\s\S]*?)<\/(?:[\w-]+:)?\1>)/g)) {
      fields[f[1]!] = f[3] === undefined || /xsi:nil="true"/.test(f[2] ?? "") ? null : unescape(f[3].trim());
    }
    notifications.push({ id, sObjectType: sObject?.[1]?.match(/xsi:type="(?:[\w-]+:)?(\w+)"/)?.[1] ?? null, fields });
  }
  return { ok: true, message: { organizationId, actionId: element(xml, "ActionId"), notifications } };
}

/** 15- and 18-character ids name the same organisation: the first 15 characters (case-sensitive) decide. */
export function organizationMatches(received: string, configured: string): boolean {
  const ok = safeEqual(received.trim().slice(0, 15), configured.trim().slice(0, 15));
  return ok && [15, 18].includes(received.trim().length);
}

export function outboundItems(message: OutboundMessage): InboxItem[] {
  return message.notifications.map((n) => ({
    providerEventId: n.id,
    payload: { organizationId: message.organizationId, actionId: message.actionId, notificationId: n.id, sObjectType: n.sObjectType, fields: n.fields },
  }));
}

const ACK = `<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">
 <soapenv:Body><notificationsResponse xmlns="http://soap.sforce.com/2005/09/outbound"><Ack>true</Ack></notificationsResponse></soapenv:Body>
</soapenv:Envelope>`;

export function ackResponse(): Response {
  return new Response(ACK, { status: 200, headers: { "content-type": "text/xml; charset=utf-8", "cache-control": "no-store" } });
}

export function soapFault(status: number, message: string): Response {
  const esc = message.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">
 <soapenv:Body><soapenv:Fault><faultcode>soapenv:${status >= 500 ? "Server" : "Client"}</faultcode><faultstring>${esc}</faultstring></soapenv:Fault></soapenv:Body>
</soapenv:Envelope>`;
  return new Response(body, { status, headers: { "content-type": "text/xml; charset=utf-8", "cache-control": "no-store" } });
}

const pick = (fields: Record<string, string | null>, re: RegExp) => {
  const key = Object.keys(fields).find((k) => re.test(k) && fields[k]);
  return key ? fields[key]! : null;
};

/** An Opportunity notification: StageName (latest value only: Salesforce sends no history), Amount, our lead id field, e-mail, phone. */
export function salesforceStageReport(payload: { fields?: Record<string, string | null>; sObjectType?: string | null }): StageReport | Ignored {
  const fields = payload.fields ?? {};
  const stage = fields.StageName;
  if (!stage) return { ignored: `No StageName in the ${payload.sObjectType ?? "sObject"} notification` };
  const amount = fields.Amount ? Number(fields.Amount) : NaN;
  const when = new Date(fields.LastModifiedDate ?? fields.SystemModstamp ?? "");
  return {
    source: "salesforce",
    mappingProvider: "salesforce",
    crmName: "Salesforce",
    stages: [stage],
    stageValue: null,
    dealAmount: Number.isFinite(amount) && amount > 0 ? amount : null,
    occurredAt: Number.isNaN(when.getTime()) ? new Date() : when,
    dealId: fields.Id ?? null,
    leadRef: pick(fields, /^lead_?id(__c)?$/i),
    email: pick(fields, /email/i),
    phone: pick(fields, /phone/i),
  };
}
