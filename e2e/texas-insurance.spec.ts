import { expect, test, type Page } from "@playwright/test";
import { bundleCopy } from "@/content/lead-pages";
import { testIp } from "./support";
import { expectAccessible, expectToast, failPosts, nextPost } from "./lead-capture-support";

const SUBMIT = "Get My Bundle Quote";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": testIp() });
  await page.goto("/texas-insurance");
});

async function fillValid(page: Page) {
  await page.getByLabel("First Name").fill("Priya");
  await page.getByLabel("Last Name").fill("Shah");
  await page.getByLabel("Email Address").fill("priya.shah@yahoo.com");
  await page.getByLabel("Phone Number").fill("(713) 555-4420");
  await page.getByLabel("ZIP Code").fill("77005");
  await page.getByRole("radio", { name: "I own my home" }).check();
  await page.getByLabel("Vehicles to Insure").selectOption("2");
  await page.getByLabel("Current Insurer").fill("State Farm");
  await page.getByRole("radio", { name: "Home + auto bundle" }).check();
}

test.describe("/texas-insurance bundle page", () => {
  test("validates the form with the spec's messages", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(bundleCopy.headline);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await page.getByRole("button", { name: SUBMIT }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Last name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(page.getByText("Please enter a valid ZIP code")).toBeVisible();
    await expect(page.getByText("Please tell us whether you own or rent")).toBeVisible();
    await expect(page.getByText("Please select how many vehicles you insure")).toBeVisible();
    await expect(page.getByText("Please select what you would like quoted")).toBeVisible();
    await expect(page.getByLabel("Current Insurer")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("First Name")).toBeFocused();
    await expectAccessible(page);
  });

  test("submits the lead with source and notes, then shows the success screen", async ({ page }) => {
    await fillValid(page);
    const posted = nextPost(page, "/api/leads");
    await page.getByRole("button", { name: SUBMIT }).click();
    const body = (await posted).postDataJSON();
    expect(body).toMatchObject({
      fullName: "Priya Shah",
      email: "priya.shah@yahoo.com",
      phone: "(713) 555-4420",
      zipCode: "77005",
      leadType: "all",
      lines: ["auto", "home"],
      currentInsuranceCarrier: "State Farm",
      source: "texas-insurance",
      consentVersion: "quote-2025-01",
      notes: "Bundle interest: Home + auto bundle\nHome: I own my home\nVehicles: 2 vehicles\nCurrent insurer: State Farm",
    });
    await expect(page.getByRole("heading", { name: bundleCopy.success.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: bundleCopy.success.title })).toBeFocused();
    await expect(page.getByRole("button", { name: SUBMIT })).toHaveCount(0);
  });

  test("a shopper who wants auto only is promised auto prices, not a bundle", async ({ page }) => {
    await fillValid(page);
    await page.getByRole("radio", { name: "Auto only" }).check();
    const posted = nextPost(page, "/api/leads");
    await page.getByRole("button", { name: SUBMIT }).click();
    expect((await posted).postDataJSON()).toMatchObject({ leadType: "auto" });
    await expect(page.getByRole("heading", { name: bundleCopy.singleLineSuccess.title })).toBeFocused();
    await expect(page.getByText(bundleCopy.singleLineSuccess.text("auto"))).toBeVisible();
    await expect(page.getByText(/bundle prices/)).toHaveCount(0);
  });

  test("a server failure shows 'Something went wrong' and keeps the answers", async ({ page }) => {
    await failPosts(page);
    await fillValid(page);
    await page.getByRole("button", { name: SUBMIT }).click();
    await expectToast(page, "Something went wrong", "Please try again or call us directly.");
    await expect(page.getByLabel("First Name")).toHaveValue("Priya");
    await expect(page.getByRole("button", { name: SUBMIT })).toBeEnabled();
  });
});
