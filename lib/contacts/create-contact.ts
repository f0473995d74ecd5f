import "server-only";
import { db } from "@/lib/db";
import { CONTACT_CONSENT_VERSION } from "@/lib/contacts/consent-version";
import { consentText } from "@/lib/leads/consent";
import { siteConfig } from "@/lib/site";
import {
  DUPLICATE_WINDOW_DAYS,
  normalizeEmail,
  normalizePhone,
  toValidationResult,
  verificationColumns,
  verifyContact,
  type DuplicateRef,
  type ValidationResult,
} from "@/lib/verification";
import type { ContactInput } from "@/lib/schemas/contact";

const withoutAddress = ({ addressValid: _unused, ...columns }: ReturnType<typeof verificationColumns>) => columns;

export type ContactMeta = {
  ip: string | null;
  userAgent: string | null;
  /** The page the form was sent from (Referer header). */
  pageUrl: string | null;
  now?: Date;
};

export type CreateContactResult = { id: number; validation: ValidationResult };

/**
 * Stores a contact-form message with its verification result, normalised e-mail/phone and the consent
 * evidence (the exact notice shown, its version, time, IP, user agent and page). Anonymous, so the
 * verification score is what tells a real prospect from a bot in the CRM.
 */
export async function createContact(input: ContactInput, meta: ContactMeta): Promise<CreateContactResult> {
  const now = meta.now ?? new Date();
  const emailNormalized = normalizeEmail(input.email);
  const phoneE164 = normalizePhone(input.phone);
  const duplicateOf = await findRecentDuplicate(emailNormalized, phoneE164, now);

  const result = verifyContact({
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    agencyName: input.agencyName || null,
    honeypot: input.website ?? null,
    // Both times come from the browser's clock (or neither is used): never mix two clocks.
    formStartedAt: input.formStartedAt ?? null,
    submittedAt: input.submittedAt ?? null,
    duplicateOf,
  });

  const row = await db().contact.create({
    data: {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      agencyName: input.agencyName || null,
      subject: input.subject,
      message: input.message,
      // A contact form has no address: every verification column but addressValid.
      ...withoutAddress(verificationColumns(result)),
      emailNormalized: result.normalized.email ?? emailNormalized,
      phoneE164: result.normalized.phoneE164 ?? phoneE164,
      consentText: consentText(CONTACT_CONSENT_VERSION, siteConfig().name),
      consentVersion: CONTACT_CONSENT_VERSION,
      consentAt: now,
      consentIp: meta.ip,
      consentUserAgent: meta.userAgent,
      consentPageUrl: meta.pageUrl?.slice(0, 2048) ?? null,
    },
    select: { id: true },
  });
  return { id: row.id, validation: toValidationResult(result) };
}

async function findRecentDuplicate(email: string | null, phone: string | null, now: Date): Promise<DuplicateRef | null> {
  const or = [...(email ? [{ emailNormalized: email }] : []), ...(phone ? [{ phoneE164: phone }] : [])];
  if (or.length === 0) return null;
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  return db().contact.findFirst({
    where: { OR: or, createdAt: { gte: since } },
    orderBy: { createdAt: "desc" },
    select: { id: true, createdAt: true },
  });
}
