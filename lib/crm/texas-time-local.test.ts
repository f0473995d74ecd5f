import { describe, expect, it } from "vitest";
import { instantFrom, wallTimeOf } from "@/lib/crm/texas-time";

describe("datetime-local values as the agency's wall time (America/Chicago)", () => {
  it("reads a value without offset in Central time, winter and summer", () => {
    expect(instantFrom("2026-01-15T10:00").toISOString()).toBe("2026-01-15T16:00:00.000Z");
    expect(instantFrom("2026-07-15T10:00").toISOString()).toBe("2026-07-15T15:00:00.000Z");
    expect(instantFrom("2026-07-15T10:00:30").toISOString()).toBe("2026-07-15T15:00:30.000Z");
  });

  it("is right on both sides of the daylight-saving changes", () => {
    // 8 March 2026: 02:00 CST → 03:00 CDT. 1 November 2026: 02:00 CDT → 01:00 CST.
    expect(instantFrom("2026-03-08T01:30").toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(instantFrom("2026-03-08T03:30").toISOString()).toBe("2026-03-08T08:30:00.000Z");
    expect(instantFrom("2026-11-01T00:30").toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(instantFrom("2026-11-01T03:00").toISOString()).toBe("2026-11-01T09:00:00.000Z");
  });

  it("keeps an instant given with an offset or Z", () => {
    expect(instantFrom("2026-01-15T10:00:00Z").toISOString()).toBe("2026-01-15T10:00:00.000Z");
    expect(instantFrom("2026-01-15T10:00:00-05:00").toISOString()).toBe("2026-01-15T15:00:00.000Z");
  });

  it("shows an instant as the value the form's input takes, and reads it back unchanged", () => {
    expect(wallTimeOf("2026-07-15T15:00:00.000Z")).toBe("2026-07-15T10:00");
    expect(wallTimeOf(new Date("2026-01-15T16:45:00Z"))).toBe("2026-01-15T10:45");
    for (const iso of ["2026-03-08T08:30:00.000Z", "2026-11-01T09:00:00.000Z", "2026-12-31T23:59:00.000Z"]) {
      expect(instantFrom(wallTimeOf(iso)).toISOString()).toBe(iso);
    }
  });
});
