import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { OPPORTUNITY_STAGES } from "@/lib/constants";
import { makeAccount, makeLead, makeOpportunity, makeUser } from "@/lib/crm/testing/fixtures";
import { changeStage } from "@/lib/crm/opportunities/change-stage";
import { salesReport } from "@/lib/crm/reports/sales-report";
import { leadReport } from "@/lib/crm/reports/lead-report";
import { reportDay, rollUpDailyReport } from "@/lib/crm/reports/daily-reports";
import { trafficReport } from "@/lib/crm/reports/traffic-report";

let agent: SessionUser;
const DAY = 86_400_000;

beforeAll(async () => {
  agent = await makeUser("agent");
  const account = await makeAccount(agent);
  // Two wins (1,000 after 10 days, 3,000 after 20 days), one loss, two open deals.
  const now = Date.now();
  const w1 = await makeOpportunity(agent, account.id, { amount: 1000, createdAt: new Date(now - 10 * DAY) });
  const w2 = await makeOpportunity(agent, account.id, { amount: 3000, createdAt: new Date(now - 20 * DAY) });
  const lost = await makeOpportunity(agent, account.id, { amount: 700 });
  await makeOpportunity(agent, account.id, { amount: 200, stage: "proposal" });
  await makeOpportunity(agent, account.id, { amount: 300, stage: "proposal" });
  for (const id of [w1.id, w2.id]) await changeStage({ opportunityId: id, toStage: "closed_won", actor: agent });
  await changeStage({ opportunityId: lost.id, toStage: "closed_lost", actor: agent });
  await makeLead(agent, { score: 92, source: "landing" });
  await makeLead(agent, { score: 65, source: "landing" });
  await makeLead(agent, { score: 20, source: "fb-ad" });
});

describe("salesReport", () => {
  it("computes pipeline, win rate, average deal size and sales cycle from the agent's deals", async () => {
    const r = await salesReport(agent, [...OPPORTUNITY_STAGES]);
    expect(r.pipeline.find((p) => p.stage === "proposal")).toMatchObject({ count: 2, value: 500 });
    expect(r.pipeline.find((p) => p.stage === "closed_won")).toMatchObject({ count: 2, value: 4000 });
    expect(r.winRate).toBe(66.7);
    expect(r.averageDealSize).toBe(2000);
    expect(r.averageSalesCycleDays).toBeCloseTo(15, 0);
    expect(r.activeAccounts).toBe(1);
  });
});

describe("leadReport", () => {
  it("counts the agent's leads by source and score band", async () => {
    const r = await leadReport(agent);
    expect(r.total).toBe(3);
    expect(r.bySource).toEqual([
      { source: "landing", label: "Landing page", count: 2 },
      { source: "fb-ad", label: "Facebook ad page", count: 1 },
    ]);
    expect(r.byScoreBand.map((b) => b.count)).toEqual([1, 1, 1]);
  });
});

describe("rollUpDailyReport", () => {
  it("rolls a day's page views, visitors and leads into daily_reports, idempotently", async () => {
    const day = "2031-03-04";
    const at = new Date("2031-03-04T18:00:00Z"); // noon in Texas
    await db().analyticsEvent.createMany({
      data: [
        { sessionId: "rr-s1", eventType: "page_view", eventData: { path: "/", visitorId: "rr-v1", newVisitor: true }, utmSource: "google", createdAt: at },
        { sessionId: "rr-s1", eventType: "page_view", eventData: { path: "/pricing", visitorId: "rr-v1" }, utmSource: "google", createdAt: at },
        { sessionId: "rr-s2", eventType: "page_view", eventData: { path: "/", visitorId: "rr-v2" }, utmSource: "facebook", createdAt: at },
        { sessionId: "rr-s1", eventType: "form_submit", eventData: { path: "/pricing", visitorId: "rr-v1", form: "landing" }, utmSource: "google", createdAt: at },
      ],
    });
    await db().lead.create({ data: { fullName: "Rollup Lead", email: "rollup@example.com", phone: "(512) 555-0177", createdAt: at } });
    await rollUpDailyReport(day);
    await rollUpDailyReport(day);
    const row = await db().dailyReport.findUniqueOrThrow({ where: { reportDate: new Date(`${day}T00:00:00Z`) } });
    expect(row).toMatchObject({ totalVisitors: 2, newVisitors: 1, returningVisitors: 1, totalPageViews: 3, totalLeads: 1 });
    expect(Number(row.conversionRate)).toBe(50);
    expect(row.topPages).toEqual([{ path: "/", views: 2 }, { path: "/pricing", views: 1 }]);
    expect(reportDay(new Date("2031-03-05T03:00:00Z"))).toBe(day);
  });
});

describe("conversion rates never pass 100 %", () => {
  it("counts visitors who submitted a form, of the visitors: leads that never visited (vendors, Lead Ads, imports) do not inflate it", async () => {
    const day = "2031-04-09";
    const at = new Date("2031-04-09T18:00:00Z");
    const source = `rate-${Date.now().toString(36)}`;
    // One visitor, who submitted twice; five leads with the same UTM source arrived without a visit.
    await db().analyticsEvent.createMany({
      data: [
        { sessionId: "rate-s1", eventType: "page_view", eventData: { path: "/landing", visitorId: "rate-v1" }, utmSource: source, createdAt: at },
        { sessionId: "rate-s1", eventType: "form_submit", eventData: { path: "/landing", visitorId: "rate-v1", form: "landing" }, utmSource: source, createdAt: at },
        { sessionId: "rate-s1", eventType: "form_submit", eventData: { path: "/landing", visitorId: "rate-v1", form: "landing" }, utmSource: source, createdAt: at },
        // A submission from someone with no page view in the window is not a converted visitor.
        { sessionId: "rate-s9", eventType: "form_submit", eventData: { path: "/landing", visitorId: "rate-v9", form: "landing" }, utmSource: source, createdAt: at },
      ],
    });
    for (let i = 0; i < 5; i++) {
      await db().lead.create({ data: { fullName: `Vendor Lead ${i}`, email: `rate-${i}@example.com`, phone: "(512) 555-0178", utmSource: source, createdAt: at } });
    }
    await rollUpDailyReport(day);
    const row = await db().dailyReport.findUniqueOrThrow({ where: { reportDate: new Date(`${day}T00:00:00Z`) } });
    expect(row.totalLeads).toBeGreaterThanOrEqual(5);
    expect(row.totalVisitors).toBe(1);
    expect(Number(row.conversionRate)).toBe(100);

    const traffic = (await trafficReport(new Date("2031-04-10T00:00:00Z"))).find((t) => t.source === source);
    expect(traffic).toMatchObject({ visitors: 1, submissions: 3, convertedVisitors: 1, leads: 5, conversionRate: 100 });
    for (const t of await trafficReport(new Date("2031-04-10T00:00:00Z"))) expect(t.conversionRate ?? 0).toBeLessThanOrEqual(100);
  });
});
