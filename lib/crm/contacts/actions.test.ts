import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeAccount, makeUser } from "@/lib/crm/testing/fixtures";
import { nextRequest, REDIRECT_TO } from "@/test/next-request-mocks";
import { addContactAction, removeContactAction, updateContactAction } from "@/lib/crm/contacts/actions";
import { IDLE } from "@/lib/forms/action-state";
import { formData } from "@/test/form-data";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

beforeEach(() => nextRequest.reset());

const NOT_YOURS = { status: "error", message: "That record does not exist or is not yours." };
const contactsOf = (accountId: number) => db().crmContact.findMany({ where: { accountId }, orderBy: { id: "asc" } });

describe("an account's contacts (real PostgreSQL)", () => {
  it("added, edited and removed, with the spec's validation and one primary contact per account", async () => {
    const owner = await makeUser("agent");
    const account = await makeAccount(owner);
    signInAs(owner);
    expect(await addContactAction(IDLE, formData({ accountId: account.id, firstName: "A", lastName: "B", email: "nope", phone: "123" }))).toMatchObject({
      status: "error",
      fieldErrors: {
        firstName: ["First name must be at least 2 characters"],
        lastName: ["Last name must be at least 2 characters"],
        email: ["Please enter a valid email address"],
        phone: ["Please enter a valid phone number"],
      },
    });
    expect(await addContactAction(IDLE, formData({ accountId: account.id, firstName: "Maria", lastName: "Treviño", email: "maria@agency.example" }))).toMatchObject({ status: "success", message: "Contact added" });
    expect(await addContactAction(IDLE, formData({ accountId: account.id, firstName: "Jo", lastName: "Ng", phone: "(512) 555-0142" }))).toMatchObject({ status: "success" });
    let [maria, jo] = await contactsOf(account.id);
    // The first contact of an account is its primary contact.
    expect(maria).toMatchObject({ firstName: "Maria", lastName: "Treviño", isPrimary: true });
    expect(jo).toMatchObject({ isPrimary: false, phone: "(512) 555-0142", email: null });

    // Making Jo primary demotes Maria; an empty optional field is cleared.
    expect(await updateContactAction(IDLE, formData({ contactId: jo!.id, firstName: "Jo", lastName: "Ng", title: "Office manager", isPrimary: "on" }))).toMatchObject({ message: "Contact updated" });
    [maria, jo] = await contactsOf(account.id);
    expect([maria!.isPrimary, jo!.isPrimary]).toEqual([false, true]);
    expect(jo).toMatchObject({ title: "Office manager", phone: null });
    expect(await db().auditLog.findFirst({ where: { action: "contact.update", entity: "account", entityId: String(account.id) } })).toMatchObject({ actorId: owner.id });

    // Removing the primary contact promotes the one left.
    expect(await removeContactAction(IDLE, formData({ contactId: jo!.id }))).toMatchObject({ message: "Contact removed" });
    expect(await contactsOf(account.id)).toEqual([expect.objectContaining({ id: maria!.id, isPrimary: true })]);
  });

  it("another agent's account: not found, nothing written; signed out: the sign-in page", async () => {
    const [owner, other] = [await makeUser("agent"), await makeUser("agent")];
    const account = await makeAccount(owner);
    const contact = await db().crmContact.create({ data: { accountId: account.id, firstName: "Lee", lastName: "Park", isPrimary: true } });
    signInAs(other);
    expect(await addContactAction(IDLE, formData({ accountId: account.id, firstName: "Eve", lastName: "Intruder" }))).toMatchObject(NOT_YOURS);
    expect(await updateContactAction(IDLE, formData({ contactId: contact.id, firstName: "Eve", lastName: "Intruder" }))).toMatchObject(NOT_YOURS);
    expect(await removeContactAction(IDLE, formData({ contactId: contact.id }))).toMatchObject(NOT_YOURS);
    expect(await contactsOf(account.id)).toEqual([expect.objectContaining({ firstName: "Lee", lastName: "Park" })]);
    signInAs(null);
    await expect(removeContactAction(IDLE, formData({ contactId: contact.id }))).rejects.toMatchObject(REDIRECT_TO("/login"));
  });
});
