import { expect, test, type Page } from "@playwright/test";
import { signInAdmin, signInNewAgent } from "./crm-support";
import { startSetupServer, type SetupServer } from "./setup-server";
import { ADMIN, withDb } from "./support";

/**
 * The admins' home and the staff navigation (issue 25): every staff tool one click away from /crm,
 * /admin's setup checklist with no keys set, and its Test button against local fakes.
 */

const ADMIN_TOOLS: [group: string, label: string, heading: string | RegExp][] = [
  ["Work", "My Day", "CRM Dashboard"],
  ["Work", "Leads", "CRM Dashboard"],
  ["Work", "Accounts", "CRM Dashboard"],
  ["Work", "Opportunities", "CRM Dashboard"],
  ["Work", "Activities", "CRM Dashboard"],
  ["Work", "Reports", "CRM Dashboard"],
  ["Admin", "Setup", "Setup"],
  ["Admin", "Agents", "Agents"],
  ["Admin", "API keys", "Lead vendor API keys"],
  ["Admin", "Stage mappings", "Stage mappings"],
  ["Admin", "Conversions", "Conversion events"],
  ["Admin", "Webhooks", "Webhook deliveries"],
  ["Admin", "Jobs", "Background jobs"],
  ["Admin", "Unqualified leads", "Unqualified leads"],
  ["Admin", "Audit log", "Audit log"],
  ["Admin", "Assistant", /Configuration$/],
  ["Testing", "Lead validation", "Lead Validation System Test"],
  ["Testing", "Facebook test pages", "Facebook API Testing Centre"],
  ["Testing", "Stage tester", "CRM Stage Change Tester"],
  ["Testing", "CRM integrations", "CRM Integrations"],
  ["Testing", "Credentials", "Facebook Credentials Setup"],
  ["Testing", "Lead dashboard", "Lead Management Dashboard"],
];

const staffNav = (page: Page) => page.getByRole("navigation", { name: "Staff" });

test("an admin reaches every staff tool by clicking from /crm; the current one is marked", async ({ page }) => {
  // 22 pages opened by clicking: about 50 s on a busy machine.
  test.setTimeout(180_000);
  await signInAdmin(page);
  await page.goto("/crm");
  await expect(page.getByRole("heading", { level: 1, name: "CRM Dashboard" })).toBeVisible();
  await expect(staffNav(page).getByRole("link", { name: "Leads", exact: true })).toHaveAttribute("aria-current", "page");
  for (const [group, label, heading] of ADMIN_TOOLS) {
    const link = staffNav(page).getByRole("list", { name: group }).getByRole("link", { name: label, exact: true });
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: heading }), label).toBeVisible();
    await expect(staffNav(page).getByRole("link", { name: label, exact: true }), label).toHaveAttribute("aria-current", "page");
    await expect(staffNav(page).locator('[aria-current="page"]'), label).toHaveCount(1);
  }
  // Keyboard: the bar's links are in the tab order and open with Enter.
  await staffNav(page).getByRole("link", { name: "Jobs", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Background jobs" })).toBeVisible();
});

test("an agent sees only the tools an agent may open, and /admin is 403 with one header and one footer", async ({ page }) => {
  await signInNewAgent(page);
  await page.goto("/crm");
  await expect(staffNav(page).getByRole("link", { name: "My Day", exact: true })).toHaveAttribute("aria-current", "page");
  const labels = await staffNav(page).getByRole("link").allTextContents();
  // "My plan": agents are the licensed agents who buy leads (issue 31).
  expect(labels).toEqual(["My Day", "Leads", "Accounts", "Opportunities", "Activities", "Reports", "My plan", "Quote funnel", "Agent funnel"]);
  await expect(staffNav(page).getByRole("list", { name: "Admin" })).toHaveCount(0);

  const res = await page.goto("/admin");
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
  expect((await page.request.get("/api/contacts")).status()).toBe(403);
});

test("signed out, /admin goes to the sign-in page and no staff bar is shown anywhere", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login/);
  await expect(staffNav(page)).toHaveCount(0);
  await page.goto("/crm");
  await expect(staffNav(page)).toHaveCount(0);
});

test("with no keys set, /admin lists each integration as not configured with what is waiting, and what needs attention", async ({ page }) => {
  await signInAdmin(page);
  const tag = `${Date.now().toString(36)}`;
  await withDb(async (c) => {
    await c.query(`INSERT INTO conversion_events ("eventId", "eventName", "eventTime", payload, status, "lastError", "updatedAt") VALUES ($1, 'Lead', now(), '{}', 'pending', 'Missing Facebook credentials: FACEBOOK_PIXEL_ID, FACEBOOK_ACCESS_TOKEN. Visit /facebook-credentials to set them up.', now())`, [`e2e-setup-${tag}`]);
  });
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Setup" })).toBeVisible();
  const integrations = page.getByRole("list", { name: "Integrations" });
  for (const title of ["E-mail (Resend)", "Meta Conversions API", "Meta Lead Ads", "Stripe (card payments)", "Stripe webhook", "PayPal", "OpenAI (chat assistant)", "HubSpot", "Pipedrive", "Salesforce", "Zapier"]) {
    const row = integrations.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
    await expect(row.getByText("Not configured", { exact: true }), title).toBeVisible();
  }
  const meta = integrations.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Meta Conversions API", exact: true }) });
  await expect(meta.getByRole("link", { name: /^[\d,]+ Meta events? pending or failed$/ })).toBeVisible();
  await expect(meta.getByText("FACEBOOK_ACCESS_TOKEN", { exact: true })).toBeVisible();
  // The inbound URL is built from SITE_URL; no secret value is ever on the page.
  await expect(page.getByLabel("HubSpot webhook URL", { exact: true })).toHaveText(/\/api\/crm\/hubspot\/webhook$/);

  const attention = page.getByRole("region", { name: "Needs attention" });
  await expect(attention.getByText(/^[\d,]+ Meta events? pending$/)).toBeVisible();
  await expect(attention.getByText(/Missing Facebook credentials: FACEBOOK_PIXEL_ID, FACEBOOK_ACCESS_TOKEN$/)).toBeVisible();
  await attention.getByRole("link", { name: "See the pending events" }).click();
  await expect(page).toHaveURL(/\/admin\/conversions\?status=pending$/);
  await expect(page.getByText("Nothing can be delivered to Meta Conversions API: not configured.")).toBeVisible();

  await page.goto("/admin/jobs");
  // The pipeline right now: the suite's worker beats, and the last minutes' leads are counted.
  const now = page.getByRole("region", { name: "Right now" });
  await expect(now.getByText(/^\d+ job runners? working$/)).toBeVisible();
  await expect(now.getByRole("heading", { name: /^Leads captured in the last 15 minutes: [\d,]+$/ })).toBeVisible();
  await expect(now.getByRole("heading", { name: "Queue", exact: true })).toBeVisible();
  await expect(page.getByText("Nothing can be delivered to Meta Conversions API or E-mail (Resend): not configured.")).toBeVisible();
  await expect(page.getByText("Everything queued was delivered.")).toHaveCount(0);
});

test.describe("Test buttons against local fakes", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let server: SetupServer;
  test.beforeAll(async () => {
    server = await startSetupServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a good key turns its row to working, a bad key to failing with the provider's message; both stay after a reload", async ({ page }) => {
    await signInAdmin(page); // the session cookie is the host's, so the second server on another port sees it too
    await page.goto(`${server.url}/admin`);
    const row = (title: string) => page.getByRole("list", { name: "Integrations" }).getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });

    const paypal = row("PayPal");
    await expect(paypal.getByText("Configured, untested", { exact: true })).toBeVisible();
    await paypal.getByRole("button", { name: "Test PayPal" }).click();
    await expect(paypal.getByText("Working", { exact: true })).toBeVisible();
    await expect(paypal.getByTestId("setup-detail")).toContainText("PayPal issued an access token");
    expect(server.paypal.requests.some((r) => r.path === "/v1/oauth2/token")).toBe(true);

    const stripe = row("Stripe (card payments)");
    await stripe.getByRole("button", { name: "Test Stripe (card payments)" }).click();
    await expect(stripe.getByTestId("setup-detail")).toContainText("Stripe account acct_fake_agency (Fake Agency LLC)");

    const meta = row("Meta Conversions API");
    await meta.getByRole("button", { name: "Test Meta Conversions API" }).click();
    await expect(meta.getByTestId("setup-detail")).toContainText(`Dataset ${server.meta.pixelId} (Agency dataset) answered`);

    const openai = row("OpenAI (chat assistant)");
    await openai.getByRole("button", { name: "Test OpenAI (chat assistant)" }).click();
    await expect(openai.getByText("Failing", { exact: true })).toBeVisible();
    await expect(openai.getByTestId("setup-detail")).toContainText("Incorrect API key provided.");

    await page.reload();
    await expect(row("PayPal").getByText("Working", { exact: true })).toBeVisible();
    await expect(row("PayPal").getByTestId("setup-detail")).toContainText(`by ${ADMIN.username}`);
    await expect(row("OpenAI (chat assistant)").getByText("Failing", { exact: true })).toBeVisible();
    // Never a secret, not even part of one.
    const html = await page.content();
    for (const secret of [server.stripe.secretKey, server.paypal.clientSecret, server.meta.accessToken, "sk-not-the-right-key"]) expect(html).not.toContain(secret);
  });
});
