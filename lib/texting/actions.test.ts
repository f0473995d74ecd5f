import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { randomBytes, randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { nextRequest } from "@/test/next-request-mocks";
import { expectAdminOnly } from "@/test/action-access";
import { IDLE } from "@/lib/forms/action-state";
import { saveMobileAction, saveSmsTemplateAction, sendTextAction } from "@/lib/texting/actions";
import { sendManualText } from "@/lib/texting/manual-send";
import { leadThread } from "@/lib/texting/thread";
import { instantIn } from "@/lib/texting/zoned-time";
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
const C = "America/Chicago";
const M = "America/Denver";
// Saturday 2026-12-12 and Sunday 2026-12-13 in Texas.
const sat = (hh: number, mm = 0, zone = C) => instantIn(zone, 2026, 12, 12, hh * 60 + mm);
let fake: FakeTwilio;

beforeEach(() => nextRequest.reset());

describe("texting's server actions and the agent's text (real PostgreSQL)", () => {
  beforeAll(async () => {
    fake = await startFakeTwilio({ callbackMode: "hold" });
    useTwilio(fake);
  });
  afterAll(async () => {
    dropTwilio();
    await fake.close();
  });

  it("an agent texts their lead: queued with the opt-out line on the first text only, counted as a contact; another agent's lead is not found", async () => {
    const agent = await makeUser("agent");
    const lead = await textableLead({ assignedTo: agent.id });
    const first = await sendManualText(agent, { leadId: lead.id, body: "Hi Maria, Ana here about your quote.", templateId: null, token: randomUUID(), confirmLater: false }, sat(10));
    expect(first.status).toBe("queued");
    const row = await db().communication.findFirstOrThrow({ where: { leadId: lead.id, type: "sms" } });
    expect(row).toMatchObject({ direction: "outbound", status: "queued", toAddress: lead.phoneE164, content: "Hi Maria, Ana here about your quote.\nReply STOP to opt out", metadata: expect.objectContaining({ kind: "manual", agentName: agent.username }) });
    const after = await db().lead.findUniqueOrThrow({ where: { id: lead.id } });
    expect(after.firstContactAt).toEqual(sat(10));
    expect(after.status).toBe("contacted");
    const second = await sendManualText(agent, { leadId: lead.id, body: "Does 5 p.m. work?", templateId: null, token: randomUUID(), confirmLater: false }, sat(10, 5));
    expect(second.status).toBe("queued");
    expect((await db().communication.findUniqueOrThrow({ where: { id: (second as { id: number }).id } })).content).toBe("Does 5 p.m. work?");
    // The same form token twice (a double click): one text.
    const token = randomUUID();
    await sendManualText(agent, { leadId: lead.id, body: "Once", templateId: null, token, confirmLater: false }, sat(10, 6));
    await sendManualText(agent, { leadId: lead.id, body: "Once", templateId: null, token, confirmLater: false }, sat(10, 6));
    expect(await db().communication.count({ where: { leadId: lead.id, content: "Once" } })).toBe(1);

    const other = await makeUser("agent");
    signInAs(other);
    const refused = await sendTextAction(IDLE, form({ leadId: String(lead.id), body: "Mine now", token: randomUUID() }));
    expect(refused).toMatchObject({ status: "error", message: "That record does not exist or is not yours." });
  });

  it("8:58 p.m. on a Saturday still goes; at 8:59 it asks first, saying when it will go (Sunday noon, Texas law); confirmed, it waits for that minute", async () => {
    const agent = await makeUser("agent");
    const early = await textableLead({ assignedTo: agent.id });
    expect(await sendManualText(agent, { leadId: early.id, body: "Still time today", templateId: null, token: randomUUID(), confirmLater: false }, sat(20, 58))).toMatchObject({ status: "queued", sendAt: sat(20, 58), waiting: null });
    const lead = await textableLead({ assignedTo: agent.id });
    const input = { leadId: lead.id, body: "Quick question about your roof", templateId: null, token: randomUUID(), confirmLater: false };
    const asked = await sendManualText(agent, input, sat(20, 59));
    expect(asked).toMatchObject({ status: "confirm", sendAt: instantIn(C, 2026, 12, 13, 12 * 60) });
    expect((asked as { message: string }).message).toBe("It is 8:59 p.m. for Maria (their time). Texas law allows texts Monday–Saturday 9:00 a.m.–9:00 p.m. and Sunday noon–9:00 p.m. This text will go tomorrow at 12:00 p.m., their time.");
    expect(await db().communication.count({ where: { leadId: lead.id, type: "sms" } })).toBe(0);
    const queued = await sendManualText(agent, { ...input, confirmLater: true }, sat(20, 59));
    expect(queued).toMatchObject({ status: "queued", waiting: "waiting for 12:00 p.m. (recipient's time, Texas law)" });
    const row = await db().communication.findFirstOrThrow({ where: { leadId: lead.id, type: "sms" } });
    expect(row).toMatchObject({ status: "scheduled", scheduledFor: instantIn(C, 2026, 12, 13, 12 * 60) });
    // El Paso (79901) is Mountain time: 9:30 a.m. in Austin is 8:30 there.
    const elPaso = await textableLead({ assignedTo: agent.id, zip: "79901", phone: `+1915${randomBytes(3).readUIntBE(0, 3) % 9_000_000 + 1_000_000}` });
    const morning = await sendManualText(agent, { leadId: elPaso.id, body: "Morning!", templateId: null, token: randomUUID(), confirmLater: false }, sat(9, 30));
    expect(morning).toMatchObject({ status: "confirm", sendAt: sat(9, 0, M) });
  });

  it("refuses, with the reason, a text to a person who replied STOP, and one longer than 1,600 characters, naming the limit", async () => {
    const agent = await makeUser("agent");
    signInAs(agent);
    const lead = await textableLead({ assignedTo: agent.id });
    const long = await sendTextAction(IDLE, form({ leadId: String(lead.id), body: "a".repeat(1601), token: randomUUID() }));
    expect(long.fieldErrors?.body).toEqual(["Texts are limited to 1,600 characters (10 segments, Twilio's maximum)"]);
    // 1,590 typed characters pass the form, but the first text's opt-out line takes it over the limit.
    const withLine = await sendManualText(agent, { leadId: lead.id, body: "b".repeat(1590), templateId: null, token: randomUUID(), confirmLater: true }, sat(11)).catch((e: { fieldErrors: unknown }) => e.fieldErrors);
    expect(withLine).toEqual({ body: ["Texts are limited to 1,600 characters (10 segments, Twilio's maximum); with the opt-out line this one has 1,612."] });
    await db().consentRevocation.create({ data: { phoneE164: lead.phoneE164!, channel: "sms", createdAt: sat(9) } });
    const stopped = await sendTextAction(IDLE, form({ leadId: String(lead.id), body: "Hello?", token: randomUUID() }));
    expect(stopped).toMatchObject({ status: "error", fieldErrors: { body: [expect.stringMatching(/^Maria replied STOP on .+: no more texts may be sent to this number\. Only Maria can undo it, by texting START\.$/)] } });
    const thread = await leadThread(agent, lead.id);
    expect(thread?.state).toMatchObject({ canSend: false, optedOut: true });
    expect(await db().communication.count({ where: { leadId: lead.id, type: "sms" } })).toBe(0);
  });

  it("without Twilio the lead page says texting is not configured", async () => {
    const agent = await makeUser("agent");
    const lead = await textableLead({ assignedTo: agent.id });
    dropTwilio();
    const thread = await leadThread(agent, lead.id);
    useTwilio(fake);
    expect(thread?.state).toEqual({ canSend: false, optedOut: false, reason: "Texting is not configured: an admin sets TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM_NUMBER (see Setup)." });
  });

  it("text templates: an admin saves one; an unknown merge field is refused at save, naming it; agents may not", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    const name = `Text ${randomBytes(3).toString("hex")}`;
    const saved = await saveSmsTemplateAction(IDLE, form({ name, content: "Hi {{first_name}}, {{agent_name}} here. Reply STOP to opt out.", isActive: "on" }));
    expect(saved).toMatchObject({ status: "success", message: "Text template created" });
    expect(await db().smsTemplate.findUniqueOrThrow({ where: { id: saved.id! } })).toMatchObject({ name, variables: ["first_name", "agent_name"], createdBy: admin.id });
    const unknown = await saveSmsTemplateAction(IDLE, form({ name, content: "Hi {{first_name}}, your {{policy_number}} is ready", isActive: "on" }));
    expect(unknown).toMatchObject({ status: "error", fieldErrors: { content: ["Unknown merge field {{policy_number}}"] } });
    const before = await db().smsTemplate.count();
    await expectAdminOnly(() => saveSmsTemplateAction(IDLE, form({ name: "x", content: "y", isActive: "on" })));
    expect(await db().smsTemplate.count()).toBe(before);
  });

  it("one's own mobile is stored in E.164 (the setup Test's recipient); a bad number is refused", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    expect(await saveMobileAction(IDLE, form({ mobile: "(512) 555-0142" }))).toMatchObject({ status: "success", message: "Mobile saved: +15125550142" });
    expect((await db().user.findUniqueOrThrow({ where: { id: admin.id } })).mobileE164).toBe("+15125550142");
    expect(await saveMobileAction(IDLE, form({ mobile: "555-0142" }))).toMatchObject({ status: "error", fieldErrors: { mobile: ["Please enter a valid mobile number"] } });
    expect(await saveMobileAction(IDLE, form({ mobile: "" }))).toMatchObject({ status: "success", message: "Mobile removed" });
  });
});
