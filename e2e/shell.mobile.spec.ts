import { expect, test } from "@playwright/test";

test("the mobile menu slides out and closes when a link is chosen", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const panel = page.getByRole("dialog", { name: "Menu" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("link", { name: "Industry Insights" })).toBeVisible();
  await panel.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(panel).toBeHidden();
});
