/** The consent notice version shown under the contact form (its text lives in lib/leads/consent.ts). */
export const CONTACT_CONSENT_VERSION = "contact-2025-01" as const;
