import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as zapier } from "@/app/api/crm/zapier/webhook/route";
import { GET as facebookCheck } from "@/app/api/facebook/webhook/route";
import { POST as stripeWebhook } from "@/app/api/stripe/webhook/route";
import { ZAPIER_SECRET_HEADER } from "@/test/fakes/crm-signing";
import { setEnv } from "@/test/fakes/integration-env";
import { recordWebhookReceipt } from "@/lib/integrations/webhooks/receipts";

/** Every inbound delivery's verification outcome, accepted or refused, through the one recorder (issue 25). */
const SECRET = "zapier-receipts-secret-0123456789abcdef";
const receipt = (endpoint: string) => db().webhookReceipt.findUnique({ where: { endpoint } });
const post = (headers: Record<string, string>, body = JSON.stringify({ crm_platform: "HubSpot", lead_id: "L-1", stage_name: "contractsent", event_id: `r-${Date.now()}` })) =>
  zapier(new Request("http://localhost/api/crm/zapier/webhook", { method: "POST", headers: { "content-type": "application/json", ...headers }, body }));

beforeAll(async () => {
  await db().webhookReceipt.deleteMany({ where: { endpoint: { in: ["zapier", "facebook-subscription", "stripe", "resend-test"] } } });
});
afterAll(() => setEnv({ ZAPIER_WEBHOOK_SECRET: undefined, FACEBOOK_VERIFY_TOKEN: undefined, STRIPE_WEBHOOK_SECRET: undefined }));

describe("webhook receipts", () => {
  it("records refusals (not configured, bad secret, bad body) and acceptances, with the latest of each and counts", async () => {
    setEnv({ ZAPIER_WEBHOOK_SECRET: undefined });
    expect((await post({})).status).toBe(503);
    expect(await receipt("zapier")).toMatchObject({ lastAccepted: false, lastStatus: 503, refusedCount: 1, acceptedCount: 0, lastDetail: expect.stringContaining("not configured") });

    setEnv({ ZAPIER_WEBHOOK_SECRET: SECRET });
    expect((await post({ [ZAPIER_SECRET_HEADER]: "wrong" })).status).toBe(401);
    expect(await receipt("zapier")).toMatchObject({ lastAccepted: false, lastStatus: 401, lastDetail: "Webhook authentication failed", refusedCount: 2 });

    expect((await post({ [ZAPIER_SECRET_HEADER]: SECRET })).status).toBe(200);
    const accepted = await receipt("zapier");
    expect(accepted).toMatchObject({ lastAccepted: true, lastStatus: 200, acceptedCount: 1, refusedCount: 2, lastRefusedDetail: "Webhook authentication failed" });
    expect(accepted?.lastAcceptedAt).not.toBeNull();

    // Verified but not a delivery we can read: refused, and the earlier acceptance is kept.
    expect((await post({ [ZAPIER_SECRET_HEADER]: SECRET }, "{not json")).status).toBe(400);
    expect(await receipt("zapier")).toMatchObject({ lastAccepted: false, lastStatus: 400, acceptedCount: 1, refusedCount: 3, lastAcceptedAt: accepted!.lastAcceptedAt });
  });

  it("Meta's subscription check and Stripe's webhook are recorded under their own names", async () => {
    setEnv({ FACEBOOK_VERIFY_TOKEN: "verify-me-please" });
    const ok = await facebookCheck(new Request("http://localhost/api/facebook/webhook?hub.mode=subscribe&hub.verify_token=verify-me-please&hub.challenge=42"));
    expect(await ok.text()).toBe("42");
    expect(await receipt("facebook-subscription")).toMatchObject({ lastAccepted: true, acceptedCount: 1 });
    await facebookCheck(new Request("http://localhost/api/facebook/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=42"));
    expect(await receipt("facebook-subscription")).toMatchObject({ lastAccepted: false, lastStatus: 403, lastDetail: "Verification failed" });

    setEnv({ STRIPE_WEBHOOK_SECRET: "whsec_receipts_test" });
    const res = await stripeWebhook(new Request("http://localhost/api/stripe/webhook", { method: "POST", headers: { "stripe-signature": "t=1,v1=00" }, body: "{}" }));
    expect(res.status).toBe(401);
    expect(await receipt("stripe")).toMatchObject({ lastAccepted: false, lastStatus: 401, lastDetail: expect.stringContaining("Invalid Stripe-Signature") });
  });

  it("is provider-generic: any endpoint name, details cut to a bounded length", async () => {
    await recordWebhookReceipt({ endpoint: "resend-test", accepted: true, status: 200, detail: "x".repeat(1000) });
    expect((await receipt("resend-test"))?.lastDetail).toHaveLength(300);
  });
});
