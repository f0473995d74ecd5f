import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { db } from "@/lib/db";
import { startWorker } from "@/lib/jobs/worker";
import { nudgePushLane } from "@/lib/jobs/push-lane";
import { newWebhookSecret } from "@/lib/marketplace/secret-box";
import { setEnv } from "@/test/fakes/integration-env";
import { startWebhookReceiver, type WebhookReceiver } from "@/test/fakes/webhook-receiver";
import { deliverTo, pushBuyer, retireBuyers, zipPicker } from "@/lib/marketplace/push/testing/push-fixtures";

/**
 * The worker's lanes (lib/jobs/worker.ts): a delivery's push to the buyer's webhook leaves while
 * every other worker is busy. Here the one worker of the main lane is held by an e-mail whose
 * provider never answers; the buyer's webhook still receives the delivery. And a push lane that
 * polls rarely sends a push as soon as it is woken (lib/jobs/push-lane.ts).
 */
const url = process.env.DATABASE_URL!;
const pool = new pg.Pool({ connectionString: url, max: 1 });
const tag = randomBytes(4).toString("hex");
const freshZip = zipPicker(7);

// An e-mail provider that takes the request and answers only when told to.
const waiting: ServerResponse[] = [];
const stuck = createServer((_req, res) => waiting.push(res));
let receiver: WebhookReceiver;

beforeAll(async () => {
  await new Promise<void>((resolve) => stuck.listen(0, "127.0.0.1", resolve));
  receiver = await startWebhookReceiver();
  setEnv({ MARKETPLACE_PUSH_TEST_ORIGINS: receiver.origin, RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: `http://127.0.0.1:${(stuck.address() as AddressInfo).port}` });
});

afterAll(async () => {
  for (const res of waiting) res.destroy();
  stuck.closeAllConnections();
  await new Promise((resolve) => stuck.close(resolve));
  await retireBuyers();
  await pool.query(`DELETE FROM graphile_worker._private_jobs WHERE key = $1`, [`lanes-test-${tag}`]);
  await pool.end();
  setEnv({ MARKETPLACE_PUSH_TEST_ORIGINS: undefined, RESEND_API_KEY: undefined, RESEND_BASE_URL: undefined });
  await receiver.close();
});

describe("the worker's lanes", () => {
  it("pushes a delivery to the buyer's webhook while every other worker is held", async () => {
    const mail = await db().communication.create({
      data: { type: "email", direction: "outbound", status: "queued", subject: "Lanes test", content: "text", toAddress: "agent@agency-example.com", dedupeKey: `lanes-test-${tag}` },
    });
    await pool.query(`SELECT graphile_worker.add_job('email:send', json_build_object('communicationId', $1::int), job_key => $2, priority => -1000)`, [mail.id, `lanes-test-${tag}`]);
    const buyer = await pushBuyer(freshZip(), { method: "webhook", url: receiver.url("/lanes"), secret: newWebhookSecret() });

    const runner = await startWorker(url, 1);
    try {
      await expect.poll(() => waiting.length, { timeout: 15_000, interval: 50 }).toBe(1);
      const { leadId } = await deliverTo(buyer);
      await expect.poll(() => receiver.received.some((r) => r.path === "/lanes"), { timeout: 15_000, interval: 50 }).toBe(true);
      const pushed = JSON.parse(receiver.received.find((r) => r.path === "/lanes")!.body) as { data: { lead_id: number } };
      expect(pushed.data.lead_id).toBe(leadId);
      // The main lane's worker was held the whole time by the e-mail.
      expect(waiting.length).toBe(1);
      expect(waiting[0]!.writableEnded).toBe(false);
    } finally {
      // The provider answers: the e-mail fails and waits for its retry, and the stop is quick.
      for (const res of waiting) if (!res.writableEnded) res.writeHead(500).end();
      await runner.stop();
    }
  }, 60_000);

  it("a delivery's push leaves when the lane is woken, not at the lane's next look for work", async () => {
    const buyer = await pushBuyer(freshZip(), { method: "webhook", url: receiver.url("/woken"), secret: newWebhookSecret() });
    // A push lane that, once idle, would not look for work again for two minutes.
    const runner = await startWorker(url, 1, { pushPollMs: 120_000 });
    const answer = setInterval(() => {
      for (const res of waiting) if (!res.writableEnded) res.writeHead(500).end();
    }, 100);
    try {
      // Idle: a woken worker has looked and found nothing.
      await expect.poll(() => nudgePushLane(), { timeout: 15_000, interval: 50 }).toBe(true);
      const { leadId } = await deliverTo(buyer);
      expect(nudgePushLane()).toBe(true);
      await expect.poll(() => receiver.received.some((r) => r.path === "/woken"), { timeout: 15_000, interval: 50 }).toBe(true);
      const pushed = JSON.parse(receiver.received.find((r) => r.path === "/woken")!.body) as { data: { lead_id: number } };
      expect(pushed.data.lead_id).toBe(leadId);
    } finally {
      clearInterval(answer);
      await runner.stop();
    }
    // Stopped: nothing of this runner is left to wake.
    expect(nudgePushLane()).toBe(false);
  }, 60_000);
});
