import { expect, test } from "@playwright/test";

test.describe("keyboard, focus and motion", () => {
  test("header dropdowns: arrows move between items, Escape returns focus, Tab closes", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("ArrowDown");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "AI Solutions & Pricing" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Marketing Packages" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(menu.getByRole("menuitem", { name: "CRM Dashboard" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "AI Solutions & Pricing" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(services).toBeFocused();
    await expect(services).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("menuitem", { name: "CRM Dashboard" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/marketing-packages$/);
    await expect(page.getByRole("menu")).toBeHidden();

    await nav.getByRole("button", { name: "Resources" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(page.getByRole("menu")).toBeHidden();
  });

  test("focus is visible on links and buttons", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const s = getComputedStyle(el);
      return { outline: s.outlineStyle !== "none" && s.outlineWidth !== "0px", shadow: s.boxShadow !== "none" };
    });
    expect(ring.outline || ring.shadow).toBe(true);
  });

  test("motion respects prefers-reduced-motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/ai-insights");
    const styles = await page.evaluate(() => ({
      scroll: getComputedStyle(document.documentElement).scrollBehavior,
      transition: getComputedStyle(document.querySelector("main a")!).transitionDuration,
    }));
    expect(styles.scroll).toBe("auto");
    expect(parseFloat(styles.transition)).toBeLessThan(0.01);
    await context.close();
  });
});
