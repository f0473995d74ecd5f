import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { automationCounts, automationTextFailures } from "@/lib/automations/report";
import { speedToLead } from "@/lib/crm/reports/speed-to-lead";
import { templateFigures } from "@/lib/texting/templates";
import { textingHistory } from "@/lib/texting/consent-history";
import { newMobile, textableLead } from "@/test/texting";

const MIN = 60_000;
const now = new Date();
const ago = (minutes: number) => new Date(now.getTime() - minutes * MIN);

async function text(leadId: number, to: string, data: { templateId?: number; automationId?: number; status: string; at: Date; delivered?: boolean; errorCode?: number; direction?: "outbound" | "inbound"; keyword?: string; body?: string }) {
  const inbound = data.direction === "inbound";
  return db().communication.create({
    data: {
      type: "sms",
      direction: inbound ? "inbound" : "outbound",
      content: data.body ?? "Hi",
      status: data.status,
      toAddress: inbound ? "+15125550100" : to,
      leadId,
      templateId: data.templateId ?? null,
      automationId: data.automationId ?? null,
      sentAt: inbound ? null : data.at,
      deliveredAt: data.delivered ? data.at : null,
      createdAt: data.at,
      dedupeKey: `report-${randomBytes(6).toString("hex")}`,
      providerId: `SM${randomBytes(16).toString("hex")}`,
      metadata: inbound ? { kind: "inbound", from: to, keyword: data.keyword ?? null } : { kind: "automation", ...(data.errorCode ? { errorCode: data.errorCode } : {}) },
    },
  });
}

describe("texting's reports", () => {
  it("per automation: texts sent, delivered, failed by Twilio's error code, and the runs whose lead replied", async () => {
    const a = await db().automation.create({ data: { name: `Report texts ${randomBytes(3).toString("hex")}`, type: "lead_captured", isActive: false, trigger: {}, actions: [] } });
    const leads = await Promise.all([textableLead(), textableLead(), textableLead()]);
    for (const l of leads) await db().automationRun.create({ data: { automationId: a.id, leadId: l.id, triggerKey: "captured", triggeredAt: ago(60) } });
    await text(leads[0]!.id, leads[0]!.phoneE164!, { automationId: a.id, status: "delivered", delivered: true, at: ago(59) });
    await text(leads[1]!.id, leads[1]!.phoneE164!, { automationId: a.id, status: "undelivered", errorCode: 30003, at: ago(59) });
    await text(leads[2]!.id, leads[2]!.phoneE164!, { automationId: a.id, status: "failed", errorCode: 30003, at: ago(59) });
    await text(leads[0]!.id, leads[0]!.phoneE164!, { direction: "inbound", status: "received", at: ago(50) });
    const counts = (await automationCounts(30, now)).get(a.id)!;
    expect(counts).toMatchObject({ triggered: 3, sent: 0, textsSent: 3, textsDelivered: 1, textsFailed: 2, replies: 1 });
    expect((await automationTextFailures(30, now)).get(a.id)).toEqual([{ code: "30003", count: 2 }]);
  });

  it("the opt-out rate per template: a STOP belongs to the last text the person got", async () => {
    const t1 = await db().smsTemplate.create({ data: { name: `Rate A ${randomBytes(3).toString("hex")}`, content: "A" } });
    const t2 = await db().smsTemplate.create({ data: { name: `Rate B ${randomBytes(3).toString("hex")}`, content: "B" } });
    const leads = await Promise.all([1, 2, 3, 4].map(() => textableLead()));
    for (const l of leads) await text(l.id, l.phoneE164!, { templateId: t1.id, status: "delivered", delivered: true, at: ago(100) });
    await text(leads[0]!.id, leads[0]!.phoneE164!, { templateId: t2.id, status: "delivered", delivered: true, at: ago(90) });
    // Lead 0 stops after B (blamed on B), lead 1 after A.
    await text(leads[0]!.id, leads[0]!.phoneE164!, { direction: "inbound", status: "received", keyword: "opt_out", body: "STOP", at: ago(80) });
    await text(leads[1]!.id, leads[1]!.phoneE164!, { direction: "inbound", status: "received", keyword: "opt_out", body: "stop", at: ago(80) });
    const f = await templateFigures(30, now);
    expect(f.get(t1.id)).toEqual({ sent: 4, delivered: 4, optOuts: 1, optOutRate: 0.25 });
    expect(f.get(t2.id)).toEqual({ sent: 1, delivered: 1, optOuts: 1, optOutRate: 1 });
    const history = await textingHistory(leads[0]!.id);
    expect(history.texts.map((t) => [t.direction, t.body])).toEqual([["outbound", "Hi"], ["outbound", "Hi"], ["inbound", "STOP"]]);
    expect(history.optOuts).toEqual([{ at: ago(80).toISOString(), channel: "sms", how: "texted “STOP” (later re-subscribed)" }]);
  });

  it("speed to lead counts the person's text reply as contact when it came before any logged attempt", async () => {
    const agent = await makeUser("agent");
    const replied = await textableLead({ assignedTo: agent.id, phone: newMobile() });
    await db().lead.update({ where: { id: replied.id }, data: { createdAt: ago(30) } });
    await text(replied.id, replied.phoneE164!, { direction: "inbound", status: "received", at: ago(26) });
    const called = await textableLead({ assignedTo: agent.id });
    await db().lead.update({ where: { id: called.id }, data: { createdAt: ago(30), firstContactAt: ago(20) } });
    const untouched = await textableLead({ assignedTo: agent.id });
    await db().lead.update({ where: { id: untouched.id }, data: { createdAt: ago(30) } });
    const week = (await speedToLead(agent, now)).windows.find((w) => w.days === 7)!;
    expect(week.overall).toMatchObject({ leads: 3, contacted: 2, neverContacted: 1 });
    expect(week.overall.medianMinutes).toBeCloseTo(7, 5);
  });
});
