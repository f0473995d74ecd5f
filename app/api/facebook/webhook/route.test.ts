import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomInt } from "node:crypto";
import { db } from "@/lib/db";
import { GET, POST } from "@/app/api/facebook/webhook/route";
import { verifyMetaSignature } from "@/lib/integrations/webhooks/facebook";
import { META_TEST_VECTORS as V, metaWebhookSignature, startFakeMetaGraph, type FakeMetaGraph } from "@/test/fakes/meta-graph";
import { clearMetaEnv, runJobs, setEnv, useFakeMeta } from "@/test/fakes/integration-env";
import { texasPhoneDigits } from "@/test/fixtures/texas-lead";

const APP_SECRET = "lead-ads-app-secret";
const VERIFY = "til-verify-token-for-tests";
let fake: FakeMetaGraph;

const post = (raw: string, signature = metaWebhookSignature(APP_SECRET, raw)) =>
  POST(new Request("http://localhost/api/facebook/webhook", { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": signature }, body: raw }));

/** Meta's delivery, with the ids as the bare integers Meta sends. */
const delivery = (leadgenId: string, formId = "987654321012345") =>
  `{"object":"page","entry":[{"id":"153125381133","time":1763800000,"changes":[{"field":"leadgen","value":{"leadgen_id":${leadgenId},"page_id":153125381133,"form_id":${formId},"adgroup_id":111111111111,"ad_id":111111111111,"created_time":1763799990}}]}]}`;

describe("/api/facebook/webhook (Lead Ads)", () => {
  beforeAll(async () => {
    fake = await startFakeMetaGraph();
    useFakeMeta(fake, { FACEBOOK_APP_SECRET: APP_SECRET, FACEBOOK_VERIFY_TOKEN: VERIFY });
  });
  afterAll(async () => {
    clearMetaEnv();
    await fake.close();
  });

  it("GET echoes hub.challenge only for the right verify token", async () => {
    const ok = await GET(new Request(`http://localhost/api/facebook/webhook?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${VERIFY}`));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    expect((await GET(new Request("http://localhost/api/facebook/webhook?hub.mode=subscribe&hub.challenge=1&hub.verify_token=nope"))).status).toBe(403);
    setEnv({ FACEBOOK_VERIFY_TOKEN: undefined });
    expect((await GET(new Request(`http://localhost/api/facebook/webhook?hub.mode=subscribe&hub.challenge=1&hub.verify_token=${VERIFY}`))).status).toBe(503);
    setEnv({ FACEBOOK_VERIFY_TOKEN: VERIFY });
  });

  it("checks X-Hub-Signature-256 as the reference vector has it (integrations.md §11), and rejects bad signatures with 401", async () => {
    expect(verifyMetaSignature(V.webhook.body, V.webhook.signature, V.webhook.secret)).toBe(true);
    expect(verifyMetaSignature(V.webhook.body, V.webhook.signature.replace("5da4", "5da5"), V.webhook.secret)).toBe(false);
    expect(verifyMetaSignature(V.webhook.body, null, V.webhook.secret)).toBe(false);
    const raw = delivery("1000000000000001");
    expect((await post(raw, metaWebhookSignature("another-secret", raw))).status).toBe(401);
    expect((await post(raw, "sha1=abc")).status).toBe(401);
    // Re-serialised JSON is not the signed bytes.
    expect((await post(raw.replace(/,/g, ", "), metaWebhookSignature(APP_SECRET, raw))).status).toBe(401);
    expect(await db().webhookInbox.count({ where: { provider: "facebook", providerEventId: "1000000000000001" } })).toBe(0);
  });

  it("fetches each new lead from the Graph API and creates it through the lead pipeline, once, with Meta's lead id", async () => {
    const leadgenId = `9${String(randomInt(1e9)).padStart(15, "0")}`; // 16 digits, beyond 2^53
    fake.addLead({
      id: leadgenId,
      created_time: "2026-11-22T15:04:05+0000",
      ad_id: "111111111111",
      form_id: "987654321012345",
      field_data: [
        { name: "full_name", values: ["Rebecca Hollis"] },
        { name: "email", values: [`rebecca.hollis${randomInt(1e6)}@gmail.com`] },
        { name: "phone_number", values: [`+1${texasPhoneDigits("214")}`] },
        { name: "zip_code", values: ["75023"] },
        { name: "what_coverage_do_you_need?", values: ["auto"] },
      ],
    });
    const raw = delivery(leadgenId);
    expect((await post(raw)).status).toBe(200);
    expect(await (await post(raw)).json()).toMatchObject({ stored: 0, duplicates: 1 });
    await runJobs();
    await runJobs();

    const lead = await db().lead.findFirstOrThrow({ where: { sourceLeadId: leadgenId } });
    expect(lead).toMatchObject({ source: "facebook-lead-ads", fullName: "Rebecca Hollis", leadType: "auto", zipCode: "75023", utmMedium: "lead_ads" });
    expect(lead.consentText).toContain("Meta's Lead Ads form 987654321012345");
    expect(fake.leadFetches.filter((id) => id === leadgenId)).toHaveLength(1);
    expect(fake.requests.find((r) => r.path.endsWith(leadgenId))?.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    const row = await db().webhookInbox.findFirstOrThrow({ where: { provider: "facebook", providerEventId: leadgenId } });
    expect(row).toMatchObject({ outcome: "lead_created", leadId: lead.id });

    const event = fake.events.find((e) => e.event_id === `lead-${lead.id}-lead`);
    expect(event).toMatchObject({ action_source: "system_generated", custom_data: { event_source: "crm" } });
    expect(String(event?.user_data.lead_id)).toBe(String(Number(leadgenId)));
    expect(fake.violations).toEqual([]);
  });

  it("answers 503 without FACEBOOK_APP_SECRET", async () => {
    setEnv({ FACEBOOK_APP_SECRET: undefined });
    expect((await post(delivery("1000000000000002"))).status).toBe(503);
    setEnv({ FACEBOOK_APP_SECRET: APP_SECRET });
  });
});
