import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { jsonRequest, makeLead, makeUser, unique } from "@/lib/crm/testing/fixtures";
import * as accounts from "@/app/api/crm/accounts/route";
import * as accountExport from "@/app/api/crm/accounts/export/route";
import * as opportunities from "@/app/api/crm/opportunities/route";
import * as activities from "@/app/api/crm/activities/route";
import * as stats from "@/app/api/crm/dashboard-stats/route";
import * as leads from "@/app/api/leads/route";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);

/** The CRM API's shapes and messages (crm-and-integrations.md §3, §5, §7), with a fresh agent per file. */
let agent: SessionUser;
beforeAll(async () => {
  agent = await makeUser("agent");
  signInAs(agent);
});

const post = (handler: (r: Request) => Promise<Response>, body: unknown) => handler(jsonRequest("/x", "POST", body));

describe("POST /api/crm/accounts", () => {
  it("answers 400 with the spec's messages", async () => {
    const res = await post(accounts.POST, { name: "A", email: "nope", phone: "12" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fieldErrors).toMatchObject({
      name: ["Account name must be at least 2 characters"],
      type: ["Please select an account type"],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
    });
  });

  it("creates an account owned by the agent, with defaults, tags and an audit entry", async () => {
    const name = unique("Lone Star Agency");
    const res = await post(accounts.POST, { name, type: "agency", revenue: "$125,000.50", tags: "vip, Bundle, vip" });
    expect(res.status).toBe(201);
    const account = await res.json();
    expect(account).toMatchObject({ name, type: "agency", status: "active", revenue: "125000.50", assignedTo: agent.id, tags: [expect.objectContaining({ name: "vip" }), expect.objectContaining({ name: "Bundle" })] });
    const row = await db().account.findUniqueOrThrow({ where: { id: account.id } });
    expect(row).toMatchObject({ timezone: "America/Chicago", preferredContactMethod: "email", lifecycleStage: "lead" });
    expect(await db().auditLog.findFirst({ where: { entity: "account", entityId: String(account.id), action: "account.create", actorId: agent.id } })).toBeTruthy();
  });

  it("refuses wrong content types and malformed JSON with 4xx", async () => {
    expect((await accounts.POST(new Request("http://localhost/x", { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" }))).status).toBe(415);
    expect((await accounts.POST(new Request("http://localhost/x", { method: "POST", headers: { "content-type": "application/json" }, body: "{oops" }))).status).toBe(400);
    expect((await accounts.POST(jsonRequest("/x", "POST", { name: "Okay Agency", type: "prospect" }, { origin: "https://evil.example", host: "localhost" }))).status).toBe(403);
  });
});

describe("GET /api/crm/accounts", () => {
  it("answers a list filtered by type and search, with the paging in headers", async () => {
    const name = unique("Brazos Customer");
    await post(accounts.POST, { name, type: "customer" });
    const res = await accounts.GET(jsonRequest(`/api/crm/accounts?type=customer&q=${encodeURIComponent(name.toLowerCase())}`, "GET"));
    const list = await res.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((a: { name: string }) => a.name)).toEqual([name]);
    expect(res.headers.get("x-total-count")).toBe("1");
    const prospects = await (await accounts.GET(jsonRequest(`/api/crm/accounts?type=prospect&q=${encodeURIComponent(name)}`, "GET"))).json();
    expect(prospects).toEqual([]);
  });

  it("exports the filter as CSV with escaping and formula guarding", async () => {
    const name = `=cmd|' /C calc'!A0 ${unique("x")}`;
    await post(accounts.POST, { name, type: "customer", notes: "n" });
    const res = await accountExport.GET(jsonRequest(`/api/crm/accounts/export?q=${encodeURIComponent(name)}`, "GET"));
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toContain("ID,Name,Type,Status");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`'=cmd|' /C calc'!A0`);
  });
});

describe("POST /api/crm/opportunities", () => {
  it("answers 400 with the spec's messages (probability 0–100)", async () => {
    const res = await post(opportunities.POST, { name: "x", probability: 101, accountId: 0 });
    const body = await res.json();
    expect(res.status).toBe(400);
    expect(body.fieldErrors).toMatchObject({
      name: ["Opportunity name must be at least 2 characters"],
      probability: ["Probability must be between 0 and 100"],
      accountId: ["Please select an account"],
    });
  });

  it("creates a deal on the agent's account (stage default prospecting, stored probability 50)", async () => {
    const account = await (await post(accounts.POST, { name: unique("Deal Account"), type: "prospect" })).json();
    const res = await post(opportunities.POST, { name: "Home + auto bundle", accountId: account.id, amount: "2450", closeDate: "2026-12-31" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ stage: "prospecting", probability: 50, amount: "2450.00", closeDate: "2026-12-31", accountId: account.id });
    const list = await (await opportunities.GET(jsonRequest("/api/crm/opportunities?stage=prospecting", "GET"))).json();
    expect(list.some((o: { name: string }) => o.name === "Home + auto bundle")).toBe(true);
    expect(await (await opportunities.GET(jsonRequest("/api/crm/opportunities?stage=closed_won", "GET"))).json()).toEqual([]);
  });
});

describe("POST /api/crm/activities", () => {
  it("answers 400 with the spec's messages", async () => {
    const body = await (await post(activities.POST, { subject: "x" })).json();
    expect(body.fieldErrors).toMatchObject({ subject: ["Subject must be at least 2 characters"], accountId: ["Please select an account"] });
  });

  it("creates an activity with the form's scheduledDate as its due date", async () => {
    const account = await (await post(accounts.POST, { name: unique("Activity Account"), type: "prospect" })).json();
    const res = await post(activities.POST, { type: "meeting", subject: "Renewal review", status: "pending", scheduledDate: "2020-01-02T15:00:00Z", accountId: account.id });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ type: "meeting", priority: "medium", dueDate: "2020-01-02T15:00:00.000Z", overdue: true });
  });
});

describe("GET /api/crm/dashboard-stats", () => {
  it("answers the spec's shape from the agent's deals", async () => {
    const account = await (await post(accounts.POST, { name: unique("Stats Account"), type: "customer" })).json();
    for (const [amount, stage] of [["1000", "closed_won"], ["3000", "closed_won"], ["500", "closed_lost"]] as const) {
      await post(opportunities.POST, { name: `Deal ${amount}`, accountId: account.id, amount, stage });
    }
    const s = await (await stats.GET(jsonRequest("/api/crm/dashboard-stats", "GET"))).json();
    expect(s).toMatchObject({ totalAccounts: expect.any(Number), totalOpportunities: expect.any(Number), totalRevenue: 4000, conversionRate: expect.any(Number), recentActivities: expect.any(Array) });
    const total = await db().opportunity.count({ where: { assignedTo: agent.id } });
    expect(s.conversionRate).toBe(Math.round((2 / total) * 1000) / 10);
    expect(s.recentActivities[0]).toEqual(expect.objectContaining({ type: expect.any(String), subject: expect.any(String), status: expect.any(String) }));
  });
});

describe("leads: GET /api/leads paging and search, Convert to Account", () => {
  it("pages and searches on the server, keeping {data}", async () => {
    const who = unique("Quintanilla");
    await makeLead(agent, { fullName: `Selena ${who}`, score: 91 });
    await makeLead(agent, { fullName: `Abraham ${who}`, score: 42, verified: false });
    const res = await (await leads.GET(jsonRequest(`/api/leads?q=${encodeURIComponent(who.toUpperCase())}&size=10`, "GET"))).json();
    expect(res).toMatchObject({ page: 1, pageSize: 10, total: 2, pageCount: 1 });
    expect(res.data.map((l: { fullName: string }) => l.fullName).sort()).toEqual([`Abraham ${who}`, `Selena ${who}`]);
    const high = await (await leads.GET(jsonRequest(`/api/leads?q=${encodeURIComponent(who)}&filter=high`, "GET"))).json();
    expect(high.data.map((l: { fullName: string }) => l.fullName)).toEqual([`Selena ${who}`]);
    const unverified = await (await leads.GET(jsonRequest(`/api/leads?q=${encodeURIComponent(who)}&filter=unverified`, "GET"))).json();
    expect(unverified.data.map((l: { fullName: string }) => l.fullName)).toEqual([`Abraham ${who}`]);
    const page2 = await (await leads.GET(jsonRequest(`/api/leads?q=${encodeURIComponent(who)}&size=10&page=2`, "GET"))).json();
    expect(page2.data).toEqual([]);
  });

  it("matches phone plainly and treats LIKE wildcards as text", async () => {
    const lead = await makeLead(agent);
    const byPhone = await (await leads.GET(jsonRequest(`/api/leads?q=${encodeURIComponent(lead.phone.slice(6))}`, "GET"))).json();
    expect(byPhone.data.map((l: { id: number }) => l.id)).toContain(lead.id);
    const wildcard = await (await leads.GET(jsonRequest(`/api/leads?q=${encodeURIComponent("%_%")}`, "GET"))).json();
    expect(wildcard.data).toEqual([]);
  });
});
