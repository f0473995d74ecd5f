import { expect, test, type Page } from "@playwright/test";
import { testIp, withAdminSession } from "./support";
import { expectAccessible, expectProgress, expectToast, failPosts, nextPost } from "./lead-capture-support";

const PROGRESS = "Funnel progress";
const continueButton = (page: Page) => page.getByRole("button", { name: "Continue" });

test.beforeEach(async ({ page }) => {
  await withAdminSession(page);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": testIp() });
  await page.goto("/admin-funnel-private");
  await expect(page.getByRole("heading", { level: 1, name: "Get 40% More Qualified Insurance Leads" })).toBeVisible();
});

async function fillBasics(page: Page, fullName = "Denise Okafor") {
  await page.getByLabel("Full Name").fill(fullName);
  await page.getByLabel("Business Email").fill("denise@okaforinsurance.com");
  await page.getByLabel("Phone Number").fill("(817) 555-2290");
  await page.getByLabel("Agency Name").fill("Okafor Insurance Group");
}

async function toLastStep(page: Page) {
  await fillBasics(page);
  await continueButton(page).click();
  await page.getByRole("radio", { name: "Auto insurance leads" }).check();
  await page.getByRole("radio", { name: "$1,000 – $2,500 a month" }).check();
  await continueButton(page).click();
  await expect(page.getByRole("heading", { name: "Experience Level" })).toBeVisible();
}

test.describe("agent lead-interest funnel", () => {
  test("walks the three steps and sends a pricing contact with the answers", async ({ page }) => {
    // The whole journey with two axe scans: ~20 s on a quiet 2-core machine, over 30 s on a busy one.
    test.slow();
    await expectProgress(page, PROGRESS, 1, 3);
    await continueButton(page).click();
    await expect(page.getByText("Please enter your first and last name")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(page.getByText("Please enter your agency name")).toBeVisible();
    await fillBasics(page, "Denise");
    await continueButton(page).click();
    await expect(page.getByText("Please enter your first and last name")).toBeVisible();
    await expectProgress(page, PROGRESS, 1, 3);
    await page.getByLabel("Full Name").fill("Denise Okafor");
    await continueButton(page).click();

    await expectProgress(page, PROGRESS, 2, 3);
    await continueButton(page).click();
    await expect(page.getByText("Please select the type of leads you want")).toBeVisible();
    await expect(page.getByText("Please select a monthly budget")).toBeVisible();
    await expect(page.getByLabel("Current Lead Sources")).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Previous" }).click();
    await expectProgress(page, PROGRESS, 1, 3);
    await expect(page.getByLabel("Agency Name")).toHaveValue("Okafor Insurance Group");
    await continueButton(page).click();
    await page.getByRole("radio", { name: "Auto insurance leads" }).check();
    await page.getByRole("radio", { name: "$1,000 – $2,500 a month" }).check();
    await page.getByLabel("Current Lead Sources").fill("Referrals and a few aggregator leads");
    await continueButton(page).click();

    await expectProgress(page, PROGRESS, 3, 3);
    await expect(continueButton(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Get My Lead Plan" }).click();
    await expect(page.getByText("Please select your experience level")).toBeVisible();
    await page.getByRole("radio", { name: "3 – 5 years" }).check();
    await expectAccessible(page);

    const posted = nextPost(page, "/api/contacts");
    await page.getByRole("button", { name: "Get My Lead Plan" }).click();
    const body = (await posted).postDataJSON();
    expect(body).toMatchObject({
      firstName: "Denise",
      lastName: "Okafor",
      email: "denise@okaforinsurance.com",
      phone: "(817) 555-2290",
      agencyName: "Okafor Insurance Group",
      subject: "pricing",
      website: "",
    });
    expect(body.message).toContain("Leads wanted: Auto insurance leads");
    expect(body.message).toContain("Monthly budget: $1,000 – $2,500 a month");
    expect(body.message).toContain("Current lead sources: Referrals and a few aggregator leads");
    expect(body.message).toContain("Experience: 3 – 5 years");

    await expectToast(page, "Success!");
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a server failure stays on the form with the error toast", async ({ page }) => {
    await failPosts(page, "**/api/contacts");
    await toLastStep(page);
    await page.getByRole("radio", { name: "New agent (less than a year)" }).check();
    await page.getByRole("button", { name: "Get My Lead Plan" }).click();
    await expectToast(page, "Error", "Failed to submit. Please try again.");
    await expectProgress(page, PROGRESS, 3, 3);
    await expect(page.getByRole("button", { name: "Get My Lead Plan" })).toBeEnabled();
  });

  test("shows 'Submitting...' while the request runs", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/contacts", async (route) => {
      await held;
      await route.fulfill({ status: 500, body: "boom" });
    });
    await toLastStep(page);
    await page.getByRole("radio", { name: "5+ years" }).check();
    await page.getByRole("button", { name: "Get My Lead Plan" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expectToast(page, "Error", "Failed to submit. Please try again.");
  });
});
