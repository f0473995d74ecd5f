import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { normalizeEmail, normalizePhone } from "@/lib/verification";

type Tx = Prisma.TransactionClient;

/** What a CRM delivery tells us about who the deal is for. */
export type DealIdentity = {
  provider: string;
  dealId: string | null;
  /** Our lead id as the CRM carries it: "123" or "L-123". */
  leadRef: string | null;
  email: string | null;
  phone: string | null;
};

export type LeadMatch = { leadId: number; by: "lead_id" | "link" | "email" | "phone" };

/** "L-8842", "l8842", "8842" → 8842. */
export function parseLeadRef(ref: string | null | undefined): number | null {
  const m = ref?.trim().match(/^(?:L-?)?(\d{1,10})$/i);
  const id = m ? Number(m[1]) : NaN;
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * Finds our lead for a CRM deal: by our lead id when the CRM carries it, else by a link learned
 * earlier for the same deal, else by the normalised e-mail, else by the E.164 phone (the original
 * lead preferred over its duplicates, then the newest). A match through the lead id, e-mail or
 * phone is remembered for the deal, so later deliveries carrying only the deal id match too.
 */
export async function matchLead(tx: Tx, who: DealIdentity): Promise<LeadMatch | null> {
  const match = await find(tx, who);
  if (match && who.dealId && match.by !== "link") {
    await tx.crmDealLink.upsert({
      where: { provider_externalId: { provider: who.provider, externalId: who.dealId } },
      update: { leadId: match.leadId },
      create: { provider: who.provider, externalId: who.dealId, leadId: match.leadId },
    });
  }
  return match;
}

async function find(tx: Tx, who: DealIdentity): Promise<LeadMatch | null> {
  const byId = parseLeadRef(who.leadRef);
  if (byId !== null && (await tx.lead.findUnique({ where: { id: byId }, select: { id: true } }))) return { leadId: byId, by: "lead_id" };
  if (who.dealId) {
    const link = await tx.crmDealLink.findUnique({ where: { provider_externalId: { provider: who.provider, externalId: who.dealId } }, select: { leadId: true } });
    if (link && (await tx.lead.findUnique({ where: { id: link.leadId }, select: { id: true } }))) return { leadId: link.leadId, by: "link" };
  }
  const email = normalizeEmail(who.email);
  if (email) {
    const lead = await tx.lead.findFirst({ where: { emailNormalized: email }, orderBy: [{ duplicateOfId: { sort: "asc", nulls: "first" } }, { createdAt: "desc" }], select: { id: true } });
    if (lead) return { leadId: lead.id, by: "email" };
  }
  const phone = normalizePhone(who.phone);
  if (phone) {
    const lead = await tx.lead.findFirst({ where: { phoneE164: phone }, orderBy: [{ duplicateOfId: { sort: "asc", nulls: "first" } }, { createdAt: "desc" }], select: { id: true } });
    if (lead) return { leadId: lead.id, by: "phone" };
  }
  return null;
}

/** An admin's manual link: this deal is this lead, from now on. */
export async function linkDeal(tx: Tx, provider: string, dealId: string, leadId: number, actorId: number): Promise<void> {
  await tx.crmDealLink.upsert({
    where: { provider_externalId: { provider, externalId: dealId } },
    update: { leadId, linkedBy: actorId },
    create: { provider, externalId: dealId, leadId, linkedBy: actorId },
  });
}
