import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { idCtx, ids, jsonRequest, makeAccount, makeActivity, makeLead, makeOpportunity, makeUser, unique } from "@/lib/crm/testing/fixtures";
import * as accounts from "@/app/api/crm/accounts/route";
import * as account from "@/app/api/crm/accounts/[id]/route";
import * as accountExport from "@/app/api/crm/accounts/export/route";
import * as opportunities from "@/app/api/crm/opportunities/route";
import * as opportunity from "@/app/api/crm/opportunities/[id]/route";
import * as opportunityExport from "@/app/api/crm/opportunities/export/route";
import * as activities from "@/app/api/crm/activities/route";
import * as leads from "@/app/api/leads/route";
import * as leadExport from "@/app/api/crm/leads/export/route";
import * as stats from "@/app/api/crm/dashboard-stats/route";
import AccountPage from "@/app/(site)/crm/accounts/[id]/page";
import LeadPage from "@/app/(site)/crm/leads/[id]/page";
import { assignLeadAction, changeLeadStatusAction, convertLeadAction, logCallAction } from "@/lib/crm/leads/actions";
import { IDLE } from "@/lib/forms/action-state";
import { FORBIDDEN, nextRequest } from "@/test/next-request-mocks";
import EditAccountPage from "@/app/(site)/crm/accounts/[id]/edit/page";
import EditOpportunityPage from "@/app/(site)/crm/opportunities/[id]/edit/page";
import EditActivityPage from "@/app/(site)/crm/activities/[id]/edit/page";
import { formData } from "@/test/form-data";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

const NOT_FOUND_STATE = { status: "error", message: "That record does not exist or is not yours." };

/**
 * Scope: an agent reads and changes only their own records, through every CRM route, the lead
 * page's actions and the account, lead and edit pages (the other forms' server actions are tested beside
 * them, lib/crm/<entity>/actions.test.ts); another agent's records answer 404 (never 403, so their
 * existence is not revealed); an admin sees and changes everything. Real users, real handlers and
 * actions, real PostgreSQL: only Auth.js's cookie reading and Next's request plumbing are replaced.
 */
let admin: SessionUser, alice: SessionUser, bob: SessionUser;
let aliceAccount: { id: number; name: string }, bobAccount: { id: number; name: string };
let aliceDeal: { id: number; name: string }, aliceActivity: { id: number }, aliceLead: { id: number; fullName: string };

const text = async (res: Response) => res.text();

beforeAll(async () => {
  [admin, alice, bob] = await Promise.all([makeUser("admin"), makeUser("agent"), makeUser("agent")]);
  aliceAccount = await makeAccount(alice, unique("Alice Agency"));
  bobAccount = await makeAccount(bob, unique("Bob Agency"));
  aliceDeal = await makeOpportunity(alice, aliceAccount.id, { name: unique("Alice deal") });
  await makeOpportunity(bob, bobAccount.id, { name: unique("Bob deal") });
  aliceActivity = await makeActivity(alice, aliceAccount.id);
  aliceLead = await makeLead(alice, { fullName: unique("Alicelead Person") });
  await makeLead(bob);
});

describe("anonymous", () => {
  it("gets 401 from every CRM route", async () => {
    signInAs(null);
    expect((await accounts.GET(jsonRequest("/api/crm/accounts", "GET"))).status).toBe(401);
    expect((await account.GET(jsonRequest(`/api/crm/accounts/${aliceAccount.id}`, "GET"), idCtx(aliceAccount.id))).status).toBe(401);
    expect((await leads.GET(jsonRequest("/api/leads", "GET"))).status).toBe(401);
    expect((await stats.GET(jsonRequest("/api/crm/dashboard-stats", "GET"))).status).toBe(401);
    expect((await leadExport.GET(jsonRequest("/api/crm/leads/export", "GET"))).status).toBe(401);
  });
});

describe("another agent (bob) and alice's records", () => {
  beforeAll(() => signInAs(bob));

  it("does not list them", async () => {
    const acc = await (await accounts.GET(jsonRequest("/api/crm/accounts?size=100", "GET"))).json();
    expect(ids(acc)).toContain(bobAccount.id);
    expect(ids(acc)).not.toContain(aliceAccount.id);
    const opps = await (await opportunities.GET(jsonRequest("/api/crm/opportunities?size=100", "GET"))).json();
    expect(ids(opps)).not.toContain(aliceDeal.id);
    const acts = await (await activities.GET(jsonRequest("/api/crm/activities?size=100", "GET"))).json();
    expect(ids(acts)).not.toContain(aliceActivity.id);
    const l = await (await leads.GET(jsonRequest(`/api/leads?q=${encodeURIComponent(aliceLead.fullName)}`, "GET"))).json();
    expect(l.data).toEqual([]);
    const s = await (await stats.GET(jsonRequest("/api/crm/dashboard-stats", "GET"))).json();
    expect(s).toMatchObject({ totalAccounts: 1, totalOpportunities: 1 });
  });

  it("does not export them", async () => {
    expect(await text(await accountExport.GET(jsonRequest("/api/crm/accounts/export", "GET")))).not.toContain(aliceAccount.name);
    expect(await text(await opportunityExport.GET(jsonRequest("/api/crm/opportunities/export", "GET")))).not.toContain(aliceDeal.name);
    expect(await text(await leadExport.GET(jsonRequest("/api/crm/leads/export", "GET")))).not.toContain(aliceLead.fullName);
  });

  it("gets 404 reading them or converting her lead; nothing changes", async () => {
    const a = idCtx(aliceAccount.id);
    expect((await account.GET(jsonRequest("/x", "GET"), a)).status).toBe(404);
    const o = idCtx(aliceDeal.id);
    expect((await opportunity.GET(jsonRequest("/x", "GET"), o)).status).toBe(404);
    expect(await convertLeadAction(IDLE, formData({ leadId: aliceLead.id }))).toMatchObject(NOT_FOUND_STATE);
    expect(await logCallAction(IDLE, formData({ leadId: aliceLead.id, outcome: "reached" }))).toMatchObject(NOT_FOUND_STATE);
    expect(await changeLeadStatusAction(IDLE, formData({ leadId: aliceLead.id, status: "qualified" }))).toMatchObject(NOT_FOUND_STATE);
    // Nothing changed.
    expect(await db().account.findUnique({ where: { id: aliceAccount.id } })).toMatchObject({ name: aliceAccount.name });
    expect(await db().opportunity.findUnique({ where: { id: aliceDeal.id } })).toMatchObject({ stage: "prospecting" });
    expect(await db().activity.findUnique({ where: { id: aliceActivity.id } })).toMatchObject({ status: "pending" });
    expect(await db().lead.findUnique({ where: { id: aliceLead.id } })).toMatchObject({ accountId: null, status: "new", firstContactAt: null });
    expect(await db().activity.count({ where: { leadId: aliceLead.id } })).toBe(0);
  });

  it("cannot attach records to them", async () => {
    expect((await opportunities.POST(jsonRequest("/x", "POST", { name: "Sneaky deal", accountId: aliceAccount.id }))).status).toBe(404);
    expect((await activities.POST(jsonRequest("/x", "POST", { subject: "Sneaky call", accountId: aliceAccount.id }))).status).toBe(404);
    expect((await activities.POST(jsonRequest("/x", "POST", { type: "call", subject: "Sneaky call", leadId: aliceLead.id }))).status).toBe(404);
  });

  it("cannot hand records to someone else, assign leads or edit agents", async () => {
    const res = await accounts.POST(jsonRequest("/x", "POST", { name: "Gift", type: "customer", assignedTo: alice.id }));
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors.assignedTo).toBeDefined();
    await expect(assignLeadAction(IDLE, formData({ leadId: aliceLead.id, assignedTo: bob.id }))).rejects.toMatchObject(FORBIDDEN);
    expect(await db().lead.findUnique({ where: { id: aliceLead.id } })).toMatchObject({ assignedTo: alice.id });
  });

  it("gets the 404 page for the account page, the lead page and the edit pages", async () => {
    const notFound = { digest: expect.stringContaining("404") };
    const params = (id: number | string) => Promise.resolve({ id: String(id) });
    await expect(AccountPage({ params: params(aliceAccount.id), searchParams: Promise.resolve({}) })).rejects.toMatchObject(notFound);
    await expect(LeadPage({ params: params(aliceLead.id) })).rejects.toMatchObject(notFound);
    await expect(LeadPage({ params: params("not-a-number") })).rejects.toMatchObject(notFound);
    await expect(EditAccountPage({ params: params(aliceAccount.id) })).rejects.toMatchObject(notFound);
    await expect(EditOpportunityPage({ params: params(aliceDeal.id) })).rejects.toMatchObject(notFound);
    await expect(EditActivityPage({ params: params(aliceActivity.id) })).rejects.toMatchObject(notFound);
  });
});

describe("the owner (alice)", () => {
  beforeAll(() => signInAs(alice));

  it("reads her records and opens their pages", async () => {
    const res = await account.GET(jsonRequest("/x", "GET"), idCtx(aliceAccount.id));
    expect(res.status).toBe(200);
    expect((await res.json()).account.name).toBe(aliceAccount.name);
    const page = await AccountPage({ params: Promise.resolve({ id: String(aliceAccount.id) }), searchParams: Promise.resolve({}) });
    expect(page).toBeTruthy();
    expect(await LeadPage({ params: Promise.resolve({ id: String(aliceLead.id) }) })).toBeTruthy();
    expect(await EditActivityPage({ params: Promise.resolve({ id: String(aliceActivity.id) }) })).toBeTruthy();
  });
});

describe("an admin", () => {
  beforeAll(() => signInAs(admin));

  it("sees and changes everyone's records", async () => {
    const acc = await (await accounts.GET(jsonRequest("/api/crm/accounts?size=100&sort=createdAt&dir=desc", "GET"))).json();
    expect(ids(acc)).toEqual(expect.arrayContaining([aliceAccount.id, bobAccount.id]));
    expect((await account.GET(jsonRequest("/x", "GET"), idCtx(aliceAccount.id))).status).toBe(200);
    const l = await (await leads.GET(jsonRequest(`/api/leads?q=${encodeURIComponent(aliceLead.fullName)}`, "GET"))).json();
    expect(ids(l.data)).toEqual([aliceLead.id]);
    expect(await text(await leadExport.GET(jsonRequest(`/api/crm/leads/export?q=${encodeURIComponent(aliceLead.fullName)}`, "GET")))).toContain(aliceLead.fullName);
  });

  it("reassigns a lead, audited", async () => {
    nextRequest.reset();
    expect(await assignLeadAction(IDLE, formData({ leadId: aliceLead.id, assignedTo: bob.id }))).toMatchObject({ status: "success", message: "Lead assigned" });
    expect(nextRequest.revalidated).toEqual(expect.arrayContaining([`/crm/leads/${aliceLead.id}`, "/crm"]));
    expect(await db().lead.findUnique({ where: { id: aliceLead.id } })).toMatchObject({ assignedTo: bob.id });
    const entry = await db().auditLog.findFirst({ where: { entity: "lead", entityId: String(aliceLead.id), action: "lead.reassign" } });
    expect(entry).toMatchObject({ actorId: admin.id, changes: { assignedTo: { from: alice.id, to: bob.id }, how: "admin" } });
  });
});
