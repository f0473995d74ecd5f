import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeAccount, makeOpportunity, makeUser, unique } from "@/lib/crm/testing/fixtures";
import { nextRequest, REDIRECT_TO } from "@/test/next-request-mocks";
import { formData } from "@/test/form-data";
import { createAccountAction, deleteAccountAction, updateAccountAction } from "@/lib/crm/accounts/actions";
import { IDLE } from "@/lib/forms/action-state";
import { listAccounts } from "@/lib/crm/accounts/list-accounts";
import { listOpportunities } from "@/lib/crm/opportunities/list-opportunities";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

beforeEach(() => nextRequest.reset());

const NOT_YOURS = { status: "error", message: "That record does not exist or is not yours." };

describe("account server actions (real PostgreSQL)", () => {
  it("create: an agent's account is theirs, tagged and audited; the dashboard and account pages refresh", async () => {
    const agent = await makeUser("agent");
    signInAs(agent);
    const name = unique("Hill Country Insurance");
    const state = await createAccountAction(IDLE, formData({ name, type: "customer", status: "active", email: "office@hillcountry.example", revenue: "$250,000", tags: "bundle, referral, Bundle", industry: "", phone: "" }));
    expect(state).toMatchObject({ status: "success", message: "Account created successfully" });
    const row = await db().account.findFirstOrThrow({ where: { name }, include: { tags: { include: { tag: true } } } });
    expect(row).toMatchObject({ type: "customer", assignedTo: agent.id, email: "office@hillcountry.example", industry: null, source: "crm" });
    expect(row.revenue?.toFixed(0)).toBe("250000");
    expect(row.tags.map((t) => t.tag.name).sort()).toEqual(["bundle", "referral"]);
    expect(await db().auditLog.findFirst({ where: { action: "account.create", entityId: String(row.id), actorId: agent.id } })).not.toBeNull();
    expect(nextRequest.revalidated).toEqual(expect.arrayContaining(["/crm", "/crm-dashboard"]));
  });

  it("create from its own page (no JavaScript): success opens the new account, which says so", async () => {
    signInAs(await makeUser("agent"));
    const name = unique("Page Agency");
    const attempt = createAccountAction(IDLE, formData({ name, type: "agency", then: "open" }));
    await expect(attempt).rejects.toMatchObject({ digest: expect.stringMatching(/;\/crm\/accounts\/\d+\?notice=account-created;/) });
    const row = await db().account.findFirstOrThrow({ where: { name } });
    await expect(attempt).rejects.toMatchObject(REDIRECT_TO(`/crm/accounts/${row.id}?notice=account-created`));
    expect(row.type).toBe("agency");
  });

  it("create: the schema's field errors, with the values sent back for a form without JavaScript; nothing stored", async () => {
    signInAs(await makeUser("agent"));
    const before = await db().account.count();
    const state = await createAccountAction(IDLE, formData({ name: "x", type: "", email: "not-an-email", phone: "12", revenue: "lots", notes: "kept" }));
    expect(state).toMatchObject({
      status: "error",
      message: "Please correct the fields with errors.",
      fieldErrors: {
        name: ["Account name must be at least 2 characters"],
        type: ["Please select an account type"],
        email: ["Please enter a valid email address"],
        phone: ["Please enter a valid phone number"],
        revenue: ["Revenue must be a dollar amount"],
      },
      values: { name: "x", notes: "kept" },
    });
    expect(await db().account.count()).toBe(before);
    expect(nextRequest.revalidated).toEqual([]);
  });

  it("create: an agent cannot hand an account to someone else (a field error); an admin can", async () => {
    const [agent, other, admin] = await Promise.all([makeUser("agent"), makeUser("agent"), makeUser("admin")]);
    signInAs(agent);
    expect(await createAccountAction(IDLE, formData({ name: unique("Gift"), type: "prospect", assignedTo: String(other.id) }))).toMatchObject({
      status: "error",
      fieldErrors: { assignedTo: ["Only an admin can assign records to someone else"] },
    });
    signInAs(admin);
    const name = unique("Handed");
    expect(await createAccountAction(IDLE, formData({ name, type: "prospect", assignedTo: String(other.id) }))).toMatchObject({ status: "success" });
    expect((await db().account.findFirstOrThrow({ where: { name } })).assignedTo).toBe(other.id);
  });

  it("signed out → the sign-in page; a pending account → its account page; nothing is written", async () => {
    const agent = await makeUser("agent");
    const account = await makeAccount(agent);
    const before = await db().account.count();
    const calls = [
      () => createAccountAction(IDLE, formData({ name: unique("Nobody"), type: "prospect" })),
      () => updateAccountAction(IDLE, formData({ accountId: String(account.id), name: "Taken over", type: "customer" })),
      () => deleteAccountAction(IDLE, formData({ accountId: String(account.id) })),
    ];
    for (const call of calls) {
      signInAs(null);
      await expect(call()).rejects.toMatchObject(REDIRECT_TO("/login"));
      signInAs(await makeUser("agent", { status: "pending" }));
      await expect(call()).rejects.toMatchObject(REDIRECT_TO("/account"));
    }
    expect(await db().account.count()).toBe(before);
    expect(await db().account.findUniqueOrThrow({ where: { id: account.id } })).toMatchObject({ name: account.name, type: "prospect" });
  });

  it("update: the owner edits; an emptied field is cleared, tags replaced; the changes are audited", async () => {
    const agent = await makeUser("agent");
    signInAs(agent);
    const account = await makeAccount(agent);
    const state = await updateAccountAction(
      IDLE,
      formData({ accountId: String(account.id), name: `${account.name} LLC`, type: "customer", status: "inactive", email: "", phone: "(512) 555-0100", industry: "Insurance", revenue: "", website: "", notes: "", tags: "vip" }),
    );
    expect(state).toMatchObject({ status: "success", message: "Account updated successfully" });
    const row = await db().account.findUniqueOrThrow({ where: { id: account.id }, include: { tags: { include: { tag: true } } } });
    expect(row).toMatchObject({ name: `${account.name} LLC`, type: "customer", status: "inactive", email: null, phone: "(512) 555-0100", industry: "Insurance" });
    expect(row.tags.map((t) => t.tag.name)).toEqual(["vip"]);
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "account.update", entityId: String(account.id) }, orderBy: { id: "desc" } });
    expect(audit.changes).toMatchObject({ email: { from: account.email, to: null }, status: { from: "active", to: "inactive" }, tags: { from: "", to: "vip" } });
    expect(nextRequest.revalidated).toContain("/crm");
  });

  it("update: field errors; another agent's account is 'not found' and stays as it was; an admin may edit it", async () => {
    const [owner, other, admin] = await Promise.all([makeUser("agent"), makeUser("agent"), makeUser("admin")]);
    const account = await makeAccount(owner);
    signInAs(owner);
    expect(await updateAccountAction(IDLE, formData({ accountId: String(account.id), name: "", type: "boat" }))).toMatchObject({
      status: "error",
      fieldErrors: { name: ["Account name must be at least 2 characters"], type: ["Please select an account type"] },
    });
    signInAs(other);
    expect(await updateAccountAction(IDLE, formData({ accountId: String(account.id), name: "Taken over", type: "customer" }))).toMatchObject(NOT_YOURS);
    expect(await updateAccountAction(IDLE, formData({ accountId: "not-a-number", name: "Taken over", type: "customer" }))).toMatchObject({ status: "error" });
    expect((await db().account.findUniqueOrThrow({ where: { id: account.id } })).name).toBe(account.name);
    signInAs(admin);
    await expect(updateAccountAction(IDLE, formData({ accountId: String(account.id), name: "Checked by admin", type: "prospect", then: "open" }))).rejects.toMatchObject(
      REDIRECT_TO(`/crm/accounts/${account.id}?notice=account-updated`),
    );
    expect(await db().account.findUniqueOrThrow({ where: { id: account.id } })).toMatchObject({ name: "Checked by admin", assignedTo: owner.id });
  });

  it("delete (soft): another agent gets 'not found'; the owner deletes it, it leaves the lists with its deals, audited, and lands on the accounts list", async () => {
    const [owner, other] = await Promise.all([makeUser("agent"), makeUser("agent")]);
    const account = await makeAccount(owner);
    const deal = await makeOpportunity(owner, account.id);
    signInAs(other);
    expect(await deleteAccountAction(IDLE, formData({ accountId: String(account.id) }))).toMatchObject(NOT_YOURS);
    expect(await db().account.findUnique({ where: { id: account.id } })).not.toBeNull();
    signInAs(owner);
    await expect(deleteAccountAction(IDLE, formData({ accountId: String(account.id) }))).rejects.toMatchObject(REDIRECT_TO("/crm?tab=accounts&notice=account-deleted"));
    // Kept 30 days for Undo (the Deleted view), gone from every list and figure meanwhile.
    expect((await db().account.findUniqueOrThrow({ where: { id: account.id } })).deletedById).toBe(owner.id);
    expect(await listAccounts(owner, { q: "", type: "all", page: 1, pageSize: 100, sort: "createdAt", dir: "desc", hide: [] }).then((p) => p.rows.map((r) => r.id))).not.toContain(account.id);
    expect(await listOpportunities(owner, { q: "", stage: "all", page: 1, pageSize: 100, sort: "createdAt", dir: "desc", hide: [] }).then((p) => p.rows.map((r) => r.id))).not.toContain(deal.id);
    expect(await db().auditLog.findFirst({ where: { action: "account.delete", entityId: String(account.id), actorId: owner.id } })).not.toBeNull();
    expect(nextRequest.revalidated).toContain("/crm");
    // Deleting it again: the same "not found", no crash.
    expect(await deleteAccountAction(IDLE, formData({ accountId: String(account.id) }))).toMatchObject(NOT_YOURS);
  });
});
