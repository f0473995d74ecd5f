import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import twilio from "twilio";
import { db } from "@/lib/db";
import { startFakeTwilio, signTwilio, type FakeTwilio } from "@/test/fakes/twilio";
import { STATUS_URL, dropTwilio, postStatus, textableLead, useTwilio } from "@/test/texting";

let fake: FakeTwilio;
const sid = () => `SM${randomBytes(16).toString("hex")}`;

describe("POST /api/twilio/status (Twilio's status callbacks, signed)", () => {
  beforeAll(async () => {
    fake = await startFakeTwilio({ callbackMode: "hold" });
    useTwilio(fake);
  });
  afterAll(async () => {
    dropTwilio();
    await fake.close();
  });

  it("checks the signature the way the twilio package computes it (its documented test vector)", () => {
    const params = { MessageSid: "SM123", From: "+15125550123", To: "+15125550100", Body: "STOP", AccountSid: "AC123" };
    expect(twilio.getExpectedTwilioSignature("test_auth_token", "https://example.com/api/twilio/sms", params)).toBe("nuNw94HZ1ki3pfG7awHJU3LXXXo=");
    expect(twilio.validateRequest("test_auth_token", "nuNw94HZ1ki3pfG7awHJU3LXXXo=", "https://example.com/api/twilio/sms", params)).toBe(true);
  });

  it("503 without the token, 401 forged or missing, 400 a signed body that is not a status callback, and nothing is recorded", async () => {
    const lead = await textableLead();
    const messageSid = sid();
    await db().communication.create({ data: { type: "sms", direction: "outbound", status: "accepted", toAddress: lead.phoneE164, providerId: messageSid, leadId: lead.id, dedupeKey: `status-test-${messageSid}`, content: "Hi" } });
    const cb = fake.statusCallback(messageSid, "delivered", { url: STATUS_URL });
    dropTwilio();
    expect((await postStatus(cb)).status).toBe(503);
    useTwilio(fake);
    expect((await postStatus(cb, { signature: null })).status).toBe(401);
    expect((await postStatus(cb, { signature: signTwilio("another-token", STATUS_URL, cb.params) })).status).toBe(401);
    const bogus = { ...cb.params, MessageStatus: "teleported" };
    const bad = await postStatus({ url: STATUS_URL, params: bogus, signature: signTwilio(fake.authToken, STATUS_URL, bogus) });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors.MessageStatus).toBeDefined();
    const otherAccount = { ...cb.params, AccountSid: `AC${randomBytes(16).toString("hex")}` };
    expect((await postStatus({ url: STATUS_URL, params: otherAccount, signature: signTwilio(fake.authToken, STATUS_URL, otherAccount) })).status).toBe(400);
    expect(await db().smsEvent.count({ where: { messageSid } })).toBe(0);
    // The real one: recorded once, then a repeat is a duplicate.
    expect(await (await postStatus(cb)).json()).toMatchObject({ success: true, outcome: "recorded", status: "delivered" });
    expect(await (await postStatus(cb)).json()).toMatchObject({ outcome: "duplicate" });
    expect((await db().communication.findFirstOrThrow({ where: { providerId: messageSid } })).status).toBe("delivered");
  });
});
