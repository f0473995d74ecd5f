import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import { captureLead } from "@/lib/leads/capture-lead";
import { consentDownload } from "@/lib/crm/leads/consent-download";
import { consentRecordHash } from "@/lib/leads/consent-record";
import { leadSubmissionSchema } from "@/lib/schemas/lead";
import { texasLead } from "@/test/fixtures/texas-lead";

describe("a lead's consent record (real PostgreSQL)", () => {
  it("is hashed at capture with the text as shown, its version, time, address, browser, page and fields; the download recomputes it and says it matches", async () => {
    const admin = await makeUser("admin");
    const input = leadSubmissionSchema.parse(texasLead({ fullName: "Ana Treviño" }));
    const now = new Date("2026-11-25T16:47:03.120Z");
    const result = await captureLead(input, { ip: "203.0.113.9", userAgent: "Mozilla/5.0 (vitest)", pageUrl: "https://example.com/admin-quote-private", now });
    if (!result.ok) throw new Error("capture failed");
    const id = result.body.id!;
    const row = await db().lead.findUniqueOrThrow({ where: { id } });
    expect(row.consentHash).toMatch(/^[0-9a-f]{64}$/);

    const download = (await consentDownload(admin, id))!;
    expect(download.record).toMatchObject({
      leadId: id,
      evidence: "web",
      version: "quote-2025-01",
      text: expect.stringContaining("By submitting this request, you agree"),
      capturedAt: now.toISOString(),
      ip: "203.0.113.9",
      userAgent: "Mozilla/5.0 (vitest)",
      pageUrl: "https://example.com/admin-quote-private",
      fields: expect.objectContaining({ fullName: "Ana Treviño", email: input.email, zipCode: "78756", consentVersion: "quote-2025-01" }),
      vouchedBy: null,
    });
    expect(download).toMatchObject({ storedHash: row.consentHash, recomputedHash: row.consentHash, matches: true });
    expect(consentRecordHash(download.record)).toBe(row.consentHash);

    // Any later change to the record shows.
    await db().lead.update({ where: { id }, data: { consentIp: "198.51.100.1" } });
    expect(await consentDownload(admin, id)).toMatchObject({ matches: false, verdict: expect.stringContaining("does NOT match") });
  });

  it("says so honestly for a lead captured before hashing, and is another agent's 404", async () => {
    const [owner, other] = [await makeUser("agent"), await makeUser("agent")];
    const old = await makeLead(owner);
    expect(await consentDownload(owner, old.id)).toMatchObject({ storedHash: null, matches: null, verdict: expect.stringContaining("No hash was stored") });
    expect(await consentDownload(other, old.id)).toBeNull();
  });

  it("a vendor lead says who vouched for it", async () => {
    const admin = await makeUser("admin");
    const result = await captureLead(leadSubmissionSchema.parse(texasLead({ source: null, consentVersion: null })), {
      ip: "203.0.113.20",
      userAgent: "acme-client/1.0",
      pageUrl: "https://acme.example/quote",
      consentTextOverride: "I agree to be contacted by Acme's partners.",
      defaultSource: "api:acme",
      consentEvidence: "vendor",
      vouchedBy: 'Lead vendor "Acme Leads" (API key #7, source acme), with its own consent text',
    });
    if (!result.ok) throw new Error("capture failed");
    const download = (await consentDownload(admin, result.body.id!))!;
    expect(download).toMatchObject({ matches: true, record: { evidence: "vendor", version: "vendor", text: "I agree to be contacted by Acme's partners.", vouchedBy: expect.stringContaining("Acme Leads") } });
    expect(download.evidenceNote).toMatch(/lead vendor, not by us/);
  });
});
