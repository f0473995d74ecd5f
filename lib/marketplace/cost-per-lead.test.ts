import { describe, expect, it } from "vitest";
import { effectiveCostPerLead, type CostPlan } from "@/lib/marketplace/cost-per-lead";

const now = new Date("2026-11-26T18:00:00Z");
const growth = (over: Partial<CostPlan> = {}): CostPlan => ({
  status: "active",
  priceCents: 90_000,
  pricePerLeadCents: 1_800,
  quota: 50,
  credits: 0,
  delivered: 0,
  returned: 0,
  periodEnd: new Date("2026-12-23T06:00:00Z"),
  ...over,
});

describe("effectiveCostPerLead", () => {
  it("is the plan's price per lead while the period runs, not the month's price over the leads so far", () => {
    expect(effectiveCostPerLead([growth({ delivered: 2 })], now)).toBe(1_800);
  });

  it("stays at the price per lead through a return, since the replacement is credited free", () => {
    // 10 delivered, one returned and credited, its replacement not yet delivered: 9 paid for, 9 kept.
    expect(effectiveCostPerLead([growth({ delivered: 10, returned: 1, credits: 1 })], now)).toBe(1_800);
    // The replacement arrived: 10 paid for, 10 kept.
    expect(effectiveCostPerLead([growth({ delivered: 11, returned: 1, credits: 1 })], now)).toBe(1_800);
  });

  it("counts the whole price of a period that ended, so a month short of its quota shows what each kept lead cost", () => {
    const ended = growth({ delivered: 40, periodEnd: new Date("2026-11-20T06:00:00Z") });
    expect(effectiveCostPerLead([ended], now)).toBe(Math.round(90_000 / 40));
    expect(effectiveCostPerLead([ended, growth({ delivered: 10 })], now)).toBe(Math.round((90_000 + 10 * 1_800) / 50));
  });

  it("is not yet known with no lead kept, and a plan waiting for its set-up costs nothing yet", () => {
    expect(effectiveCostPerLead([growth()], now)).toBeNull();
    expect(effectiveCostPerLead([growth({ status: "awaiting_setup" }), growth({ delivered: 4, returned: 4, credits: 4 })], now)).toBeNull();
  });
});
