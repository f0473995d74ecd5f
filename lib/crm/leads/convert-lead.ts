import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { ownedBy } from "@/lib/crm/scope";

export type ConvertResult = { accountId: number; contactId: number | null; created: boolean };

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
export async function convertLead(actor: SessionUser, leadId: number): Promise<ConvertResult> {
  return db().$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "leads" WHERE "id" = ${leadId} FOR UPDATE`;
    if (locked.length === 0) throw new CrmNotFoundError("lead");
    const lead = await tx.lead.findFirst({ where: { id: leadId, ...(actor.role === "admin" ? {} : { assignedTo: actor.id }) } });
    if (!lead) throw new CrmNotFoundError("lead");
    if (lead.accountId) {
      const existing = await tx.account.findFirst({ where: { id: lead.accountId, ...ownedBy(actor) }, select: { id: true } });
      if (existing) return { accountId: existing.id, contactId: null, created: false };
    }
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
