import { expect, test, type Page } from "@playwright/test";
import { startPaymentsServer, type PaymentsServer } from "./checkout-server";
import { serveProviderStandIns } from "./checkout-stand-ins";
import { createPlansAsAdmin, entitlementStatuses, expectFits, subscriptionsOf, waitForStatus } from "./billing-support";
import { createAgent, signInApi, withDb, withNewAdminSession, type Credentials } from "./support";

/**
 * Subscriptions at a laptop's 1366 px (issue 32), against a second server whose Stripe and PayPal are the
 * local fakes (their webhooks signed and delivered to it): Growth by card through a 3-D Secure challenge,
 * the upgrade to Premium and its quota, cancelling within 30 days with the refund; Starter by PayPal; a
 * failed renewal's banner and the pause after the grace; a bank's dispute, seen by the admins, then lost.
 */
const toast = (page: Page) => page.getByRole("region", { name: /Notification/ }).locator("li").first();
const DAY = 86_400;

/** Growth, monthly, by card through the API and the fake's confirmation (no page): the subscription is active once Stripe's events are in. */
async function subscribeGrowthByCard(page: Page, server: PaymentsServer, username: string, fullName: string): Promise<void> {
  const res = await page.request.post(`${server.url}/api/billing/subscriptions`, { data: { plan: "growth", interval: "month", provider: "stripe", email: `${username}@agency-example.com`, fullName } });
  expect(res.status()).toBe(201);
  const { clientSecret } = (await res.json()) as { clientSecret: string };
  const confirm = await page.request.post(`${server.stripe.url}/v1/payment_intents/${clientSecret.split("_secret_")[0]}/confirm`, {
    headers: { authorization: `Bearer ${server.stripe.publishableKey}` },
    form: { client_secret: clientSecret, "payment_method_data[card][number]": "4242424242424242" },
  });
  expect(confirm.status()).toBe(200);
  await waitForStatus(username, "active");
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Full Name").fill("Rosa Villanueva");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
}

test.describe("subscriptions at 1366 px", () => {
  // Each journey walks several pages and provider round trips on a second server: three times the default.
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  test.use({ viewport: { width: 1366, height: 900 } });
  let server: PaymentsServer;
  let buyer: Credentials;

  test.beforeAll(async ({ browser }) => {
    server = await startPaymentsServer();
    const page = await browser.newPage();
    await createPlansAsAdmin(page, server);
    await page.close();
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  test.beforeEach(async ({ page }) => {
    await serveProviderStandIns(page, server.stripe.url);
  });

  test("Growth by card from /pricing, through a 3-D Secure challenge, to an active plan", async ({ page }) => {
    buyer = await createAgent(page.request);
    await signInApi(page.request, buyer);
    await page.goto(`${server.url}/pricing`);
    await page.getByRole("link", { name: "Start Growth, $297/month" }).click();
    await expect(page).toHaveURL(/\/checkout\/subscribe\/growth$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Start Growth");
    await expect(page.getByText("$2,970.00/year")).toBeVisible();
    await fillDetails(page, `${buyer.username}@agency-example.com`);
    // A card that asks for 3-D Secure when it is set up (Stripe's 4000 0025 0000 3155): renewals then go through.
    await page.getByLabel("Card number").fill("4000 0025 0000 3155");
    await page.getByRole("button", { name: "Subscribe, $297.00/month" }).click();

    const challenge = page.getByRole("dialog", { name: "3D Secure 2 Test Page" });
    await expect(challenge).toBeVisible();
    await challenge.getByRole("button", { name: "Complete" }).click();

    await expect(page).toHaveURL(/\/account\/billing\?subscribed=\d+$/);
    const plan = page.getByTestId("subscription");
    await expect(plan.getByRole("heading", { name: /Growth/ })).toBeVisible();
    await expect(plan.getByText("Active", { exact: true })).toBeVisible();
    await expect(plan.getByTestId("month-quota")).toContainText("0 of 50 leads delivered");
    await expect(plan.getByRole("link", { name: /^Invoice/ })).toHaveAttribute("href", new RegExp(`^${server.stripe.url}/i/in_`));
    const [sub] = await subscriptionsOf(buyer.username);
    expect(sub).toMatchObject({ status: "active", plan: "growth", interval: "month" });
    expect(server.stripe.deliveries.filter((d) => d.event.type === "invoice.paid").every((d) => d.status === 200)).toBe(true);
    await expectFits(page);
  });

  test("an upgrade to Premium changes this month's quota on the billing page", async ({ page }) => {
    await signInApi(page.request, buyer);
    await page.goto(`${server.url}/account/billing`);
    const plan = page.getByTestId("subscription");
    await plan.getByRole("combobox", { name: "Change plan" }).selectOption({ label: "Premium, $497/month" });
    await plan.getByRole("button", { name: "Change plan" }).click();
    await expect(toast(page)).toContainText("Your plan is now Premium, billed monthly.");
    await expect(plan.getByRole("heading", { name: /Premium/ })).toBeVisible();
    await expect(plan.getByTestId("month-quota")).toContainText("0 of 100 leads delivered");
    await expect(plan.getByTestId("payment-row")).toHaveCount(2);
    expect((await subscriptionsOf(buyer.username))[0]).toMatchObject({ plan: "premium" });
  });

  test("cancelling within 30 days refunds every payment, and the page shows the refund", async ({ page }) => {
    await signInApi(page.request, buyer);
    await page.goto(`${server.url}/account/billing`);
    const plan = page.getByTestId("subscription");
    await expect(plan.getByTestId("money-back")).toContainText("30-day money-back guarantee: until");
    page.once("dialog", (d) => void d.accept());
    await plan.getByRole("button", { name: "Cancel and refund" }).click();
    await expect(toast(page)).toContainText(/Your subscription is cancelled\. \$[\d,]+\.\d\d is refunded\./);
    const ended = page.getByTestId("subscription").filter({ hasText: "Premium" });
    await expect(ended.getByText("Ended", { exact: true })).toBeVisible();
    await expect(ended.getByTestId("refunded")).toContainText(/Refunded: \$[\d,]+\.\d\d\./);
    await expect(ended.getByText("Refunded", { exact: true })).toHaveCount(2);
    const [sub] = await subscriptionsOf(buyer.username);
    expect(sub!.status).toBe("canceled");
    expect(server.stripe.billing.refunds.size).toBe(2);
    expect(await entitlementStatuses(sub!.id)).toEqual(["cancelled"]);
  });

  test("Starter by PayPal: createSubscription, the buyer approves, PayPal's events make it active", async ({ page }) => {
    const agent = await createAgent(page.request);
    await signInApi(page.request, agent);
    await page.goto(`${server.url}/checkout/subscribe/starter`);
    await fillDetails(page, `${agent.username}@agency-example.com`);
    await page.getByRole("tab", { name: "PayPal" }).click();
    await page.getByTestId("paypal-stand-in-button").click();
    const approve = page.getByTestId("paypal-stand-in-approve");
    const id = (await approve.getAttribute("data-order-id"))!;
    expect(id).toMatch(/^I-/);
    await server.paypal.billing.approve(id); // the buyer approves in PayPal's window; PayPal bills the first month
    await approve.click();
    await expect(page).toHaveURL(/\/account\/billing/);
    const plan = page.getByTestId("subscription");
    await expect(plan.getByText("Active", { exact: true })).toBeVisible();
    await expect(plan.getByTestId("month-quota")).toContainText("0 of 25 leads delivered");
    await expect(plan.getByRole("link", { name: /^Receipt/ })).toBeVisible();
    expect(server.paypal.billing.deliveries.map((d) => d.status)).toEqual(expect.arrayContaining([200, 200]));
  });

  test("a failed renewal shows the banner; after the 3-day grace delivery is paused", async ({ page }) => {
    const agent = await createAgent(page.request);
    await signInApi(page.request, agent);
    // The subscription began 36 days ago on the fake's clock: its renewal fell due 5 to 8 days ago, so the
    // 3-day grace after that failure is over by now.
    const now = Math.floor(Date.now() / 1000);
    server.stripe.billing.setTime(now - 36 * DAY);
    await subscribeGrowthByCard(page, server, agent.username, "Dana Okafor");
    const [sub] = await subscriptionsOf(agent.username);
    const customer = String(server.stripe.billing.subscriptions.get(sub!.providerSubscriptionId!)!.customer);
    server.stripe.billing.ownClock(customer);
    server.stripe.billing.setTime(now);
    server.stripe.billing.setCardOutcome(customer, "decline");
    const renewal = server.stripe.billing.subscriptions.get(sub!.providerSubscriptionId!)!.periodEnd;
    await server.stripe.billing.advanceCustomer(customer, renewal + 60);
    await waitForStatus(agent.username, "past_due");

    await page.goto(`${server.url}/account/billing`);
    const banner = page.getByTestId("dunning-banner");
    await expect(banner).toContainText("Your payment did not go through");
    await expect(banner).toContainText("Your leads keep coming until");
    await expect(page.getByTestId("subscription").getByText("Payment overdue", { exact: true })).toBeVisible();

    // The billing sweep runs every minute; here it is asked at once.
    await withDb((c) => c.query(`SELECT graphile_worker.add_job('billing:sweep')`));
    await waitForStatus(agent.username, "suspended");
    await page.reload();
    await expect(page.getByTestId("dunning-banner")).toContainText("Lead delivery is paused: your payment is overdue");
    expect((await entitlementStatuses(sub!.id)).at(-1)).toBe("paused");
    // The buyer's portal and account page say so too.
    for (const path of ["/account/plan", "/account"]) {
      await page.goto(`${server.url}${path}`);
      await expect(page.getByTestId("dunning-banner"), path).toContainText("Lead delivery is paused");
    }
  });
  test("a bank disputes a payment: /admin asks to respond by the evidence date; lost, the payment shows it was taken back", async ({ page }) => {
    const agent = await createAgent(page.request);
    await signInApi(page.request, agent);
    await subscribeGrowthByCard(page, server, agent.username, "Luis Herrera");
    const [sub] = await subscriptionsOf(agent.username);
    const customer = String(server.stripe.billing.subscriptions.get(sub!.providerSubscriptionId!)!.customer);
    const charge = server.stripe.billing.charges.find((c) => c.customer === customer)!;
    const disputeStatus = () => withDb(async (c) => (await c.query(`SELECT "disputeStatus" FROM billing_payments WHERE "subscriptionId" = $1`, [sub!.id])).rows[0]?.disputeStatus as string | null);

    const disputeId = await server.stripe.billing.openDispute(charge.intent, "product_not_received");
    await expect.poll(disputeStatus, { message: "Stripe's charge.dispute.created is applied" }).toBe("open");
    await page.context().clearCookies();
    await withNewAdminSession(page);
    await page.goto(`${server.url}/admin`);
    const attention = page.getByRole("region", { name: "Needs attention" });
    await expect(attention.getByText(/^[\d,]+ payments? disputed by the buyer's bank$/)).toBeVisible();
    await expect(attention.getByText(/first evidence due at Stripe by .+: without it the dispute is lost$/)).toBeVisible();
    await attention.getByRole("link", { name: "Respond at Stripe" }).click();
    await expect(page).toHaveURL(/\/admin\/billing\?disputes=open&provider=stripe$/);
    await expect(page.getByLabel("Filter by provider")).toHaveValue("stripe");
    await expect(page.getByLabel("Filter by disputes")).toHaveValue("open");
    await expect(page.getByRole("link", { name: agent.username })).toBeVisible();

    await page.goto(`${server.url}/admin/billing/${sub!.id}`);
    await expect(page.getByTestId("payment-row")).toContainText("Disputed by the bank");
    await expect(page.getByTestId("disputed-payment")).toContainText(/cannot be refunded while the dispute is open\. Send Stripe the evidence by [A-Z][a-z]{2} \d{1,2}, \d{4}, or the dispute is lost\.$/);
    await page.getByText(/^History \(\d+\)$/).click();
    await expect(page.getByRole("list", { name: "Billing history" })).toContainText(/The buyer's bank disputed the \$[\d,]+\.\d\d payment of .+the cardholder says nothing was received\)\./);

    await server.stripe.billing.closeDispute(disputeId, "lost");
    await expect.poll(disputeStatus, { message: "Stripe's charge.dispute.closed is applied" }).toBe("lost");
    await page.reload();
    await expect(page.getByTestId("payment-row")).toContainText("Taken back (dispute lost)");
    await expect(page.getByRole("list", { name: "Refunds" })).toContainText(/\$[\d,]+\.\d\d \(Dispute lost at Stripe\) — succeeded/);
    await expect(page.getByText("Nothing left to refund.")).toBeVisible();
    await page.getByText(/^History \(\d+\)$/).click();
    await expect(page.getByRole("list", { name: "Billing history" })).toContainText(/Lost the dispute of the \$[\d,]+\.\d\d payment of .+: Stripe took \$[\d,]+\.\d\d back for the buyer's bank\./);
  });
});
