import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { runIntegrationTest } from "@/lib/setup/run-test";
import { setupChecklist } from "@/lib/setup/checklist";
import { seedTextingDefaults, FIRST_TEXT_AUTOMATION_NAME } from "@/prisma/seed-texting";
import { seedAutomationDefaults } from "@/prisma/seed-automations";
import { startFakeTwilio, type FakeTwilio } from "@/test/fakes/twilio";
import { SITE, dropTwilio, useTwilio } from "@/test/texting";

let fake: FakeTwilio;
const row = async () => (await setupChecklist({ requestIp: "203.0.113.5" })).find((r) => r.key === "twilio")!;

describe("the setup checklist's Texting (Twilio) row", () => {
  beforeAll(async () => {
    fake = await startFakeTwilio({ callbackMode: "hold" });
  });
  afterAll(async () => {
    dropTwilio();
    await fake.close();
  });
  beforeEach(async () => {
    dropTwilio();
    await db().integrationCheck.deleteMany({ where: { integration: "twilio" } });
    await db().rateLimit.deleteMany({ where: { key: { startsWith: "setup-test:" } } });
  });

  it("without variables: not configured, naming them (a sender id or a number), with both URLs to paste and the 10DLC reminder", async () => {
    useTwilio(fake);
    dropTwilio();
    process.env.SITE_URL = SITE;
    const r = await row();
    delete process.env.SITE_URL;
    expect(r.state).toBe("not_configured");
    expect(r.detail).toBe("Not configured: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM_NUMBER.");
    expect(r.webhook?.url).toBe(`${SITE}/api/twilio/inbound`);
    expect(r.webhook?.urls).toEqual([{ url: `${SITE}/api/twilio/status`, label: expect.stringContaining("Status callback URL") }]);
    expect(r.summary).toMatch(/A2P 10DLC/);
  });

  it("the Test sends one text to the admin's own mobile through the fake: working; without a mobile it says where to add it", async () => {
    useTwilio(fake, { TWILIO_FROM_NUMBER: fake.fromNumber });
    const admin = await makeUser("admin");
    const ctx = { admin: { id: admin.id, username: admin.username, email: null } };
    expect(await runIntegrationTest("twilio", ctx)).toEqual({ status: "precondition", message: "Add your mobile number at /account first: the test text goes to you." });
    await db().user.update({ where: { id: admin.id }, data: { mobileE164: "+15125550142" } });
    const before = fake.messages.length;
    const done = await runIntegrationTest("twilio", ctx);
    expect(done).toMatchObject({ status: "done", outcome: { ok: true, message: expect.stringMatching(/^Twilio accepted the text to your mobile \(SM[0-9a-f]{32}, status accepted\)\.$/) } });
    expect(fake.messages.slice(before)).toEqual([expect.objectContaining({ to: "+15125550142", messagingServiceSid: fake.messagingServiceSid, body: expect.stringContaining("Texting works.") })]);
    expect((await row()).state).toBe("working");
    // A wrong token: failing, with Twilio's words and never the token.
    useTwilio(fake, { TWILIO_AUTH_TOKEN: "0123456789abcdef0123456789abcdef" });
    const failed = await runIntegrationTest("twilio", ctx);
    expect(failed).toMatchObject({ status: "done", outcome: { ok: false } });
    expect(JSON.stringify(failed)).not.toContain("0123456789abcdef0123456789abcdef");
    expect((await row()).state).toBe("failing");
  });

  it("seeds the Spanish first text and the first-text automation switched off, switched on once Twilio is configured unless an admin touched it", async () => {
    await db().automation.deleteMany({ where: { name: FIRST_TEXT_AUTOMATION_NAME } });
    dropTwilio();
    // The whole default set (the English intro text is the automation's template), as the seed runs it.
    await seedAutomationDefaults(db());
    const off = await db().automation.findFirstOrThrow({ where: { name: FIRST_TEXT_AUTOMATION_NAME } });
    expect(off.isActive).toBe(false);
    expect(off.actions).toEqual([{ type: "send_text_template", templateId: expect.any(Number), delayMinutes: 0 }]);
    expect(await db().smsTemplate.findFirst({ where: { name: "Primer mensaje (español)" } })).toMatchObject({ isActive: true, content: expect.stringContaining("cotización") });
    useTwilio(fake);
    await seedTextingDefaults(db());
    expect((await db().automation.findUniqueOrThrow({ where: { id: off.id } })).isActive).toBe(true);
    // An admin switched it off: the next start leaves it off.
    await db().automation.update({ where: { id: off.id }, data: { isActive: false } });
    await db().auditLog.create({ data: { action: "automation.deactivate", entity: "automation", entityId: String(off.id) } });
    await seedTextingDefaults(db());
    expect((await db().automation.findUniqueOrThrow({ where: { id: off.id } })).isActive).toBe(false);
    expect(await db().automation.count({ where: { name: FIRST_TEXT_AUTOMATION_NAME } })).toBe(1);
  });
});
