import { createHash } from "node:crypto";

/**
 * A lead's consent record: what the person agreed to, when, from where, and what they sent. It is
 * built and hashed once, at capture (web forms, vendor intake, Lead Ads, chat, imports), and the
 * hash is stored on the lead (`leads.consentHash`), so a later change to any of these columns shows
 * when the record is downloaded and hashed again. Issue 27 §7.
 *
 * `evidence` says what kind of proof it is: `web` (our own form showed `text`, version `version`),
 * `vendor` (a lead vendor vouched for it with its own text), `lead_ads` (Meta's form),
 * `imported` (an admin imported the row from a file: no consent was captured by us; `vouchedBy`
 * names who and from which file), `sms` (the person texted our number first: no notice was shown;
 * answering their text is what they asked for, nothing more).
 */
export type ConsentEvidence = "web" | "vendor" | "lead_ads" | "chat" | "imported" | "sms";

export type ConsentRecord = {
  leadId: number;
  evidence: ConsentEvidence;
  /** The consent text exactly as shown (or as the vendor gave it), or null when none was captured. */
  text: string | null;
  version: string | null;
  /** ISO 8601, UTC. */
  capturedAt: string;
  ip: string | null;
  userAgent: string | null;
  pageUrl: string | null;
  /** The form fields as submitted (keys sorted when hashed). */
  fields: Record<string, unknown>;
  /** Who vouched for it, for vendor and imported leads (e.g. "API key Acme Leads", "admin maria, file book.csv"). */
  vouchedBy: string | null;
};

/** Stable JSON: object keys sorted at every depth, so the same record always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value instanceof Date ? value.toISOString() : value ?? null);
}

/** SHA-256 (hex) of the record's canonical JSON. */
export function consentRecordHash(record: ConsentRecord): string {
  return createHash("sha256").update(canonicalJson(record)).digest("hex");
}

/**
 * How a record is kept on the lead: the columns the lead already has (consentText, consentVersion,
 * consentAt, consentIp, consentUserAgent, consentPageUrl) plus `consentFields`, which holds what has no
 * column of its own: `{ evidence, vouchedBy, fields }` (the submitted form fields). `consentHash` is
 * consentRecordHash(record), computed once, at capture. An older or simpler `consentFields` that is just
 * the fields is read too (evidence then follows from the source).
 */
export type StoredConsentFields = { evidence: ConsentEvidence; vouchedBy: string | null; fields: Record<string, unknown> };

export function storedConsentFields(record: ConsentRecord): StoredConsentFields {
  return { evidence: record.evidence, vouchedBy: record.vouchedBy, fields: record.fields };
}

/** The consent columns of a lead row, as read back for a download. */
export type LeadConsentColumns = {
  id: number;
  source: string | null;
  consentText: string | null;
  consentVersion: string | null;
  consentAt: Date | null;
  consentIp: string | null;
  consentUserAgent: string | null;
  consentPageUrl: string | null;
  consentFields: unknown;
  createdAt: Date;
};

/** The kind of evidence a lead's source and notice imply (for leads whose record names none). */
export function evidenceOf(lead: Pick<LeadConsentColumns, "source" | "consentVersion">): ConsentEvidence {
  if (lead.source?.startsWith("import:")) return "imported";
  if (lead.source === "facebook-lead-ads") return "lead_ads";
  if (lead.source === "sms") return "sms";
  if (lead.consentVersion === "vendor" || lead.source?.startsWith("api:")) return "vendor";
  if (lead.source === "chat" || lead.consentVersion?.startsWith("chat-")) return "chat";
  return "web";
}

function isStored(v: unknown): v is StoredConsentFields {
  return !!v && typeof v === "object" && "evidence" in v && "fields" in v && typeof (v as StoredConsentFields).fields === "object";
}

/** The record rebuilt from what the lead holds now: hash it again to see whether anything changed since capture. */
export function consentRecordFromLead(lead: LeadConsentColumns): ConsentRecord {
  const stored = isStored(lead.consentFields) ? lead.consentFields : null;
  const plain = !stored && lead.consentFields && typeof lead.consentFields === "object" ? (lead.consentFields as Record<string, unknown>) : null;
  return {
    leadId: lead.id,
    evidence: stored?.evidence ?? evidenceOf(lead),
    text: lead.consentText,
    version: lead.consentVersion,
    capturedAt: (lead.consentAt ?? lead.createdAt).toISOString(),
    ip: lead.consentIp,
    userAgent: lead.consentUserAgent,
    pageUrl: lead.consentPageUrl,
    fields: stored?.fields ?? plain ?? {},
    vouchedBy: stored?.vouchedBy ?? null,
  };
}
