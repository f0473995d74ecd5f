import { beforeAll, describe, expect, it } from "vitest";
import { randomBytes, randomInt } from "node:crypto";
import { db } from "@/lib/db";
import { createApiKey, revokeApiKey } from "@/lib/api-keys/api-keys";
import { POST } from "@/app/api/v1/leads/route";
import { texasPhoneDigits } from "@/test/fixtures/texas-lead";

/** External lead intake: API keys, the strict schema, boolean words, idempotency. */
let key: string;
let keyId: number;
let adminId: number;

function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return POST(
    new Request("http://localhost/api/v1/leads", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}`, ...headers },
      body: JSON.stringify(body),
    }),
  );
}

const vendorLead = () => ({
  fullName: "Rebecca Hollis",
  email: `rebecca.hollis${randomInt(1e7)}@yahoo.com`,
  phoneNumber: texasPhoneDigits("972").replace(/^(\d{3})(\d{3})/, "$1-$2-"),
  address: "815 W Spring Creek Pkwy, Plano, TX 75023",
});

describe("POST /api/v1/leads", () => {
  beforeAll(async () => {
    const admin = await db().user.create({
      data: { username: `vendor-admin-${randomBytes(4).toString("hex")}`, password: "x", role: "admin" },
    });
    adminId = admin.id;
    const created = await createApiKey({ name: "Acme Leads", source: "acme" }, adminId);
    key = created.key;
    keyId = created.id;
  });

  it("rejects a missing or wrong key with 401", async () => {
    const res = await POST(
      new Request("http://localhost/api/v1/leads", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    );
    expect(res.status).toBe(401);
    expect((await post(vendorLead(), { authorization: "Bearer til_nope_nope" })).status).toBe(401);
  });

  it("stores a lead tagged with the key's source, with the defaults and word booleans of the spec", async () => {
    const res = await post({ ...vendorLead(), hasInsurance: "no", hasContinuousCoverage6Months: "maybe", maritalStatus: "Married, 2 kids", roofAge: "12", externalId: "acme-991" });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const lead = await db().lead.findUniqueOrThrow({ where: { id } });
    expect(lead).toMatchObject({
      source: "api:acme",
      sourceLeadId: "acme-991",
      hasHomeInsurance: false,
      hasContinuousCoverage: true,
      hasMultipleClaims: false,
      maritalStatus: "married",
      roofAge: 12,
    });
    // No consent text sent: none is recorded, and the consumer waits in review instead of being sold.
    expect(lead).toMatchObject({ consentText: null, consentVersion: null, audience: "consumer", marketStatus: "review" });
  });

  it("records the vendor's consent text and a consent time in the past; a consumer with it may be sold; a future or ancient consent time is a 400", async () => {
    const text = "By clicking Submit you agree that Acme and its partner licensed agents may call and text you, including by automated technology.";
    const at = new Date(Date.now() - 60_000).toISOString();
    const res = await post({ ...vendorLead(), consentText: text, consentTimestamp: at });
    expect(res.status).toBe(201);
    const lead = await db().lead.findUniqueOrThrow({ where: { id: (await res.json()).id } });
    expect(lead).toMatchObject({ consentText: text, consentVersion: "vendor", consentAt: new Date(at) });
    expect(lead.marketStatus).toBe("routing");
    for (const bad of [new Date(Date.now() + 3_600_000).toISOString(), "0001-01-01T00:00:00Z"]) {
      const refused = await post({ ...vendorLead(), consentText: text, consentTimestamp: bad });
      expect(refused.status).toBe(400);
      expect((await refused.json()).fieldErrors?.consentTimestamp?.[0]).toMatch(/^consentTimestamp must be the time the consumer agreed/);
    }
  });

  it("a retry without an Idempotency-Key of a lead already received (the same externalId) is a 409 naming it, and stores nothing", async () => {
    const externalId = `acme-retry-${Date.now()}`;
    const first = await post({ ...vendorLead(), externalId });
    expect(first.status).toBe(201);
    const { id } = await first.json();
    const again = await post({ ...vendorLead(), externalId });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ success: false, error: "A lead with this externalId was already received", id });
    expect(await db().lead.count({ where: { sourceLeadId: externalId } })).toBe(1);
    // Two copies racing (the vendor's client retried before the first answer): one lead.
    const racing = `acme-race-${Date.now()}`;
    const copy = { ...vendorLead(), externalId: racing };
    const answers = await Promise.all([post(copy), post(copy)]);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(await db().lead.count({ where: { sourceLeadId: racing } })).toBe(1);
  });

  it("stores every lead under the vendor, whatever source or campaign it sends", async () => {
    const res = await post({ ...vendorLead(), campaign: "Landing_page" });
    expect(res.status).toBe(201);
    expect(await db().lead.findUniqueOrThrow({ where: { id: (await res.json()).id } })).toMatchObject({ source: "api:acme", campaign: "Landing_page" });
    expect((await post({ ...vendorLead(), source: "Landing_page" })).status).toBe(400);
  });

  it("rejects unknown keys and missing fields with the spec's messages", async () => {
    const unknown = await post({ ...vendorLead(), favouriteColour: "teal" });
    expect(unknown.status).toBe(400);
    const missing = await post({});
    const body = await missing.json();
    expect(body.fieldErrors).toMatchObject({
      fullName: ["Full name is required"],
      email: ["Email is required"],
      phoneNumber: ["Phone number is required"],
      address: ["Address is required"],
    });
    const roof = await post({ ...vendorLead(), roofAge: 140 });
    expect((await roof.json()).fieldErrors.roofAge).toEqual(["Roof age must be a number from 0 to 100"]);
  });

  it("honours Idempotency-Key per API key: a replay is the first answer byte for byte (status, body), marked replayed", async () => {
    const lead = vendorLead();
    const idem = `vendor-${randomBytes(5).toString("hex")}`;
    const first = await post(lead, { "idempotency-key": idem });
    const firstText = await first.text();
    const second = await post(lead, { "idempotency-key": idem });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await second.text()).toBe(firstText);
    expect(await db().lead.count({ where: { email: lead.email } })).toBe(1);
    expect((await post({ ...lead, fullName: "Rebecca A. Hollis" }, { "idempotency-key": idem })).status).toBe(409);
  });

  it("answers every request of a race on one Idempotency-Key with the winner's status and bytes", async () => {
    const lead = vendorLead();
    const idem = `vendor-race-${randomBytes(5).toString("hex")}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const res = await post(lead, { "idempotency-key": idem });
        return { status: res.status, replayed: res.headers.get("idempotent-replayed"), text: await res.text() };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(answers.filter((a) => a.replayed === null)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(await db().lead.count({ where: { email: lead.email } })).toBe(1);
  });

  it("stops a revoked key at once", async () => {
    const extra = await createApiKey({ name: "Temp", source: "temp" }, adminId);
    await revokeApiKey(extra.id, adminId);
    const res = await post(vendorLead(), { authorization: `Bearer ${extra.key}` });
    expect(res.status).toBe(401);
    expect(keyId).toBeGreaterThan(0);
  });
});
