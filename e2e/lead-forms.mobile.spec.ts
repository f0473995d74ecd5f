import { expect, test, type Page } from "@playwright/test";
import { withAdminSession } from "./support";

/** Lead-capture pages on a phone: nothing wider than the screen, the forms reachable and usable. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const path of ["/landing", "/fb-ad", "/texas-insurance"]) {
  test(`${path} fits a phone screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
}

test("the rate-increase dialog fits a phone and scrolls inside", async ({ page }) => {
  await page.goto("/fb-ad");
  await page.getByRole("button", { name: "Request Insurance Quotes" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Insurance Quotes" });
  // Let the opening transition finish before tapping inside.
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await dialog.getByRole("radio", { name: /^Home/ }).check();
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.height).toBeLessThanOrEqual(viewport.height);
  await dialog.getByRole("button", { name: "Get My Quotes" }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole("button", { name: "Get My Quotes" })).toBeInViewport();
});

test("the quote funnel fits a phone, one column, buttons full width", async ({ page }) => {
  await withAdminSession(page);
  await page.goto("/admin-quote-private");
  await expect(page.getByRole("heading", { level: 1, name: "Save Up to 40% on Texas Insurance" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  const first = await page.getByLabel("First Name").boundingBox();
  const last = await page.getByLabel("Last Name").boundingBox();
  expect(last!.y).toBeGreaterThan(first!.y);
});
