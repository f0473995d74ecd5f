import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { newWebhookSecret } from "@/lib/marketplace/secret-box";
import { attemptPush } from "@/lib/marketplace/push/attempt";
import type { HostLookup } from "@/lib/marketplace/push/push-url";
import { setEnv } from "@/test/fakes/integration-env";
import { startWebhookReceiver, type WebhookReceiver } from "@/test/fakes/webhook-receiver";
import { deliverTo, pushBuyer, pushJob, retireBuyers, runPushJobs, zipPicker, type PushBuyer } from "@/lib/marketplace/push/testing/push-fixtures";

const freshZip = zipPicker(10);
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await retireBuyers();
  setEnv({ MARKETPLACE_PUSH_TEST_ORIGINS: undefined });
  await receiver.close();
});

/** A URL the set-up form would have refused, saved anyway (an old row, a direct database edit): the send refuses it too. */
let shared: PushBuyer | null = null;
async function refusedAtSend(url: string, lookup?: HostLookup) {
  const buyer = (shared ??= await pushBuyer(freshZip(), { method: "webhook", url: "https://hooks.agency-crm.com/in", secret: newWebhookSecret() }));
  await db().buyerProfile.update({ where: { userId: buyer.id }, data: { pushUrl: url } });
  const { push } = await deliverTo(buyer);
  const before = receiver.received.length;
  const outcome = await attemptPush(push.id, { lookup });
  expect(receiver.received.length).toBe(before);
  const row = await db().deliveryPush.findUniqueOrThrow({ where: { id: push.id }, include: { attemptLog: true } });
  expect(row.url).toBe(url);
  return { outcome, row };
}

describe("a push refuses, at send, an address outside the public internet", () => {
  it("refuses http, 127.0.0.1, 10.x, 169.254.x, IPv6 ::1 and fc00::/7 for good, without connecting", async () => {
    setEnv({ MARKETPLACE_PUSH_TEST_ORIGINS: undefined });
    const cases: [string, string][] = [
      [receiver.url(), "Not sent: The URL must start with https:// (plain http:// would send your leads unencrypted)."],
      ["https://127.0.0.1:9/hook", "Not sent: The URL points to 127.0.0.1, a loopback address (this server itself). Leads are only pushed to addresses on the public internet."],
      ["https://10.0.0.7/hook", "Not sent: The URL points to 10.0.0.7, a private address. Leads are only pushed to addresses on the public internet."],
      ["https://169.254.169.254/latest/meta-data/", "Not sent: The URL points to 169.254.169.254, a link-local address. Leads are only pushed to addresses on the public internet."],
      ["https://[::1]:9/hook", "Not sent: The URL points to ::1, a loopback address (this server itself). Leads are only pushed to addresses on the public internet."],
      ["https://[fd00::7]/hook", "Not sent: The URL points to fd00::7, a unique-local address. Leads are only pushed to addresses on the public internet."],
    ];
    for (const [url, message] of cases) {
      const { outcome, row } = await refusedAtSend(url);
      expect(outcome).toEqual({ outcome: "failed", statusCode: null, error: message });
      expect(row).toMatchObject({ status: "failed", attempts: 1, lastError: message, lastStatusCode: null });
      expect(row.attemptLog).toMatchObject([{ statusCode: null, error: message }]);
      expect(await pushJob(row.id)).toBeNull();
    }
  });

  it("refuses a host name that resolves to a private address (the system's resolver, and a DNS answer of the test's)", async () => {
    const local = await refusedAtSend("https://localhost:9/hook");
    expect(local.outcome).toMatchObject({ outcome: "failed", error: expect.stringMatching(/^Not sent: The host name localhost resolves to (127\.0\.0\.1|::1), a loopback address/) });
    const lookup: HostLookup = async () => [{ address: "10.9.8.7", family: 4 }];
    const internal = await refusedAtSend("https://crm.agency-internal.example/hook", lookup);
    expect(internal.outcome).toMatchObject({ outcome: "failed", error: "Not sent: The host name crm.agency-internal.example resolves to 10.9.8.7, a private address. Leads are only pushed to addresses on the public internet." });
  });

  it("connects to the address it checked: a second DNS answer (rebinding) is never asked for", async () => {
    const origin = receiver.origin.replace("127.0.0.1", "rebind.test");
    setEnv({ MARKETPLACE_PUSH_TEST_ORIGINS: origin });
    const answers = ["127.0.0.1", "10.0.0.1"];
    const asked: string[] = [];
    const lookup: HostLookup = async (host) => {
      asked.push(host);
      return [{ address: answers.shift()!, family: 4 }];
    };
    const buyer = await pushBuyer(freshZip(), { method: "webhook", url: `${origin}/hooks/leads`, secret: newWebhookSecret() });
    const { push } = await deliverTo(buyer);
    const before = receiver.received.length;
    expect((await attemptPush(push.id, { lookup })).outcome).toBe("sent");
    expect(asked).toEqual(["rebind.test"]);
    const [request] = receiver.received.slice(before);
    expect(request!.headers.host).toBe(origin.replace("http://", ""));
  });

  it("retries a host name that does not resolve now, within the 24 hours", async () => {
    const buyer = await pushBuyer(freshZip(), { method: "webhook", url: "https://hooks.agency-crm.com/in", secret: newWebhookSecret() });
    const { push } = await deliverTo(buyer);
    const lookup: HostLookup = async () => {
      throw Object.assign(new Error("getaddrinfo EAI_AGAIN hooks.agency-crm.com"), { code: "EAI_AGAIN" });
    };
    const outcome = await attemptPush(push.id, { lookup });
    expect(outcome).toMatchObject({ outcome: "retrying", statusCode: null, error: "Not sent: The host name hooks.agency-crm.com could not be found (DNS lookup failed): check the address." });
  });
});

describe("a push follows the buyer's settings", () => {
  it("posts the lead to a Zapier catch hook as flat JSON, with the webhook-id as its idempotency key", async () => {
    setEnv({ MARKETPLACE_PUSH_TEST_ORIGINS: receiver.origin });
    const buyer = await pushBuyer(freshZip(), { method: "zapier", url: receiver.url("/hooks/catch/123456/abcdef/") });
    const { push, lead, leadId } = await deliverTo(buyer);
    const before = receiver.received.length;
    await runPushJobs();
    const [request] = receiver.received.slice(before);
    expect(request).toMatchObject({ method: "POST", path: "/hooks/catch/123456/abcdef/" });
    expect(request!.headers["webhook-id"]).toBe(push.messageId);
    const body = JSON.parse(request!.body) as Record<string, unknown>;
    expect(body).toMatchObject({ event: "lead.delivered", webhook_id: push.messageId, lead_id: leadId, lead_email: lead.email, lead_first_name: "Maria", lead_address_zip: buyer.zip, lead_lines: "home", lead_verification_score: lead.verificationScore });
    expect(Object.values(body).every((v) => v === null || typeof v !== "object")).toBe(true);
    expect(await db().deliveryPush.findUniqueOrThrow({ where: { id: push.id } })).toMatchObject({ status: "sent", lastStatusCode: 200 });
  });

  it("sends the waiting retries to the URL the buyer fixed, and nothing once they stop pushing that way", async () => {
    setEnv({ MARKETPLACE_PUSH_TEST_ORIGINS: receiver.origin });
    const buyer = await pushBuyer(freshZip(), { method: "webhook", url: receiver.url("/old"), secret: newWebhookSecret() });
    const first = await deliverTo(buyer);
    receiver.answerNext(404);
    expect(await attemptPush(first.push.id)).toMatchObject({ outcome: "retrying", statusCode: 404, error: "Your endpoint answered 404 Not Found." });
    await db().buyerProfile.update({ where: { userId: buyer.id }, data: { pushUrl: receiver.url("/new") } });
    const before = receiver.received.length;
    expect(await attemptPush(first.push.id, { now: new Date(Date.now() + 60_000) })).toMatchObject({ outcome: "sent" });
    expect(receiver.received.slice(before).map((r) => r.path)).toEqual(["/new"]);
    expect(await db().deliveryPush.findUniqueOrThrow({ where: { id: first.push.id } })).toMatchObject({ url: receiver.url("/new"), attempts: 2 });

    const second = await deliverTo(buyer);
    await db().buyerProfile.update({ where: { userId: buyer.id }, data: { pushMethod: "none" } });
    expect(await attemptPush(second.push.id)).toEqual({ outcome: "failed", statusCode: null, error: "Not sent: this buyer's deliveries are no longer pushed by webhook (the delivery settings changed)." });
    expect(receiver.received.length).toBe(before + 1);
  });

  it("pushes nothing more about a person who opted out since the delivery", async () => {
    setEnv({ MARKETPLACE_PUSH_TEST_ORIGINS: receiver.origin });
    const buyer = await pushBuyer(freshZip(), { method: "webhook", url: receiver.url(), secret: newWebhookSecret() });
    const { push, leadId } = await deliverTo(buyer);
    await db().lead.update({ where: { id: leadId }, data: { doNotContact: true, doNotContactAt: new Date() } });
    const before = receiver.received.length;
    expect(await attemptPush(push.id)).toEqual({ outcome: "failed", statusCode: null, error: "Not sent: the person asked not to be contacted." });
    expect(receiver.received.length).toBe(before);
    expect(await pushJob(push.id)).toBeNull();
  });
});
