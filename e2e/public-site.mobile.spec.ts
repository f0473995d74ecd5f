import { expect, test } from "@playwright/test";

test("the mobile menu works with the keyboard", async ({ page }) => {
  await page.goto("/services");
  const button = page.getByRole("button", { name: "Open menu" });
  await button.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Menu" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("link", { name: "AI Solutions & Pricing" })).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(panel).toBeVisible();
  await panel.getByRole("link", { name: "Industry Insights" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/ai-insights$/);
  await expect(panel).toBeHidden();
});

test("public pages fit a phone screen without sideways scrolling", async ({ page }) => {
  for (const path of ["/", "/services", "/marketing-packages", "/contact", "/blog/1", "/ai-insights"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
