import "server-only";
import { db } from "@/lib/db";
import { CONTACT_LIST_LIMIT } from "@/lib/constants";

/**
 * The most recent contact-form messages, newest first (GET /api/contacts). Consent IP and user agent
 * stay in the database: they are evidence, not something the list needs to show.
 */
export async function listRecentContacts(limit: number = CONTACT_LIST_LIMIT) {
  return db().contact.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: {
      id: true,
      firstName: true,
      lastName: true,
      email: true,
      phone: true,
      agencyName: true,
      subject: true,
      message: true,
      isVerified: true,
      verificationScore: true,
      verificationFlags: true,
      verificationReasoning: true,
      nameValid: true,
      phoneValid: true,
      emailValid: true,
      emailNormalized: true,
      phoneE164: true,
      consentVersion: true,
      consentAt: true,
      consentPageUrl: true,
      createdAt: true,
    },
  });
}

export type ContactListItem = Awaited<ReturnType<typeof listRecentContacts>>[number];
