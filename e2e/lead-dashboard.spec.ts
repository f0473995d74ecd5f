import { expect, test } from "@playwright/test";
import { withAdminSession } from "./support";
import { expectAccessible } from "./lead-capture-support";

const now = new Date().toISOString();
const lead = (over: Record<string, unknown>) => ({
  email: "someone@example.org",
  phone: "(512) 555-0100",
  address: null,
  agencyName: null,
  leadType: "home",
  source: "landing",
  verificationFlags: [],
  verificationReasoning: "",
  status: "new",
  doNotContact: false,
  duplicateOfId: null,
  createdAt: now,
  ...over,
});
const LEADS = [
  lead({ id: 3, fullName: "Maria Garza", isVerified: true, verificationScore: 92 }),
  lead({ id: 2, fullName: "Ken Ito", isVerified: false, verificationScore: 85, duplicateOfId: 1 }),
  lead({ id: 1, fullName: "Test User", isVerified: false, verificationScore: 30, doNotContact: true }),
];
const CONTACTS = [
  {
    id: 9,
    firstName: "Denise",
    lastName: "Okafor",
    email: "denise@okaforinsurance.com",
    phone: "(817) 555-2290",
    agencyName: "Okafor Insurance Group",
    subject: "pricing",
    message: "Lead-interest funnel: Get 40% More Qualified Insurance Leads",
    createdAt: now,
  },
];

test.beforeEach(async ({ page }) => {
  await withAdminSession(page);
});

test.describe("Lead Management Dashboard", () => {
  test("counts, lists and colours the leads; marks do-not-contact and duplicates", async ({ page }) => {
    await page.route("**/api/leads", (route) => route.fulfill({ json: { data: LEADS } }));
    await page.route("**/api/contacts", (route) => route.fulfill({ json: { data: CONTACTS } }));
    await page.goto("/admin-dashboard-private");
    await expect(page.getByRole("heading", { level: 1, name: "Lead Management Dashboard" })).toBeVisible();

    const counter = (label: string) => page.getByRole("heading", { name: label, exact: true }).locator("xpath=../..");
    await expect(counter("Total Leads")).toContainText("3");
    await expect(counter("Verified Leads")).toContainText("1");
    await expect(counter("High-Quality Leads")).toContainText("2");
    await expect(counter("Contacts")).toContainText("1");

    const row = (id: number) => page.locator(`[data-lead-id="${id}"]`);
    await expect(row(3).locator("[data-band]")).toHaveAttribute("data-band", "high");
    await expect(row(3)).toContainText("92% Score");
    await expect(row(3)).toContainText("Verified");
    // 85 but unverified: counted as high quality, shown yellow (the green check needs verification)
    await expect(row(2).locator("[data-band]")).toHaveAttribute("data-band", "medium");
    await expect(row(2)).toContainText("Duplicate of #1");
    await expect(row(1).locator("[data-band]")).toHaveAttribute("data-band", "low");
    await expect(row(1)).toContainText("Do not contact");
    await expect(page.locator('[data-contact-id="9"]')).toContainText("Denise Okafor");
    await expectAccessible(page);
  });

  test("shows the loading state, then the empty texts", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/leads", async (route) => {
      await held;
      await route.fulfill({ json: { data: [] } });
    });
    await page.route("**/api/contacts", (route) => route.fulfill({ json: { data: [] } }));
    await page.goto("/admin-dashboard-private");
    await expect(page.getByText("Loading leads...")).toBeVisible();
    release();
    await expect(page.getByText("No leads captured yet. Start generating leads!")).toBeVisible();
    await expect(page.getByText("No contacts submitted yet.")).toBeVisible();
  });

  test("a failed list can be retried", async ({ page }) => {
    let calls = 0;
    await page.route("**/api/leads", (route) => (++calls === 1 ? route.fulfill({ status: 500, body: "boom" }) : route.fulfill({ json: { data: LEADS } })));
    await page.goto("/admin-dashboard-private");
    await expect(page.getByText("Could not load the leads.")).toBeVisible();
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.locator('[data-lead-id="3"]')).toBeVisible();
  });

  test("loads the real lists from the API", async ({ page }) => {
    const leads = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/leads" && r.request().method() === "GET");
    const contacts = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/contacts" && r.request().method() === "GET");
    await page.goto("/admin-dashboard-private");
    expect((await leads).status()).toBe(200);
    expect((await contacts).status()).toBe(200);
    await expect(page.getByText("Loading leads...")).toHaveCount(0);
    await expect(page.getByText("Could not load the leads.")).toHaveCount(0);
  });
});
