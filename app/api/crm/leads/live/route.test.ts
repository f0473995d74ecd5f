import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { jsonRequest, makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import { GET } from "@/app/api/crm/leads/live/route";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);

const version = async () => {
  const res = await GET(jsonRequest("/api/crm/leads/live", "GET"));
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return ((await res.json()) as { version: string }).version;
};

/** GET /api/crm/leads/live: the version open CRM lists poll, in the user's scope (real PostgreSQL). */
describe("GET /api/crm/leads/live", () => {
  it("changes for an agent when a lead is given to them or taken away, not when another agent gets one", async () => {
    const [agent, other] = await Promise.all([makeUser("agent"), makeUser("agent")]);
    signInAs(agent);
    const before = await version();
    await makeLead(other);
    expect(await version()).toBe(before);
    const lead = await makeLead(agent);
    const withNew = await version();
    expect(withNew).not.toBe(before);
    // An older lead reassigned to them changes it too, and so does one taken away.
    const old = await makeLead(other);
    await db().lead.update({ where: { id: old.id }, data: { assignedTo: agent.id, createdAt: new Date("2020-01-01T00:00:00Z") } });
    const withOld = await version();
    expect(withOld).not.toBe(withNew);
    await db().lead.update({ where: { id: lead.id }, data: { assignedTo: other.id } });
    expect(await version()).not.toBe(withOld);
  });

  it("changes for an admin with every new lead", async () => {
    signInAs(await makeUser("admin"));
    const before = await version();
    await makeLead(null);
    expect(await version()).not.toBe(before);
  });

  it("answers 401 signed out and 403 to an account waiting for approval", async () => {
    signInAs(null);
    expect((await GET(jsonRequest("/api/crm/leads/live", "GET"))).status).toBe(401);
    signInAs(await makeUser("agent", { status: "pending" }));
    expect((await GET(jsonRequest("/api/crm/leads/live", "GET"))).status).toBe(403);
  });
});
