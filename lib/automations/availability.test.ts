import { describe, expect, it } from "vitest";
import { describeHours } from "@/lib/automations/availability";

describe("describeHours", () => {
  it("names the days and hours an agent works, in Texas time", () => {
    expect(describeHours({ workDays: [1, 2, 3, 4, 5], workStartMinute: 8 * 60, workEndMinute: 18 * 60 })).toBe("Mon–Fri 8:00 AM–6:00 PM Texas time");
    expect(describeHours({ workDays: [1, 3], workStartMinute: 9 * 60 + 30, workEndMinute: 12 * 60 })).toBe("Mon, Wed 9:30 AM–12:00 PM Texas time");
    expect(describeHours({ workDays: [], workStartMinute: 0, workEndMinute: 60 })).toBe("No working days");
  });

  it("says all day for the whole day, and midnight for a day's end, not 12:00 AM–12:00 AM", () => {
    expect(describeHours({ workDays: [1, 2, 3, 4, 5, 6, 7], workStartMinute: 0, workEndMinute: 24 * 60 })).toBe("Every day, all day (Texas time)");
    expect(describeHours({ workDays: [6, 7], workStartMinute: 10 * 60, workEndMinute: 24 * 60 })).toBe("Sat, Sun 10:00 AM–midnight Texas time");
  });
});
