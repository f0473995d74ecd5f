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
  const viaId = byId === null ? null : await survivorOf(tx, byId);
  if (viaId !== null) return { leadId: viaId, by: "lead_id" };
  if (who.dealId) {
    const link = await tx.crmDealLink.findUnique({ where: { provider_externalId: { provider: who.provider, externalId: who.dealId } }, select: { leadId: true } });
    const viaLink = link ? await survivorOf(tx, link.leadId) : null;
    if (viaLink !== null) return { leadId: viaLink, by: "link" };
  }
  const email = normalizeEmail(who.email);
  if (email) {
    const lead = await tx.lead.findFirst({ where: { emailNormalized: email, deletedAt: null }, orderBy: [{ duplicateOfId: { sort: "asc", nulls: "first" } }, { createdAt: "desc" }], select: { id: true } });
    if (lead) return { leadId: lead.id, by: "email" };
  }
  const phone = normalizePhone(who.phone);
  if (phone) {
    const lead = await tx.lead.findFirst({ where: { phoneE164: phone, deletedAt: null }, orderBy: [{ duplicateOfId: { sort: "asc", nulls: "first" } }, { createdAt: "desc" }], select: { id: true } });
    if (lead) return { leadId: lead.id, by: "phone" };
  }
  return null;
}

/** The lead itself, or the lead it was merged into (a merge keeps the CRM's ids working); null when it does not exist. */
async function survivorOf(tx: Tx, leadId: number): Promise<number | null> {
  let id = leadId;
  for (let hops = 0; hops < 5; hops++) {
    const lead = await tx.lead.findUnique({ where: { id }, select: { id: true, mergedIntoId: true } });
    if (!lead) return null;
    if (lead.mergedIntoId === null) return lead.id;
    id = lead.mergedIntoId;
  }
  return id;
}

/** An admin's manual link: this deal is this lead, from now on. */
export async function linkDeal(tx: Tx, provider: string, dealId: string, leadId: number, actorId: number): Promise<void> {
  await tx.crmDealLink.upsert({
    where: { provider_externalId: { provider, externalId: dealId } },
    update: { leadId, linkedBy: actorId },
    create: { provider, externalId: dealId, leadId, linkedBy: actorId },
  });
}
