import { expect, test } from "@playwright/test";
import { expectToast } from "./lead-capture-support";
import { signInNewAgent, tag } from "./crm-support";
import { withDb } from "./support";

/**
 * The CRM's forms are server actions (issue 19): the same journey, creating an account and an
 * opportunity on it, works with JavaScript off (plain links and form posts: the form pages, the
 * server's field errors, a page that announces what happened) and on (dialogs, toasts).
 */

// Long journeys on a shared 2-core machine: three times the default timeout.
test.beforeEach(() => test.slow());

const dealsOf = (accountId: number) =>
  withDb(async (c) => (await c.query(`SELECT name, stage::text, amount::text, probability FROM opportunities WHERE "accountId" = $1 ORDER BY id`, [accountId])).rows);

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("an agent creates an account and an opportunity, moves the deal and logs an activity", async ({ page }) => {
    await signInNewAgent(page);
    await page.goto("/crm-dashboard");
    await page.getByRole("link", { name: "Add Account" }).click();
    await expect(page).toHaveURL(/\/crm\/accounts\/new$/);
    await expect(page.getByRole("heading", { level: 1, name: "Add Account" })).toBeVisible();

    // The server's field errors; what was typed comes back.
    await page.getByLabel("Name").fill("x");
    await page.getByLabel("Email").fill("office@hillcountry.example");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Account name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please select an account type")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toHaveValue("office@hillcountry.example");
    await expect(page.getByRole("status").filter({ hasText: "Please correct the fields with errors." })).toBeVisible();

    const name = `Hill Country Insurance ${tag()}`;
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Type").selectOption("customer");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/crm\/accounts\/\d+\?notice=account-created$/);
    await expect(page.getByRole("status").filter({ hasText: "Account created successfully" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const accountId = Number(new URL(page.url()).pathname.split("/").at(-1));

    // Add Opportunity from the account: its page, with the account fixed.
    await page.getByRole("link", { name: "Add Opportunity" }).click();
    await expect(page).toHaveURL(new RegExp(`/crm/opportunities/new\\?accountId=${accountId}$`));
    await page.getByLabel("Name").fill("Home and auto bundle");
    await page.getByLabel("Amount").fill("2450");
    await page.getByLabel("Probability (%)").fill("150");
    await page.getByRole("button", { name: "Create Opportunity" }).click();
    await expect(page.getByText("Probability must be between 0 and 100")).toBeVisible();
    await expect(page.getByLabel("Amount")).toHaveValue("2450");
    await page.getByLabel("Probability (%)").fill("60");
    await page.getByLabel("Stage").selectOption("proposal");
    await page.getByRole("button", { name: "Create Opportunity" }).click();
    await expect(page).toHaveURL(new RegExp(`/crm/accounts/${accountId}\\?notice=opportunity-created$`));
    await expect(page.getByRole("status").filter({ hasText: "Opportunity created successfully" })).toBeVisible();
    const deal = page.locator("[data-opportunity-id]").filter({ hasText: "Home and auto bundle" });
    await expect(deal).toContainText("$2,450 · 60%");
    expect(await dealsOf(accountId)).toEqual([{ name: "Home and auto bundle", stage: "proposal", amount: "2450.00", probability: 60 }]);

    // The stage select posts with its Move button.
    await deal.getByLabel("Stage of Home and auto bundle").selectOption("negotiation");
    await deal.getByRole("button", { name: "Move Home and auto bundle" }).click();
    await expect(page.locator("[data-opportunity-id]").filter({ hasText: "Home and auto bundle" }).getByLabel("Stage of Home and auto bundle")).toHaveValue("negotiation");
    expect((await dealsOf(accountId))[0]).toMatchObject({ stage: "negotiation" });

    // New Activity, then Complete (one form, the button pressed sends the status).
    await page.getByRole("link", { name: "New Activity" }).click();
    await page.getByLabel("Subject").fill("Walk through the renewal quote");
    await page.getByLabel("Due").fill("2020-01-15T10:00");
    await page.getByRole("button", { name: "Create Activity" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Activity created successfully" })).toBeVisible();
    const activity = page.locator("[data-activity-id]").filter({ hasText: "Walk through the renewal quote" });
    await expect(activity).toContainText("Overdue");
    await activity.getByRole("button", { name: "Complete Walk through the renewal quote" }).click();
    await expect(page.locator("[data-activity-id]").filter({ hasText: "Walk through the renewal quote" })).toContainText("Completed");

    // Edit opens the edit page; an emptied field is cleared.
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/crm/accounts/${accountId}/edit$`));
    await page.getByLabel("Email").fill("");
    await page.getByLabel("Industry").fill("Insurance");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Account updated successfully" })).toBeVisible();
    await expect(page.getByText("office@hillcountry.example")).toHaveCount(0);
    await expect(page.getByText(/· Insurance/)).toBeVisible();
  });
});

test.describe("with JavaScript on", () => {
  test("an agent creates an account and an opportunity in the dialogs, edits the deal and deletes it", async ({ page }) => {
    await signInNewAgent(page);
    await page.goto("/crm-dashboard");
    // The stat cards stream in: once revealed, their fallback is gone.
    await expect(page.getByRole("button", { name: "Add Account" })).toBeVisible();
    await expect(page.getByTestId("stat-total-accounts")).toHaveCount(1);
    await expect(page.getByTestId("stat-total-accounts")).toHaveText("0");

    const name = `Pecan Street Realty ${tag()}`;
    await page.getByRole("button", { name: "Add Account" }).click();
    const accountDialog = page.getByRole("dialog", { name: "Add Account" });
    await accountDialog.getByLabel("Name").fill(name);
    await accountDialog.getByLabel("Type").selectOption("prospect");
    await accountDialog.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Account created successfully");
    await expect(accountDialog).toBeHidden();
    await expect(page.getByTestId("stat-total-accounts")).toHaveText("1");

    await page.getByRole("button", { name: "Add Opportunity" }).click();
    const oppDialog = page.getByRole("dialog", { name: "Add Opportunity" });
    await oppDialog.getByLabel("Name").fill("Umbrella policy");
    await oppDialog.getByLabel("Find an account").fill(name.slice(0, 12));
    await expect(oppDialog.getByRole("option", { name })).toBeAttached();
    await oppDialog.getByRole("combobox", { name: "Account", exact: true }).selectOption({ label: name });
    await oppDialog.getByLabel("Amount").fill("1200");
    // A refusal keeps what was typed (the server checks again; the browser checked first).
    await oppDialog.getByLabel("Probability (%)").fill("101");
    await oppDialog.getByRole("button", { name: "Create Opportunity" }).click();
    await expect(oppDialog.getByText("Probability must be between 0 and 100")).toBeVisible();
    await expect(oppDialog.getByLabel("Name")).toHaveValue("Umbrella policy");
    await oppDialog.getByLabel("Probability (%)").fill("40");
    await oppDialog.getByRole("button", { name: "Create Opportunity" }).click();
    await expectToast(page, "Opportunity created successfully");
    await expect(oppDialog).toBeHidden();
    await expect(page.getByTestId("stat-active-opportunities")).toHaveText("1");

    // On the account page: edit the deal in its dialog, then delete it.
    await page.getByRole("tab", { name: "Accounts" }).click();
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const accountId = Number(new URL(page.url()).pathname.split("/").at(-1));
    await page.getByRole("button", { name: "Edit Umbrella policy" }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Opportunity" });
    await expect(editDialog.getByLabel("Name")).toHaveValue("Umbrella policy");
    await editDialog.getByLabel("Name").fill("Umbrella policy, 2M");
    await editDialog.getByLabel("Amount").fill("");
    await editDialog.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Opportunity updated successfully");
    const deal = page.locator("[data-opportunity-id]").filter({ hasText: "Umbrella policy, 2M" });
    await expect(deal).toContainText("No value");
    expect(await dealsOf(accountId)).toEqual([{ name: "Umbrella policy, 2M", stage: "prospecting", amount: null, probability: 40 }]);

    await deal.getByRole("button", { name: "Delete Umbrella policy, 2M" }).click();
    await page.getByRole("dialog", { name: "Delete Umbrella policy, 2M?" }).getByRole("button", { name: "Delete opportunity" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Opportunity deleted" })).toBeVisible();
    await expect(page.locator("[data-opportunity-id]")).toHaveCount(0);
    expect(await dealsOf(accountId)).toEqual([]);
  });
});
