import { describe, expect, it } from "vitest";
import { apiLeadSource, importLeadSource, leadSourceLabel, reportSourceOf } from "@/lib/leads/lead-sources";

describe("lead sources", () => {
  it("names the fixed list, vendors of the intake API, and keeps an older stored value as it is", () => {
    expect(leadSourceLabel("landing")).toBe("Landing page");
    expect(leadSourceLabel("facebook-lead-ads")).toBe("Facebook Lead Ads");
    expect(leadSourceLabel(null)).toBe("Website");
    expect(leadSourceLabel(apiLeadSource(" Acme "))).toBe("Vendor API: acme");
    expect(apiLeadSource("acme")).toBe("api:acme");
    expect(leadSourceLabel("legacy-import")).toBe("legacy-import");
  });

  it("imports are one family for reports, each named after its file elsewhere", () => {
    expect(importLeadSource(" hubspot-contacts.csv ")).toBe("import:hubspot-contacts.csv");
    expect(leadSourceLabel("import:hubspot-contacts.csv")).toBe("Import: hubspot-contacts.csv");
    expect(reportSourceOf("import:hubspot-contacts.csv")).toBe("import");
    expect(reportSourceOf("import:book.csv")).toBe("import");
    expect(leadSourceLabel(reportSourceOf("import:book.csv"))).toBe("CSV imports");
    expect(reportSourceOf("landing")).toBe("landing");
    expect(reportSourceOf(null)).toBe("website");
  });
});
