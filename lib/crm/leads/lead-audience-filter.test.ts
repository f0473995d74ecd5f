import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { listLeads } from "@/lib/crm/leads/list-leads";
import { parseAudience } from "@/lib/crm/list-params";
import { makeLead, makeUser, unique } from "@/lib/crm/testing/fixtures";

/**
 * The Leads list's audience filter (issue 31): admins narrow to consumer shoppers or agent prospects;
 * an agent (a buyer) only ever sees their consumers and a salesperson only prospects, whatever the
 * address asks for.
 */
const query = (q: string, audience: "all" | "consumer" | "agent_prospect") => ({ q, filter: "all" as const, audience, page: 1, pageSize: 100, sort: "createdAt" as const, dir: "desc" as const, hide: [] });

describe("the leads list by audience (real PostgreSQL)", () => {
  it("filters by audience for admins, and never widens an agent's or a salesperson's scope", async () => {
    const [admin, agent, sales] = await Promise.all([makeUser("admin"), makeUser("agent"), makeUser("sales")]);
    const name = unique("Audience");
    const shopper = await makeLead(agent, { fullName: `${name} shopper` });
    const prospect = await makeLead(null, { fullName: `${name} prospect`, source: "landing" });
    await db().lead.update({ where: { id: prospect.id }, data: { audience: "agent_prospect" } });
    const ids = async (user: typeof admin, audience: "all" | "consumer" | "agent_prospect") => (await listLeads(user, query(name, audience))).rows.map((r) => r.id).sort();

    expect(await ids(admin, "all")).toEqual([shopper.id, prospect.id].sort());
    expect(await ids(admin, "consumer")).toEqual([shopper.id]);
    expect(await ids(admin, "agent_prospect")).toEqual([prospect.id]);
    expect((await listLeads(admin, query(name, "agent_prospect"))).rows[0]).toMatchObject({ audience: "agent_prospect" });
    expect(await ids(agent, "agent_prospect")).toEqual([]);
    expect(await ids(agent, "all")).toEqual([shopper.id]);
    expect(await ids(sales, "consumer")).toEqual([]);
    expect(await ids(sales, "all")).toEqual([prospect.id]);
  });

  it("reads only the two audiences from the address", () => {
    expect(parseAudience({ audience: "agent_prospect" })).toBe("agent_prospect");
    expect(parseAudience({ audience: "consumer" })).toBe("consumer");
    expect(parseAudience({ audience: "'; DROP TABLE leads" })).toBe("all");
    expect(parseAudience({})).toBe("all");
  });
});
