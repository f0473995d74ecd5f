import { expect, test } from "@playwright/test";
import { startPaymentsServer, type PaymentsServer } from "./checkout-server";
import { serveProviderStandIns } from "./checkout-stand-ins";
import { createPlansAsAdmin, expectFits, subscriptionsOf } from "./billing-support";
import { createAgent, signInApi } from "./support";

/**
 * Subscriptions on a phone's 390 px (issue 32): from the pricing page to the subscribe step by card,
 * the billing page without sideways scrolling, and cancelling at the period's end (delivery continues).
 */
test.describe("subscriptions at 390 px", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  test.use({ viewport: { width: 390, height: 844 } });
  let server: PaymentsServer;

  test.beforeAll(async ({ browser }) => {
    server = await startPaymentsServer();
    const page = await browser.newPage();
    await createPlansAsAdmin(page, server);
    await page.close();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("Premium by card, annual, then cancelled at the end of the paid year", async ({ page }) => {
    await serveProviderStandIns(page, server.stripe.url);
    const agent = await createAgent(page.request);
    await signInApi(page.request, agent);
    await page.goto(`${server.url}/pricing`);
    await page.getByRole("link", { name: /or \$4,970\/year, two months free.*Premium billed annually/ }).click();
    await expect(page).toHaveURL(/\/checkout\/subscribe\/premium\?interval=year$/);
    await expect(page.getByRole("radio", { name: /Annual/ })).toBeChecked();
    await expectFits(page);
    await page.getByLabel("Email").fill(`${agent.username}@agency-example.com`);
    await page.getByLabel("Full Name").fill("Tomas Reyes");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Subscribe, $4,970.00/year" }).click();

    await expect(page).toHaveURL(/\/account\/billing/);
    const plan = page.getByTestId("subscription");
    await expect(plan.getByText("Active", { exact: true })).toBeVisible();
    await expect(plan.getByTestId("month-quota")).toContainText("0 of 100 leads delivered");
    await expectFits(page);

    page.once("dialog", (d) => void d.accept());
    await plan.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(plan.getByText("Ends at period end", { exact: true })).toBeVisible();
    await expect(plan.getByText(/^Ends .+\. Nothing more will be charged\.$/)).toBeVisible();
    await expect(plan.getByRole("button", { name: "Keep my subscription" })).toBeVisible();
    await expectFits(page);
    const [sub] = await subscriptionsOf(agent.username);
    expect(sub).toMatchObject({ status: "active", cancelAtPeriodEnd: true, interval: "year" });
    expect(server.stripe.billing.subscriptions.get(sub!.providerSubscriptionId!)!.cancelAtPeriodEnd).toBe(true);
  });
});
