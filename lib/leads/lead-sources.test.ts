import { describe, expect, it } from "vitest";
import { apiLeadSource, leadSourceLabel } from "@/lib/leads/lead-sources";

describe("lead sources", () => {
  it("names the fixed list, vendors of the intake API, and keeps an older stored value as it is", () => {
    expect(leadSourceLabel("landing")).toBe("Landing page");
    expect(leadSourceLabel("facebook-lead-ads")).toBe("Facebook Lead Ads");
    expect(leadSourceLabel(null)).toBe("Website");
    expect(leadSourceLabel(apiLeadSource(" Acme "))).toBe("Vendor API: acme");
    expect(apiLeadSource("acme")).toBe("api:acme");
    expect(leadSourceLabel("legacy-import")).toBe("legacy-import");
  });
});
