import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { attemptPush } from "@/lib/marketplace/push/attempt";
import { hubspotContactsUrl } from "@/lib/marketplace/push/hubspot";
import { seal } from "@/lib/marketplace/secret-box";
import { setEnv } from "@/test/fakes/integration-env";
import { startFakeHubspot, type FakeHubspot } from "@/test/fakes/hubspot";
import { deliverTo, pushBuyer, retireBuyers, runPushJobs, zipPicker } from "@/lib/marketplace/push/testing/push-fixtures";

const freshZip = zipPicker(20);
let hubspot: FakeHubspot;

beforeAll(async () => {
  hubspot = await startFakeHubspot();
  setEnv({ HUBSPOT_API_BASE: hubspot.url });
});
afterAll(async () => {
  await retireBuyers();
  setEnv({ HUBSPOT_API_BASE: undefined });
  await hubspot.close();
});

const hubspotBuyer = (token: string) => pushBuyer(freshZip(), { method: "hubspot", url: hubspotContactsUrl(), secret: token });

describe("a delivery pushed to the buyer's HubSpot (CRM v3 contacts)", () => {
  it("creates the contact with the buyer's private-app token", async () => {
    const buyer = await hubspotBuyer(hubspot.token);
    const { push, lead, leadId } = await deliverTo(buyer);
    expect(push.url).toBe(`${hubspot.url}/crm/v3/objects/contacts`);
    const requests = hubspot.requests.length;
    await runPushJobs();
    expect(hubspot.requests.slice(requests)).toMatchObject([{ method: "POST", path: "/crm/v3/objects/contacts", authorization: `Bearer ${hubspot.token}` }]);
    const contact = hubspot.contacts.find((c) => c.properties.email === lead.email);
    expect(contact?.properties).toMatchObject({ firstname: "Maria", lastname: "Gonzalez", phone: lead.phoneE164, address: "4518 Burnet Rd", city: "Austin", state: "TX", zip: buyer.zip });
    expect(contact?.properties.message).toContain(`lead #${leadId}`);
    expect(contact?.properties.message).toContain(`Verification score ${lead.verificationScore}/100`);
    expect(await db().deliveryPush.findUniqueOrThrow({ where: { id: push.id } })).toMatchObject({ status: "sent", attempts: 1, lastStatusCode: 201, lastError: null });
  });

  it("counts a contact HubSpot already has (409 CONFLICT) as delivered", async () => {
    const buyer = await hubspotBuyer(hubspot.token);
    const { push, lead } = await deliverTo(buyer);
    hubspot.contacts.push({ id: "9001", properties: { email: lead.email.toUpperCase() } });
    expect(await attemptPush(push.id)).toEqual({ outcome: "sent", statusCode: 409, error: null });
    expect(hubspot.contacts.filter((c) => c.properties.email?.toLowerCase() === lead.email)).toHaveLength(1);
  });

  it("retries a refused token with a message the buyer can act on, and delivers once the token is fixed", async () => {
    const buyer = await hubspotBuyer("pat-na1-wrong-token");
    const { push, lead } = await deliverTo(buyer);
    const refused = await attemptPush(push.id);
    expect(refused).toMatchObject({ outcome: "retrying", statusCode: 401, error: "HubSpot refused the private-app token (401): paste a new token in your delivery settings." });
    expect(hubspot.contacts.some((c) => c.properties.email === lead.email)).toBe(false);
    await db().buyerProfile.update({ where: { userId: buyer.id }, data: { pushSecretSealed: seal(hubspot.token) } });
    expect(await attemptPush(push.id, { now: new Date(Date.now() + 60_000) })).toMatchObject({ outcome: "sent", statusCode: 201 });
    expect(hubspot.contacts.some((c) => c.properties.email === lead.email)).toBe(true);
  });

  it("slows down when HubSpot is rate limited, and never sends the token anywhere but HUBSPOT_API_BASE", async () => {
    const buyer = await hubspotBuyer(hubspot.token);
    const { push } = await deliverTo(buyer);
    // The push row's URL is informational for HubSpot: the token only ever goes to HUBSPOT_API_BASE.
    await db().deliveryPush.update({ where: { id: push.id }, data: { url: "https://attacker.example/steal" } });
    hubspot.failNext(1, 429);
    const now = new Date();
    const outcome = await attemptPush(push.id, { now, random: () => 0.5 });
    expect(outcome).toMatchObject({ outcome: "retrying", statusCode: 429, error: "HubSpot answered 429 Too Many Requests: Temporary failure" });
    // A throttled retry waits twice the backoff (30 s at the middle of its jitter).
    expect(outcome.outcome === "retrying" && outcome.nextAttemptAt.getTime() - now.getTime()).toBe(60_000);
    expect(hubspot.requests.at(-1)).toMatchObject({ authorization: `Bearer ${hubspot.token}` });
  });
});
