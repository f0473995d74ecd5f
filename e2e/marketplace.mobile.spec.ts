import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { startWebhookReceiver } from "../test/fakes/webhook-receiver";
import { signInApi, withDb } from "./support";
import { PLACES, makeBuyer, postConsumer } from "./marketplace-support";

/**
 * The buyer's webhook, set up on a phone (390 px; issue 31): the set-up by ZIP code with a webhook,
 * the signing secret shown once, and a delivery signed so that the `standardwebhooks` package
 * verifies it. The receiver listens at E2E_WEBHOOK_PORT, the one origin the test runner allows over
 * plain http (MARKETPLACE_PUSH_TEST_ORIGINS, scripts/run-tests.mts).
 */
test("a buyer sets up a webhook on a phone, and a lead in their ZIP arrives signed so that standardwebhooks verifies it", async ({ page }) => {
  // A set-up walked on a phone, a routed lead and its push through the worker, then the portal.
  test.slow();
  const port = Number(process.env.E2E_WEBHOOK_PORT);
  expect(port, "E2E_WEBHOOK_PORT (set by scripts/run-tests.mts)").toBeGreaterThan(0);
  const receiver = await startWebhookReceiver(port);
  try {
    const buyer = await makeBuyer(page.request);
    await signInApi(page.request, buyer);
    await page.goto("/account/plan");
    await expect(page.getByTestId("setup-state")).toContainText("Set up your lead delivery");
    await page.getByRole("link", { name: "Set up lead delivery" }).click();
    // Interactive: the push fields show only for the chosen method (all of them before hydration).
    await expect(page.getByLabel("HubSpot private app token")).toHaveCount(0);
    // A granted plan, no e-mail anywhere: the form says no alert can be sent, and where to add an address.
    const noAddress = page.getByTestId("alerts-without-email");
    await expect(noAddress).toContainText("Your account has no e-mail address, so no alert can be sent.");
    await expect(noAddress.getByRole("link", { name: "Add one on your account page" })).toHaveAttribute("href", "/account");

    await page.getByLabel("Texas agent license number").fill("2345-678");
    await page.getByRole("textbox", { name: "Agency", exact: true }).fill(`Okafor Agency ${buyer.id}`);
    await page.getByRole("radio", { name: "By ZIP code" }).check();
    await page.getByLabel("ZIP codes").fill(PLACES.lubbock.zip);
    await page.getByRole("radio", { name: /^Webhook/ }).check();
    await page.getByLabel("Webhook address").fill(receiver.url("/hooks/leads"));
    await page.getByRole("button", { name: "Send for approval" }).click();
    const secretBox = page.getByTestId("webhook-secret");
    await expect(secretBox).toContainText("it will not be shown again");
    const secret = (await page.getByTestId("webhook-secret-value").textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await expect(page.getByTestId("setup-state")).toContainText("Waiting for approval");
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

    // The admin's approval is another journey's subject.
    await withDb((c) => c.query(`UPDATE buyer_profiles SET "setupStatus" = 'approved', "reviewedAt" = now() WHERE "userId" = $1`, [buyer.id]));
    const leadId = await postConsumer(page.request, PLACES.lubbock, "Tanya Okafor");
    const [push] = await receiver.waitFor(1, 15_000);
    const headers = { "webhook-id": String(push!.headers["webhook-id"]), "webhook-timestamp": String(push!.headers["webhook-timestamp"]), "webhook-signature": String(push!.headers["webhook-signature"]) };
    const event = new Webhook(secret).verify(push!.body, headers) as { type: string; data: { lead_id: number; delivery_type: string } };
    expect(event).toMatchObject({ type: "lead.delivered", data: { lead_id: leadId, delivery_type: "routed" } });
    expect(() => new Webhook(`whsec_${Buffer.from("another secret entirely!").toString("base64")}`).verify(push!.body, headers)).toThrow();

    // The worker records the attempt once the receiver has answered: the page is read after that.
    await expect
      .poll(() => withDb(async (c) => (await c.query(`SELECT p.status FROM delivery_pushes p JOIN lead_deliveries d ON d.id = p."deliveryId" WHERE d."leadId" = $1`, [leadId])).rows[0]?.status), { timeout: 15_000 })
      .toBe("sent");
    await page.goto("/account/plan");
    const log = page.getByRole("list", { name: "Delivery log" });
    await expect(log.locator('[data-status="sent"]')).toContainText("Tanya Okafor");
    await expect(page.getByRole("list", { name: "Recent deliveries" })).toContainText("Tanya Okafor");
    await page.goto("/account/plan/setup");
    await expect(page.getByRole("heading", { level: 1, name: "Set up lead delivery" })).toBeVisible();
    await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
