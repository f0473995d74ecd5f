import { describe, expect, it } from "vitest";
import { canonicalJson, consentRecordHash, type ConsentRecord } from "@/lib/leads/consent-record";

const record: ConsentRecord = {
  leadId: 42,
  evidence: "web",
  text: "By submitting this request, you agree…",
  version: "quote-2025-01",
  capturedAt: "2026-11-25T16:47:03.120Z",
  ip: "203.0.113.9",
  userAgent: "Mozilla/5.0",
  pageUrl: "https://example.com/admin-quote-private",
  fields: { fullName: "Ana Treviño", email: "ana@example.com", zipCode: "78704" },
  vouchedBy: null,
};

describe("consent record hash", () => {
  it("is the SHA-256 of the canonical JSON, whatever the key order", () => {
    const reordered = { ...record, fields: { zipCode: "78704", email: "ana@example.com", fullName: "Ana Treviño" } };
    expect(consentRecordHash(reordered)).toBe(consentRecordHash(record));
    expect(consentRecordHash(record)).toMatch(/^[0-9a-f]{64}$/);
    expect(canonicalJson({ b: 1, a: [{ d: null, c: "x" }] })).toBe('{"a":[{"c":"x","d":null}],"b":1}');
  });

  it("changes when any part of the record changes", () => {
    const h = consentRecordHash(record);
    expect(consentRecordHash({ ...record, ip: "203.0.113.10" })).not.toBe(h);
    expect(consentRecordHash({ ...record, fields: { ...record.fields, zipCode: "78705" } })).not.toBe(h);
    expect(consentRecordHash({ ...record, text: `${record.text} ` })).not.toBe(h);
  });
});
