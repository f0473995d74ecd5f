import { describe, expect, it } from "vitest";
import { verifyStripeSignature } from "@/lib/payments/stripe/webhook-signature";

/** The test vector of integrations.md §11 (matches stripe 23.1.0 generateTestHeaderString). */
const body = '{"id":"evt_test","object":"event"}';
const header = "t=1700000000,v1=c25fec335f20601dcb662f0e7c4944646158a9324bb6ed8b7f6ab126449f507a";
const at = (seconds: number) => seconds * 1000;

describe("verifyStripeSignature", () => {
  it("accepts the reference vector inside the tolerance window", () => {
    expect(verifyStripeSignature(body, header, ["whsec_test"], { now: at(1700000000 + 299) })).toEqual({ ok: true, timestamp: 1700000000 });
  });

  it("refuses it outside the 300-second window, in both directions", () => {
    expect(verifyStripeSignature(body, header, ["whsec_test"], { now: at(1700000301) })).toEqual({ ok: false, reason: "stale" });
    expect(verifyStripeSignature(body, header, ["whsec_test"], { now: at(1700000000 - 301) })).toEqual({ ok: false, reason: "stale" });
  });

  it("refuses another secret, another body, a missing or malformed header", () => {
    const now = at(1700000000);
    expect(verifyStripeSignature(body, header, ["whsec_other"], { now })).toEqual({ ok: false, reason: "mismatch" });
    expect(verifyStripeSignature(body + " ", header, ["whsec_test"], { now })).toEqual({ ok: false, reason: "mismatch" });
    expect(verifyStripeSignature(body, null, ["whsec_test"], { now })).toEqual({ ok: false, reason: "missing" });
    expect(verifyStripeSignature(body, "t=abc,v1=zz", ["whsec_test"], { now })).toEqual({ ok: false, reason: "malformed" });
    expect(verifyStripeSignature(body, "v1=" + "0".repeat(64), ["whsec_test"], { now })).toEqual({ ok: false, reason: "malformed" });
  });

  it("accepts any matching v1 (rotation) and ignores v0", () => {
    const now = at(1700000000);
    const rotated = `t=1700000000,v0=${"1".repeat(64)},v1=${"0".repeat(64)},v1=c25fec335f20601dcb662f0e7c4944646158a9324bb6ed8b7f6ab126449f507a`;
    expect(verifyStripeSignature(body, rotated, ["whsec_test"], { now }).ok).toBe(true);
    expect(verifyStripeSignature(body, header, ["whsec_new", "whsec_test"], { now }).ok).toBe(true);
  });
});
