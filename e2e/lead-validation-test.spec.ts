import { expect, test } from "@playwright/test";
import { SAMPLE_LEADS } from "@/lib/verification/sample-leads";
import { withAdminSession } from "./support";
import { expectAccessible } from "./lead-capture-support";

test.beforeEach(async ({ page }) => {
  await withAdminSession(page);
  await page.goto("/lead-validation-test");
  await expect(page.getByRole("heading", { level: 1, name: "Lead Validation System Test" })).toBeVisible();
});

const card = (page: import("@playwright/test").Page, index: number) => page.locator(`[data-sample="${SAMPLE_LEADS[index]!.fullName}"]`);

test.describe("Lead Validation System Test", () => {
  test("lists the four samples with their details", async ({ page }) => {
    for (const [i, sample] of SAMPLE_LEADS.entries()) {
      const c = card(page, i);
      await expect(c.getByRole("heading", { name: sample.fullName })).toBeVisible();
      await expect(c).toContainText(sample.description);
      await expect(c).toContainText(sample.agencyName);
      await expect(c).toContainText(sample.email);
      await expect(c).toContainText(sample.phone);
      await expect(c).toContainText(`Expected: ${sample.expectedValid ? "Valid" : "Invalid"}`);
    }
    await expectAccessible(page);
  });

  test("'Test This Lead' scores one sample as a dry run and shows the full result", async ({ page }) => {
    const request = page.waitForRequest((r) => r.method() === "POST" && r.url().includes("/api/leads?dryRun=1"));
    await card(page, 0).getByRole("button", { name: "Test This Lead" }).click();
    expect((await request).postDataJSON()).toMatchObject({ fullName: SAMPLE_LEADS[0]!.fullName, email: SAMPLE_LEADS[0]!.email });
    const result = card(page, 0).getByTestId("validation-result");
    await expect(result).toBeVisible();
    await expect(result.getByText(/^\d{1,3}\/100$/)).toBeVisible();
    for (const check of ["Name", "Email", "Phone", "Address"]) {
      await expect(result.locator("[data-ok]").filter({ hasText: check })).toHaveAttribute("data-ok", "true");
    }
    await expect(result.getByRole("heading", { name: "AI Analysis" })).toBeVisible();
    await expect(result).toContainText("Expected: Valid");
    await expect(result).toContainText("Matches expected");
    await expect(page.getByRole("heading", { name: "Test Summary" })).toBeVisible();
  });

  test("'Run All Validation Tests' runs the four in turn and sums them up", async ({ page }) => {
    test.setTimeout(45_000);
    await page.getByRole("button", { name: "Run All Validation Tests" }).click();
    await expect(page.getByRole("button", { name: "Running Tests..." })).toBeDisabled();
    await expect(page.getByText(/Testing lead \d of 4\.\.\./)).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Validation test progress" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Run All Validation Tests" })).toBeEnabled({ timeout: 20_000 });
    await expect(page.getByTestId("validation-result")).toHaveCount(4);
    for (const [i, sample] of SAMPLE_LEADS.entries()) {
      const band = await card(page, i).getByTestId("validation-result").locator("[data-band]").getAttribute("data-band");
      if (sample.expectedValid) expect(band).toBe("high");
      else expect(band).not.toBe("high");
    }
    const summary = page.getByRole("heading", { name: "Test Summary" }).locator("xpath=../..");
    await expect(summary.getByText("Valid Leads", { exact: true }).locator("xpath=..")).toContainText("2");
    await expect(summary.getByText("Invalid Leads", { exact: true }).locator("xpath=..")).toContainText("2");
    await expect(summary).toContainText("4 of 4 tested leads match the expected result.");
  });

  test("a failed request is ignored without breaking the page", async ({ page }) => {
    await page.route("**/api/leads?dryRun=1", (route) => route.fulfill({ status: 500, body: "boom" }));
    await card(page, 2).getByRole("button", { name: "Test This Lead" }).click();
    await expect(card(page, 2).getByRole("button", { name: "Test This Lead" })).toBeEnabled();
    await expect(page.getByTestId("validation-result")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Test Summary" })).toHaveCount(0);
  });
});
