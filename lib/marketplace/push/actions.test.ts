import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { NOT_YOURS } from "@/lib/crm/action-errors";
import { IDLE } from "@/lib/forms/action-state";
import { newWebhookSecret } from "@/lib/marketplace/secret-box";
import { resendPushAction } from "@/lib/marketplace/push/actions";
import { attemptPush } from "@/lib/marketplace/push/attempt";
import { listPushLog } from "@/lib/marketplace/push/delivery-log";
import { setEnv } from "@/test/fakes/integration-env";
import { startWebhookReceiver, type WebhookReceiver } from "@/test/fakes/webhook-receiver";
import { formData } from "@/test/form-data";
import { nextRequest, REDIRECT_TO } from "@/test/next-request-mocks";
import { deliverTo, pushBuyer, pushJob, retireBuyers, runPushJobs, zipPicker, type PushBuyer } from "@/lib/marketplace/push/testing/push-fixtures";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

const freshZip = zipPicker(25);
let receiver: WebhookReceiver;
let alice: PushBuyer;
let bob: PushBuyer;
/** Alice's push failed for good; Bob's waits for a retry. */
let alicePush: number;
let bobPush: number;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  setEnv({ MARKETPLACE_PUSH_TEST_ORIGINS: receiver.origin });
  alice = await pushBuyer(freshZip(), { method: "webhook", url: receiver.url("/alice?token=s3cret"), secret: newWebhookSecret() });
  bob = await pushBuyer(freshZip(), { method: "zapier", url: receiver.url("/hooks/catch/1/bob/") });
  const a = await deliverTo(alice);
  const b = await deliverTo(bob);
  [alicePush, bobPush] = [a.push.id, b.push.id];
  receiver.answerNext(400, 503);
  await db().deliveryPush.update({ where: { id: alicePush }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });
  await db().leadDelivery.update({ where: { id: a.push.deliveryId }, data: { deliveredAt: new Date(Date.now() - 25 * 3_600_000) } });
  expect((await attemptPush(alicePush)).outcome).toBe("failed");
  expect((await attemptPush(bobPush)).outcome).toBe("retrying");
});
afterAll(async () => {
  await retireBuyers();
  setEnv({ MARKETPLACE_PUSH_TEST_ORIGINS: undefined });
  await receiver.close();
});
beforeEach(() => nextRequest.reset());

describe("the delivery log", () => {
  it("shows a buyer their own pushes only, with every attempt and the next retry; admins see everyone's", async () => {
    const mine = await listPushLog(alice);
    expect(mine.rows.map((r) => r.id)).toEqual([alicePush]);
    expect(mine.rows[0]).toMatchObject({
      buyerId: alice.id,
      method: "webhook",
      status: "failed",
      attempts: 1,
      lastStatusCode: 400,
      destination: `${receiver.origin}/alice?…`,
      nextAttemptAt: null,
      attemptLog: [{ statusCode: 400, error: "Your endpoint answered 400 Bad Request." }],
    });
    expect(mine.rows[0]!.lastError).toMatch(/^Your endpoint answered 400 Bad Request\. No more retries: 24 hours have passed/);

    const bobs = await listPushLog(bob);
    expect(bobs.rows.map((r) => r.id)).toEqual([bobPush]);
    expect(bobs.rows[0]).toMatchObject({ status: "pending", method: "zapier", lastStatusCode: 503 });
    expect(bobs.rows[0]!.nextAttemptAt?.getTime()).toBe((await pushJob(bobPush))!.runAt.getTime());

    const admin = await makeUser("admin");
    const all = await listPushLog(admin, { limit: 200 });
    expect(all.rows.map((r) => r.id)).toEqual(expect.arrayContaining([alicePush, bobPush]));
    expect((await listPushLog(admin, { buyerId: bob.id })).rows.map((r) => r.id)).toEqual([bobPush]);
    // A buyer cannot widen their view.
    expect((await listPushLog(alice, { buyerId: bob.id })).rows.map((r) => r.id)).toEqual([alicePush]);
    const firstPage = await listPushLog(admin, { limit: 1 });
    expect(firstPage.rows).toHaveLength(1);
    expect(firstPage.nextBeforeId).toBe(firstPage.rows[0]!.id);
  });
});

describe("Send again", () => {
  it("a buyer sends their own failed push again: queued now, audited, delivered with the same webhook-id", async () => {
    signInAs(alice);
    expect(await resendPushAction(IDLE, formData({ pushId: String(alicePush) }))).toMatchObject({ status: "success", message: "Queued: it is sent again within seconds." });
    expect(await db().deliveryPush.findUniqueOrThrow({ where: { id: alicePush } })).toMatchObject({ status: "pending" });
    const job = await pushJob(alicePush);
    expect(job).toMatchObject({ payload: { pushId: alicePush, manual: true } });
    expect(Math.abs(job!.runAt.getTime() - Date.now())).toBeLessThan(5_000);
    expect(await db().auditLog.findFirst({ where: { action: "marketplace.push_resend", entityId: String(alicePush), actorId: alice.id } })).toMatchObject({ changes: { previousStatus: "failed" } });
    expect(nextRequest.revalidated).toEqual(expect.arrayContaining(["/admin/marketplace"]));

    const before = receiver.received.length;
    await runPushJobs();
    const row = await db().deliveryPush.findUniqueOrThrow({ where: { id: alicePush } });
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastStatusCode: 200 });
    expect(receiver.received.slice(before).map((r) => r.headers["webhook-id"])).toEqual([row.messageId]);
  });

  it("another buyer's push does not exist for them: nothing changes", async () => {
    signInAs(bob);
    const before = await db().deliveryPush.findUniqueOrThrow({ where: { id: alicePush } });
    const jobBefore = await pushJob(alicePush);
    expect(await resendPushAction(IDLE, formData({ pushId: String(alicePush) }))).toMatchObject({ status: "error", message: NOT_YOURS });
    expect(await db().deliveryPush.findUniqueOrThrow({ where: { id: alicePush } })).toEqual(before);
    expect(await pushJob(alicePush)).toEqual(jobBefore);
    expect(await resendPushAction(IDLE, formData({ pushId: "2147483000" }))).toMatchObject({ status: "error", message: NOT_YOURS });
    expect(await resendPushAction(IDLE, formData({ pushId: "abc" }))).toMatchObject({ status: "error", message: NOT_YOURS });
    const agent = await makeUser("agent");
    signInAs(agent);
    expect(await resendPushAction(IDLE, formData({ pushId: String(bobPush) }))).toMatchObject({ status: "error", message: NOT_YOURS });
  });

  it("an admin sends any buyer's push again; a visitor is sent to sign in", async () => {
    signInAs(await makeUser("admin"));
    expect(await resendPushAction(IDLE, formData({ pushId: String(bobPush) }))).toMatchObject({ status: "success" });
    expect(await pushJob(bobPush)).toMatchObject({ payload: { pushId: bobPush, manual: true } });
    signInAs(null);
    await expect(resendPushAction(IDLE, formData({ pushId: String(bobPush) }))).rejects.toMatchObject(REDIRECT_TO("/login"));
  });
});
