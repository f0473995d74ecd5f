import { IMPORTED_CONSENT_VERSION } from "@/lib/constants";
import { consentRecordHash, storedConsentFields, type ConsentRecord } from "@/lib/leads/consent-record";

/**
 * The consent record of an imported lead (issue 27): evidence "imported", version "imported", no
 * consent text, address, browser or page (this site captured none), the row as the file gave it
 * (`fields`: each mapped field's cell text), and who vouched for it, "<username>, file <name>"
 * (`imports.vouchedBy`). `capturedAt` is when the row was imported (`leads.consentAt`). The lead stores
 * it as every capture point does (lib/leads/consent-record.ts: `consentFields` holds the evidence, who
 * vouched and the fields), so the consent record's download rebuilds it with consentRecordFromLead and
 * hashes it again.
 */
export function importedConsentRecord(r: { leadId: number; capturedAt: Date; fields: Record<string, string>; vouchedBy: string }): ConsentRecord {
  return {
    leadId: r.leadId,
    evidence: "imported",
    text: null,
    version: IMPORTED_CONSENT_VERSION,
    capturedAt: r.capturedAt.toISOString(),
    ip: null,
    userAgent: null,
    pageUrl: null,
    fields: r.fields,
    vouchedBy: r.vouchedBy,
  };
}

/** The consent columns of an imported lead. */
export function importedConsentColumns(r: { leadId: number; capturedAt: Date; fields: Record<string, string>; vouchedBy: string }) {
  const record = importedConsentRecord(r);
  return {
    consentText: null,
    consentVersion: IMPORTED_CONSENT_VERSION,
    consentAt: r.capturedAt,
    consentIp: null,
    consentUserAgent: null,
    consentPageUrl: null,
    consentFields: storedConsentFields(record),
    consentHash: consentRecordHash(record),
  };
}

/** "maria, file book.csv": who vouched for the imported people's consent, and from which file. */
export function vouchedByOf(username: string, fileName: string): string {
  return `${username}, file ${fileName}`;
}
