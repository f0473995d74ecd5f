import { expect, test, type Browser, type Page } from "@playwright/test";
import { startPaymentsServer, type PaymentsServer } from "./checkout-server";
import { serveProviderStandIns } from "./checkout-stand-ins";
import { expectToast } from "./lead-capture-support";
import { createAgent, signInApi, uniqueName, withAdminSession } from "./support";
import { createPlansAsAdmin } from "./billing-support";
import { PLACES, countyOf, deliveryOf, expectMarketStatus, makeBuyer, postConsumer } from "./marketplace-support";

/**
 * The lead marketplace's journeys at a laptop's 1366 px (issue 31): buying Growth and setting it up,
 * the admin's approval, a lead routed by territory into the buyer's CRM, and a defect report answered
 * with a credit and a replacement. Each journey's buyers cover a county no other journey uses.
 */
const VIEWPORT = { width: 1366, height: 900 };
test.use({ viewport: VIEWPORT });

/** The set-up form is interactive: its push fields show only for the chosen method (all of them before hydration). */
async function expectHydrated(page: Page): Promise<void> {
  await expect(page.getByLabel("HubSpot private app token")).toHaveCount(0);
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL: test.info().project.use.baseURL });
  await withAdminSession(context);
  return context.newPage();
}

test.describe("buying a plan", () => {
  // The Stripe checkout on a second server, the set-up form, the admin's approval in another browser
  // context, then two leads routed: many pages and two servers, so three times the default.
  test.describe.configure({ timeout: 180_000 });
  let server: PaymentsServer;
  test.beforeAll(async ({ browser }) => {
    server = await startPaymentsServer();
    const setup = await browser.newPage();
    await createPlansAsAdmin(setup, server);
    await setup.close();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a signed-in agent buys Growth, sets it up by county, the admin approves, and only a lead from the territory reaches their CRM, within 5 s", async ({ page, browser }) => {
    await serveProviderStandIns(page, server.stripe.url);
    const agent = await createAgent(page.request);
    await signInApi(page.request, agent);
    const agency = `Whitaker Insurance ${uniqueName("x").slice(-6)}`;

    // Plans are subscriptions (issue 32): from the plan card to the subscribe step, then the billing page.
    await page.goto(`${server.url}/pricing`);
    await page.getByRole("link", { name: "Start Growth, $297/month" }).click();
    await page.getByLabel("Email").fill(`${agent.username}@agency-example.com`);
    await page.getByLabel("Full Name").fill("Dana Whitaker");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Subscribe, $297.00/month" }).click();
    await expect(page).toHaveURL(/\/account\/billing/);
    await expect(page.getByTestId("subscription").getByText("Active", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Choose your lead areas, lines and delivery" }).click();

    await expect(page).toHaveURL(/\/account\/plan\/setup$/);
    await expect(page.getByRole("heading", { level: 1, name: "Set up lead delivery" })).toBeVisible();
    // Registered without an e-mail: the alerts go to the address given when subscribing, and the form says so.
    await expect(page.getByText(`An e-mail for every lead delivered to you, at ${agent.username}@agency-example.com.`)).toBeVisible();
    await expect(page.getByTestId("alerts-without-email")).toHaveCount(0);
    await expectHydrated(page);
    await page.getByLabel("Texas agent license number").fill("1876543");
    await page.getByRole("textbox", { name: "Agency", exact: true }).fill(agency);
    const picker = page.getByTestId("county-picker");
    await picker.getByLabel("Search Texas counties").fill("kerr");
    await picker.getByRole("checkbox", { name: /^Kerr County/ }).check();
    await expect(page.getByTestId("county-count")).toContainText(/^1 of \d+ counties chosen/);
    await expect(picker.getByRole("button", { name: "Remove Kerr County" })).toBeVisible();
    await page.getByRole("button", { name: "Send for approval" }).click();
    await expect(page.getByTestId("setup-state")).toContainText("Waiting for approval");

    const admin = await adminPage(browser);
    await admin.goto("/admin/marketplace?tab=setups");
    const setup = admin.locator(`[data-setup="${agent.username}"]`);
    await expect(setup).toContainText("Kerr");
    await expect(setup.getByTestId("setup-countdown")).toContainText(/left$/);
    await setup.getByRole("button", { name: `Approve the set-up of ${agency}` }).click();
    // The set-up leaves the queue (a click before hydration posts the form without a toast).
    await expect(setup).toHaveCount(0);
    await admin.context().close();

    await page.goto("/account/plan");
    await expect(page.getByTestId("setup-state")).toContainText("Set-up approved");
    await expect(page.getByTestId("plan-delivered")).toContainText("0 of 50 leads delivered");
    await expect(page.getByTestId("territory")).toContainText("Kerr");

    // A quote-funnel lead from Kerrville is theirs within 5 s (the live list); one from Tyler is not.
    await page.goto("/crm?tab=leads");
    await expect(page.getByText("No leads found.", { exact: false })).toBeVisible();
    const started = Date.now();
    const inside = await postConsumer(page.request, PLACES.kerrville, "Elena Whitfield");
    await expect(page.getByRole("link", { name: "Elena Whitfield", exact: true })).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await deliveryOf(inside)).toMatchObject({ how: "routed" });
    const outside = await postConsumer(page.request, PLACES.tyler, "Marcus Delaney");
    await expectMarketStatus(outside, "unsold");
    await page.reload();
    await expect(page.getByRole("link", { name: "Elena Whitfield", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Marcus Delaney", exact: true })).toHaveCount(0);
  });
});

test("the buyer reports a lead defective from its page: our check approves it, and the next lead is their replacement", async ({ page, browser }) => {
  // Two users in two browser contexts, the admin's release and four page loads.
  test.slow();
  const buyer = await makeBuyer(page.request, { profile: { counties: [await countyOf(PLACES.alpine.zip)] } });
  await signInApi(page.request, buyer);
  const bad = await postConsumer(page.request, PLACES.alpine, "Dolores Ybarra", { badPhone: true });
  await expectMarketStatus(bad, "review");

  const admin = await adminPage(browser);
  await admin.goto("/admin/marketplace?tab=unsold&size=100");
  await admin.getByRole("button", { name: "Release Dolores Ybarra from review to the router" }).click();
  await expect.poll(() => deliveryOf(bad)).toMatchObject({ buyerId: buyer.id, how: "routed" });
  await expect(admin.getByRole("button", { name: "Release Dolores Ybarra from review to the router" })).toHaveCount(0);
  await admin.context().close();

  await page.goto(`/crm/leads/${bad}`);
  await expect(page.getByTestId("lead-audience")).toHaveText("Consumer shopper");
  const card = page.getByTestId("lead-market");
  await expect(card.getByTestId("delivered-to")).toContainText("Delivered to you");
  // The dialog's trigger (aria-haspopup) replaces the in-place form once the page is interactive.
  await card.locator('button[aria-haspopup="dialog"]', { hasText: "Report defective" }).click();
  const dialog = page.getByRole("dialog", { name: "Report Dolores Ybarra defective" });
  await dialog.getByLabel("Disconnected or wrong number").check();
  await dialog.getByLabel("Note (optional)").fill("The number is not in service.");
  await dialog.getByRole("button", { name: "Report defective" }).click();
  await expectToast(page, "Return approved (the phone number fails a fresh verification): a replacement lead is on its way.");
  await expect(card.getByTestId("return-state")).toContainText("Returned and credited");
  await expect(card.getByTestId("return-state")).toContainText("Confirmed by our records: the phone number fails a fresh verification");
  await expect(card.getByText("Report defective")).toHaveCount(0);
  // The lead's timeline tells the same story in words.
  await page.reload();
  const timeline = page.getByRole("list", { name: "Timeline, newest first" });
  await expect(timeline).toContainText(`Delivered to ${buyer.username} ($18.00)`);
  await expect(timeline).toContainText(`Reported defective by ${buyer.username}: Disconnected or wrong number`);
  await expect(timeline).toContainText("Return approved by our check: a lead credited, the replacement routed first");

  const next = await postConsumer(page.request, PLACES.alpine, "Ramon Castillo");
  await expect.poll(() => deliveryOf(next)).toMatchObject({ buyerId: buyer.id, how: "replacement" });
  await page.goto("/account/plan");
  await expect(page.locator(`[data-delivery="${next}"]`)).toContainText("Replacement");
  await expect(page.locator(`[data-delivery="${bad}"]`)).toContainText("Returned and credited");
  await expect(page.getByTestId("plan-delivered")).toContainText("10 in the plan + 1 credited for returns");
});
