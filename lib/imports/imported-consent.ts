import "server-only";
import { db } from "@/lib/db";
import type { ConsentRecord } from "@/lib/leads/consent-record";
import { IMPORTED_CONSENT_VERSION } from "@/lib/constants";
import { importedConsentRecord } from "@/lib/imports/consent";

/**
 * The consent record of an imported lead rebuilt from what was stored (for its download and to check
 * its hash): the lead's `consentAt` and `consentFields`, and who vouched for it, from the import that
 * created the lead (import_rows → imports.vouchedBy). Null for a lead that was not imported.
 */
export async function importedConsentRecordOf(lead: { id: number; consentVersion: string | null; consentAt: Date | null; consentFields: unknown }): Promise<ConsentRecord | null> {
  if (lead.consentVersion !== IMPORTED_CONSENT_VERSION || !lead.consentAt) return null;
  const row = await db().importRow.findFirst({
    where: { recordId: lead.id, outcome: "created", import: { kind: "leads" } },
    orderBy: { importId: "asc" },
    select: { import: { select: { vouchedBy: true } } },
  });
  if (!row) return null;
  return importedConsentRecord({ leadId: lead.id, capturedAt: lead.consentAt, fields: (lead.consentFields ?? {}) as Record<string, string>, vouchedBy: row.import.vouchedBy });
}
