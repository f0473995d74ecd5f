import { describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/users";
import { db } from "@/lib/db";
import { makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import { speedToLead } from "@/lib/crm/reports/speed-to-lead";
import { dashboardStats } from "@/lib/crm/stats/dashboard-stats";

/**
 * Speed to lead from fixed timestamps (real PostgreSQL, percentile_cont): the figures are checked
 * exactly. "Now" is fixed far from the other tests' leads, so only this file's leads fall in the windows.
 */
// A year no other test writes leads in (the daily-report test uses 2031).
const NOW = new Date("2033-06-16T18:00:00Z");
const MIN = 60_000;
const DAY = 86_400_000;

async function leadAt(agent: SessionUser, daysAgo: number, minutesToContact: number | null, source = "landing", extra: { doNotContact?: boolean } = {}) {
  const lead = await makeLead(agent, { source });
  const createdAt = new Date(NOW.getTime() - daysAgo * DAY);
  await db().lead.update({
    where: { id: lead.id },
    data: { createdAt, firstContactAt: minutesToContact === null ? null : new Date(createdAt.getTime() + minutesToContact * MIN), doNotContact: extra.doNotContact ?? false },
  });
}

describe("speed to lead", () => {
  it("median and p90 minutes per window, agent and source; never-contacted leads apart; opted-out and older leads left out", async () => {
    const [admin, agent, other] = await Promise.all([makeUser("admin"), makeUser("agent"), makeUser("agent")]);
    // Last 7 days: six contacted after 3..13 minutes (one from the chat), one never contacted.
    for (const [days, minutes] of [[1, 3], [2, 5], [3, 7], [4, 9], [5, 11]] as const) await leadAt(agent, days, minutes);
    await leadAt(agent, 6, 13, "chat");
    await leadAt(agent, 2, null);
    // 8–29 days ago: five more contacted, one more never contacted.
    for (const [days, minutes] of [[8, 20], [10, 40], [15, 60], [20, 80], [29, 100]] as const) await leadAt(agent, days, minutes);
    await leadAt(agent, 12, null);
    // Not counted: a person who opted out, a lead older than 30 days, another agent's lead (for the agent's view).
    await leadAt(agent, 1, 1, "landing", { doNotContact: true });
    await leadAt(agent, 31, 1);
    await leadAt(other, 1, 500);

    const mine = await speedToLead(agent, NOW);
    const [week, month] = mine.windows;
    expect(week).toMatchObject({ days: 7, overall: { leads: 7, contacted: 6, neverContacted: 1, medianMinutes: 8, p90Minutes: 12 } });
    expect(month).toMatchObject({ days: 30, overall: { leads: 13, contacted: 11, neverContacted: 2, medianMinutes: 13, p90Minutes: 80 } });
    expect(week!.byAgent).toEqual([{ key: String(agent.id), label: agent.username, leads: 7, contacted: 6, neverContacted: 1, medianMinutes: 8, p90Minutes: 12 }]);
    expect(week!.bySource).toEqual([
      { key: "landing", label: "Landing page", leads: 6, contacted: 5, neverContacted: 1, medianMinutes: 7, p90Minutes: expect.closeTo(10.2, 10) },
      { key: "chat", label: "Chat assistant", leads: 1, contacted: 1, neverContacted: 0, medianMinutes: 13, p90Minutes: 13 },
    ]);

    // Admins see every agent.
    const all = await speedToLead(admin, NOW);
    const byAgent = all.windows[0]!.byAgent;
    expect(byAgent.find((r) => r.key === String(agent.id))).toMatchObject({ leads: 7, medianMinutes: 8, p90Minutes: 12 });
    expect(byAgent.find((r) => r.key === String(other.id))).toMatchObject({ leads: 1, contacted: 1, medianMinutes: 500 });
    expect(all.windows[0]!.overall).toMatchObject({ leads: 8, contacted: 7 });
  });

  it("splits each agent's figures by automation on (a run started for the lead) and off, over the same window", async () => {
    const agent = await makeUser("agent");
    const automation = await db().automation.create({ data: { name: "split test", type: "lead_captured", trigger: {}, actions: [], isActive: false } });
    const at = async (minutes: number, automated: boolean) => {
      const lead = await makeLead(agent);
      const createdAt = new Date(NOW.getTime() - 2 * DAY);
      await db().lead.update({ where: { id: lead.id }, data: { createdAt, firstContactAt: new Date(createdAt.getTime() + minutes * MIN) } });
      if (automated) await db().automationRun.create({ data: { automationId: automation.id, leadId: lead.id, triggerKey: "captured", triggeredAt: createdAt } });
    };
    for (const m of [1, 2, 3]) await at(m, true);
    for (const m of [20, 40]) await at(m, false);
    const split = (await speedToLead(agent, NOW)).windows[0]!.byAgentAutomation;
    expect(split).toHaveLength(1);
    expect(split[0]!.on).toMatchObject({ leads: 3, contacted: 3, medianMinutes: 2 });
    expect(split[0]!.off).toMatchObject({ leads: 2, contacted: 2, medianMinutes: 30 });
    await db().automation.delete({ where: { id: automation.id } });
  });

  it("is in the dashboard stats: the median of the last 7 days and the leads not contacted, in the user's scope", async () => {
    const agent = await makeUser("agent");
    const now = Date.now();
    for (const [minutesAgo, minutes] of [[30, 2], [60, 4], [90, 9]] as const) {
      const lead = await makeLead(agent);
      await db().lead.update({ where: { id: lead.id }, data: { createdAt: new Date(now - minutesAgo * MIN), firstContactAt: new Date(now - minutesAgo * MIN + minutes * MIN) } });
    }
    await makeLead(agent);
    expect((await dashboardStats(agent)).speedToLead).toEqual({ days: 7, medianMinutes: 4, neverContacted: 1 });
    expect((await dashboardStats(await makeUser("agent"))).speedToLead).toEqual({ days: 7, medianMinutes: null, neverContacted: 0 });
  });
});
