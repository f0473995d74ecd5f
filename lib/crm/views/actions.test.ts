import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeUser, unique } from "@/lib/crm/testing/fixtures";
import { nextRequest, REDIRECT_TO } from "@/test/next-request-mocks";
import { deleteViewAction, saveViewAction } from "@/lib/crm/views/actions";
import { listSavedViews } from "@/lib/crm/views/saved-views";
import { IDLE } from "@/lib/forms/action-state";
import { formData } from "@/test/form-data";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

beforeEach(() => nextRequest.reset());

describe("saved views (the spec's reports table; real PostgreSQL)", () => {
  it("saves the table's filters, sort and columns, private or shared with the team; only the owner (or an admin) deletes", async () => {
    const [pat, sam, admin] = [await makeUser("agent"), await makeUser("agent"), await makeUser("admin")];
    const priv = unique("Hot verified");
    const shared = unique("Team view");
    signInAs(pat);
    expect(await saveViewAction(IDLE, formData({ table: "leads", name: "x" }))).toMatchObject({ fieldErrors: { name: ["View name must be at least 2 characters"] } });
    expect(await saveViewAction(IDLE, formData({ table: "leads", name: priv, query: "filter=high&sort=verificationScore&dir=desc&hide=phone&page=4&evil=1" }))).toMatchObject({
      status: "success",
      message: `View "${priv}" saved`,
    });
    expect(await saveViewAction(IDLE, formData({ table: "accounts", name: shared, shared: "on", query: "type=customer&q=austin" }))).toMatchObject({
      message: `View "${shared}" saved and shared with the team`,
    });
    const row = await db().report.findFirstOrThrow({ where: { name: priv } });
    expect(row).toMatchObject({ type: "leads_view", isPublic: false, createdBy: pat.id, config: { filter: "high", sort: "verificationScore", dir: "desc", hide: "phone" } });

    // Sam sees the shared accounts view, not Pat's private leads view.
    expect((await listSavedViews(sam, "leads")).map((v) => v.name)).not.toContain(priv);
    expect((await listSavedViews(sam, "accounts")).find((v) => v.name === shared)).toMatchObject({ isPublic: true, mine: false, owner: pat.username, config: { type: "customer", q: "austin" } });
    const sharedRow = await db().report.findFirstOrThrow({ where: { name: shared } });
    signInAs(sam);
    expect(await deleteViewAction(IDLE, formData({ viewId: sharedRow.id }))).toMatchObject({ status: "error", message: "That record does not exist or is not yours." });
    signInAs(admin);
    expect(await deleteViewAction(IDLE, formData({ viewId: sharedRow.id }))).toMatchObject({ status: "success", message: "View deleted" });
    expect(await db().report.findUnique({ where: { id: sharedRow.id } })).toBeNull();
    signInAs(null);
    await expect(saveViewAction(IDLE, formData({ table: "leads", name: "Anything" }))).rejects.toMatchObject(REDIRECT_TO("/login"));
  });
});
