import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, type Request } from "@playwright/test";

/** The lead-capture journeys' shared helpers (issue 4). */

/** The width style of a funnel's progress bar (its inner indicator). */
export function progressBar(page: Page, name: string): Locator {
  return page.getByRole("progressbar", { name }).locator("[data-slot=funnel-progress-bar]");
}

export async function expectProgress(page: Page, name: string, step: number, total: number): Promise<void> {
  const percent = (step / total) * 100;
  const pattern = new RegExp(`width:\\s*${String(percent).slice(0, 5).replace(".", "\\.")}`);
  await expect(progressBar(page, name)).toHaveAttribute("style", pattern);
  await expect(page.getByRole("progressbar", { name })).toHaveAttribute("aria-valuetext", `Step ${step} of ${total}`);
  await expect(page.getByText(`Step ${step} of ${total}`, { exact: true })).toBeVisible();
}

/** The visible toast with this title (and description): the toast itself, not radix's live-region copy. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator("[data-slot=toast]").filter({ has: page.locator("[data-slot=toast-title]", { hasText: title }) });
  await expect(toast).toBeVisible();
  if (description) await expect(toast.locator("[data-slot=toast-description]")).toHaveText(description);
}

/** Resolves with the next POST to a path (its JSON body via `postDataJSON()`). */
export function nextPost(page: Page, path: string): Promise<Request> {
  return page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === path);
}

/** Every POST /api/leads (or /api/contacts) answers 500 "boom": the forms' failure path. */
export async function failPosts(page: Page, pattern: "**/api/leads*" | "**/api/contacts" = "**/api/leads*"): Promise<void> {
  await page.route(pattern, (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "boom" }) : route.fallback(),
  );
}

/** No serious or critical axe violations (WCAG 2.1 A/AA and best practice). */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A realistic Texas consumer that the verification should accept. */
export const CONSUMER = {
  firstName: "Jordan",
  lastName: "Reyes",
  email: "jordan.reyes@gmail.com",
  phone: "(512) 867-2210",
  address: "2204 Enfield Rd",
  city: "Austin",
  zipCode: "78703",
};
