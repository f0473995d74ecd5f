import { expect, test, type Page } from "@playwright/test";
import { signInNewAgent } from "./crm-support";
import { delayScripts } from "./support";

const HEADER_ITEMS = 'header nav[aria-label="Main"], header a[href="/contact"], header a[href="/checkout"]';

/**
 * Slows the app's scripts by a second and a half and records, on every page load, where the header's
 * Main nav, Contact Us and cart link are in the first frame painted with them (the server's HTML).
 */
async function watchHeader(page: Page): Promise<void> {
  await delayScripts(page);
  await page.addInitScript((selector) => {
    const w = window as unknown as { firstHeader?: string };
    const frame = () => {
      const items = document.querySelectorAll(selector);
      if (items.length >= 3) w.firstHeader = [...items].map((e) => Math.round(e.getBoundingClientRect().left)).join(",");
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, HEADER_ITEMS);
}

/** Opens /about and answers where the header's items were in its first frame and where they are once `settled` shows. */
async function headerPositions(page: Page, settled: string): Promise<{ first: string; now: string }> {
  await page.goto("/about");
  await expect(page.getByRole("banner").getByRole("link", { name: settled })).toBeVisible();
  const first = await page.evaluate(() => (window as unknown as { firstHeader?: string }).firstHeader ?? "");
  const now = await page.locator(HEADER_ITEMS).evaluateAll((items) => items.map((e) => Math.round(e.getBoundingClientRect().left)).join(","));
  return { first, now };
}

test.describe("site shell", () => {
  test("header dropdowns open with the keyboard and highlight the active section", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    const services = nav.getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "AI Solutions & Pricing" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Marketing Packages" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "CRM Dashboard" })).toBeVisible();
    await page.keyboard.press("Escape");

    await nav.getByRole("button", { name: "Resources" }).click();
    await page.getByRole("menuitem", { name: "Success Stories" }).click();
    await expect(page).toHaveURL(/\/testimonials$/);
    await expect(nav.getByRole("button", { name: "Resources" })).toHaveAttribute("data-active", "true");
    await expect(nav.getByRole("button", { name: "Services" })).not.toHaveAttribute("data-active", "true");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });

  test("visitors see Login and CRM Access; the footer has every link", async ({ page }) => {
    // A visitor who never signed in is not asked for a session (no 401 in the console on marketing pages).
    const userChecks: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/auth/user") userChecks.push(r.url());
    });
    await page.goto("/login");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(userChecks).toEqual([]);
    await expect(header.getByRole("link", { name: "CRM Access" })).toHaveAttribute("href", "/crm");
    await expect(header.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");

    const footer = page.getByRole("contentinfo");
    for (const href of ["/", "/services", "/pricing", "/about", "/testimonials", "/contact", "/privacy-policy", "/terms-of-service", "/tcpa-compliance"]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(footer.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/contact");
    await expect(footer).toContainText("2024");
    await expect(footer).toContainText("Austin, TX");
  });

  test("site links navigate inside the app (the open chat stays) and leave modified clicks to the browser", async ({ page, context }) => {
    await page.goto("/");
    // A marker on the window: a full page load would drop it.
    await page.evaluate(() => ((window as unknown as { marker?: string }).marker = "same document"));
    await page.getByRole("button", { name: "Chat with Alex!" }).click();
    const panel = page.getByRole("dialog", { name: /Alex/ });
    await expect(panel).toBeVisible();

    const footer = page.getByRole("contentinfo");
    await footer.locator('a[href="/about"]').first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");
    await expect(panel).toBeVisible();

    // Back returns to the home page, still without a reload.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");

    // Ctrl/Cmd-click opens a new tab and leaves this page where it is.
    const opened = context.waitForEvent("page");
    await footer.locator('a[href="/pricing"]').first().click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/pricing");
    await tab.close();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown path shows the 404 page inside the full layout", async ({ page }) => {
    const res = await page.goto("/this-page-does-not-exist");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
  });

  for (const width of [1366, 1024]) {
    test(`at ${width} px nothing in the header moves when the account area arrives, for a visitor or a signed-in agent`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await watchHeader(page);
      const visitor = await headerPositions(page, "CRM Access");
      expect(visitor.first, "the header's items in the first frame").not.toBe("");
      expect(visitor.now, "a visitor's header once Login and CRM Access are shown").toBe(visitor.first);

      const { username } = await signInNewAgent(page);
      const agent = await headerPositions(page, `Welcome, ${username}`);
      expect(agent.now, "a signed-in agent's header once Welcome and Logout are shown").toBe(agent.first);
      expect(agent.now, "the same places as for a visitor").toBe(visitor.now);
      // A name too long for the area is cut on screen, and read in full by a screen reader and in the tooltip.
      const welcome = page.getByRole("banner").getByRole("link", { name: `Welcome, ${username}` });
      await expect(welcome).toHaveAttribute("title", `Welcome, ${username}`);
      expect(await welcome.evaluate((a) => a.scrollWidth > a.clientWidth), "the name is cut").toBe(true);
      await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeInViewport({ ratio: 1 });
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }

  test("ad landing pages use the bare layout", async ({ page }) => {
    for (const path of ["/fb-ad", "/texas-insurance"]) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
    }
  });
});
