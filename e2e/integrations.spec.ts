import { expect, test, type Page } from "@playwright/test";
import { randomInt } from "node:crypto";
import { holdRequests, testIp, withAdminSession } from "./support";
import { expectAccessible, expectToast } from "./lead-capture-support";
import { texasPhone } from "@/test/fixtures/texas-lead";

/**
 * Integrations pages (issue 6) against the production build. The e2e server runs without Meta or
 * CRM credentials, so these journeys also check the missing-credentials states; deliveries to a
 * fake Graph API are covered by the integration tests (lib/integrations/meta/delivery.test.ts).
 */

async function newLead(page: Page): Promise<number> {
  const res = await page.request.post("/api/leads", {
    headers: { "x-forwarded-for": testIp() },
    data: {
      fullName: "Maria Gonzalez",
      email: `maria.gonzalez${randomInt(1e7)}@gmail.com`,
      phone: texasPhone(),
      address: "600 Congress Ave",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
      leadType: "home",
      consentVersion: "quote-2025-01",
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

test.beforeEach(async ({ page }) => {
  await withAdminSession(page);
});

test("CRM stage tester: mappings, Now, a tracked stage change and a failed one", async ({ page }) => {
  test.slow(); // two stage changes through the page, one of them failed on purpose, and the ledger read back
  const leadId = await newLead(page);
  await page.goto("/crm-stage-test");
  await expect(page.getByRole("heading", { name: "CRM Stage Change Tester" })).toBeVisible();
  const mappings = page.getByRole("list", { name: "Stage mappings" });
  await expect(mappings).toContainText("policy_sold");
  await expect(mappings).toContainText("Purchase · $500 default");
  await expect(page.getByText("event_time is UNIX seconds")).toBeVisible();

  const trigger = page.getByRole("button", { name: "Trigger Stage Change" });
  await expect(page.getByLabel("Lead ID")).toHaveValue("123");
  await expect(trigger).toBeDisabled();
  await page.getByLabel("Lead ID").fill(String(leadId));
  await page.getByLabel("New CRM Stage").selectOption("appointment_scheduled");
  await expect(trigger).toBeEnabled();
  await page.getByRole("button", { name: "Now" }).click();
  await expect(page.getByLabel("Event Time (optional)")).toHaveValue(/^\d{10}$/);
  await trigger.click();

  await expectToast(page, "Stage Change Tracked", "Lead moved to appointment_scheduled - Facebook event sent");
  const result = page.getByTestId("stage-result");
  await expect(result.getByText("Success")).toBeVisible();
  await expect(result).toContainText("Schedule");
  await expect(result).toContainText("system_generated");
  await expect(result).toContainText(/\(\d{4}-\d{2}-\d{2}T/);
  await expect(result).toContainText("Missing Facebook credentials");

  await page.getByLabel("Lead ID").fill("");
  await expect(trigger).toBeDisabled();
  await page.getByLabel("Lead ID").fill("999999999");
  await page.getByLabel("Event Time (optional)").fill("");
  await trigger.click();
  await expectToast(page, "Stage Change Failed", "Lead 999999999 not found");
  await expect(result.getByText("Failed")).toBeVisible();

  await page.route("**/api/crm/stage-change", (route) => route.abort());
  await trigger.click();
  await expectToast(page, "Test Failed", "Could not trigger stage change");
  await expect(result).toContainText("Network error");
  await expectAccessible(page, "main");
});

test("CRM Integrations: tabs, webhook URLs from the site's origin, copy with a 2-second check", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto("/crm-integrations");
  await expect(page.getByRole("heading", { name: "CRM Integrations" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "HubSpot" })).toHaveAttribute("aria-selected", "true");
  const url = page.getByLabel("HubSpot webhook URL", { exact: true });
  await expect(url).toHaveText(`${baseURL}/api/crm/hubspot/webhook`);
  await expect(page.getByText("Not configured")).toBeVisible();
  await expect(page.getByRole("tabpanel")).toContainText("HUBSPOT_CLIENT_SECRET");
  await expect(page.getByRole("cell", { name: "closedwon" })).toBeVisible();

  const copy = page.getByRole("button", { name: "Copy HubSpot webhook URL" });
  await copy.click();
  await expectToast(page, "Copied to clipboard");
  const copied = page.getByRole("button", { name: "Copied: HubSpot webhook URL" });
  await expect(copied).toHaveAttribute("data-copied", "true");
  await expect(copied).toHaveCount(0, { timeout: 4000 });

  await page.getByRole("tab", { name: "Pipedrive" }).click();
  await expect(page.getByLabel("Pipedrive webhook URL", { exact: true })).toHaveText(`${baseURL}/api/crm/pipedrive/webhook`);
  await expect(page.getByRole("cell", { name: "demo scheduled" })).toBeVisible();
  await page.getByRole("tab", { name: "Salesforce" }).click();
  await expect(page.getByRole("cell", { name: "Proposal/Price Quote" })).toBeVisible();
  await page.getByRole("tab", { name: "Zapier" }).click();
  await expect(page.getByLabel("Zapier payload", { exact: true })).toContainText('"stage_name"');
  await expect(page.getByText("Supported CRMs")).toBeVisible();
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(page.getByText("Event flow")).toBeVisible();
  await expect(page.getByRole("tabpanel")).toContainText("CompleteRegistration");
  await expectAccessible(page, "main");
});

test("API testing centre: missing credentials listed, four test events, results newest first, busy states", async ({ page }) => {
  await page.goto("/facebook-api-test");
  await expect(page.getByRole("heading", { name: "Facebook API Testing Centre" })).toBeVisible();
  await page.getByRole("button", { name: "Test Connection" }).click();
  await expectToast(page, "Connection Failed");
  const connection = page.getByTestId("connection-result");
  await expect(connection).toContainText("FACEBOOK_PIXEL_ID");
  await expect(connection).toContainText("FACEBOOK_ACCESS_TOKEN");
  await expect(connection.getByRole("link", { name: "/facebook-credentials" })).toBeVisible();

  const results = page.getByRole("list", { name: "Results" });
  await expect(results).toHaveCSS("max-height", "256px");
  // While a call runs every button is disabled. The call is held until the checks are done (a fixed
  // delay let it finish first on a loaded machine), then let through.
  const { release } = await holdRequests(page, "**/api/facebook/conversions");
  await page.getByRole("button", { name: "Purchase" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Registration" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Test Connection" })).toBeDisabled();
  release();
  await expectToast(page, "Purchase Event Failed");
  await page.getByRole("button", { name: "Registration" }).click();
  await expectToast(page, "CompleteRegistration Event Failed");
  const rows = results.getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("CompleteRegistration");
  await expect(rows.first()).toContainText("failed");
  await expect(rows.first()).toContainText("Missing Facebook credentials");
  await expect(rows.first()).toContainText("Generated");
  await expect(rows.nth(1)).toContainText("Purchase");

  await page.unroute("**/api/facebook/conversions");
  await page.route("**/api/facebook/conversions", (route) => route.abort());
  await page.getByRole("button", { name: "Schedule" }).click();
  await expectToast(page, "Schedule Event Failed", "Could not send conversion event");
  await expect(rows.first()).toContainText("Network error");
  await expectAccessible(page, "main");
});

test("credentials page keeps inputs in the page and shows which server variables are set", async ({ page, baseURL }) => {
  const posts: string[] = [];
  page.on("request", (r) => r.method() !== "GET" && posts.push(r.url()));
  await page.goto("/facebook-credentials");
  await expect(page.getByRole("heading", { name: "Facebook Credentials Setup" })).toBeVisible();
  await expect(page.getByLabel("Webhook Verify Token")).not.toHaveValue("");
  await expect(page.getByLabel("App Secret")).toHaveAttribute("type", "password");
  await page.getByLabel("Pixel ID").fill("1234567890123456");
  await page.getByLabel("Page Access Token").fill("EAAB-typed-here");
  await expect(page.getByLabel("Server configuration lines", { exact: true })).toContainText("FACEBOOK_PIXEL_ID=1234567890123456");
  await expect(page.getByLabel("Lead Ads webhook URL", { exact: true })).toHaveText(`${baseURL}/api/facebook/webhook`);
  await expect(page.locator("li", { hasText: "Conversions API: the pixel" })).toContainText("not set");
  await page.getByRole("button", { name: "Test Connection" }).click();
  await expectToast(page, "Connection Failed");
  expect(posts).toEqual([]);
  await expectAccessible(page, "main");
});

test("ledger, webhook inbox and stage-mapping pages; an unconfigured webhook answers 503", async ({ page }) => {
  const leadId = await newLead(page);
  await page.goto("/facebook-test");
  await expect(page.getByRole("heading", { name: "Facebook Conversions Status" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Missing credentials" })).toContainText("FACEBOOK_ACCESS_TOKEN");
  // The new lead's Lead event is in the ledger, pending until credentials are set (never failed).
  await page.goto("/admin/conversions?status=pending");
  await expect(page.getByRole("heading", { name: "Conversion events" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Conversion events" }).locator("li", { hasText: `lead-${leadId}-lead` })).toHaveAttribute("data-status", "pending");

  const hook = await page.request.post("/api/crm/hubspot/webhook", { data: [] });
  expect(hook.status()).toBe(503);
  await page.goto("/admin/webhooks");
  await expect(page.getByRole("heading", { name: "Webhook deliveries" })).toBeVisible();

  const stage = `presentation${randomInt(1e6)}`;
  await page.goto("/admin/stage-mappings");
  await page.getByLabel("CRM", { exact: true }).selectOption("hubspot");
  await page.getByLabel("Stage", { exact: true }).fill(stage);
  await page.getByLabel("Meta event").selectOption("Schedule");
  await page.getByRole("button", { name: "Save mapping" }).click();
  await expectToast(page, "Stage mapping saved");
  const hubspot = page.getByRole("list", { name: "HubSpot mappings" });
  await expect(hubspot).toContainText(stage);
  await page.getByRole("button", { name: `Remove the custom mapping of HubSpot: ${stage}` }).click();
  await expect(hubspot).not.toContainText(stage);
  await page.getByLabel("Stage", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save mapping" }).click();
  await expect(page.getByText("Stage is required")).toBeVisible();
});
