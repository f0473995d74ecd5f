import { expect, test } from "@playwright/test";
import { ADMIN, uniqueName } from "./support";

test("register → sign in → /crm waits for approval → logout", async ({ page }) => {
  test.slow(); // four pages and three forms, each with its validation messages
  const username = uniqueName();
  const password = "journey-secret-1";

  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Create Agent Account" })).toBeVisible();
  await expect(page.getByTestId("registration-notice")).toContainText("reviewed by an administrator");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill("something-else");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByLabel("Confirm Password")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Show password" }).first().click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Registration successful", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await expect(page.getByRole("heading", { name: "Agent Sign In" })).toBeVisible();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid username or password", { exact: true })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/crm$/);
  await expect(page.getByRole("heading", { name: "Waiting for approval" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "CRM Dashboard" })).toHaveCount(0);
  await expect(page.getByText(`Welcome, ${username}`)).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await page.goto("/crm");
  await expect(page.getByRole("heading", { name: "Agent Sign In" })).toBeVisible();
});

test("the seeded admin can sign in", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login successful", { exact: true })).toBeVisible();
  await expect(page.getByText(`Signed in as ${ADMIN.username} (admin).`)).toBeVisible();
});

test("staff pages send visitors to the sign-in page", async ({ page }) => {
  await page.goto("/crm-dashboard");
  await expect(page).toHaveURL(/\/login$/);
});
