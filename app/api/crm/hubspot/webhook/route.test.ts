import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomInt } from "node:crypto";
import { db } from "@/lib/db";
import { POST } from "@/app/api/crm/hubspot/webhook/route";
import { verifyHubspot } from "@/lib/integrations/webhooks/hubspot";
import { linkDeliveryToLead } from "@/lib/integrations/webhooks/inbox";
import { CRM_TEST_VECTORS, hubspotDealStageEvent, hubspotHeaders } from "@/test/fakes/crm-signing";
import { adminUser, captureTexasLead, runJobs, setEnv } from "@/test/fakes/integration-env";

const SECRET = "hubspot-client-secret-for-tests";
const URL_CALLED = "http://localhost/api/crm/hubspot/webhook";

function deliver(body: string, headers: Record<string, string>) {
  return POST(new Request(URL_CALLED, { method: "POST", headers, body }));
}
const signed = (events: unknown[], at = Date.now()) => {
  const body = JSON.stringify(events);
  return deliver(body, hubspotHeaders(SECRET, URL_CALLED, body, at));
};
const inbox = (eventId: number) => db().webhookInbox.findMany({ where: { provider: "hubspot", providerEventId: `33:25:${eventId}` } });

describe("POST /api/crm/hubspot/webhook (v3 signature, inbox, processing)", () => {
  beforeAll(() => setEnv({ HUBSPOT_CLIENT_SECRET: SECRET }));
  afterAll(() => setEnv({ HUBSPOT_CLIENT_SECRET: undefined }));

  it("verifies the reference v3 vector (integrations.md §11)", () => {
    const v = CRM_TEST_VECTORS.hubspot;
    const req = new Request(v.uri, { method: v.method, headers: { "x-hubspot-signature-v3": v.signature, "x-hubspot-request-timestamp": v.timestamp }, body: v.body });
    expect(verifyHubspot(req, v.body, v.secret, "http://localhost:3000", Number(v.timestamp))).toBe("ok");
    expect(verifyHubspot(req, "[ ]", v.secret, "http://localhost:3000", Number(v.timestamp))).toBe("bad_signature");
    expect(verifyHubspot(req, v.body, v.secret, "http://localhost:3000", Number(v.timestamp) + 5 * 60_000 + 1)).toBe("stale");
  });

  it("rejects a bad signature, a stale timestamp and missing headers with 401, storing nothing", async () => {
    const eventId = randomInt(1e9);
    const body = JSON.stringify([hubspotDealStageEvent(1, "closedwon", eventId)]);
    const headers = hubspotHeaders(SECRET, URL_CALLED, body);
    expect((await deliver(body, { ...headers, "x-hubspot-signature-v3": hubspotHeaders("wrong-secret", URL_CALLED, body)["x-hubspot-signature-v3"]! })).status).toBe(401);
    expect((await deliver(body.replace("closedwon", "closedlost"), headers)).status).toBe(401);
    const stale = Date.now() - 6 * 60_000;
    expect((await deliver(body, hubspotHeaders(SECRET, URL_CALLED, body, stale))).status).toBe(401);
    expect((await deliver(body, { "content-type": "application/json" })).status).toBe(401);
    expect(await inbox(eventId)).toEqual([]);
  });

  it("answers 503 (not 500) when HUBSPOT_CLIENT_SECRET is not set", async () => {
    setEnv({ HUBSPOT_CLIENT_SECRET: undefined });
    const res = await signed([hubspotDealStageEvent(1, "closedwon", 1)]);
    expect(res.status).toBe(503);
    expect((await res.json()).error).toContain("HUBSPOT_CLIENT_SECRET");
    setEnv({ HUBSPOT_CLIENT_SECRET: SECRET });
  });

  it("keeps an unmatched deal visible; once linked, it and later deliveries for the deal become events; a repeat is processed once", async () => {
    const admin = await adminUser();
    const { id: leadId } = await captureTexasLead();
    const dealId = randomInt(1e9);
    const first = randomInt(1e9);

    const res = await signed([hubspotDealStageEvent(dealId, "appointmentscheduled", first), { ...hubspotDealStageEvent(dealId, "x", first + 1), subscriptionType: "deal.creation", propertyName: undefined }]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, received: 2, stored: 2, duplicates: 0 });
    await runJobs();
    const [unmatched] = await inbox(first);
    expect(unmatched).toMatchObject({ outcome: "unmatched", leadId: null, processedAt: expect.any(Date) });
    expect(unmatched!.error).toContain(`deal ${dealId}`);
    expect((await inbox(first + 1))[0]).toMatchObject({ outcome: "ignored" });

    expect(await linkDeliveryToLead(unmatched!.id, leadId, admin.id)).toEqual({ ok: true });
    await runJobs();
    expect((await inbox(first))[0]).toMatchObject({ outcome: "event_queued", leadId });
    const schedule = await db().conversionEvent.findUniqueOrThrow({ where: { eventId: `lead-${leadId}-schedule` } });
    expect(schedule.payload).toMatchObject({ action_source: "system_generated", custom_data: { content_name: "appointmentscheduled", event_source: "crm", lead_event_source: "HubSpot", value: 75 } });

    // Later: the same deal is won. It matches through the link; sent twice, it is processed once.
    const won = randomInt(1e9);
    const events = [hubspotDealStageEvent(dealId, "closedwon", won)];
    expect((await signed(events)).status).toBe(200);
    const repeat = await signed(events);
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toMatchObject({ stored: 0, duplicates: 1 });
    await runJobs();
    expect(await inbox(won)).toHaveLength(1);
    expect((await inbox(won))[0]).toMatchObject({ outcome: "event_queued", leadId });
    const purchases = await db().conversionEvent.findMany({ where: { eventId: `hubspot-deal-${dealId}-purchase` } });
    expect(purchases).toHaveLength(1);
    expect(purchases[0]!.payload).toMatchObject({ event_name: "Purchase", custom_data: { value: 500, content_name: "closedwon" } });
    expect((await db().lead.findUniqueOrThrow({ where: { id: leadId } })).status).toBe("converted");
  });

  it("refuses bodies that are not an array of HubSpot events with 400", async () => {
    expect((await signed({ not: "an array" } as never)).status).toBe(400);
    expect((await signed([{ eventId: 1 }])).status).toBe(400);
  });
});
