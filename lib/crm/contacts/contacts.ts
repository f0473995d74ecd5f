import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { changedFields } from "@/lib/crm/audit-diff";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { liveOwnedBy } from "@/lib/crm/scope";
import type { ContactCreate, ContactUpdate } from "@/lib/schemas/crm-contact";

type Tx = Prisma.TransactionClient;

const CONTACT_FIELDS = { id: true, accountId: true, firstName: true, lastName: true, title: true, email: true, phone: true, mobile: true, isPrimary: true } as const;

/**
 * The account page's contacts: added, edited and removed by whoever may see the account. One contact
 * per account is primary (a partial unique index holds it): making one primary demotes the other, the
 * first contact of an account is primary, and removing the primary promotes the oldest left. Audited on
 * the account (entity `contact`, with the account's id), without the contact's e-mail or phone.
 */
export async function addContact(actor: SessionUser, input: ContactCreate): Promise<{ id: number }> {
  const { accountId, isPrimary, ...fields } = input;
  return db().$transaction(async (tx) => {
    await lockAccount(tx, actor, accountId);
    const hasPrimary = (await tx.crmContact.count({ where: { accountId, isPrimary: true } })) > 0;
    const primary = isPrimary || !hasPrimary;
    if (primary) await tx.crmContact.updateMany({ where: { accountId, isPrimary: true }, data: { isPrimary: false } });
    const row = await tx.crmContact.create({ data: { accountId, ...nulls(fields), isPrimary: primary }, select: { id: true } });
    await recordAudit({ actorId: actor.id, action: "contact.create", entity: "account", entityId: accountId, changes: { contactId: row.id, name: `${fields.firstName} ${fields.lastName}`, isPrimary: primary } }, tx);
    return row;
  });
}

export async function updateContact(actor: SessionUser, input: ContactUpdate): Promise<void> {
  const { contactId, isPrimary, ...fields } = input;
  await db().$transaction(async (tx) => {
    const before = await visibleContact(tx, actor, contactId);
    await lockAccount(tx, actor, before.accountId);
    if (isPrimary && !before.isPrimary) await tx.crmContact.updateMany({ where: { accountId: before.accountId, isPrimary: true }, data: { isPrimary: false } });
    // The primary contact stays primary until another one is made primary (an account keeps one).
    const primary = isPrimary || before.isPrimary;
    const data = { ...nulls(fields), isPrimary: primary };
    await tx.crmContact.update({ where: { id: contactId }, data });
    const changes: Record<string, unknown> = { ...changedFields(before, data) };
    for (const k of ["email", "phone", "mobile"]) if (k in changes) changes[k] = "changed";
    if (Object.keys(changes).length) await recordAudit({ actorId: actor.id, action: "contact.update", entity: "account", entityId: before.accountId, changes: { contactId, ...changes } as Prisma.InputJsonObject }, tx);
  });
}

export async function removeContact(actor: SessionUser, contactId: number): Promise<void> {
  await db().$transaction(async (tx) => {
    const contact = await visibleContact(tx, actor, contactId);
    await lockAccount(tx, actor, contact.accountId);
    await tx.crmContact.delete({ where: { id: contactId } });
    if (contact.isPrimary) {
      const next = await tx.crmContact.findFirst({ where: { accountId: contact.accountId }, orderBy: { id: "asc" }, select: { id: true } });
      if (next) await tx.crmContact.update({ where: { id: next.id }, data: { isPrimary: true } });
    }
    await recordAudit({ actorId: actor.id, action: "contact.delete", entity: "account", entityId: contact.accountId, changes: { contactId, name: `${contact.firstName} ${contact.lastName}` } }, tx);
  });
}

/** Optional fields left empty are cleared. */
function nulls(fields: Omit<ContactCreate, "accountId" | "isPrimary">) {
  return {
    firstName: fields.firstName,
    lastName: fields.lastName,
    title: fields.title ?? null,
    department: fields.department ?? null,
    email: fields.email ?? null,
    phone: fields.phone ?? null,
    mobile: fields.mobile ?? null,
  };
}

async function lockAccount(tx: Tx, actor: SessionUser, accountId: number): Promise<void> {
  const agentId = actor.role === "admin" ? null : actor.id;
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "accounts" WHERE "id" = ${accountId} AND "deletedAt" IS NULL AND (${agentId}::int IS NULL OR "assignedTo" = ${agentId}::int) FOR UPDATE`;
  if (rows.length === 0) throw new CrmNotFoundError("account");
}

async function visibleContact(tx: Tx, actor: SessionUser, contactId: number) {
  const contact = await tx.crmContact.findFirst({ where: { id: contactId, account: liveOwnedBy(actor) }, select: CONTACT_FIELDS });
  if (!contact) throw new CrmNotFoundError("contact");
  return contact;
}
