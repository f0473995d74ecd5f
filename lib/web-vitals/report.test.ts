import { describe, expect, it } from "vitest";
import { randomInt } from "node:crypto";
import { db } from "@/lib/db";
import { flushWebVitals, recordWebVitals } from "@/lib/web-vitals/ingest";
import { webVitalsReport } from "@/lib/web-vitals/report";
import type { WebVitalsBeacon } from "@/lib/schemas/web-vitals";

/**
 * The report runs at an instant of its own (a day in 2090), so the rows this test writes are the only
 * ones in its windows whatever else the shared database holds.
 */
const NOW = new Date(Date.UTC(2090, 4, 15, 12) + randomInt(1e6) * 1000);
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);

function load(route: string, device: WebVitalsBeacon["device"], lcp: number, inp: number | null, cls: number, at: Date): void {
  const metrics: WebVitalsBeacon["metrics"] = [
    { name: "LCP", value: lcp, rating: "good" },
    { name: "CLS", value: cls, rating: "good" },
  ];
  if (inp !== null) metrics.push({ name: "INP", value: inp, rating: "good" });
  recordWebVitals({ route, device, metrics }, at);
}

describe("webVitalsReport", () => {
  it("gives the 75th percentile of each metric per page and device over 7 and 28 days, rated by Google's thresholds, beside the page's form conversion", async () => {
    const page = `/landing/r${randomInt(1e9)}`;
    // Phones this week: LCP 1, 2, 3, 4 s → p75 3.25 s (needs improvement); INP from two of the four loads.
    load(page, "mobile", 1000, 100, 0.01, daysAgo(1));
    load(page, "mobile", 2000, null, 0.02, daysAgo(2));
    load(page, "mobile", 3000, 700, 0.3, daysAgo(3));
    load(page, "mobile", 4000, null, 0.04, daysAgo(6));
    // Phones three weeks ago: slow (they count in 28 days only).
    load(page, "mobile", 9000, 900, 0.5, daysAgo(20));
    load(page, "mobile", 9000, 900, 0.5, daysAgo(21));
    // Desktops: fast, this week.
    load(page, "desktop", 800, 40, 0, daysAgo(1));
    load(page, "desktop", 1200, 60, 0, daysAgo(2));
    // Older than 28 days, or after the report's instant: never counted.
    load(page, "mobile", 50_000, 5000, 5, daysAgo(29));
    load(page, "mobile", 50_000, 5000, 5, new Date(NOW.getTime() + 60_000));
    await flushWebVitals();

    // Four visitors viewed the page this week and one of them sent its form; one more, three weeks ago, viewed it and sent it.
    const event = (visitor: string, eventType: string, at: Date) => ({ sessionId: `s-${visitor}`, eventType, eventData: { path: page, visitorId: visitor }, createdAt: at });
    const v = (n: number) => `v${n}-${page.slice(10)}`;
    await db().analyticsEvent.createMany({
      data: [
        event(v(1), "page_view", daysAgo(1)),
        event(v(1), "form_submit", daysAgo(1)),
        event(v(2), "page_view", daysAgo(2)),
        event(v(3), "page_view", daysAgo(3)),
        event(v(4), "page_view", daysAgo(4)),
        event(v(5), "page_view", daysAgo(20)),
        event(v(5), "form_submit", daysAgo(20)),
        // A form sent from another page is not this page's conversion.
        { sessionId: `s-${v(2)}`, eventType: "form_submit", eventData: { path: "/contact", visitorId: v(2) }, createdAt: daysAgo(2) },
      ],
    });

    const week = (await webVitalsReport(7, NOW)).pages.find((p) => p.route === page)!;
    expect(week.loads).toBe(6);
    expect(week.visitors).toBe(4);
    expect(week.conversionRate).toBe(25);
    const mobile = week.rows.find((r) => r.device === "mobile")!;
    expect(mobile.loads).toBe(4);
    expect(mobile.metrics.LCP).toEqual({ p75: 3250, rating: "needs-improvement", samples: 4 });
    // INP of the two loads with an interaction: 100 and 700 → 550 ms, poor.
    expect(mobile.metrics.INP).toEqual({ p75: 550, rating: "poor", samples: 2 });
    expect(mobile.metrics.CLS.p75).toBeCloseTo(0.105, 6);
    expect(mobile.metrics.CLS.rating).toBe("needs-improvement");
    expect(mobile.metrics.TTFB).toEqual({ p75: null, rating: null, samples: 0 });
    const desktop = week.rows.find((r) => r.device === "desktop")!;
    expect(desktop.metrics.LCP).toEqual({ p75: 1100, rating: "good", samples: 2 });
    expect(desktop.metrics.CLS).toEqual({ p75: 0, rating: "good", samples: 2 });
    expect(week.rows.map((r) => r.device)).toEqual(["mobile", "desktop"]);

    const month = (await webVitalsReport(28, NOW)).pages.find((p) => p.route === page)!;
    expect(month.loads).toBe(8);
    expect(month.visitors).toBe(5);
    expect(month.conversionRate).toBe(40);
    const mobileMonth = month.rows.find((r) => r.device === "mobile")!;
    // 1, 2, 3, 4, 9, 9 s → position 3.75 → 4 + 0.75 × 5 = 7.75 s, poor.
    expect(mobileMonth.metrics.LCP).toEqual({ p75: 7750, rating: "poor", samples: 6 });
  });

  it("is empty when nothing was reported in the window", async () => {
    expect(await webVitalsReport(7, new Date(Date.UTC(2095, 0, 1)))).toEqual({ pages: [], omitted: 0 });
  });
});
