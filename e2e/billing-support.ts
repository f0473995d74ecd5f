import { expect, type Page } from "@playwright/test";
import { withDb, withNewAdminSession } from "./support";
import type { PaymentsServer } from "./checkout-server";

/**
 * Billing journeys' set-up (issue 32): the plans at the providers' fakes, created the way an admin does
 * it, with the Tests of /admin's "Stripe Billing prices" and "PayPal subscription plans" rows, by an admin
 * of its own (a Test is limited to 3 a minute per admin: four journeys, each in both browser workers, do this).
 */
export async function createPlansAsAdmin(page: Page, server: PaymentsServer): Promise<void> {
  await withNewAdminSession(page);
  await page.goto(`${server.url}/admin`);
  const row = (title: string) => page.getByRole("list", { name: "Integrations" }).getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
  for (const title of ["Stripe Billing prices", "PayPal subscription plans"]) {
    await row(title).getByRole("button", { name: `Test ${title}` }).click();
    await expect(row(title).getByText("Working", { exact: true })).toBeVisible();
  }
  expect(server.stripe.billing.prices.size).toBeGreaterThanOrEqual(8);
  await page.context().clearCookies();
}

/** The buyer's subscription rows as stored (the journeys check the state behind the page). */
export async function subscriptionsOf(username: string) {
  return withDb(async (c) => {
    const { rows } = await c.query(
      `SELECT s.id, s.status, s.plan, s.interval, s."providerSubscriptionId", s."cancelAtPeriodEnd" FROM subscriptions s JOIN users u ON u.id = s."userId" WHERE u.username = $1 ORDER BY s.id`,
      [username],
    );
    return rows as { id: number; status: string; plan: string; interval: string; providerSubscriptionId: string | null; cancelAtPeriodEnd: boolean }[];
  });
}

export async function entitlementStatuses(subscriptionId: number): Promise<string[]> {
  return withDb(async (c) => (await c.query(`SELECT status FROM entitlements WHERE "subscriptionId" = $1 ORDER BY "periodStart"`, [subscriptionId])).rows.map((r) => r.status as string));
}

/** Polls the database until the subscription reaches a status (the provider's webhook is on its way). */
export async function waitForStatus(username: string, status: string): Promise<void> {
  await expect.poll(async () => (await subscriptionsOf(username)).at(-1)?.status, { message: `${username}'s subscription becomes ${status}` }).toBe(status);
}

/** No sideways scroll at the current width. */
export async function expectFits(page: Page): Promise<void> {
  const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The innermost elements reaching past the right edge: what to fix when the page is too wide.
    const over = [...document.querySelectorAll("body *")].filter((e) => e.getBoundingClientRect().right > width + 1 && ![...e.children].some((c) => c.getBoundingClientRect().right > width + 1));
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, widest: over.slice(0, 3).map((e) => `<${e.tagName.toLowerCase()} class="${e.getAttribute("class") ?? ""}">${(e.textContent ?? "").slice(0, 40)}`) };
  });
  expect(scrollWidth, `the page is ${scrollWidth} px wide in ${clientWidth} px: ${widest.join(" | ")}`).toBeLessThanOrEqual(clientWidth);
}
