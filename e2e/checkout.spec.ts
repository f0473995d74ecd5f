import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { CHECKOUT_MESSAGES } from "@/lib/checkout/messages";
import { startPaymentsServer, type PaymentsServer } from "./checkout-server";
import { serveProviderStandIns } from "./checkout-stand-ins";
import { createAgent, signInApi, withAdminSession } from "./support";
import { createPlansAsAdmin } from "./billing-support";

/**
 * Checkout journeys: the cart (one-off lead packages; plans are subscriptions, issue 32), the empty and
 * not-configured states, card and PayPal to a paid order, and the premium content subscription.
 */
const toast = (page: Page) => page.getByRole("region", { name: /Notification/ }).locator("li").first();

async function orderRow(id: number) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT status, total, "paymentMethod", "userId", "paymentIntentId" FROM orders WHERE id = $1`, [id]);
    return rows[0] as { status: string; total: number; paymentMethod: string; userId: number | null; paymentIntentId: string };
  } finally {
    await client.end();
  }
}

async function fillDetails(page: Page, email = `buyer.${Date.now()}@agency-example.com`) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Full Name").fill("Maria Delgado");
  await page.getByLabel("Company (optional)").fill("Delgado Insurance Agency");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
}

test.describe("checkout without payment keys", () => {
  test("an empty cart offers Browse Plans to /pricing", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await page.getByRole("link", { name: "Browse Plans" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("a plan's card subscribes, a lead package goes into the cart, and each payment tab says it is not configured", async ({ page }) => {
    await page.goto("/pricing");
    const plans = page.locator("#plans");
    await expect(plans.getByRole("link", { name: "Start Growth, $297/month" })).toHaveAttribute("href", "/checkout/subscribe/growth");
    // Plan cards keep their contact buttons.
    await expect(plans.getByRole("link", { name: /Growth plan/ })).toHaveAttribute("href", "/contact");
    // A plan's old cart link goes to its subscribe step: plans are subscriptions, not cart items.
    await page.goto("/checkout?add=growth-monthly");
    await expect(page).toHaveURL(/\/checkout\/subscribe\/growth$/);

    await page.goto("/checkout?add=home-leads-25");
    await expect(page.getByTestId("cart-line")).toContainText("Home Insurance Leads (25)");
    await expect(page.getByTestId("order-total")).toHaveText("$450.00");

    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await fillDetails(page);
    // Neither way to pay is set up: each tab says to contact us, not to try the other tab.
    await expect(page.getByTestId("not-configured-card")).toContainText(CHECKOUT_MESSAGES.noneConfigured);
    await page.getByRole("tab", { name: "PayPal" }).click();
    await expect(page.getByTestId("not-configured-paypal")).toContainText(CHECKOUT_MESSAGES.noneConfigured);

    // Quantity changes reach the server; the total follows.
    await page.getByLabel("Quantity").selectOption("2");
    await expect(page.getByTestId("order-total")).toHaveText("$900.00");
    await expect(page.getByTestId("cart-indicator")).toHaveAccessibleName("Cart, 2 items");

    const sessionId = await page.evaluate(() => localStorage.getItem("cart_session_id"));
    const res = await page.request.post("/api/create-payment-intent", {
      data: { sessionId, email: "x@agency-example.com", fullName: "X Y" },
    });
    // The APIs say what the tabs say: with neither provider set up, contact us (not "choose another way to pay").
    expect(res.status()).toBe(503);
    expect((await res.json()).error).toBe(CHECKOUT_MESSAGES.noneConfigured);
    const paypal = await page.request.get("/paypal/setup");
    expect(paypal.status()).toBe(503);
    expect((await paypal.json()).error).toBe(CHECKOUT_MESSAGES.noneConfigured);

    await page.getByRole("button", { name: /Remove/ }).click();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  });
  test("the checkout shows the cart as it is now, not as the header last read it (a change made in another tab)", async ({ page }) => {
    await page.goto("/checkout?add=home-leads-25");
    await expect(page.getByTestId("cart-line")).toContainText("Home Insurance Leads (25)");
    await page.goto("/pricing");
    await expect(page.getByTestId("cart-indicator")).toHaveAccessibleName("Cart, 1 item");
    // Another tab adds to the same cart: this page's header still holds its earlier read.
    const sessionId = await page.evaluate(() => localStorage.getItem("cart_session_id"));
    expect((await page.request.post(`/api/cart/${sessionId}/items`, { data: { productSlug: "auto-leads-25" } })).status()).toBe(201);
    await expect(page.getByTestId("cart-indicator")).toHaveAccessibleName("Cart, 1 item");
    await page.getByTestId("cart-indicator").click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await expect(page.getByTestId("order-total")).toHaveText("$900.00");
    await expect(page.getByTestId("cart-indicator")).toHaveAccessibleName("Cart, 2 items");
  });
});

test.describe("checkout with Stripe and PayPal (local fakes)", () => {
  // Each journey walks /pricing → cart → checkout → the provider's form → confirmation against a second
  // server started for these tests (payment keys set): three times the default.
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let server: PaymentsServer;

  test.beforeAll(async () => {
    server = await startPaymentsServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  test.beforeEach(async ({ page }) => {
    await serveProviderStandIns(page, server.stripe.url);
  });

  test("card: a lead package to a paid order and its confirmation page", async ({ page }) => {
    await page.goto(`${server.url}/checkout?add=life-leads-25`);
    await expect(page.getByTestId("cart-indicator")).toHaveAccessibleName("Cart, 1 item");
    await fillDetails(page);

    await expect(page.getByText("Preparing payment form...").first()).toBeVisible();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $450.00" }).click();

    await expect(page).toHaveURL(/\/order-confirmation\?order=\d+&token=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your order is confirmed.");
    await expect(page.getByText("Life Insurance Leads (25)")).toBeVisible();
    await expect(page.getByRole("link", { name: "Report a defective lead within 48 hours" })).toHaveAttribute("href", "/account/plan");
    await expect(page.getByText("Leads begin within 24-48 hours of setup", { exact: false })).toBeVisible();
    const orderId = Number(new URL(page.url()).searchParams.get("order"));
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", total: 45000, paymentMethod: "card" });
    // The webhook arrived, signed, and was accepted.
    expect(server.stripe.deliveries.some((d) => d.event.type === "payment_intent.succeeded" && d.status === 200)).toBe(true);
    await expect(page.getByTestId("cart-indicator")).toHaveAccessibleName("Cart");

    // Refunded in full from Stripe's dashboard: its webhook reaches the site, and the same link says so.
    const confirmation = page.url();
    const refund = await fetch(`${server.stripe.url}/v1/refunds`, {
      method: "POST",
      headers: { authorization: `Bearer ${server.stripe.secretKey}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ payment_intent: (await orderRow(orderId)).paymentIntentId }),
    });
    expect(refund.status).toBe(200);
    expect(server.stripe.deliveries.some((d) => d.event.type === "charge.refunded" && d.status === 200)).toBe(true);
    await page.goto(confirmation);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This order was refunded");
    await expect(page.getByText("$450.00 went back to your card on")).toBeVisible();
    await expect(page.getByRole("link", { name: "Report a defective lead within 48 hours" })).toHaveCount(0);
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded" });

    // The address bar is not trusted: another token shows nothing.
    await page.goto(`${server.url}/order-confirmation?order=${orderId}&token=${"A".repeat(32)}&redirect_status=succeeded`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that order");

    // The admins find it among the orders, refunded, and its page says when the money went back and what it ended.
    await withAdminSession(page);
    await page.goto(`${server.url}/admin/orders`);
    await page.getByRole("searchbox", { name: "Search orders" }).fill(`#${orderId}`);
    await expect(page).toHaveURL(new RegExp(`[?&]q=%23${orderId}(&|$)`));
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: `#${orderId}`, exact: true }) });
    await expect(row.getByText("Refunded", { exact: true })).toBeVisible();
    await expect(row.getByText("Life Insurance Leads (25)")).toBeVisible();
    await row.getByRole("link", { name: `#${orderId}`, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order #${orderId}`);
    await expect(page.getByRole("list", { name: "Money returned" })).toContainText("refunded at Stripe");
    await expect(page.getByRole("list", { name: "Money returned" })).toContainText("$450.00 of $450.00");
    await expect(page.getByRole("list", { name: "Lead plans" })).toContainText("Cancelled");
    await expect(page.getByRole("list", { name: "Order history" })).toContainText("Refunded in full");
  });

  test("card: a declined card shows Payment Failed with the provider's message", async ({ page }) => {
    await page.goto(`${server.url}/checkout?add=auto-leads-25`);
    await expect(page.getByTestId("cart-line")).toContainText("Auto Insurance Leads (25)");
    await fillDetails(page);
    await page.getByLabel("Card number").fill("4000 0000 0000 9995");
    await page.getByRole("button", { name: "Pay $450.00" }).click();
    await expect(toast(page)).toContainText("Payment Failed");
    await expect(toast(page)).toContainText("Your card has insufficient funds.");
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("PayPal: the PayPal tab to a captured, paid order and its confirmation page", async ({ page }) => {
    await page.goto(`${server.url}/checkout?add=all-leads-25`);
    await expect(page.getByTestId("cart-indicator")).toHaveAccessibleName("Cart, 1 item");
    await fillDetails(page);
    await page.getByRole("tab", { name: "PayPal" }).click();
    await page.getByTestId("paypal-stand-in-button").click();
    const approve = page.getByTestId("paypal-stand-in-approve");
    const paypalOrderId = (await approve.getAttribute("data-order-id"))!;
    expect(server.paypal.orders.get(paypalOrderId)!.purchase_units[0]!.amount).toEqual({ currency_code: "USD", value: "450.00" });
    server.paypal.approve(paypalOrderId); // the buyer approves in PayPal's window
    await approve.click();

    await expect(page).toHaveURL(/\/order-confirmation\?order=\d+&token=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your order is confirmed.");
    await expect(page.getByText("Paid by PayPal", { exact: false })).toBeVisible();
    const orderId = Number(new URL(page.url()).searchParams.get("order"));
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", total: 45000, paymentMethod: "paypal" });
  });

  test("premium content is unlocked by the premium content subscription (issue 32)", async ({ page, browser }) => {
    const setup = await browser.newPage();
    await createPlansAsAdmin(setup, server);
    await setup.close();
    await signInApi(page.request, await createAgent(page.request));
    const before = await page.request.get(`${server.url}/api/content/premium`);
    expect((await before.json()).unlocked).toBe(false);

    // "Upgrade to Premium" and the old cart link both lead to the subscription.
    await page.goto(`${server.url}/checkout?add=premium-content-monthly`);
    await expect(page).toHaveURL(/\/checkout\/subscribe\/content$/);
    await fillDetails(page);
    await page.getByLabel("Card number").fill("4242424242424242");
    await page.getByRole("button", { name: "Subscribe, $97.00/month" }).click();
    await expect(page).toHaveURL(/\/account\/billing/);
    await expect(page.getByTestId("subscription").getByText("Active", { exact: true })).toBeVisible();

    const after = await page.request.get(`${server.url}/api/content/premium`);
    expect((await after.json()).unlocked).toBe(true);
    await page.goto(`${server.url}/marketing-packages`);
    await expect(page.locator("[data-premium]").first()).toHaveAttribute("data-premium", "unlocked");
    await expect(page.locator('[data-premium="locked"]')).toHaveCount(0);
  });
});
