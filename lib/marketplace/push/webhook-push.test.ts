import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Webhook as StandardWebhook } from "standardwebhooks";
import { Webhook as SvixWebhook } from "svix";
import pg from "pg";
import { db } from "@/lib/db";
import { releaseCrashedWorkers } from "@/lib/jobs/crashed-workers";
import { PUSH_RETRY_HOURS } from "@/lib/constants";
import { newWebhookSecret } from "@/lib/marketplace/secret-box";
import { attemptPush } from "@/lib/marketplace/push/attempt";
import { resendPush } from "@/lib/marketplace/push/resend";
import { signedHeaders } from "@/lib/marketplace/push/send";
import { FIRST_RETRY_MS, MAX_RETRY_GAP_MS, nominalGapMs, PUSH_JOB_MAX_ATTEMPTS, pushJobKey } from "@/lib/marketplace/push/schedule";
import { setEnv } from "@/test/fakes/integration-env";
import { startWebhookReceiver, type WebhookReceiver } from "@/test/fakes/webhook-receiver";
import { deliverTo, makePushDue, pushBuyer, pushJob, retireBuyers, runPushJobs, zipPicker } from "@/lib/marketplace/push/testing/push-fixtures";

const freshZip = zipPicker(0);
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  setEnv({ MARKETPLACE_PUSH_TEST_ORIGINS: receiver.origin });
});
afterAll(async () => {
  await retireBuyers();
  setEnv({ MARKETPLACE_PUSH_TEST_ORIGINS: undefined });
  await receiver.close();
});

const headersOf = (h: Record<string, string | string[] | undefined>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k, String(v)]));
const since = (n: number) => receiver.received.slice(n);

describe("a delivery pushed to the buyer's webhook (Standard Webhooks)", () => {
  it("signs the Standard Webhooks test vector exactly", () => {
    const headers = signedHeaders("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_p5jXN8AQM9LWM0D4loKWxJek", new Date(1614265330 * 1000), '{"test": 2432232314}');
    expect(headers).toEqual({ "webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek", "webhook-timestamp": "1614265330", "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=" });
  });

  it("posts the delivered lead, signed; the receiver verifies it with standardwebhooks and svix; nothing personal is logged", async () => {
    const secret = newWebhookSecret();
    const buyer = await pushBuyer(freshZip(), { method: "webhook", url: receiver.url("/hooks/leads?agency=7"), secret });
    const before = receiver.received.length;
    const { leadId, lead, push } = await deliverTo(buyer);
    expect(push).toMatchObject({ method: "webhook", status: "pending", attempts: 0 });
    expect(push.messageId).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(await pushJob(push.id)).toMatchObject({ maxAttempts: PUSH_JOB_MAX_ATTEMPTS });

    const written: string[] = [];
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = "info";
    const [out, err] = [process.stdout.write.bind(process.stdout), process.stderr.write.bind(process.stderr)];
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => (written.push(String(chunk)), out(chunk, ...rest))) as typeof process.stdout.write;
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => (written.push(String(chunk)), err(chunk, ...rest))) as typeof process.stderr.write;
    try {
      await runPushJobs();
    } finally {
      process.stdout.write = out;
      process.stderr.write = err;
      process.env.LOG_LEVEL = level;
    }
    const [request] = since(before);
    expect(request).toMatchObject({ method: "POST", path: "/hooks/leads?agency=7" });
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers["webhook-id"]).toBe(push.messageId);
    const headers = headersOf(request!.headers);
    const event = new StandardWebhook(secret).verify(request!.body, headers) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(new SvixWebhook(secret).verify(request!.body, headers)).toEqual(event);
    expect(() => new StandardWebhook(newWebhookSecret()).verify(request!.body, headers)).toThrow("No matching signature found");
    expect(Buffer.byteLength(request!.body)).toBeLessThan(20_000);

    const delivery = await db().leadDelivery.findUniqueOrThrow({ where: { leadId } });
    expect(event.type).toBe("lead.delivered");
    expect(event.timestamp).toBe(delivery.deliveredAt.toISOString());
    expect(event.data).toMatchObject({
      delivery_id: delivery.id,
      lead_id: leadId,
      price_cents: 1800,
      currency: "USD",
      delivery_type: "routed",
      lead: {
        full_name: "Maria Gonzalez",
        first_name: "Maria",
        last_name: "Gonzalez",
        email: lead.email,
        phone: lead.phone,
        phone_e164: lead.phoneE164,
        address: { street: "4518 Burnet Rd", city: "Austin", state: "TX", zip: buyer.zip },
        line: "home",
        verification: { score: lead.verificationScore, verified: true },
        consent: { given: true, version: "quote-2025-01", ip: "203.0.113.9", record_sha256: lead.consentHash },
      },
    });
    const data = event.data as { lead: { address: { county: string | null }; answers: Record<string, unknown> }; return_deadline: string };
    expect(data.lead.address.county).toBeTruthy();
    expect(data.lead.answers).toMatchObject({ has_continuous_coverage: true, has_multiple_claims: false });
    expect(new Date(data.return_deadline).getTime() - delivery.deliveredAt.getTime()).toBe(48 * 3_600_000);

    const row = await db().deliveryPush.findUniqueOrThrow({ where: { id: push.id }, include: { attemptLog: true } });
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastStatusCode: 200, lastError: null });
    expect(row.sentAt).not.toBeNull();
    expect(row.attemptLog).toHaveLength(1);
    expect(row.attemptLog[0]).toMatchObject({ statusCode: 200, error: null });
    expect(await pushJob(push.id)).toBeNull();

    const logged = written.join("");
    expect(logged).toContain("marketplace.push_sent");
    for (const personal of [lead.email, lead.phone, lead.phoneE164!, lead.fullName, secret]) expect(logged).not.toContain(personal);
  });

  it("sends the same webhook-id on a retry, each attempt signed afresh, after a backoff with jitter", async () => {
    const secret = newWebhookSecret();
    const buyer = await pushBuyer(freshZip(), { method: "webhook", url: receiver.url(), secret });
    const before = receiver.received.length;
    const { push } = await deliverTo(buyer);
    receiver.answerNext(500);
    const started = Date.now();
    await runPushJobs();
    let row = await db().deliveryPush.findUniqueOrThrow({ where: { id: push.id } });
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500, lastError: "Your endpoint answered 500 Internal Server Error." });
    const job = await pushJob(push.id);
    const gap = job!.runAt.getTime() - started;
    expect(gap).toBeGreaterThanOrEqual(FIRST_RETRY_MS * 0.75 - 1000);
    expect(gap).toBeLessThanOrEqual(FIRST_RETRY_MS * 1.25 + 5000);

    await makePushDue(push.id);
    await runPushJobs();
    row = await db().deliveryPush.findUniqueOrThrow({ where: { id: push.id } });
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastStatusCode: 200, lastError: null });
    const requests = since(before);
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.headers["webhook-id"])).toEqual([push.messageId, push.messageId]);
    expect(requests[0]!.body).toBe(requests[1]!.body);
    for (const r of requests) expect(new StandardWebhook(secret).verify(r.body, headersOf(r.headers))).toMatchObject({ type: "lead.delivered" });
    expect(await db().deliveryPushAttempt.findMany({ where: { pushId: push.id }, orderBy: { id: "asc" }, select: { statusCode: true } })).toEqual([{ statusCode: 500 }, { statusCode: 200 }]);
  });

  it("retries a failing endpoint with growing gaps for 24 hours from the delivery, then gives up (controlled clock)", async () => {
    const buyer = await pushBuyer(freshZip(), { method: "webhook", url: receiver.url(), secret: newWebhookSecret() });
    const before = receiver.received.length;
    const { push, leadId } = await deliverTo(buyer);
    const { deliveredAt } = await db().leadDelivery.findUniqueOrThrow({ where: { leadId } });
    const deadline = deliveredAt.getTime() + PUSH_RETRY_HOURS * 3_600_000;
    const times: number[] = [];
    let now = deliveredAt;
    for (let i = 0; i < 100; i++) {
      receiver.answerNext(500);
      times.push(now.getTime());
      const outcome = await attemptPush(push.id, { now });
      if (outcome.outcome !== "retrying") {
        expect(outcome.outcome).toBe("failed");
        break;
      }
      const job = await pushJob(push.id);
      expect(job!.runAt.getTime()).toBe(outcome.nextAttemptAt.getTime());
      now = job!.runAt;
    }
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    // Each gap is the nominal one (30 s, doubling, at most 3 h) within ±25 %, except the last, cut at the deadline.
    gaps.slice(0, -1).forEach((gap, i) => {
      expect(gap).toBeGreaterThanOrEqual(Math.floor(nominalGapMs(i + 1) * 0.75));
      expect(gap).toBeLessThanOrEqual(Math.ceil(nominalGapMs(i + 1) * 1.25));
    });
    expect(Math.max(...gaps)).toBeLessThanOrEqual(MAX_RETRY_GAP_MS * 1.25);
    expect(times.at(-1)).toBe(deadline);
    expect(times.length).toBeGreaterThan(10);
    expect(times.length).toBeLessThan(25);

    const row = await db().deliveryPush.findUniqueOrThrow({ where: { id: push.id } });
    expect(row).toMatchObject({ status: "failed", attempts: times.length, lastStatusCode: 500, sentAt: null });
    expect(row.lastError).toBe(`Your endpoint answered 500 Internal Server Error. No more retries: 24 hours have passed since the delivery (${times.length} attempts).`);
    expect(await db().deliveryPushAttempt.count({ where: { pushId: push.id, statusCode: 500 } })).toBe(times.length);
    expect(await pushJob(push.id)).toBeNull();
    expect(new Set(since(before).map((r) => r.headers["webhook-id"]))).toEqual(new Set([push.messageId]));
  });

  it("slows down for 429 and honours Retry-After", async () => {
    const buyer = await pushBuyer(freshZip(), { method: "webhook", url: receiver.url(), secret: newWebhookSecret() });
    const { push } = await deliverTo(buyer);
    receiver.answerNext({ status: 429, headers: { "retry-after": "900" } });
    const now = new Date();
    const outcome = await attemptPush(push.id, { now });
    expect(outcome).toMatchObject({ outcome: "retrying", statusCode: 429, error: "Your endpoint answered 429 Too Many Requests: slowing down." });
    expect(outcome.outcome === "retrying" && outcome.nextAttemptAt.getTime() - now.getTime()).toBe(900_000);
  });

  it("disables the endpoint on 410 Gone: later pushes to it wait as disabled until the buyer sends one again", async () => {
    const buyer = await pushBuyer(freshZip(), { method: "webhook", url: receiver.url("/gone"), secret: newWebhookSecret() });
    const before = receiver.received.length;
    const first = await deliverTo(buyer);
    receiver.answerNext(410);
    await runPushJobs();
    expect(await db().deliveryPush.findUniqueOrThrow({ where: { id: first.push.id } })).toMatchObject({
      status: "disabled",
      attempts: 1,
      lastStatusCode: 410,
      lastError: "Your endpoint answered 410 Gone: pushes to it are stopped. Fix it, then press Send again (or save a new URL).",
    });
    expect(await pushJob(first.push.id)).toBeNull();

    const second = await deliverTo(buyer);
    await runPushJobs();
    expect(await db().deliveryPush.findUniqueOrThrow({ where: { id: second.push.id } })).toMatchObject({ status: "disabled", attempts: 0 });
    expect(since(before)).toHaveLength(1);

    // Sent again by the buyer: tried although the endpoint is disabled, answered, and the endpoint lives again.
    await resendPush(buyer, second.push.id);
    await runPushJobs();
    expect(await db().deliveryPush.findUniqueOrThrow({ where: { id: second.push.id } })).toMatchObject({ status: "sent", attempts: 1, lastStatusCode: 200 });
    const third = await deliverTo(buyer);
    await runPushJobs();
    expect(await db().deliveryPush.findUniqueOrThrow({ where: { id: third.push.id } })).toMatchObject({ status: "sent", attempts: 1 });
    expect(since(before)).toHaveLength(3);
  });

  it("gives up on an endpoint that does not answer within the timeout, and tries again later", async () => {
    const buyer = await pushBuyer(freshZip(), { method: "webhook", url: receiver.url(), secret: newWebhookSecret() });
    const { push } = await deliverTo(buyer);
    receiver.answerNext({ status: 200, delayMs: 2_000 });
    const started = Date.now();
    const outcome = await attemptPush(push.id, { timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(outcome).toMatchObject({ outcome: "retrying", statusCode: null, error: "No answer within 300 ms." });
    const [attempt] = await db().deliveryPushAttempt.findMany({ where: { pushId: push.id } });
    expect(attempt!.durationMs).toBeGreaterThanOrEqual(290);
  });

  it("runs again when the worker died mid-attempt (released by the crashed-worker sweep), and one attempt at a time", async () => {
    const buyer = await pushBuyer(freshZip(), { method: "webhook", url: receiver.url(), secret: newWebhookSecret() });
    const { push } = await deliverTo(buyer);
    // A worker took the job and the attempt's lease, then was killed 10 minutes ago: no attempt recorded, the job locked.
    const diedAt = new Date(Date.now() - 10 * 60_000);
    await db().$executeRaw`UPDATE graphile_worker._private_jobs SET locked_by = 'worker-killed-in-test', locked_at = ${diedAt}, attempts = 1 WHERE key = ${pushJobKey(push.id)}`;
    await db().deliveryPush.update({ where: { id: push.id }, data: { lastAttemptAt: diedAt } });
    await runPushJobs();
    expect(await db().deliveryPush.findUniqueOrThrow({ where: { id: push.id } })).toMatchObject({ status: "pending", attempts: 0 });
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    try {
      expect(await releaseCrashedWorkers(process.env.DATABASE_URL!, pool, 60_000)).toContain("worker-killed-in-test");
    } finally {
      await pool.end();
    }
    const before = receiver.received.length;
    await runPushJobs();
    expect(receiver.received.length).toBe(before + 1);
    expect(await db().deliveryPush.findUniqueOrThrow({ where: { id: push.id } })).toMatchObject({ status: "sent", attempts: 1 });

    // An attempt in flight (its lease taken seconds ago): another run waits for the lease to lapse instead of sending twice.
    const second = await deliverTo(buyer);
    const takenAt = new Date(Date.now() - 5_000);
    await db().deliveryPush.update({ where: { id: second.push.id }, data: { lastAttemptAt: takenAt } });
    expect(await attemptPush(second.push.id)).toEqual({ outcome: "skipped", reason: "Another attempt is in flight" });
    expect((await pushJob(second.push.id))!.runAt.getTime()).toBe(takenAt.getTime() + 45_000 + 1_000);
    expect(receiver.received.length).toBe(before + 1);
  });
});
