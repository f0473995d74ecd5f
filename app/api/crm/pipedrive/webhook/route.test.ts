import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomInt } from "node:crypto";
import { db } from "@/lib/db";
import { POST } from "@/app/api/crm/pipedrive/webhook/route";
import { basicAuthMatches } from "@/lib/integrations/webhooks/verify";
import { reprocessDelivery } from "@/lib/integrations/webhooks/inbox";
import { saveStageMapping } from "@/lib/integrations/crm/stage-mappings";
import { CRM_TEST_VECTORS, pipedriveBasic, pipedriveDealChange } from "@/test/fakes/crm-signing";
import { adminUser, captureTexasLead, runJobs, setEnv } from "@/test/fakes/integration-env";

const USER = "pd_webhook";
const PASSWORD = "a-long-random-password-for-pipedrive";

function deliver(body: unknown, authorization = pipedriveBasic(USER, PASSWORD)) {
  return POST(new Request("http://localhost/api/crm/pipedrive/webhook", { method: "POST", headers: { "content-type": "application/json", authorization }, body: JSON.stringify(body) }));
}
const rowFor = (dealId: number) => db().webhookInbox.findMany({ where: { provider: "pipedrive", providerEventId: { startsWith: `deal:${dealId}:` } }, orderBy: { id: "asc" } });

describe("POST /api/crm/pipedrive/webhook (HTTP Basic, v2 payload)", () => {
  beforeAll(() => setEnv({ PIPEDRIVE_WEBHOOK_USER: USER, PIPEDRIVE_WEBHOOK_PASSWORD: PASSWORD }));
  afterAll(() => setEnv({ PIPEDRIVE_WEBHOOK_USER: undefined, PIPEDRIVE_WEBHOOK_PASSWORD: undefined }));

  it("checks Basic credentials as the reference vector has them (integrations.md §11)", () => {
    const v = CRM_TEST_VECTORS.pipedrive;
    expect(pipedriveBasic(v.user, v.password)).toBe(v.header);
    expect(basicAuthMatches(v.header, v.user, v.password)).toBe(true);
    expect(basicAuthMatches(v.header, v.user, "pd_pass2")).toBe(false);
    expect(basicAuthMatches(null, v.user, v.password)).toBe(false);
  });

  it("rejects a wrong password, a wrong user and no credentials with 401", async () => {
    const dealId = randomInt(1e9);
    const body = pipedriveDealChange({ dealId, stageId: 3, previousStageId: 2 });
    expect((await deliver(body, pipedriveBasic(USER, "wrong-password"))).status).toBe(401);
    expect((await deliver(body, pipedriveBasic("someone", PASSWORD))).status).toBe(401);
    expect((await deliver(body, "")).status).toBe(401);
    expect(await rowFor(dealId)).toEqual([]);
  });

  it("answers 503 when the credentials are not configured", async () => {
    setEnv({ PIPEDRIVE_WEBHOOK_PASSWORD: undefined });
    expect((await deliver(pipedriveDealChange({ dealId: 1, stageId: 2, previousStageId: 1 }))).status).toBe(503);
    setEnv({ PIPEDRIVE_WEBHOOK_PASSWORD: PASSWORD });
  });

  it("matches the deal by the lead id in its title; a stage id gets an event once mapped; a win is a Purchase with the deal value; repeats count once", async () => {
    const admin = await adminUser();
    const { id: leadId } = await captureTexasLead();
    const dealId = randomInt(1e9);
    const stageId = randomInt(1000, 1e6);
    const moved = pipedriveDealChange({ dealId, stageId, previousStageId: 1, title: `Gonzalez – Home (L-${leadId})` });
    expect((await deliver(moved)).status).toBe(200);
    expect(await (await deliver(moved)).json()).toMatchObject({ stored: 0, duplicates: 1 });
    await runJobs();
    const [row] = await rowFor(dealId);
    expect(row).toMatchObject({ outcome: "unmapped_stage", leadId });
    expect(row!.error).toContain("/admin/stage-mappings");

    await saveStageMapping({ provider: "pipedrive", stage: String(stageId), event: "Schedule", value: 90 }, admin.id);
    expect(await reprocessDelivery(row!.id, admin.id)).toEqual({ ok: true });
    await runJobs();
    expect((await rowFor(dealId))[0]).toMatchObject({ outcome: "event_queued", leadId });
    expect((await db().conversionEvent.findUniqueOrThrow({ where: { eventId: `lead-${leadId}-schedule` } })).payload).toMatchObject({ custom_data: { value: 90, lead_event_source: "Pipedrive" } });

    // Won: the deal is now linked, so the title is not needed any more.
    const won = pipedriveDealChange({ dealId, stageId, status: "won", previousStatus: "open", value: 2150, title: "Gonzalez – Home" });
    expect((await deliver(won)).status).toBe(200);
    await runJobs();
    expect((await rowFor(dealId)).map((r) => r.outcome)).toEqual(["event_queued", "event_queued"]);
    const purchase = await db().conversionEvent.findUniqueOrThrow({ where: { eventId: `pipedrive-deal-${dealId}-purchase` } });
    expect(purchase.payload).toMatchObject({ event_name: "Purchase", custom_data: { value: 2150, content_name: "won" } });
  });

  it("ignores deal changes that are not stage changes, and refuses non-v2 payloads", async () => {
    const dealId = randomInt(1e9);
    const body = pipedriveDealChange({ dealId, stageId: 2 });
    expect((await deliver(body)).status).toBe(200);
    await runJobs();
    expect((await rowFor(dealId))[0]).toMatchObject({ outcome: "ignored" });
    expect((await deliver({ current: { id: 1 }, previous: {}, event: "updated.deal" })).status).toBe(400);
  });
});
