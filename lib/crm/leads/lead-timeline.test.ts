import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { leadRecord } from "@/lib/crm/leads/lead-record";
import { leadTimeline, type TimelineEntry } from "@/lib/crm/leads/lead-timeline";
import { changeLeadStatus } from "@/lib/crm/leads/change-status";
import { logLeadContact } from "@/lib/crm/leads/log-contact";
import { changeStage } from "@/lib/crm/opportunities/change-stage";
import { makeAccount, makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import { startFakeMetaGraph, type FakeMetaGraph } from "@/test/fakes/meta-graph";
import { captureTexasLead, clearMetaEnv, makeRetriesDue, runJobs, setEnv, useFakeMeta } from "@/test/fakes/integration-env";

/**
 * The lead page's header and timeline, from what the pipeline, the worker and the CRM store (real
 * PostgreSQL, the real worker tasks, a fake Graph API speaking Meta's protocol; no Resend key).
 */
let fake: FakeMetaGraph;

const ofKind = <K extends TimelineEntry["kind"]>(entries: TimelineEntry[], kind: K) => entries.filter((e): e is Extract<TimelineEntry, { kind: K }> => e.kind === kind);

describe("the lead's timeline", () => {
  beforeAll(async () => {
    fake = await startFakeMetaGraph();
    useFakeMeta(fake);
    setEnv({ RESEND_API_KEY: undefined });
    await runJobs(); // what earlier files queued
  });
  afterAll(async () => {
    clearMetaEnv();
    await fake.close();
  });

  it("shows the submission, its verification, an e-mail not sent with its reason and a Meta event that failed and then succeeded, newest first", async () => {
    const agent = await makeUser("agent", { email: `agent.${Date.now()}@agency.example` });
    const { id } = await captureTexasLead({ utmSource: "facebook", utmMedium: "cpc", utmCampaign: "fall-quotes" }, { pageUrl: "https://agency.example/quote" });
    // Whoever round-robin picked, the lead is this agent's now (assignment through the admin path is audited too).
    await db().lead.update({ where: { id }, data: { assignedTo: agent.id } });
    fake.failNext(1);
    await runJobs(); // e-mails: not sent (no RESEND_API_KEY); Meta: HTTP 500, retried later
    await makeRetriesDue();
    await runJobs(); // Meta: delivered

    const { entries, total } = await leadTimeline(id);
    expect(total).toBe(entries.length);
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Same instant: the submission is the oldest entry, its verification next.
    expect(entries.at(-1)).toMatchObject({ kind: "submission", data: { source: "quote-funnel", pageUrl: "https://agency.example/quote", utmSource: "facebook", utmCampaign: "fall-quotes", consentVersion: "quote-2025-01" } });
    expect(entries.at(-2)).toMatchObject({ kind: "verification", data: { score: expect.any(Number), isVerified: true } });

    const emails = ofKind(entries, "email");
    expect(emails.length).toBeGreaterThanOrEqual(1);
    // The person's e-mail: the receipt, or an automation's first touch when one is switched on (the seed's).
    const confirmation = emails.find((e) => e.data.kind === "lead_confirmation" || e.data.kind === "automation")!;
    expect(confirmation.data).toMatchObject({ status: "not_sent", reason: "RESEND_API_KEY is not set" });

    const lead = ofKind(entries, "meta_event").find((e) => e.data.eventName === "Lead")!;
    expect(lead.data).toMatchObject({ status: "sent", eventId: `lead-${id}-lead` });
    expect(lead.data.attempts.map((a) => a.outcome)).toEqual(["failed", "sent"]);
    expect(lead.data.attempts[0]).toMatchObject({ httpStatus: 500, error: expect.stringContaining("unexpected error") });
    expect(lead.data.attempts[1]).toMatchObject({ httpStatus: 200, error: null });
  });

  it("shows activities, status moves, the deal's stage changes and matched webhook deliveries; the header reads the record in scope", async () => {
    const [admin, agent, other] = await Promise.all([makeUser("admin"), makeUser("agent"), makeUser("agent")]);
    const lead = await makeLead(agent, { fullName: "Rosa Villarreal" });
    const repeat = await makeLead(agent, { fullName: "Rosa Villarreal" });
    const elsewhere = await makeLead(other, { fullName: "Rosa Villarreal" });
    await db().lead.updateMany({ where: { id: { in: [repeat.id, elsewhere.id] } }, data: { duplicateOfId: lead.id } });
    await logLeadContact(agent, { leadId: lead.id, kind: "call", outcome: "reached", notes: "Wants a bundle quote" });
    await changeLeadStatus(agent, { leadId: lead.id, status: "qualified" });
    const account = await makeAccount(agent);
    const deal = await db().opportunity.create({ data: { name: "Bundle", accountId: account.id, assignedTo: agent.id, leadId: lead.id } });
    await changeStage({ opportunityId: deal.id, toStage: "proposal", actor: agent });
    await db().webhookInbox.create({ data: { provider: "hubspot", providerEventId: `evt-${lead.id}`, payload: {}, leadId: lead.id, outcome: "event_queued", processedAt: new Date() } });

    const { entries } = await leadTimeline(lead.id);
    expect(ofKind(entries, "activity")[0]!.data).toMatchObject({ type: "call", outcome: "reached", description: "Wants a bundle quote", assignedTo: agent.id });
    expect(ofKind(entries, "audit").map((e) => e.data.action)).toEqual(expect.arrayContaining(["lead.status"]));
    expect(ofKind(entries, "stage_change")[0]!.data).toMatchObject({ opportunity: "Bundle", from: "prospecting", to: "proposal", by: agent.username });
    expect(ofKind(entries, "webhook")[0]!.data).toMatchObject({ provider: "hubspot", outcome: "event_queued" });
    expect(ofKind(entries, "meta_event").map((e) => e.data.eventName)).toEqual(expect.arrayContaining(["Lead", "CompleteRegistration", "Schedule", "InitiateCheckout"]));
    expect(entries[0]!.kind).toBe("webhook");

    const mine = await leadRecord(agent, lead.id);
    expect(mine).toMatchObject({ id: lead.id, status: "qualified", assignee: agent.username, firstContactAt: expect.any(String) });
    // Repeats in the agent's scope only; the lead a repeat points at is named without a link when it is not theirs.
    expect(mine!.duplicates.map((d) => d.id)).toEqual([repeat.id]);
    expect((await leadRecord(admin, lead.id))!.duplicates.map((d) => d.id)).toEqual([repeat.id, elsewhere.id]);
    expect((await leadRecord(agent, repeat.id))!.duplicateOf).toMatchObject({ id: lead.id });
    expect((await leadRecord(other, elsewhere.id))!.duplicateOf).toMatchObject({ id: null });
    expect(await leadRecord(other, lead.id)).toBeNull();
    expect(await leadRecord(agent, 99999999)).toBeNull();
  });

  it("shows an assignment with the agents' names", async () => {
    const [admin, a, b] = await Promise.all([makeUser("admin"), makeUser("agent"), makeUser("agent")]);
    const lead = await makeLead(a);
    const { assignLead } = await import("@/lib/crm/leads/assign");
    await assignLead(admin, lead.id, b.id);
    const assignment = ofKind((await leadTimeline(lead.id)).entries, "assignment")[0]!;
    expect(assignment.data).toMatchObject({ action: "lead.reassign", actor: admin.username, assignee: b.username, previous: a.username });
  });
});
