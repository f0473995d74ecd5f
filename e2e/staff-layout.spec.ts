import { expect, test, type Page } from "@playwright/test";
import { CRM_TABS } from "../lib/constants";
import { PAGES } from "./access-matrix";
import { postLead, signInAdmin, signInNewAgent, tag } from "./crm-support";

/**
 * Every staff page at a phone's 390 px and a laptop's 1366 px (issue 25): no sideways scroll, one site
 * header and one footer, the staff bar present, and the chat bubble clear of the last form button.
 * As an admin every staff page; as an agent the ones an agent may open.
 */
const WIDTHS = [390, 1366] as const;

function staffPages(role: "admin" | "agent"): string[] {
  const pages = Object.entries(PAGES)
    .filter(([route, e]) => !route.includes("[") && (e.access === "user" || e.access === "account" || (role === "admin" && e.access === "admin")))
    .map(([route]) => route);
  return [...pages, ...CRM_TABS.map((t) => `/crm?tab=${t.value}`)];
}

async function checkPage(page: Page, url: string, width: number): Promise<void> {
  const res = await page.goto(url);
  expect(res?.status(), url).toBeLessThan(400);
  await expect(page.getByRole("heading", { level: 1 }).first(), url).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff" }), url).toBeVisible();
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `${url} at ${width} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(clientWidth);
  await expect(page.getByRole("banner"), url).toHaveCount(1);
  await expect(page.getByRole("contentinfo"), url).toHaveCount(1);
}

for (const width of WIDTHS) {
  test(`every staff page fits ${width} px as an admin`, async ({ page }) => {
    // About 35 pages: 80 s on a busy machine.
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAdmin(page);
    const lead = await postLead(page.request, "genuine", tag());
    for (const url of [...staffPages("admin"), `/crm/leads/${lead.id}`]) await checkPage(page, url, width);
  });

  test(`every page an agent may open fits ${width} px as an agent`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInNewAgent(page);
    for (const url of staffPages("agent")) await checkPage(page, url, width);
  });
}

test("on a phone the staff bar folds into one menu button, operable with the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page);
  await page.goto("/admin/jobs");
  const nav = page.getByRole("navigation", { name: "Staff" });
  const menu = nav.getByRole("button", { name: /^Staff menu/ });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: "Setup", exact: true })).toBeHidden();
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "Jobs", exact: true })).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "My Day", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await menu.click();
  await nav.getByRole("link", { name: "Setup", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Setup" })).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
});

test("the chat bubble leaves room for a staff form's buttons at the end of the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await signInNewAgent(page);
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  const bubble = await page.getByRole("button", { name: /^Chat with / }).boundingBox();
  // Scrolled as far as it goes, no form button of the page lies under the bubble.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const buttons = await page.locator("main form button").evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height, text: e.textContent }; }));
  expect(bubble && buttons.length).toBeTruthy();
  for (const b of buttons) {
    const overlap = bubble!.x < b.x + b.width && b.x < bubble!.x + bubble!.width && bubble!.y < b.y + b.height && b.y < bubble!.y + bubble!.height;
    expect(overlap, `the chat bubble covers "${b.text}"`).toBe(false);
  }
});
