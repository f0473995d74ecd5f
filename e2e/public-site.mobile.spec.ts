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

test("scrolled to the end of a page, the chat button covers none of the footer's text", async ({ page }) => {
  await page.goto("/pricing");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const chat = await page.getByRole("button", { name: /^Chat with / }).boundingBox();
  // The boxes of the footer's words themselves (a block's box spans the whole width).
  const words = await page.getByRole("contentinfo").evaluate((footer) => {
    const boxes: { x: number; y: number; width: number; height: number }[] = [];
    const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) boxes.push({ x: r.x, y: r.y, width: r.width, height: r.height });
    }
    return boxes;
  });
  expect(chat).toBeTruthy();
  expect(words.length).toBeGreaterThan(0);
  const covered = words.filter((b) => chat!.x < b.x + b.width && b.x < chat!.x + chat!.width && chat!.y < b.y + b.height && b.y < chat!.y + chat!.height);
  expect(covered).toEqual([]);
});
