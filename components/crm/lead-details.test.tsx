import { describe, expect, it } from "vitest";
import { qualificationWords } from "@/components/crm/lead-details";

/** A paying buyer reads this on every lead: a form that never asked about coverage and claims is no failure. */
describe("the coverage and claims rule on the lead page", () => {
  it("says not asked when the form never asked, and fails only a lead whose answers fail it", () => {
    expect(qualificationWords({ insuranceQualified: false, hasContinuousCoverage: null, hasMultipleClaims: null })).toBe(", coverage and claims not asked");
    expect(qualificationWords({ insuranceQualified: true, hasContinuousCoverage: true, hasMultipleClaims: false })).toBe(", meets the coverage and claims rule");
    expect(qualificationWords({ insuranceQualified: false, hasContinuousCoverage: false, hasMultipleClaims: null })).toBe(", does not meet the coverage and claims rule");
  });
});
