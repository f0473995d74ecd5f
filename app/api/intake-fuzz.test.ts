import { beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { db } from "@/lib/db";
import { createApiKey } from "@/lib/api-keys/api-keys";
import { POST as postVendorLead } from "@/app/api/v1/leads/route";
import { POST as postContact } from "@/app/api/contacts/route";
import { POST as postOptOut } from "@/app/api/opt-out/route";
import { encodeBody, malformedBodies } from "@/test/fuzz/malformed";
import { fromClient, testAddress } from "@/test/client-address";

/**
 * Thousands of malformed payloads at the public intake endpoints of the lead-capture issue (POST
 * /api/leads has its own in app/api/leads/route.test.ts): always a 4xx (400 with field errors when
 * the JSON parsed), never a 500, and no row written for a rejected request.
 */
const ip = testAddress;
const RUNS = 1500;

type Handler = (req: Request) => Promise<Response>;

async function fuzz(handler: Handler, url: string, keys: readonly string[], count: () => Promise<number>, headers: Record<string, string> = {}) {
  let before = await count();
  await fc.assert(
    fc.asyncProperty(malformedBodies(keys), async (body) => {
      const text = encodeBody(body);
      const res = await handler(
        new Request(url, { method: "POST", headers: { "content-type": "application/json", ...fromClient(ip()), ...headers }, body: text }),
      );
      expect(res.status).toBeLessThan(500);
      const after = await count();
      if (res.status >= 400) {
        expect(after).toBe(before);
        let parsed = true;
        try {
          JSON.parse(text);
        } catch {
          parsed = false;
        }
        const answer = (await res.json()) as { error?: unknown; fieldErrors?: unknown };
        expect(typeof answer.error).toBe("string");
        // A body that parsed as JSON but failed the schema is answered with the schema's field errors.
        if (res.status === 400 && parsed) expect(answer.fieldErrors).toBeTypeOf("object");
      }
      before = after;
    }),
    { numRuns: RUNS },
  );
}

describe("malformed payloads at the public intake endpoints", () => {
  let key: string;
  beforeAll(async () => {
    const admin = await db().user.create({ data: { username: `fuzz-admin-${randomBytes(4).toString("hex")}`, password: "x", role: "admin", status: "active" } });
    key = (await createApiKey({ name: "Fuzz Vendor", source: "fuzz" }, admin.id)).key;
  });

  it("POST /api/v1/leads", async () => {
    await fuzz(
      postVendorLead,
      "http://localhost/api/v1/leads",
      ["fullName", "email", "phoneNumber", "address", "leadType", "maritalStatus", "roofAge", "hasContinuousCoverage", "consentText"],
      () => db().lead.count(),
      { authorization: `Bearer ${key}` },
    );
  }, 180_000);

  it("POST /api/contacts", async () => {
    await fuzz(postContact, "http://localhost/api/contacts", ["name", "email", "phone", "company", "subject", "message", "consentVersion"], () => db().contact.count());
  }, 180_000);

  it("POST /api/opt-out", async () => {
    await fuzz(postOptOut, "http://localhost/api/opt-out", ["email", "phone"], () => db().consentRevocation.count());
  }, 180_000);
});
