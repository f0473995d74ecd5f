import { describe, expect, it } from "vitest";
import { pace } from "@/lib/marketplace/pace";

const now = new Date("2026-11-10T15:00:00Z"); // a Tuesday, 9 a.m. in Texas
const buyers = [
  { periodEnd: new Date("2026-11-30T06:00:00Z"), deliveryDays: [1, 2, 3, 4, 5] },
  { periodEnd: new Date("2026-11-30T06:00:00Z"), deliveryDays: [1, 2, 3, 4, 5, 6, 7] },
  { periodEnd: new Date("2026-11-20T06:00:00Z"), deliveryDays: [1, 2, 3, 4, 5] },
  { periodEnd: new Date("2026-11-30T06:00:00Z"), deliveryDays: [1, 2, 3, 4, 5] },
];

describe("pace with the router's memo of delivery days left", () => {
  it("gives every buyer the pace computed alone, whatever period end and days they share", () => {
    const memo = new Map<string, number>();
    for (const b of buyers) {
      const input = { cap: 50, delivered: 12, deliveredToday: 1, periodStart: new Date("2026-11-01T05:00:00Z"), now, ...b };
      expect(pace(input, memo)).toEqual(pace(input));
    }
    // Three distinct (period end, days) pairs; the fourth buyer reused the first's count.
    expect(memo.size).toBe(3);
    expect([...memo.values()]).toEqual([14, 20, 8]); // weekdays Nov 10–29, every day Nov 10–29, weekdays Nov 10–19
  });
});
