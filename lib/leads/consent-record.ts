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
 * names who and from which file).
 */
export type ConsentEvidence = "web" | "vendor" | "lead_ads" | "chat" | "imported";

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
