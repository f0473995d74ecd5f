/**
 * The consent notices our forms show, by version. A form renders `CONSENT_NOTICES[v].text` next
 * to its submit button and sends `consentVersion: v`; the server stores that exact text with the
 * lead (TCPA evidence), so the record always matches what the visitor saw. Never edit a published
 * version's text: add a new version instead. `{company}` is replaced with the company name.
 */
export type ConsentVersion = keyof typeof CONSENT_NOTICES;

export const CONSENT_NOTICES = {
  "landing-2025-01": {
    form: "Free marketing analysis (/landing)",
    text:
      "By clicking Get My Free Analysis, you agree that {company} may contact you by phone, text message and e-mail, " +
      "including marketing messages sent with automated technology, at the number and address you provided. " +
      "Consent is not a condition of any purchase. Message and data rates may apply. Reply STOP to opt out at any time.",
  },
  "quote-2025-01": {
    form: "Consumer quote request (funnels and ad landing pages)",
    text:
      "By submitting this request, you agree that {company} and the licensed Texas insurance agent matched to you may " +
      "contact you about insurance quotes by phone, text message and e-mail, including calls and texts sent with " +
      "automated technology, at the number you provided. Consent is not a condition of purchase. Message and data " +
      "rates may apply. You can opt out at any time by replying STOP or visiting /opt-out.",
  },
  "contact-2025-01": {
    form: "Contact form",
    text:
      "By sending this message, you agree that {company} may reply by phone, text message or e-mail at the contact " +
      "details you provided. Consent is not a condition of purchase. You can opt out at any time at /opt-out.",
  },
  "chat-2025-01": {
    form: "Chat assistant",
    text:
      "If you share your name, e-mail or phone number in this chat, you agree that {company} may contact you about " +
      "our services by phone, text message or e-mail. Consent is not a condition of purchase. Opt out any time at /opt-out.",
  },
} as const;

/**
 * Whether a lead's recorded consent lets us pass the person to a licensed agent (the marketplace):
 * our quote notices name "the licensed Texas insurance agent matched to you"; a vendor's or Meta's
 * form carries its own text ("vendor"); the landing page's, contact form's and chat's notices name only
 * us, and a lead with no consent recorded has none.
 */
export function consentCoversAgents(version: string | null | undefined): boolean {
  return !!version && (version.startsWith("quote-") || version === "vendor");
}

export function isConsentVersion(v: string | null | undefined): v is ConsentVersion {
  return !!v && Object.prototype.hasOwnProperty.call(CONSENT_NOTICES, v);
}

export function consentText(version: ConsentVersion, company: string): string {
  return CONSENT_NOTICES[version].text.replaceAll("{company}", company);
}
