import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { PaceChart } from "@/components/marketplace/portal/pace-chart";
import type { PortalPlan } from "@/lib/marketplace/portal";

/** A Starter plan on its first day: 0.3 expected by now (the plan's figure), 0.8 by the end of today (the chart's). */
const plan: PortalPlan = {
  id: 1, planName: "Starter", source: "subscription", status: "active", lines: ["auto"], quota: 25, credits: 0, delivered: 2, returned: 0, priceCents: 9700,
  periodStart: "2026-12-02T06:00:00.000Z", periodEnd: "2027-01-02T06:00:00.000Z", expected: 0.3, behind: -1.7, todayCap: 3,
  series: [{ date: "2026-12-02", expected: 0.8, delivered: 2 }, { date: "2026-12-03", expected: 1.6, delivered: null }],
};

describe("the pace chart's summary", () => {
  it("says its expected figure is for the end of the day, so it never reads as contradicting 'Expected by now'", () => {
    const html = renderToStaticMarkup(<PaceChart plan={plan} id="p1" />);
    expect(html).toContain("By the end of Dec 2: 0.8 expected; 2 delivered so far (25 for the period).");
  });
});
