import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { liveOwnedBy, visibleLeadWhere } from "@/lib/crm/scope";
import type { Prisma } from "@/lib/generated/prisma/client";

export type ConvertResult = { accountId: number; contactId: number | null; created: boolean };
/** The person is already a client: the account made from another of their leads, offered instead of a second one. */
export type ExistingAccountOffer = { offer: { accountId: number; name: string; fromLeadId: number } };
/** `useAccount`: link the lead to that existing account; `createNew`: make a second account anyway. */
export type ConvertChoice = { useAccount?: number | null; createNew?: boolean };

/** "Maria de la Cruz" → first "Maria", last "de la Cruz"; a single word is the first name. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/);
  return { firstName: parts[0] ?? fullName, lastName: parts.slice(1).join(" ") };
}

/**
 * Convert to Account: a prospect account from the lead (named after the agency when there is one),
 * its primary contact from the lead's person, the lead linked to the account and marked contacted.
 * Owned by the lead's agent (or the admin converting an unassigned lead). Converting a lead that
 * already has an account opens that account instead of creating a second one. One transaction,
 * audited as lead.convert and account.create.
 */
export async function convertLead(actor: SessionUser, leadId: number, choice: ConvertChoice = {}): Promise<ConvertResult | ExistingAccountOffer> {
  return db().$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "leads" WHERE "id" = ${leadId} AND "deletedAt" IS NULL FOR UPDATE`;
    if (locked.length === 0) throw new CrmNotFoundError("lead");
    const lead = await tx.lead.findFirst({ where: { id: leadId, ...visibleLeadWhere(actor) } });
    if (!lead) throw new CrmNotFoundError("lead");
    if (lead.accountId) {
      const existing = await tx.account.findFirst({ where: { id: lead.accountId, ...liveOwnedBy(actor) }, select: { id: true } });
      if (existing) return { accountId: existing.id, contactId: null, created: false };
    }
    // The person's other lead (its original, a repeat, or the same e-mail or phone) may already be a client.
    const twin = choice.createNew ? null : await convertedTwin(tx, actor, lead);
    if (twin && choice.useAccount === twin.accountId) {
      await tx.lead.update({ where: { id: leadId }, data: { accountId: twin.accountId, ...(lead.status === "new" ? { status: "contacted" } : {}) } });
      await recordAudit({ actorId: actor.id, action: "lead.convert", entity: "lead", entityId: leadId, changes: { accountId: twin.accountId, existingAccount: true, fromLead: twin.fromLeadId } }, tx);
      return { accountId: twin.accountId, contactId: null, created: false };
    }
    if (twin) return { offer: twin };
    const owner = lead.assignedTo ?? actor.id;
    const account = await tx.account.create({
      data: {
        name: lead.agencyName?.trim() || lead.fullName,
        type: "prospect",
        status: "active",
        email: lead.email,
        phone: lead.phone,
        address: lead.address,
        city: lead.city,
        state: lead.state,
        zipCode: lead.zipCode,
        source: lead.source ?? "lead",
        assignedTo: owner,
        leadScore: lead.verificationScore,
        lifecycleStage: "lead",
        preferredContactMethod: lead.doNotContact ? "do_not_contact" : "email",
        notes: lead.notes,
      },
      select: { id: true, name: true },
    });
    const { firstName, lastName } = splitName(lead.fullName);
    const contact = await tx.crmContact.create({
      data: {
        accountId: account.id,
        firstName,
        lastName,
        email: lead.email,
        phone: lead.phone,
        address: lead.address,
        city: lead.city,
        state: lead.state,
        zipCode: lead.zipCode,
        isPrimary: true,
        leadSource: lead.source,
        leadScore: lead.verificationScore,
        emailOptIn: !lead.doNotContact,
        smsOptIn: false,
      },
      select: { id: true },
    });
    await tx.lead.update({ where: { id: leadId }, data: { accountId: account.id, ...(lead.status === "new" ? { status: "contacted" } : {}) } });
    await recordAudit({ actorId: actor.id, action: "account.create", entity: "account", entityId: account.id, changes: { name: account.name, fromLead: leadId, assignedTo: owner } }, tx);
    await recordAudit({ actorId: actor.id, action: "lead.convert", entity: "lead", entityId: leadId, changes: { accountId: account.id, contactId: contact.id } }, tx);
    return { accountId: account.id, contactId: contact.id, created: true };
  });
}

/**
 * An account already made from another lead of the same person (linked as original or repeat, or with
 * the same normalised e-mail or phone) that the user may see and that is not deleted.
 */
async function convertedTwin(
  tx: Prisma.TransactionClient,
  actor: SessionUser,
  lead: { id: number; duplicateOfId: number | null; emailNormalized: string | null; phoneE164: string | null },
): Promise<ExistingAccountOffer["offer"] | null> {
  const same: Prisma.LeadWhereInput[] = [
    { id: lead.duplicateOfId ?? -1 },
    { duplicateOfId: lead.id },
    ...(lead.duplicateOfId ? [{ duplicateOfId: lead.duplicateOfId }] : []),
    ...(lead.emailNormalized ? [{ emailNormalized: lead.emailNormalized }] : []),
    ...(lead.phoneE164 ? [{ phoneE164: lead.phoneE164 }] : []),
  ];
  const other = await tx.lead.findFirst({
    where: { id: { not: lead.id }, accountId: { not: null }, OR: same, account: liveOwnedBy(actor) },
    select: { id: true, account: { select: { id: true, name: true } } },
    orderBy: { createdAt: "asc" },
  });
  return other?.account ? { accountId: other.account.id, name: other.account.name, fromLeadId: other.id } : null;
}
