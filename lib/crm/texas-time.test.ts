import { describe, expect, it } from "vitest";
import { addDays, formatTexas, fromTexas, isCalendarDate, texasDate, texasDayRange, texasTime } from "@/lib/crm/texas-time";

describe("Texas time", () => {
  it("reads a Texas date and time as the right instant, in winter (CST) and summer (CDT)", () => {
    expect(fromTexas("2026-11-23", "09:00").toISOString()).toBe("2026-11-23T15:00:00.000Z");
    expect(fromTexas("2026-07-04", "09:00").toISOString()).toBe("2026-07-04T14:00:00.000Z");
    expect(fromTexas("2026-12-31", "23:30").toISOString()).toBe("2027-01-01T05:30:00.000Z");
  });

  it("handles the days clocks change: 23- and 25-hour days; a skipped hour moves forward, a repeated one is the first", () => {
    const spring = texasDayRange("2026-03-08");
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    const fall = texasDayRange("2026-11-01");
    expect((fall.end.getTime() - fall.start.getTime()) / 3_600_000).toBe(25);
    expect(texasTime(fromTexas("2026-03-08", "02:30"))).toBe("03:30");
    expect(fromTexas("2026-11-01", "01:30").toISOString()).toBe("2026-11-01T06:30:00.000Z");
  });

  it("gives the Texas calendar day of an instant, not the server's", () => {
    expect(texasDate(new Date("2026-11-24T04:59:00Z"))).toBe("2026-11-23");
    expect(texasDate(new Date("2026-11-24T06:00:00Z"))).toBe("2026-11-24");
    expect(texasTime(new Date("2026-11-24T04:59:00Z"))).toBe("22:59");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(formatTexas("2026-11-23T15:00:00Z")).toBe("Mon, Nov 23, 9:00 AM");
  });

  it("tells real calendar dates apart", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("26-02-01")).toBe(false);
  });
});
