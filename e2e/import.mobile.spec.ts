import { expect, test, type Page } from "@playwright/test";
import { signInAdmin, tag } from "./crm-support";

/** The import pages on a phone (Pixel 7 profile): usable, and no sideways scroll (the preview table scrolls inside its box). */

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("upload and the mapping screen fit a phone", async ({ page }) => {
  test.slow();
  const t = tag();
  await signInAdmin(page);
  await page.goto("/crm/import");
  await expect(page.getByRole("heading", { name: "Import leads or accounts" })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  const csv = `First Name,Last Name,Email Address,Phone Number,Street Address,City,State,Zip,Lead Status,Create Date,Lead Source,Owner\nAna,Treviño,ana.mobile.${t}@gmail.com,(512) 555-0143,4518 Burnet Rd,Austin,TX,78756,New,11/02/2026,Referral,\n`;
  await page.getByLabel("CSV file").setInputFiles({ name: `phone-${t}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Upload and map columns" }).click();
  await page.waitForURL(/\/crm\/import\/\d+$/);
  await expect(page.getByLabel("Email Address")).toHaveValue("email");
  await expect(page.getByRole("table", { name: /rows as they will be stored/ })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
});
