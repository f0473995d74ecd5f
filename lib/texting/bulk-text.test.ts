import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { nextRequest } from "@/test/next-request-mocks";
import { IDLE } from "@/lib/forms/action-state";
import { bulkLeadsAction } from "@/lib/crm/bulk/actions";
import { queueBulkTexts } from "@/lib/texting/bulk-text";
import { mayTextAt } from "@/lib/texting/quiet-hours";
import { instantIn } from "@/lib/texting/zoned-time";
import { siteConfig } from "@/lib/site";
import { startFakeTwilio, type FakeTwilio } from "@/test/fakes/twilio";
import { dropTwilio, textableLead, useTwilio } from "@/test/texting";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};
let fake: FakeTwilio;
let templateId: number;

beforeEach(() => nextRequest.reset());

describe("the Leads table's bulk text (issue 33)", () => {
  beforeAll(async () => {
    fake = await startFakeTwilio({ callbackMode: "hold" });
    useTwilio(fake);
    templateId = (await db().smsTemplate.create({ data: { name: `Bulk ${randomBytes(3).toString("hex")}`, content: "Hi {{first_name}}, rates for {{city}} homeowners dropped this month. Want a new quote?" } })).id;
  });
  afterAll(async () => {
    dropTwilio();
    await fake.close();
  });

  it("texts only the leads whose consent covers automated texts, never one who opted out, each at its own next allowed minute, once a day", async () => {
    const admin = await makeUser("admin");
    const ok = await textableLead();
    const elPaso = await textableLead({ zip: "79901", phone: `+1915${String(2_000_000 + Math.floor(Math.random() * 7_000_000))}` });
    const contactForm = await textableLead({ consentVersion: "contact-2025-01" });
    const stopped = await textableLead();
    await db().consentRevocation.create({ data: { phoneE164: stopped.phoneE164!, channel: "sms" } });
    // 8:30 a.m. Central on a Tuesday: Austin texts wait for 9:00, El Paso (Mountain) for 9:00 its time.
    const now = instantIn("America/Chicago", 2026, 12, 15, 8 * 60 + 30);
    const queued = await db().$transaction((tx) => queueBulkTexts(tx, admin, templateId, [ok.id, elPaso.id, contactForm.id, stopped.id], now));
    expect(queued.sort()).toEqual([ok.id, elPaso.id].sort());
    const rows = await db().communication.findMany({ where: { leadId: { in: [ok.id, elPaso.id] }, type: "sms" } });
    expect(rows.find((r) => r.leadId === ok.id)).toMatchObject({ status: "scheduled", scheduledFor: instantIn("America/Chicago", 2026, 12, 15, 9 * 60), templateId, content: expect.stringMatching(/^Hi Maria, rates for Austin homeowners dropped this month\. Want a new quote\?\nReply STOP to opt out$/) });
    expect(rows.find((r) => r.leadId === elPaso.id)).toMatchObject({ status: "scheduled", scheduledFor: instantIn("America/Denver", 2026, 12, 15, 9 * 60) });
    expect((rows[0]!.metadata as { waiting: string }).waiting).toBe("waiting for 9:00 a.m. (recipient's time, Texas law)");
    // The same action again the same day: nothing more.
    expect(await db().$transaction((tx) => queueBulkTexts(tx, admin, templateId, [ok.id, elPaso.id], now))).toEqual([]);
  });

  it("signs a text to a sold lead with the buyer's name and agency, as their e-mails are", async () => {
    const admin = await makeUser("admin");
    const buyer = await makeUser("agent");
    await db().user.update({ where: { id: buyer.id }, data: { displayName: "Rosa Villarreal" } });
    await db().buyerProfile.create({ data: { userId: buyer.id, agencyName: "Villarreal Insurance Agency" } });
    const sold = await textableLead({ assignedTo: buyer.id });
    const ours = await textableLead({ assignedTo: admin.id });
    const signed = (await db().smsTemplate.create({ data: { name: `Signed ${randomBytes(3).toString("hex")}`, content: "Hi {{first_name}}, {{agent_name}} with {{agency_name}} here." } })).id;
    const now = instantIn("America/Chicago", 2026, 12, 15, 10 * 60);
    await db().$transaction((tx) => queueBulkTexts(tx, admin, signed, [sold.id, ours.id], now));
    const content = async (leadId: number) => (await db().communication.findFirstOrThrow({ where: { leadId, type: "sms", templateId: signed } })).content;
    expect(await content(sold.id)).toContain("Hi Maria, Rosa Villarreal with Villarreal Insurance Agency here.");
    expect(await content(ours.id)).toContain(`Hi Maria, ${admin.username} with ${siteConfig().name} here.`);
  });

  it("counts a person as having texted first only for a text of their own before any of ours: a reply to an agent's text, or a keyword, is no consent to automated texts", async () => {
    const admin = await makeUser("admin");
    const wroteFirst = await textableLead({ consentVersion: null });
    const replied = await textableLead({ consentVersion: null });
    const askedHelp = await textableLead({ consentVersion: null });
    const t0 = new Date(Date.now() - 3_600_000);
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    const inbound = (lead: { id: number; phoneE164: string | null }, content: string, keyword: string | null, createdAt: Date) =>
      db().communication.create({ data: { type: "sms", direction: "inbound", content, status: "received", toAddress: "+15125550100", leadId: lead.id, dedupeKey: `sms-in:${randomBytes(8).toString("hex")}`, metadata: { kind: "inbound", from: lead.phoneE164, keyword }, createdAt } });
    await inbound(wroteFirst, "Hi, I saw your ad. Can you quote my home?", null, at(0));
    // The agent's own one-to-one text first, then the person's answer.
    await db().communication.create({ data: { type: "sms", direction: "outbound", content: "Hi Maria, this is your agent.", status: "delivered", toAddress: replied.phoneE164!, leadId: replied.id, dedupeKey: `sms-out:${randomBytes(8).toString("hex")}`, createdAt: at(1) } });
    await inbound(replied, "Who is this?", null, at(2));
    await inbound(askedHelp, "HELP", "help", at(0));
    const now = instantIn("America/Chicago", 2026, 12, 15, 11 * 60);
    const queued = await db().$transaction((tx) => queueBulkTexts(tx, admin, templateId, [wroteFirst.id, replied.id, askedHelp.id], now));
    expect(queued).toEqual([wroteFirst.id]);
  });

  it("through the action: texts the ticked rows, says how many were not texted; refused without Twilio", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    const a = await textableLead();
    const b = await textableLead({ consentVersion: null });
    const answer = await bulkLeadsAction(IDLE, form({ action: "text", ids: `${a.id},${b.id}`, smsTemplateId: String(templateId) }));
    expect(answer).toMatchObject({ status: "success", message: expect.stringMatching(/^1 lead texted .*\. 1 not texted \(opted out, no consent to automated texts/) });
    const row = await db().communication.findFirstOrThrow({ where: { leadId: a.id, type: "sms" } });
    expect(row.status).toBe(mayTextAt(row.createdAt, ["America/Chicago"], "texas") ? "queued" : "scheduled");
    expect(await db().communication.count({ where: { leadId: b.id, type: "sms" } })).toBe(0);
    expect(await bulkLeadsAction(IDLE, form({ action: "text", ids: `${a.id}` }))).toMatchObject({ status: "error", fieldErrors: { smsTemplateId: ["Please choose a text template"] } });
    dropTwilio();
    const off = await bulkLeadsAction(IDLE, form({ action: "text", ids: `${a.id}`, smsTemplateId: String(templateId) }));
    useTwilio(fake);
    expect(off).toMatchObject({ status: "error", fieldErrors: { smsTemplateId: [expect.stringMatching(/^Texting is not configured/)] } });
  });
});
