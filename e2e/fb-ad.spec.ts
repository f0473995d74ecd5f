import { expect, test, type Page } from "@playwright/test";
import { rateIncreaseCopy } from "@/content/lead-pages";
import { testIp } from "./support";
import { expectAccessible, expectToast, failPosts, nextPost } from "./lead-capture-support";

const HOME_REQUIRED = "All home details are required for homeowners insurance";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": testIp() });
  await page.goto("/fb-ad");
});

async function openDialog(page: Page) {
  await page.getByRole("button", { name: "Request Insurance Quotes" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Insurance Quotes" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillContact(page: Page) {
  await page.getByLabel("First Name").fill("Luis");
  await page.getByLabel("Last Name").fill("Moreno");
  await page.getByLabel("Email Address").fill("luis.moreno@outlook.com");
  await page.getByLabel("Phone Number").fill("214-555-7781");
  await page.getByLabel("ZIP Code").fill("75204");
}

test.describe("/fb-ad rate-increase page", () => {
  test("bare layout with the rate-increase story, accessible", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(rateIncreaseCopy.headline);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("validates the dialog, requires every home detail for home, and closes on success", async ({ page }) => {
    test.slow(); // every field's message, three insurance types, then a submission
    const dialog = await openDialog(page);
    await dialog.getByRole("button", { name: "Get My Quotes" }).click();
    await expect(dialog.getByText("First name required")).toBeVisible();
    await expect(dialog.getByText("Last name required")).toBeVisible();
    await expect(dialog.getByText("Valid email required")).toBeVisible();
    await expect(dialog.getByText("Valid phone number required")).toBeVisible();
    await expect(dialog.getByText("Please enter your ZIP code")).toBeVisible();
    await expect(dialog.getByText("Please select insurance type")).toBeVisible();
    await expect(dialog.getByLabel("Home Address")).toHaveCount(0);

    await fillContact(page);
    await dialog.getByRole("radio", { name: /^Home/ }).check();
    await expect(dialog.getByRole("group", { name: "Home details" })).toBeVisible();
    await dialog.getByRole("button", { name: "Get My Quotes" }).click();
    await expect(dialog.getByText(HOME_REQUIRED)).toHaveCount(1);
    for (const label of ["Home Address", "Estimated Home Value", "Square Footage", "Year Roof Installed"]) {
      await expect(dialog.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
    }
    await expect(dialog.getByLabel("Home Address")).toBeFocused();
    await expectAccessible(page, "[role=dialog]");

    await dialog.getByLabel("Home Address").fill("3412 McKinney Ave, Dallas");
    await dialog.getByLabel("Estimated Home Value").fill("$425,000");
    await dialog.getByLabel("Square Footage").fill("2,150");
    const roofYear = new Date().getFullYear() - 6;
    await dialog.getByLabel("Year Roof Installed").fill(String(roofYear));
    await expect(dialog.getByText(HOME_REQUIRED)).toHaveCount(0);

    const posted = nextPost(page, "/api/leads");
    await dialog.getByRole("button", { name: "Get My Quotes" }).click();
    const body = (await posted).postDataJSON();
    expect(body).toMatchObject({
      fullName: "Luis Moreno",
      email: "luis.moreno@outlook.com",
      phone: "214-555-7781",
      zipCode: "75204",
      leadType: "home",
      address: "3412 McKinney Ave, Dallas",
      homeValue: "425000",
      roofAge: 6,
      notes: "Square footage: 2,150",
      source: "fb-ad",
      consentVersion: "quote-2025-01",
    });
    await expect(dialog).toBeHidden();
    await expectToast(page, "Quote Request Submitted!");
    await expect(page.getByRole("status").filter({ hasText: "Request received." })).toBeVisible();
  });

  test("auto and life need no property details", async ({ page }) => {
    await page.route("**/api/leads", (route) =>
      route.fulfill({ status: 201, json: { success: true, id: 7, duplicate: false, validationResult: { score: 85, isValid: true, details: {}, flags: [], reasoning: "" } } }),
    );
    const dialog = await openDialog(page);
    await fillContact(page);
    await dialog.getByRole("radio", { name: /^Home/ }).check();
    await dialog.getByRole("radio", { name: /^Auto/ }).check();
    await expect(dialog.getByRole("group", { name: "Home details" })).toHaveCount(0);
    const posted = nextPost(page, "/api/leads");
    await dialog.getByRole("button", { name: "Get My Quotes" }).click();
    const body = (await posted).postDataJSON();
    expect(body).toMatchObject({ leadType: "auto", source: "fb-ad" });
    expect(body).not.toHaveProperty("address");
    await expect(dialog).toBeHidden();
  });

  test("a server failure keeps the dialog open with 'Something went wrong. Please try again.'", async ({ page }) => {
    await failPosts(page);
    const dialog = await openDialog(page);
    await fillContact(page);
    await dialog.getByRole("radio", { name: /^Life/ }).check();
    await dialog.getByRole("button", { name: "Get My Quotes" }).click();
    await expectToast(page, "Error", "Something went wrong. Please try again.");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("First Name")).toHaveValue("Luis");
  });
});
