import "server-only";
import { sql } from "@/lib/db";
import { prepared } from "@/lib/sql/prepared";
import type { LeadType } from "@/lib/generated/prisma/enums";
import { DEFECT_REPORT_HOURS } from "@/lib/constants";
import { consentRecordFromLead } from "@/lib/leads/consent-record";
import { linesNeeded } from "@/lib/marketplace/lines";
import { siteConfig } from "@/lib/site";

/**
 * What a buyer's system receives for one delivered lead (docs/marketplace-pushes.md): the Standard
 * Webhooks event `lead.delivered`, its `data` flattened for Zapier, and a HubSpot contact. Built from
 * the lead and the ledger as they are at the attempt. The event stays under 20 kB (the Standard
 * Webhooks guidance): the longest free texts are cut when needed.
 */
export const EVENT_TYPE = "lead.delivered";
export const MAX_PAYLOAD_BYTES = 20_000;

const LEAD_COLUMNS = [
  "id", "fullName", "email", "phone", "phoneE164", "address", "city", "state", "zipCode", "zip5",
  "leadType", "linesWanted", "createdAt", "source",
  "currentlyInsured", "timeframe", "budget", "currentInsuranceCarrier", "hasHomeInsurance", "hasContinuousCoverage",
  "hasMultipleClaims", "maritalStatus", "spouseName", "homePurchaseDate", "roofAge", "homeValue", "notes",
  "isVerified", "verificationScore", "nameValid", "phoneValid", "emailValid", "addressValid", "insuranceQualified",
  "consentText", "consentVersion", "consentAt", "consentIp", "consentUserAgent", "consentPageUrl", "consentFields", "consentHash",
  "doNotContact", "deletedAt",
] as const;

/** Columns typed as the lead table holds them (enums read as their text). */
export type DeliveredLeadRow = {
  id: number; fullName: string; email: string; phone: string; phoneE164: string | null; address: string | null; city: string | null; state: string | null; zipCode: string | null; zip5: string | null;
  leadType: LeadType; linesWanted: string[]; createdAt: Date; source: string | null;
  currentlyInsured: string | null; timeframe: string | null; budget: string | null; currentInsuranceCarrier: string | null; hasHomeInsurance: boolean | null; hasContinuousCoverage: boolean | null;
  hasMultipleClaims: boolean | null; maritalStatus: string | null; spouseName: string | null; homePurchaseDate: string | null; roofAge: number | null; homeValue: string | null; notes: string | null;
  isVerified: boolean; verificationScore: number; nameValid: boolean; phoneValid: boolean; emailValid: boolean; addressValid: boolean; insuranceQualified: boolean;
  consentText: string | null; consentVersion: string | null; consentAt: Date | null; consentIp: string | null; consentUserAgent: string | null; consentPageUrl: string | null; consentFields: unknown; consentHash: string | null;
  doNotContact: boolean; deletedAt: Date | null;
};

export type DeliveredLeadData = { id: number; buyerId: number; deliveredAt: Date; priceCents: number; how: string; lead: DeliveredLeadRow; county: string | null; countyFips: string | null } | null;

const ENUMS = new Set<string>(["leadType", "maritalStatus"]);
/*
 * One statement on the pool: every delivered lead with a push reads this at its attempt (through
 * Prisma's client, a nested read and the county's were two queries at several times a pg round
 * trip's CPU each).
 */
const DELIVERED_LEAD_SQL = `
  SELECT d.id, d."buyerId", d."deliveredAt", d."priceCents", d.how::text AS how, z.county, z."countyFips",
         ${LEAD_COLUMNS.map((c) => `l."${c}"${ENUMS.has(c) ? "::text" : ""} AS "lead.${c}"`).join(", ")}
  FROM lead_deliveries d JOIN leads l ON l.id = d."leadId" LEFT JOIN texas_zips z ON z.zip = l.zip5
  WHERE d.id = $1`;

/** The delivery and its lead (with the county of its ZIP), or null when the delivery is gone. */
export async function loadDeliveredLead(deliveryId: number): Promise<DeliveredLeadData> {
  const row = (await sql().query<Record<string, unknown>>(prepared(DELIVERED_LEAD_SQL, [deliveryId]))).rows[0];
  if (!row) return null;
  const lead = Object.fromEntries(LEAD_COLUMNS.map((c) => [c, row[`lead.${c}`]])) as DeliveredLeadRow;
  return {
    id: row.id as number, buyerId: row.buyerId as number, deliveredAt: row.deliveredAt as Date, priceCents: row.priceCents as number, how: row.how as string,
    lead, county: (row.county as string | null) ?? null, countyFips: (row.countyFips as string | null) ?? null,
  };
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
      lines: linesNeeded(lead),
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
