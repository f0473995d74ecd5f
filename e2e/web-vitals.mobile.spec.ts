import { expect, test, type Page } from "@playwright/test";
import { testIp, withAdminSession } from "./support";

/**
 * Real visitors' Web Vitals (issue 34), on a phone (Pixel 7, 412 px): a visit to the ad page sends one
 * beacon when the visitor leaves it, and the admin's Web Vitals view shows the page on phones.
 */

/** Whether the page listens for visibilitychange on window: the reporter's (and its library's) cue to send, added once they have loaded. */
async function reporterListening(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", { expression: "window" });
    const { listeners } = await cdp.send("DOMDebugger.getEventListeners", { objectId: result.objectId! });
    return listeners.some((l) => l.type === "visibilitychange");
  } finally {
    await cdp.detach();
  }
}

type Beacon = { route: string; device: string; metrics: { name: string; value: number; rating: string }[] };

/**
 * Every beacon the page hands to navigator.sendBeacon for /api/vitals, kept in the origin's
 * localStorage (the real sendBeacon still sends it). A beacon sent while the page unloads never shows
 * among Playwright's requests, so the journey reads the record from the next page of the site.
 */
async function recordBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (new URL(String(url), location.href).pathname === "/api/vitals") {
        const sent = JSON.parse(localStorage.getItem("e2e.vitals") ?? "[]") as unknown[];
        localStorage.setItem("e2e.vitals", JSON.stringify([...sent, JSON.parse(String(data))]));
      }
      return send(url, data);
    };
  });
}
const beaconsSent = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("e2e.vitals") ?? "[]") as Beacon[]);

test("a visit to /fb-ad on a phone sends one beacon of its Web Vitals, and the admin's view shows the page", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": testIp() });
  await recordBeacons(page);
  await page.goto("/fb-ad");
  await expect.poll(() => reporterListening(page), { message: "the Web Vitals reporter loads after hydration" }).toBe(true);
  // An interaction, so the page has an INP too: the visitor reaches for the quote form.
  await page.getByRole("button", { name: "Request Insurance Quotes" }).click();
  await expect(page.getByRole("dialog", { name: "Request Insurance Quotes" })).toBeVisible();
  expect(await beaconsSent(page), "nothing is sent while the visitor is on the page").toEqual([]);

  // Leaving the page (it is hidden, then unloaded): exactly one beacon, with every metric.
  await page.goto("/about");
  const sent = await beaconsSent(page);
  expect(sent).toHaveLength(1);
  const beacon = sent[0]!;
  expect(beacon).toMatchObject({ route: "/fb-ad", device: "mobile" });
  expect(beacon.metrics.map((m) => m.name).sort()).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
  for (const m of beacon.metrics) expect(["good", "needs-improvement", "poor"]).toContain(m.rating);
  expect(Object.keys(beacon).sort(), "nothing about the visitor").toEqual(["device", "metrics", "route"]);

  // The server stored it: the admin's view shows the page on phones (batches are written every second).
  await withAdminSession(page);
  await expect(async () => {
    await page.goto("/admin/web-vitals?days=7");
    await expect(page.locator('tbody[data-route="/fb-ad"] tr[data-device="mobile"]')).toBeVisible({ timeout: 2000 });
  }, "the beacon reaches the view").toPass();
  await expect(page.getByRole("heading", { level: 1, name: "Web Vitals" })).toBeVisible();
  const row = page.locator('tbody[data-route="/fb-ad"] tr[data-device="mobile"]');
  await expect(row.locator('td[data-metric="LCP"]')).toContainText(/\d+( ms| s)/);
  await expect(row.locator('td[data-metric="LCP"]')).toContainText(/Good|Needs improvement|Poor/);
  await expect(page.locator('tbody[data-route="/fb-ad"] td[data-conversion]')).toContainText("%");
  // A staff page never measures: once it has loaded everything, nothing listens to send a beacon.
  await page.waitForLoadState("networkidle");
  expect(await reporterListening(page)).toBe(false);
  await page.goto("/about");
  const routes = (await beaconsSent(page)).map((b) => b.route);
  expect(routes.filter((r) => r === "/fb-ad")).toHaveLength(1);
  expect(routes.filter((r) => r.startsWith("/admin"))).toEqual([]);
});
