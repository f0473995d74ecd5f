import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { leadScope } from "@/lib/crm/scope";
import { recordAudit } from "@/lib/audit/record";
import { consentRecordFromLead, consentRecordHash, type ConsentEvidence, type ConsentRecord } from "@/lib/leads/consent-record";
import { textingHistory, type TextingHistory } from "@/lib/texting/consent-history";

/** What "Download consent record" gives: the record, the hash stored at capture, the hash now, and what they mean. */
export type ConsentDownload = {
  record: ConsentRecord;
  storedHash: string | null;
  recomputedHash: string;
  /** true: unchanged since capture; false: something changed; null: no hash was stored (captured before hashing). */
  matches: boolean | null;
  verdict: string;
  evidenceNote: string;
  algorithm: "SHA-256 of the record's canonical JSON (keys sorted at every depth)";
  generatedAt: string;
  /** Issue 33: texts sent and received, opt-outs and opt-ins since capture (not part of the hashed record). */
  texting: TextingHistory;
};

const EVIDENCE_NOTES: Record<ConsentEvidence, string> = {
  web: "Captured by our own web form: the notice shown beside the submit button, the time, the visitor's address, browser and page, and the fields sent.",
  chat: "Captured in our chat assistant: the notice shown in the chat, the time, the visitor's address, browser and page, and the details given.",
  vendor: "Captured by a lead vendor, not by us: the vendor vouched for the consent with the text its own form showed. We hold what the vendor sent.",
  lead_ads: "Captured on Meta's Lead Ads form under the advertiser's privacy notice: Meta vouches for it; we hold what Meta's webhook delivered.",
  imported: "Imported from a file by an admin: no consent was captured by us. Whoever supplied the file vouches for it.",
  sms: "The person texted our number first: no notice was shown and no written consent was given. Their text may be answered; automated texts go only to people who texted first or agreed to them.",
};

/**
 * The consent record of a lead the user may see (deleted leads included, for their owner and admins):
 * rebuilt from the lead's stored columns and hashed again, compared with the hash stored at capture.
 * Audited (`lead.consent_download`), without the record's personal data.
 */
export async function consentDownload(user: SessionUser, leadId: number, now = new Date()): Promise<ConsentDownload | null> {
  const lead = await db().lead.findFirst({
    where: { id: leadId, ...leadScope(user) },
    select: {
      id: true,
      source: true,
      consentText: true,
      consentVersion: true,
      consentAt: true,
      consentIp: true,
      consentUserAgent: true,
      consentPageUrl: true,
      consentFields: true,
      consentHash: true,
      createdAt: true,
    },
  });
  if (!lead) return null;
  const record = consentRecordFromLead(lead);
  const recomputedHash = consentRecordHash(record);
  const matches = lead.consentHash ? lead.consentHash === recomputedHash : null;
  const verdict =
    matches === null
      ? "No hash was stored for this lead: it was captured before consent records were hashed (or entered without one). The record is rebuilt from what the lead holds now and cannot prove that nothing changed since."
      : matches
        ? "The record matches the SHA-256 stored when the lead was captured: nothing in it has changed since."
        : "The record does NOT match the SHA-256 stored when the lead was captured: something in it was changed after capture.";
  await recordAudit({ actorId: user.id, action: "lead.consent_download", entity: "lead", entityId: leadId, changes: { matches, storedHash: lead.consentHash } });
  return {
    record,
    storedHash: lead.consentHash,
    recomputedHash,
    matches,
    verdict,
    evidenceNote: EVIDENCE_NOTES[record.evidence],
    algorithm: "SHA-256 of the record's canonical JSON (keys sorted at every depth)",
    generatedAt: now.toISOString(),
    texting: await textingHistory(leadId),
  };
}
