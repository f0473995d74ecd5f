import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobHelpers } from "graphile-worker";
import { db } from "@/lib/db";
import { smsSendTask } from "@/lib/jobs/tasks/send-sms";
import { queueText } from "@/lib/texting/queue-text";
import { instantIn } from "@/lib/texting/zoned-time";
import { startFakeTwilio, type FakeTwilio } from "@/test/fakes/twilio";
import { STATUS_URL, dropTwilio, newMobile, postStatus, textableLead, useTwilio } from "@/test/texting";

let fake: FakeTwilio;
const C = "America/Chicago";
// A Wednesday afternoon in Austin, two weeks ahead.
const now = new Date(Date.now() + 14 * 86_400_000);
const wc = new Intl.DateTimeFormat("en-US", { timeZone: C, year: "numeric", month: "numeric", day: "numeric", weekday: "short" }).formatToParts(now);
const part = (t: string) => Number(wc.find((p) => p.type === t)!.value);
const y = part("year"), m = part("month");
let d = part("day");
const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
d += (3 - day + 7) % 7;
const afternoon = instantIn(C, y, m, d, 14 * 60);
const clockAt = (at: Date) => ({ now: () => at });
const helpers = (attempts = 1, max = 10) => ({ job: { attempts, max_attempts: max } }) as unknown as JobHelpers;
const row = (id: number) => db().communication.findUniqueOrThrow({ where: { id } });

async function queued(opts: { to?: string; body?: string; leadId?: number | null } = {}) {
  const lead = opts.leadId === undefined ? await textableLead({ phone: opts.to }) : null;
  const to = opts.to ?? lead!.phoneE164!;
  const q = await db().$transaction((tx) =>
    queueText(tx, { kind: "manual", leadId: lead?.id ?? opts.leadId ?? null, to, body: opts.body ?? `Hi Maria, it's Ana about your quote ${Math.random()}`, dedupeKey: `test-sms-${Math.random()}`, sendAt: afternoon, now: afternoon, waiting: null, zones: [C] }),
  );
  return { id: q.id, to, lead };
}

describe("sms:send: one queued text to Twilio through the official SDK, once", () => {
  beforeAll(async () => {
    fake = await startFakeTwilio({ callbackMode: "hold" });
    useTwilio(fake);
  });
  afterAll(async () => {
    dropTwilio();
    await fake.close();
  });

  it("posts Twilio's form with Basic auth from the Messaging Service, records the SID, and follows the status callbacks forward only", async () => {
    const { id, to } = await queued();
    await smsSendTask(clockAt(afternoon))({ communicationId: id }, helpers());
    const sent = fake.messages.at(-1)!;
    expect(sent).toMatchObject({ to, messagingServiceSid: fake.messagingServiceSid, from: null, statusCallback: STATUS_URL });
    expect(await row(id)).toMatchObject({ status: "accepted", providerId: sent.sid, sentAt: afternoon });
    // Out of order and twice: delivered, then a late "sent", then delivered again.
    const delivered = fake.statusCallback(sent.sid, "delivered");
    expect(await (await postStatus(delivered)).json()).toMatchObject({ outcome: "recorded", status: "delivered" });
    expect(await (await postStatus(fake.statusCallback(sent.sid, "sent"))).json()).toMatchObject({ outcome: "recorded", status: "delivered" });
    expect(await (await postStatus(delivered)).json()).toMatchObject({ outcome: "duplicate" });
    const after = await row(id);
    expect(after.status).toBe("delivered");
    expect(after.deliveredAt).not.toBeNull();
    expect(await db().smsEvent.count({ where: { messageSid: sent.sid } })).toBe(2);
  });

  it("records an undelivered text with Twilio's error code", async () => {
    const { id } = await queued();
    await smsSendTask(clockAt(afternoon))({ communicationId: id }, helpers());
    const sid = (await row(id)).providerId!;
    await postStatus(fake.statusCallback(sid, "undelivered", { errorCode: 30003 }));
    expect(await row(id)).toMatchObject({ status: "undelivered", metadata: expect.objectContaining({ errorCode: 30003 }) });
  });

  it("two runners at once hand it over once", async () => {
    const { id, to } = await queued();
    const task = smsSendTask(clockAt(afternoon));
    await Promise.all([task({ communicationId: id }, helpers()), task({ communicationId: id }, helpers())]);
    expect(fake.messages.filter((m) => m.to === to)).toHaveLength(1);
  });

  it("a worker killed after Twilio took it: the retried job finds the message at Twilio, records it (and callbacks that came first) and sends nothing", async () => {
    const { id, to } = await queued();
    await smsSendTask(clockAt(afternoon))({ communicationId: id }, helpers());
    const sid = (await row(id)).providerId!;
    // Its record lost (the worker died before its UPDATE), claimed two minutes ago; Twilio's callback arrives first.
    await db().communication.update({ where: { id }, data: { status: "sending", providerId: null, metadata: { kind: "manual", zones: [C], claimedAt: new Date(Date.now() - 120_000).toISOString() } } });
    await postStatus(fake.statusCallback(sid, "delivered"));
    await smsSendTask(clockAt(afternoon))({ communicationId: id }, helpers(2));
    expect(fake.messages.filter((x) => x.to === to)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ providerId: sid, status: "delivered" });
  });

  it("a worker killed after its claim, before Twilio: the retried job sends it (once); a fresh claim is left to its runner", async () => {
    const { id, to } = await queued();
    await db().communication.update({ where: { id }, data: { status: "sending", metadata: { kind: "manual", zones: [C], claimedAt: new Date().toISOString() } } });
    await smsSendTask(clockAt(afternoon))({ communicationId: id }, helpers(2));
    expect(fake.messages.filter((x) => x.to === to)).toHaveLength(0);
    await db().communication.update({ where: { id }, data: { metadata: { kind: "manual", zones: [C], claimedAt: new Date(Date.now() - 120_000).toISOString() } } });
    await smsSendTask(clockAt(afternoon))({ communicationId: id }, helpers(2));
    expect(fake.messages.filter((x) => x.to === to)).toHaveLength(1);
    expect((await row(id)).status).toBe("accepted");
  });

  it("never sends outside the law's hours: a job run at 9:05 p.m. waits for 9:00 a.m.", async () => {
    const { id, to } = await queued();
    const late = instantIn(C, y, m, d, 21 * 60 + 5);
    await smsSendTask(clockAt(late))({ communicationId: id }, helpers());
    expect(fake.messages.filter((x) => x.to === to)).toHaveLength(0);
    const r = await row(id);
    expect(r).toMatchObject({ status: "scheduled", scheduledFor: instantIn(C, y, m, d + 1, 9 * 60) });
    expect((r.metadata as { waiting: string }).waiting).toBe("waiting for 9:00 a.m. (recipient's time, Texas law)");
    const job = await db().$queryRaw<{ run_at: Date }[]>`SELECT run_at FROM graphile_worker._private_jobs WHERE key = ${`sms:${r.dedupeKey}`}`;
    expect(job[0]?.run_at).toEqual(instantIn(C, y, m, d + 1, 9 * 60));
  });

  it("nothing to a person who opted out; not configured: not sent, with the reason", async () => {
    const opted = await queued();
    await db().consentRevocation.create({ data: { phoneE164: opted.to, channel: "sms" } });
    await smsSendTask(clockAt(afternoon))({ communicationId: opted.id }, helpers());
    expect(await row(opted.id)).toMatchObject({ status: "not_sent", metadata: expect.objectContaining({ reason: "The person opted out" }) });
    dropTwilio();
    const plain = await queued();
    await smsSendTask(clockAt(afternoon))({ communicationId: plain.id }, helpers());
    expect(await row(plain.id)).toMatchObject({ status: "not_sent", metadata: expect.objectContaining({ reason: "Texting is not configured: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM_NUMBER" }) });
    useTwilio(fake);
    expect(fake.messages.filter((x) => x.to === opted.to || x.to === plain.to)).toHaveLength(0);
  });

  it("Twilio down: retrying (the job throws for graphile-worker's backoff), failed after the last attempt; 21610 records the opt-out", async () => {
    const { id } = await queued();
    fake.failNext(1, 503);
    await expect(smsSendTask(clockAt(afternoon))({ communicationId: id }, helpers(1))).rejects.toThrow(/not sent/);
    expect((await row(id)).status).toBe("retrying");
    fake.failNext(1, 503);
    await smsSendTask(clockAt(afternoon))({ communicationId: id }, helpers(10, 10));
    expect((await row(id)).status).toBe("failed");
    const blocked = newMobile();
    fake.optedOut.add(blocked);
    const b = await queued({ to: blocked });
    await smsSendTask(clockAt(afternoon))({ communicationId: b.id }, helpers());
    expect(await row(b.id)).toMatchObject({ status: "failed", metadata: expect.objectContaining({ errorCode: 21610 }) });
    expect(await db().consentRevocation.count({ where: { phoneE164: blocked, channel: "sms" } })).toBe(1);
  });
});
