import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOnce } from "graphile-worker";
import { db } from "@/lib/db";
import { taskList } from "@/lib/jobs/task-list";
import { workerLogger } from "@/lib/jobs/worker";
import { loadStopState } from "@/lib/automations/stop-rule";
import { queueText } from "@/lib/texting/queue-text";
import { startFakeTwilio, signTwilio, type FakeTwilio } from "@/test/fakes/twilio";
import { makeAccount, makeUser } from "@/lib/crm/testing/fixtures";
import { INBOUND_URL, dropTwilio, newMobile, postInbound, textableLead, useTwilio } from "@/test/texting";

let fake: FakeTwilio;
// Only texting's follow-up jobs: the shared database holds other files' jobs, which are not this test's to run.
const runJobs = () => runOnce({ connectionString: process.env.DATABASE_URL!, taskList: { "texting:inbound": taskList["texting:inbound"]! }, logger: workerLogger });
const texts = (where: object) => db().communication.findMany({ where: { type: "sms", ...where }, orderBy: { id: "asc" } });
const revocations = (phone: string) => db().consentRevocation.count({ where: { phoneE164: phone, channel: "sms" } });

describe("POST /api/twilio/inbound (texts to our number, signed by Twilio)", () => {
  beforeAll(async () => {
    fake = await startFakeTwilio({ callbackMode: "hold" });
    useTwilio(fake);
  });
  afterAll(async () => {
    dropTwilio();
    await fake.close();
  });

  it("verifies X-Twilio-Signature against the URL built from SITE_URL: 503 without the token, 401 forged, tampered or for another URL, nothing stored", async () => {
    const from = newMobile();
    const good = fake.inboundRequest(INBOUND_URL, { from, body: "Is this about my quote?" });
    dropTwilio();
    expect((await postInbound(good)).status).toBe(503);
    useTwilio(fake);
    expect((await postInbound(good, { signature: null })).status).toBe(401);
    expect((await postInbound(good, { signature: signTwilio("not-the-token", INBOUND_URL, good.params) })).status).toBe(401);
    expect((await postInbound(good, { signature: signTwilio(fake.authToken, INBOUND_URL.replace("https:", "http:"), good.params) })).status).toBe(401);
    expect((await postInbound(good, { body: new URLSearchParams({ ...good.params, Body: "STOP" }).toString() })).status).toBe(401);
    expect((await postInbound(good, { contentType: "application/json", body: JSON.stringify(good.params) })).status).toBe(415);
    expect(await texts({ providerId: good.params.MessageSid })).toHaveLength(0);
    // The request reaches us at another address (a proxy); Twilio signed the public one: accepted.
    const res = await postInbound(good, { url: "http://10.0.0.7:3000/api/twilio/inbound" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/xml");
    expect(await res.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
  });

  it("answers 400 to a signed body that is not a Twilio message or a number that is not E.164, and stores nothing", async () => {
    const notTwilio = fake.inboundRequest(INBOUND_URL, { from: newMobile(), body: "hi" });
    const { MessageSid: _sid, ...rest } = notTwilio.params;
    const unsignedShape = { url: INBOUND_URL, params: rest, signature: signTwilio(fake.authToken, INBOUND_URL, rest) };
    const r1 = await postInbound(unsignedShape);
    expect(r1.status).toBe(400);
    expect((await r1.json()).fieldErrors.MessageSid).toBeDefined();
    const local = fake.inboundRequest(INBOUND_URL, { from: "5125550123", body: "hi" });
    const r2 = await postInbound(local);
    expect(r2.status).toBe(400);
    expect((await r2.json()).error).toBe("The sender is not a phone number in E.164");
    expect(await texts({ providerId: local.params.MessageSid })).toHaveLength(0);
  });

  it("keeps a reply once on the lead's thread (a replayed delivery changes nothing), tells the agent, and stops the lead's sequences", async () => {
    const agent = await makeUser("agent", { email: `agent.${Date.now()}@agency.example` });
    const lead = await textableLead({ assignedTo: agent.id });
    const reply = fake.inboundRequest(INBOUND_URL, { from: lead.phoneE164!, body: "Yes, after 5 works. Is the roof covered?" });
    expect((await postInbound(reply)).status).toBe(200);
    expect((await postInbound(reply)).status).toBe(200);
    const stored = await texts({ providerId: reply.params.MessageSid });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ direction: "inbound", leadId: lead.id, content: "Yes, after 5 works. Is the roof covered?", status: "received" });
    const state = await db().$transaction((tx) => loadStopState(tx, lead.id, false));
    expect(state?.repliedAt?.getTime()).toBe(stored[0]!.createdAt.getTime());
    await runJobs();
    const alert = await db().communication.findFirst({ where: { dedupeKey: `sms-reply-alert:${stored[0]!.id}` } });
    expect(alert).toMatchObject({ type: "email", toAddress: expect.stringContaining("agent."), subject: `Text from #${lead.id} Maria Gonzalez` });
    expect(alert?.content).toContain("Is the roof covered?");
  });

  it("STOP records the opt-out before answering, cancels what waits, confirms once, and a second STOP gets nothing", async () => {
    const lead = await textableLead();
    const phone = lead.phoneE164!;
    const waiting = await db().$transaction((tx) =>
      queueText(tx, { kind: "automation", leadId: lead.id, to: phone, body: "Tomorrow's follow-up", dedupeKey: `test-wait-${lead.id}`, sendAt: new Date(Date.now() + 3_600_000), now: new Date(), waiting: "waiting", zones: ["America/Chicago"] }),
    );
    const res = await postInbound(fake.inboundRequest(INBOUND_URL, { from: phone, body: "Stop" }));
    // Recorded before the answer: nothing is asynchronous about an opt-out.
    expect(await revocations(phone)).toBe(1);
    const xml = await res.text();
    expect(xml).toContain("<Message>Texas Insurance Leads: you are unsubscribed and will get no more texts from us. Reply START to resubscribe.</Message>");
    expect((await db().communication.findUniqueOrThrow({ where: { id: waiting.id } })).status).toBe("not_sent");
    expect((await db().$transaction((tx) => loadStopState(tx, lead.id, false)))?.optedOut).toBe(true);
    const again = await postInbound(fake.inboundRequest(INBOUND_URL, { from: phone, body: "STOP" }));
    expect(await again.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await revocations(phone)).toBe(1);
    // Exactly one confirmation on the thread.
    expect((await texts({ leadId: lead.id, direction: "outbound" })).filter((t) => (t.metadata as { kind?: string }).kind === "keyword_reply")).toHaveLength(1);
  });

  it("START re-subscribes (with one confirmation); HELP answers with the agency's name and phone", async () => {
    const lead = await textableLead();
    const phone = lead.phoneE164!;
    await postInbound(fake.inboundRequest(INBOUND_URL, { from: phone, body: "UNSUBSCRIBE" }));
    expect(await revocations(phone)).toBe(1);
    const help = await (await postInbound(fake.inboundRequest(INBOUND_URL, { from: phone, body: "help" }))).text();
    expect(help).toContain("Texas Insurance Leads, Texas insurance quotes: call (512) 555-0199");
    const start = await (await postInbound(fake.inboundRequest(INBOUND_URL, { from: phone, body: "START" }))).text();
    expect(start).toContain("you are subscribed to texts again");
    expect(await revocations(phone)).toBe(0);
    expect((await db().$transaction((tx) => loadStopState(tx, lead.id, false)))?.optedOut).toBe(false);
  });

  it("a text from an unknown number becomes one lead with source sms, with every text of that number on it", async () => {
    const phone = newMobile("713");
    const first = fake.inboundRequest(INBOUND_URL, { from: phone, body: "Hi, I need a quote for my house in Katy" });
    const second = fake.inboundRequest(INBOUND_URL, { from: phone, body: "It's a 2005 build" });
    expect((await postInbound(first)).status).toBe(200);
    expect((await postInbound(second)).status).toBe(200);
    await runJobs();
    const leads = await db().lead.findMany({ where: { phoneE164: phone } });
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ source: "sms", fullName: `Text from (713) ${phone.slice(5, 8)}-${phone.slice(8)}`, emailValid: false });
    expect(leads[0]!.notes).toContain("I need a quote for my house in Katy");
    expect((await texts({ leadId: leads[0]!.id, direction: "inbound" })).map((t) => t.content)).toEqual(["Hi, I need a quote for my house in Katy", "It's a 2005 build"]);
    // A client of the book (a CRM contact's mobile, as typed) is no new lead: the text joins the contact and its account.
    const client = newMobile("832");
    const owner = await makeUser("agent", { email: `owner.${Date.now()}@agency.example` });
    const account = await makeAccount(owner);
    const contact = await db().crmContact.create({ data: { accountId: account.id, firstName: "Luis", lastName: "Ortega", mobile: `(${client.slice(2, 5)}) ${client.slice(5, 8)}-${client.slice(8)}` } });
    const fromClient = fake.inboundRequest(INBOUND_URL, { from: client, body: "Can you add my daughter's car to our policy?" });
    await postInbound(fromClient);
    await runJobs();
    expect(await db().lead.count({ where: { phoneE164: client } })).toBe(0);
    const kept = await db().communication.findFirstOrThrow({ where: { providerId: fromClient.params.MessageSid } });
    expect(kept).toMatchObject({ contactId: contact.id, accountId: account.id, leadId: null });
    expect(await db().communication.findFirst({ where: { dedupeKey: `sms-reply-alert:${kept.id}` } })).toMatchObject({ toAddress: expect.stringContaining("owner."), subject: `Text from Luis Ortega (${account.name})` });
    // A STOP from a number we never knew records the opt-out and creates no lead.
    const stranger = newMobile("214");
    await postInbound(fake.inboundRequest(INBOUND_URL, { from: stranger, body: "STOP" }));
    await runJobs();
    expect(await revocations(stranger)).toBe(1);
    expect(await db().lead.count({ where: { phoneE164: stranger } })).toBe(0);
  });
});
