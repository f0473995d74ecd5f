import { describe, expect, it } from "vitest";
import { randomBytes, randomInt } from "node:crypto";
import fc from "fast-check";
import { db } from "@/lib/db";
import { POST } from "@/app/api/leads/route";
import { fromClient, testAddress } from "@/test/client-address";
import { texasLead, texasPhone } from "@/test/fixtures/texas-lead";

/** Contract and abuse tests of POST /api/leads, through the real handler and database. */
const ip = testAddress;

function post(body: unknown, headers: Record<string, string> = {}, raw = false): Promise<Response> {
  return POST(
    new Request("http://localhost/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json", ...fromClient(ip()), ...headers },
      body: raw ? (body as string) : JSON.stringify(body),
    }),
  );
}

const landing = () => ({
  fullName: "Daniel Okafor",
  agencyName: "Okafor Insurance Group",
  email: `daniel${randomInt(1e7)}@okaforinsurance.com`,
  phone: texasPhone("214"),
  leadType: "auto",
  message: "We need more auto leads in Dallas.",
  source: "landing",
  utmSource: "direct",
  utmMedium: "organic",
  utmCampaign: "general",
  timestamp: new Date().toISOString(),
  consentVersion: "landing-2025-01",
});

describe("POST /api/leads", () => {
  it("answers 201 with the spec's validation result shape", async () => {
    const res = await post(landing());
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      id: expect.any(Number),
      duplicate: false,
      validationResult: {
        score: expect.any(Number),
        isValid: expect.any(Boolean),
        details: { nameValid: true, emailValid: true, phoneValid: true, addressValid: expect.any(Boolean) },
        flags: expect.any(Array),
        reasoning: expect.any(String),
      },
    });
    const row = await db().lead.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({ source: "landing", utmSource: "direct", agencyName: "Okafor Insurance Group", leadType: "auto" });
  });

  it("answers 400 with field errors in the spec's words", async () => {
    const res = await post({ fullName: "A", email: "not-an-email", phone: "123" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.fieldErrors).toMatchObject({
      fullName: ["Full name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
    });
    // Missing or not text: the same words, never zod's "expected string, received undefined".
    for (const body of [{}, { fullName: 42, email: ["a@b.co"], phone: null }]) {
      const missing = await post(body);
      expect(missing.status).toBe(400);
      expect((await missing.json()).fieldErrors).toMatchObject({
        fullName: ["Full name must be at least 2 characters"],
        email: ["Please enter a valid email address"],
        phone: ["Please enter a valid phone number"],
      });
    }
  });

  it("never loses a consumer over a label: an unknown source is stored as \"website\" with the value sent in the audit entry; none given is \"website\"", async () => {
    for (const source of ["Landing_page", "Landing", "chat", "api:acme", "facebook-lead-ads"]) {
      const res = await post({ ...landing(), source });
      expect(res.status, source).toBe(201);
      const { id } = await res.json();
      // Reports stay on the fixed list: the lead is a website lead, not a new free-text category.
      expect(await db().lead.findUniqueOrThrow({ where: { id } }), source).toMatchObject({ source: "website" });
      expect(await db().auditLog.findFirst({ where: { action: "lead.create", entityId: String(id) } }), source).toMatchObject({ changes: { source: "website", sentSource: source } });
    }
    const known = await post({ ...landing(), source: "quote-funnel" });
    const knownRow = await db().auditLog.findFirstOrThrow({ where: { action: "lead.create", entityId: String((await known.json()).id) } });
    expect(knownRow.changes).not.toHaveProperty("sentSource");
    expect((await post({ ...landing(), source: "x".repeat(121) })).status).toBe(400);
    const { source: _source, ...withoutSource } = landing();
    const res = await post(withoutSource);
    expect(res.status).toBe(201);
    expect(await db().lead.findUniqueOrThrow({ where: { id: (await res.json()).id } })).toMatchObject({ source: "website" });
  });

  it("refuses malformed JSON, wrong content types, oversized bodies and bad idempotency keys", async () => {
    expect((await post("{oops", {}, true)).status).toBe(400);
    expect((await post("a=b", { "content-type": "application/x-www-form-urlencoded" }, true)).status).toBe(415);
    expect((await post({ ...landing(), message: "x".repeat(40_000) })).status).toBe(413);
    expect((await post(landing(), { "idempotency-key": "has spaces in it" })).status).toBe(400);
  });

  it("refuses a NUL character in any field with a 400 (PostgreSQL stores none), and stores nothing", async () => {
    const lead = { ...landing(), fullName: "Jane\u0000Doe" };
    const res = await post(lead);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, error: expect.stringContaining("NUL"), fieldErrors: { fullName: [expect.stringContaining("NUL")] } });
    expect(await db().lead.count({ where: { email: lead.email } })).toBe(0);
    expect((await post({ ...landing(), ["utm\u0000Source"]: "x" })).status).toBe(400);
  });

  it("limits submissions per IP with 429 and Retry-After", async () => {
    const addr = ip();
    for (let i = 0; i < 20; i++) expect((await post({}, fromClient(addr))).status).toBe(400);
    const blocked = await post(landing(), fromClient(addr));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await blocked.json()).error).toBe("Too many submissions from your network. Please try again in a few minutes.");
  });

  it("a consumer whose consent does not name the agents we pass them to (none sent, or the contact form's) waits in review; the quote notice's is routed", async () => {
    const status = async (consentVersion: string | undefined) => {
      const res = await post({ ...texasLead(), consentVersion });
      expect(res.status).toBe(201);
      return (await db().lead.findUniqueOrThrow({ where: { id: (await res.json()).id } })).marketStatus;
    };
    expect(await status(undefined)).toBe("review");
    expect(await status("contact-2025-01")).toBe("review");
    expect(await status("quote-2025-01")).toBe("routing");
  });

  it("counts an IPv6 network by its /64: a new address per request from one block is still limited", async () => {
    const block = `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;
    for (let i = 0; i < 20; i++) expect((await post({}, fromClient(`${block}::${(i + 1).toString(16)}`))).status).toBe(400);
    expect((await post(landing(), fromClient(`${block}:aaaa:bbbb:cccc:dddd`))).status).toBe(429);
  });

  it("replays the first answer byte for byte for a repeated Idempotency-Key, and refuses another body with it", async () => {
    const body = landing();
    const key = `k-${randomBytes(6).toString("hex")}`;
    const first = await post(body, { "idempotency-key": key });
    const firstBytes = Buffer.from(await first.arrayBuffer());
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(JSON.parse(firstBytes.toString("utf8"))).toMatchObject({ success: true, id: expect.any(Number) });
    for (let i = 0; i < 2; i++) {
      const replay = await post(body, { "idempotency-key": key });
      expect(replay.status).toBe(201);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(replay.headers.get("content-type")).toBe(first.headers.get("content-type"));
      expect(Buffer.from(await replay.arrayBuffer()).equals(firstBytes)).toBe(true);
    }
    expect(await db().lead.count({ where: { email: body.email } })).toBe(1);

    const other = await post({ ...body, fullName: "Daniel O. Okafor" }, { "idempotency-key": key });
    expect(other.status).toBe(409);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect((await other.json()).error).toBe("This Idempotency-Key was already used with a different request.");
  });

  it("never answers 5xx and never writes a row for thousands of malformed payloads", async () => {
    const field = fc.oneof(
      fc.string(),
      fc.string({ unit: "binary", maxLength: 300 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
    );
    const payload = fc.oneof(
      fc.record(
        { fullName: field, email: field, phone: field, leadType: field, roofAge: field, timestamp: field, formStartedAt: field, consentVersion: field },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
      fc.string().map((s) => ({ __raw: s })),
    );
    let before = await db().lead.count();
    await fc.assert(
      fc.asyncProperty(payload, async (p) => {
        const raw = typeof p === "object" && p !== null && "__raw" in p;
        const res = await post(raw ? (p as { __raw: string }).__raw : p, {}, raw);
        expect(res.status).toBeLessThan(500);
        const after = await db().lead.count();
        if (res.status >= 400) expect(after).toBe(before);
        before = after;
      }),
      { numRuns: 2000 },
    );
  }, 120_000);
});
