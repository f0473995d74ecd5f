import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomInt } from "node:crypto";
import { db } from "@/lib/db";
import { POST } from "@/app/api/crm/zapier/webhook/route";
import { ZAPIER_SECRET_HEADER } from "@/test/fakes/crm-signing";
import { captureTexasLead, runJobs, setEnv } from "@/test/fakes/integration-env";

const SECRET = "zapier-shared-secret-0123456789abcdef";

function deliver(body: string, headers: Record<string, string> = {}) {
  return POST(new Request("http://localhost/api/crm/zapier/webhook", { method: "POST", headers: { "content-type": "application/json", [ZAPIER_SECRET_HEADER]: SECRET, ...headers }, body }));
}

describe("POST /api/crm/zapier/webhook (shared secret, the spec's payload)", () => {
  beforeAll(() => setEnv({ ZAPIER_WEBHOOK_SECRET: SECRET }));
  afterAll(() => setEnv({ ZAPIER_WEBHOOK_SECRET: undefined }));

  it("processes the spec's payload, matched by e-mail, mapped with that CRM's table; the same delivery twice counts once", async () => {
    const { id, input } = await captureTexasLead();
    const payload = {
      crm_platform: "HubSpot",
      lead_id: `ext-${randomInt(1e6)}`,
      stage_name: "contractsent",
      stage_value: "300",
      lead_email: input.email,
      lead_phone: input.phone,
      lead_first_name: "Maria",
      lead_last_name: "Gonzalez",
    };
    const body = JSON.stringify(payload);
    const first = await deliver(body);
    expect(first.status).toBe(200);
    expect(await (await deliver(body)).json()).toMatchObject({ stored: 0, duplicates: 1 });
    await runJobs();
    const rows = await db().webhookInbox.findMany({ where: { provider: "zapier", leadId: id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: "event_queued" });
    expect((await db().conversionEvent.findUniqueOrThrow({ where: { eventId: `lead-${id}-initiate-checkout` } })).payload).toMatchObject({
      custom_data: { value: 300, lead_event_source: "HubSpot", content_name: "contractsent" },
    });
  });

  it("accepts Zapier's form-encoded payload type and our own lead id, with the tester's stage names", async () => {
    const { id } = await captureTexasLead();
    const form = new URLSearchParams({ crm_platform: "AgencyZoom", lead_id: String(id), stage_name: "policy_sold", stage_value: "1250" }).toString();
    expect((await deliver(form, { "content-type": "application/x-www-form-urlencoded" })).status).toBe(200);
    await runJobs();
    const purchase = await db().conversionEvent.findFirstOrThrow({ where: { leadId: id, eventName: "Purchase" } });
    expect(purchase.payload).toMatchObject({ custom_data: { value: 1250, lead_event_source: "AgencyZoom" } });
  });

  it("rejects a wrong or missing secret with 401, a bad payload with 400, and answers 503 unconfigured", async () => {
    const body = JSON.stringify({ stage_name: "won", lead_email: "x@gmail.com" });
    expect((await deliver(body, { [ZAPIER_SECRET_HEADER]: "wrong" })).status).toBe(401);
    expect((await POST(new Request("http://localhost/api/crm/zapier/webhook", { method: "POST", body }))).status).toBe(401);
    expect((await deliver(JSON.stringify({ crm_platform: "HubSpot" }))).status).toBe(400);
    setEnv({ ZAPIER_WEBHOOK_SECRET: undefined });
    expect((await deliver(body)).status).toBe(503);
    setEnv({ ZAPIER_WEBHOOK_SECRET: SECRET });
  });
});
