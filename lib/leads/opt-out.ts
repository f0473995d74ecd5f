import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit/record";
import { normalizeEmail, normalizePhone } from "@/lib/verification";

/**
 * Records a consent revocation and marks every matching lead and contact do-not-contact, in one
 * transaction. Future submissions from the same e-mail or phone are stored as do-not-contact too
 * (lib/leads/lookups.ts). Returns how many records were marked (not shown to the visitor).
 */
export async function revokeConsent(input: { email?: string; phone?: string }, meta: { ip: string | null; channel: string }) {
  const email = input.email ? normalizeEmail(input.email) ?? input.email.toLowerCase() : null;
  const phoneE164 = input.phone ? normalizePhone(input.phone) : null;
  const match = [...(email ? [{ emailNormalized: email }] : []), ...(phoneE164 ? [{ phoneE164 }] : [])];
  const now = new Date();
  return db().$transaction(async (tx) => {
    const revocation = await tx.consentRevocation.create({ data: { email, phoneE164, channel: meta.channel, ip: meta.ip } });
    const leads = match.length
      ? await tx.lead.updateMany({ where: { OR: match, doNotContact: false }, data: { doNotContact: true, doNotContactAt: now } })
      : { count: 0 };
    const contacts = match.length
      ? await tx.contact.updateMany({ where: { OR: match, doNotContact: false }, data: { doNotContact: true } })
      : { count: 0 };
    await recordAudit(
      { action: "consent.revoke", entity: "consent_revocation", entityId: revocation.id, changes: { leads: leads.count, contacts: contacts.count, channel: meta.channel } },
      tx,
    );
    return { leads: leads.count, contacts: contacts.count };
  });
}
