import { IMPORTED_CONSENT_VERSION } from "@/lib/constants";

/**
 * Whether a lead's recorded consent covers automated texts (issue 33). An automated marketing text
 * needs prior express written consent that names texts and automated technology (TCPA). Our own
 * notices say so or do not, by version (lib/leads/consent.ts): the landing page's and the quote
 * funnels' do; the contact form's and the chat's only agree to a reply. A vendor's or Meta's text is
 * read for the same two things. An imported lead carries no consent captured by us. Someone who texted
 * us first may be answered (the caller checks that apart). No server-only code: the lead page says why.
 */
export type TextConsent = { ok: true; wording: string } | { ok: false; reason: string };

const COVERS_AUTOMATED_TEXTS: Record<string, boolean> = {
  "landing-2025-01": true,
  "quote-2025-01": true,
  "contact-2025-01": false,
  "chat-2025-01": false,
};

const MENTIONS_TEXTS = /\b(text(s|ed|ing)?|text messages?|sms)\b/i;
const MENTIONS_AUTOMATION = /\b(automat(ed|ic|ically)|autodial(ed|er)?|auto-dial(ed|er)?|artificial|prerecorded|pre-recorded)\b/i;

export function textConsentOf(lead: { consentVersion: string | null; consentText: string | null }): TextConsent {
  const v = lead.consentVersion;
  if (!v) return { ok: false, reason: "No consent is recorded for this lead" };
  if (v === IMPORTED_CONSENT_VERSION) return { ok: false, reason: "An imported lead's consent was not captured by us: no automated texts" };
  if (v in COVERS_AUTOMATED_TEXTS) {
    return COVERS_AUTOMATED_TEXTS[v] ? { ok: true, wording: `consent notice ${v}` } : { ok: false, reason: `The consent notice ${v} does not cover automated texts` };
  }
  const text = lead.consentText ?? "";
  if (MENTIONS_TEXTS.test(text) && MENTIONS_AUTOMATION.test(text)) return { ok: true, wording: `the consent text recorded with the lead (${v})` };
  return { ok: false, reason: `The consent text recorded with the lead (${v}) does not mention automated texts` };
}
