import { expect, test, type Page } from "@playwright/test";
import { testIp, withAdminSession } from "./support";
import { CONSUMER, expectAccessible, expectProgress, expectToast, failPosts, nextPost } from "./lead-capture-support";

const PROGRESS = "Quote progress";

test.beforeEach(async ({ page }) => {
  await withAdminSession(page);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": testIp() });
  await page.goto("/admin-quote-private");
  await expect(page.getByRole("heading", { level: 1, name: "Save Up to 40% on Texas Insurance" })).toBeVisible();
});

const continueButton = (page: Page) => page.getByRole("button", { name: "Continue" });

async function fillStep1(page: Page) {
  await page.getByLabel("First Name").fill(CONSUMER.firstName);
  await page.getByLabel("Last Name").fill(CONSUMER.lastName);
  await page.getByLabel("Email Address").fill(CONSUMER.email);
  await page.getByLabel("Phone Number").fill(CONSUMER.phone);
}

async function fillStep2(page: Page) {
  await page.getByLabel("Street Address").fill(CONSUMER.address);
  await page.getByLabel("City").fill(CONSUMER.city);
  await page.getByLabel("ZIP Code").fill(CONSUMER.zipCode);
}

async function toLastStep(page: Page) {
  await fillStep1(page);
  await continueButton(page).click();
  await fillStep2(page);
  await continueButton(page).click();
  await page.getByRole("radio", { name: /^Home/ }).check();
  await page.getByRole("radio", { name: /^Yes/ }).check();
  await continueButton(page).click();
  await expect(page.getByRole("heading", { name: "Timeline and Budget" })).toBeVisible();
}

test.describe("consumer quote funnel", () => {
  test("walks the four steps: per-step validation, progress, Previous, submit, confirmation", async ({ page }) => {
    // The whole journey with two axe scans: ~20 s on a quiet 2-core machine, over 30 s on a busy one.
    test.slow();
    // Step 1: personal information
    await expectProgress(page, PROGRESS, 1, 4);
    await expect(page.getByRole("button", { name: "Previous" })).toHaveCount(0);
    await expectAccessible(page);
    await continueButton(page).click();
    await expect(page.getByText("First name required")).toBeVisible();
    await expect(page.getByText("Last name required")).toBeVisible();
    await expect(page.getByText("Valid email required")).toBeVisible();
    await expect(page.getByText("Valid phone number required")).toBeVisible();
    await expect(page.getByLabel("First Name")).toBeFocused();
    await expectProgress(page, PROGRESS, 1, 4);
    await fillStep1(page);
    await continueButton(page).click();

    // Step 2: address — its fields are not validated before Continue
    await expect(page.getByRole("heading", { name: "Your Address" })).toBeFocused();
    await expectProgress(page, PROGRESS, 2, 4);
    await expect(page.getByText("Please enter your address")).toHaveCount(0);
    await page.getByRole("button", { name: "Previous" }).click();
    await expectProgress(page, PROGRESS, 1, 4);
    await expect(page.getByLabel("First Name")).toHaveValue(CONSUMER.firstName);
    await continueButton(page).click();
    await continueButton(page).click();
    await expect(page.getByText("Please enter your address")).toBeVisible();
    await expect(page.getByText("Please enter your city")).toBeVisible();
    await expect(page.getByText("Please enter your ZIP code")).toBeVisible();
    await fillStep2(page);
    await continueButton(page).click();

    // Step 3: insurance details (radio groups are fieldsets)
    await expectProgress(page, PROGRESS, 3, 4);
    await continueButton(page).click();
    await expect(page.getByText("Please select insurance type")).toBeVisible();
    await expect(page.getByRole("radiogroup", { name: "What would you like to insure?" })).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("radio", { name: /^Home/ }).check();
    await page.getByRole("radio", { name: /^Yes/ }).check();
    await continueButton(page).click();

    // Step 4: timeline and budget; submit instead of Continue
    await expectProgress(page, PROGRESS, 4, 4);
    await expect(continueButton(page)).toHaveCount(0);
    const submit = page.getByRole("button", { name: "Get My Free Quote" });
    await expect(submit).toBeVisible();
    await expect(page.getByText(/By submitting this request, you agree that .+ and the licensed Texas insurance agent/)).toBeVisible();
    await submit.click();
    await expect(page.getByText("Please select when you need coverage")).toBeVisible();
    await expect(page.getByText("Please select a monthly budget")).toBeVisible();
    await page.getByRole("radio", { name: "Within 1 month" }).check();
    await page.getByRole("radio", { name: "$100 – $200 a month" }).check();
    await expectAccessible(page);

    const posted = nextPost(page, "/api/leads");
    await submit.click();
    const body = (await posted).postDataJSON();
    expect(body).toMatchObject({
      fullName: "Jordan Reyes",
      email: CONSUMER.email,
      phone: CONSUMER.phone,
      address: CONSUMER.address,
      city: CONSUMER.city,
      zipCode: CONSUMER.zipCode,
      leadType: "home",
      currentlyInsured: "yes",
      timeframe: "1month",
      budget: "100-200",
      source: "quote-funnel",
      consentVersion: "quote-2025-01",
      website: "",
    });
    expect(typeof body.formStartedAt).toBe("number");
    await expectToast(page, "Quote Request Submitted!");
    await expect(page.getByRole("heading", { name: "Your Quote Request Is In!" })).toBeVisible();
    await page.getByRole("button", { name: "Start a new quote" }).click();
    await expectProgress(page, PROGRESS, 1, 4);
    await expect(page.getByLabel("First Name")).toHaveValue("");
  });

  test("Enter in a field acts as Continue", async ({ page }) => {
    await fillStep1(page);
    await page.getByLabel("Phone Number").press("Enter");
    await expectProgress(page, PROGRESS, 2, 4);
  });

  test("a server failure stays on the last step with the error toast", async ({ page }) => {
    await failPosts(page);
    await toLastStep(page);
    await page.getByRole("radio", { name: "Immediately" }).check();
    await page.getByRole("radio", { name: "$400+ a month" }).check();
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    await expectToast(page, "Error", "Failed to submit form. Please try again.");
    await expectProgress(page, PROGRESS, 4, 4);
    await expect(page.getByRole("button", { name: "Get My Free Quote" })).toBeEnabled();
    await expect(page.getByRole("radio", { name: "Immediately" })).toBeChecked();
  });

  test("shows 'Getting Your Quote...' while submitting", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/leads", async (route) => {
      await held;
      await route.fulfill({ status: 500, body: "boom" });
    });
    await toLastStep(page);
    await page.getByRole("radio", { name: "Within 6 months" }).check();
    await page.getByRole("radio", { name: "Under $100 a month" }).check();
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page.getByRole("button", { name: "Getting Your Quote..." })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    release();
    await expectToast(page, "Error", "Failed to submit form. Please try again.");
  });
});
