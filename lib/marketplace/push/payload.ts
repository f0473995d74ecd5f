import "server-only";
import { db } from "@/lib/db";
import { DEFECT_REPORT_HOURS } from "@/lib/constants";
import { consentRecordFromLead } from "@/lib/leads/consent-record";
import { linesOf } from "@/lib/marketplace/lines";
import { siteConfig } from "@/lib/site";

/**
 * What a buyer's system receives for one delivered lead (docs/marketplace-pushes.md): the Standard
 * Webhooks event `lead.delivered`, its `data` flattened for Zapier, and a HubSpot contact. Built from
 * the lead and the ledger as they are at the attempt. The event stays under 20 kB (the Standard
 * Webhooks guidance): the longest free texts are cut when needed.
 */
export const EVENT_TYPE = "lead.delivered";
export const MAX_PAYLOAD_BYTES = 20_000;

const LEAD_SELECT = {
  id: true, fullName: true, email: true, phone: true, phoneE164: true, address: true, city: true, state: true, zipCode: true, zip5: true,
  leadType: true, createdAt: true, source: true,
  currentlyInsured: true, timeframe: true, budget: true, currentInsuranceCarrier: true, hasHomeInsurance: true, hasContinuousCoverage: true,
  hasMultipleClaims: true, maritalStatus: true, spouseName: true, homePurchaseDate: true, roofAge: true, homeValue: true, notes: true,
  isVerified: true, verificationScore: true, nameValid: true, phoneValid: true, emailValid: true, addressValid: true, insuranceQualified: true,
  consentText: true, consentVersion: true, consentAt: true, consentIp: true, consentUserAgent: true, consentPageUrl: true, consentFields: true, consentHash: true,
  doNotContact: true, deletedAt: true,
} as const;

export type DeliveredLeadData = Awaited<ReturnType<typeof loadDeliveredLead>>;

/** The delivery and its lead (with the county of its ZIP), or null when the delivery is gone. */
export async function loadDeliveredLead(deliveryId: number) {
  const delivery = await db().leadDelivery.findUnique({
    where: { id: deliveryId },
    select: { id: true, buyerId: true, deliveredAt: true, priceCents: true, how: true, lead: { select: LEAD_SELECT } },
  });
  if (!delivery) return null;
  const zip = delivery.lead.zip5 ? await db().texasZip.findUnique({ where: { zip: delivery.lead.zip5 }, select: { county: true, countyFips: true } }) : null;
  return { ...delivery, county: zip?.county ?? null, countyFips: zip?.countyFips ?? null };
}

function splitName(fullName: string): { first: string; last: string } {
  const parts = fullName.trim().split(/\s+/);
  return { first: parts[0] ?? "", last: parts.slice(1).join(" ") };
}

/** The `data` of the `lead.delivered` event. */
export function leadDeliveredData(d: NonNullable<DeliveredLeadData>, cut = 2000) {
  const { lead } = d;
  const name = splitName(lead.fullName);
  const consent = consentRecordFromLead({ ...lead, source: lead.source });
  const site = siteConfig();
  return {
    delivery_id: d.id,
    lead_id: lead.id,
    delivered_at: d.deliveredAt.toISOString(),
    delivery_type: d.how,
    price_cents: d.priceCents,
    currency: "USD",
    return_deadline: new Date(d.deliveredAt.getTime() + DEFECT_REPORT_HOURS * 3_600_000).toISOString(),
    lead_url: `${site.url}/crm/leads/${lead.id}`,
    lead: {
      full_name: lead.fullName,
      first_name: name.first,
      last_name: name.last,
      phone: lead.phone,
      phone_e164: lead.phoneE164,
      email: lead.email,
      address: { street: lead.address, city: lead.city, state: lead.state, zip: lead.zipCode, county: d.county, county_fips: d.countyFips },
      line: lead.leadType,
      lines: linesOf(lead.leadType),
      created_at: lead.createdAt.toISOString(),
      answers: {
        currently_insured: lead.currentlyInsured,
        current_carrier: lead.currentInsuranceCarrier,
        timeframe: lead.timeframe,
        budget: lead.budget,
        has_home_insurance: lead.hasHomeInsurance,
        has_continuous_coverage: lead.hasContinuousCoverage,
        has_multiple_claims: lead.hasMultipleClaims,
        marital_status: lead.maritalStatus,
        spouse_name: lead.spouseName,
        home_purchase_date: lead.homePurchaseDate,
        home_value: lead.homeValue,
        roof_age: lead.roofAge,
        notes: lead.notes ? lead.notes.slice(0, cut) : null,
      },
      verification: {
        score: lead.verificationScore,
        verified: lead.isVerified,
        checks: { name: lead.nameValid, phone: lead.phoneValid, email: lead.emailValid, address: lead.addressValid, insurance_qualified: lead.insuranceQualified },
      },
      consent: {
        given: lead.consentAt !== null,
        evidence: consent.evidence,
        captured_at: consent.capturedAt,
        version: lead.consentVersion,
        text: lead.consentText ? lead.consentText.slice(0, cut * 2) : null,
        ip: lead.consentIp,
        page_url: lead.consentPageUrl,
        record_sha256: lead.consentHash,
      },
    },
  };
}

export type LeadDeliveredData = ReturnType<typeof leadDeliveredData>;

/** The webhook body: `{type, timestamp, data}` as JSON, under MAX_PAYLOAD_BYTES. */
export function webhookBody(d: NonNullable<DeliveredLeadData>): string {
  for (const cut of [2000, 500, 100]) {
    const body = JSON.stringify({ type: EVENT_TYPE, timestamp: d.deliveredAt.toISOString(), data: leadDeliveredData(d, cut) });
    if (Buffer.byteLength(body) <= MAX_PAYLOAD_BYTES) return body;
  }
  return JSON.stringify({ type: EVENT_TYPE, timestamp: d.deliveredAt.toISOString(), data: leadDeliveredData(d, 0) });
}

/** `lead.address.zip` → `lead_address_zip`; lists joined with ", ": every field mappable by name in a Zap. */
export function flatten(value: Record<string, unknown>, prefix = "", out: Record<string, string | number | boolean | null> = {}) {
  for (const [key, v] of Object.entries(value)) {
    const name = prefix ? `${prefix}_${key}` : key;
    if (Array.isArray(v)) out[name] = v.join(", ");
    else if (v && typeof v === "object") flatten(v as Record<string, unknown>, name, out);
    else out[name] = (v ?? null) as string | number | boolean | null;
  }
  return out;
}

/** The Zapier catch hook's body: the event's fields, flat, with the event type and its webhook id. */
export function zapierBody(d: NonNullable<DeliveredLeadData>, messageId: string): string {
  return JSON.stringify({ event: EVENT_TYPE, webhook_id: messageId, ...flatten(leadDeliveredData(d)) });
}

const yesNo = (v: boolean | null) => (v === null ? null : v ? "yes" : "no");

/** HubSpot contact properties: HubSpot's own default properties only (a custom one a portal lacks is a 400). */
export function hubspotProperties(d: NonNullable<DeliveredLeadData>): Record<string, string> {
  const data = leadDeliveredData(d, 500);
  const { lead } = data;
  const a = lead.answers;
  const lines = [
    `Exclusive ${lead.line} insurance lead from ${siteConfig().name}: delivery #${data.delivery_id}, lead #${data.lead_id}, delivered ${data.delivered_at}.`,
    lead.address.county ? `County: ${lead.address.county}.` : null,
    `Verification score ${lead.verification.score}/100${lead.verification.verified ? " (verified)" : ""}.`,
    a.currently_insured ? `Currently insured: ${a.currently_insured}${a.current_carrier ? ` (${a.current_carrier})` : ""}.` : null,
    a.timeframe ? `Timeframe: ${a.timeframe}.` : null,
    a.budget ? `Budget: ${a.budget}.` : null,
    a.home_value ? `Home value: ${a.home_value}.` : null,
    a.roof_age !== null ? `Roof age: ${a.roof_age} years.` : null,
    a.has_continuous_coverage !== null ? `Continuous coverage: ${yesNo(a.has_continuous_coverage)}.` : null,
    a.has_multiple_claims !== null ? `Multiple claims: ${yesNo(a.has_multiple_claims)}.` : null,
    a.notes ? `Notes: ${a.notes}` : null,
    lead.consent.given ? `Consent given ${lead.consent.captured_at}${lead.consent.page_url ? ` on ${lead.consent.page_url}` : ""}.` : "No consent captured by us.",
    `Report a defective lead before ${data.return_deadline}: ${data.lead_url}`,
  ];
  const properties: Record<string, string | null> = {
    email: lead.email,
    firstname: lead.first_name,
    lastname: lead.last_name,
    phone: lead.phone_e164 ?? lead.phone,
    address: lead.address.street,
    city: lead.address.city,
    state: lead.address.state,
    zip: lead.address.zip,
    message: lines.filter(Boolean).join("\n"),
  };
  return Object.fromEntries(Object.entries(properties).filter((e): e is [string, string] => !!e[1]));
}
