import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { signInAdmin, signInNewAgent, tag } from "./crm-support";
import { withDb } from "./support";

/** CSV import (issue 27): a real export from another CRM through the mapping screen; progress, reload and cancel. */

/**
 * A HubSpot contacts export with its real header names (test/fixtures/imports/hubspot-contacts.csv),
 * made unique to this run: every address gets the run's tag, so earlier runs are not duplicates.
 */
function hubspotExport(t: string): Buffer {
  const text = readFileSync(path.join(process.cwd(), "test/fixtures/imports/hubspot-contacts.csv"), "utf8").replace(/@(gmail|outlook|yahoo)/gi, (m) => `+${t}${m}`);
  return Buffer.from(text, "utf8");
}

async function uploadFile(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel("CSV file").setInputFiles({ name, mimeType: "text/csv", buffer });
  await page.getByRole("button", { name: "Upload and map columns" }).click();
  await page.waitForURL(/\/crm\/import\/\d+$/);
}

test("an admin imports a HubSpot export from the Leads tab through the mapping screen: guessed columns, a preview, then the counts and reasons", async ({ page }) => {
  test.setTimeout(90_000);
  const t = tag();
  page.on("dialog", (d) => void d.accept());
  await signInAdmin(page);
  await page.goto("/crm");
  await page.getByRole("link", { name: "Import leads from a CSV file" }).click();
  await expect(page.getByRole("heading", { name: "Import leads or accounts" })).toBeVisible();
  await uploadFile(page, `hubspot-${t}.csv`, hubspotExport(t));

  // The mapping screen: HubSpot's headers guessed.
  await expect(page.getByRole("heading", { name: `hubspot-${t}.csv` })).toBeVisible();
  await expect(page.getByText("10 rows of leads")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("email");
  await expect(page.getByLabel("Phone Number", { exact: true })).toHaveValue("phone");
  await expect(page.getByLabel("Mobile Phone Number")).toHaveValue("mobilePhone");
  await expect(page.getByLabel("Contact owner")).toHaveValue("owner");
  await expect(page.getByLabel("Lifecycle Stage")).toHaveValue("");
  // The preview: the first rows exactly as they will be stored, with what fails and why.
  const preview = page.getByRole("table", { name: /rows as they will be stored/ });
  await expect(preview.locator('tr[data-line="2"]')).toContainText("Ana Treviño");
  await expect(preview.locator('tr[data-line="4"]')).toContainText("Email: Please enter a valid email address");

  // The admin changes a mapping (the original source is not wanted) and sees the preview follow.
  await page.getByLabel("Original Source").selectOption("");
  await page.getByRole("button", { name: "Update preview" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Preview updated with this mapping." }).first()).toBeVisible();
  await expect(page.getByLabel("Original Source")).toHaveValue("");

  await page.getByRole("button", { name: "Start import" }).click();
  // The job runs in the worker; the page polls its status row and shows the report when it ends.
  await expect(page.getByTestId("import-summary")).toHaveText("Import finished: 7 created, 0 updated, 1 skipped, 2 failed.", { timeout: 30_000 });
  // Failures first, each with its line; then the other remarks, rows that share one counted together.
  const failed = page.getByRole("table", { name: /Failed rows: 2/ });
  await expect(failed.locator('tr[data-line="4"]')).toContainText("Email: Please enter a valid email address");
  await expect(failed.locator('tr[data-line="5"]')).toContainText("Phone: Please enter a valid phone number");
  const rowsToLook = page.getByRole("table", { name: /Rows to look at/ });
  await expect(rowsToLook.locator('tr[data-outcome="skipped"]')).toContainText("Same e-mail as line 6 of this file: skipped.");

  // The report downloads as CSV.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the report (CSV)" }).click();
  const file = await (await download).path();
  expect(readFileSync(file, "utf8")).toContain("5,failed,,Phone: Please enter a valid phone number");

  // What was stored: the source names the file, the original source was not imported, nothing fired.
  const stored = await withDb((c) =>
    c.query<{ fullName: string; source: string; campaign: string | null; consentVersion: string; events: number }>(
      `SELECT l."fullName", l.source, l.campaign, l."consentVersion", (SELECT count(*)::int FROM conversion_events e WHERE e."leadId" = l.id) AS events
       FROM leads l WHERE l.source = $1 ORDER BY l.id`,
      [`import:hubspot-${t}.csv`],
    ),
  );
  expect(stored.rows).toHaveLength(7);
  expect(stored.rows[0]).toEqual({ fullName: "Ana Treviño", source: `import:hubspot-${t}.csv`, campaign: null, consentVersion: "imported", events: 0 });

  // The leads list shows where they came from.
  await page.goto(`/crm?view=table&q=${encodeURIComponent(`+${t}@gmail`)}`);
  await expect(page.getByRole("cell", { name: `Import: hubspot-${t}.csv` }).first()).toBeVisible();
});

test("a long import shows its progress, keeps it across a reload, and cancels between batches with nothing half-written", async ({ page }) => {
  test.setTimeout(120_000);
  const t = tag();
  page.on("dialog", (d) => void d.accept());
  await signInAdmin(page);
  const rows = Array.from({ length: 30_000 }, (_, i) => `Person ${i} Cancel,cancel.${t}.${i}@example.com,(512) ${String(230 + (i % 700))}-${String(1000 + (i % 9000))},4518 Burnet Rd,Austin,TX,78756`);
  await page.goto("/crm/import");
  await uploadFile(page, `big-${t}.csv`, Buffer.from(`Full Name,Email,Phone,Street Address,City,State,Zip\n${rows.join("\n")}\n`));
  await page.getByRole("button", { name: "Start import" }).click();

  const progress = page.getByRole("progressbar", { name: /Importing|Waiting for the worker/ });
  await expect(progress).toBeVisible();
  await expect(page.getByTestId("import-progress")).toContainText("of 30,000 rows");
  // A reload finds the same import where it is (the bar reads the status row, not the page's memory).
  await page.reload();
  await expect(page.getByTestId("import-progress")).toContainText("of 30,000 rows");

  // Cancel once at least one batch is in, to see the cancel land between batches.
  await expect(page.getByTestId("import-progress")).toContainText(/^[1-9][\d,]* of 30,000 rows/, { timeout: 60_000 });
  await page.getByRole("button", { name: "Cancel import" }).click();
  const summary = page.getByTestId("import-summary");
  await expect(summary).toContainText("Import cancelled", { timeout: 60_000 });
  const state = await withDb(async (c) => {
    const imp = (await c.query<{ processedRows: number; createdCount: number; lastLine: number }>(`SELECT "processedRows", "createdCount", "lastLine" FROM imports WHERE "fileName" = $1`, [`big-${t}.csv`])).rows[0]!;
    const leads = (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM leads WHERE email LIKE $1`, [`cancel.${t}.%`])).rows[0]!.n;
    const outcomes = (await c.query<{ n: number }>(`SELECT coalesce(sum(cardinality(b.lines)), 0)::int AS n FROM import_batches b JOIN imports i ON i.id = b."importId" WHERE i."fileName" = $1`, [`big-${t}.csv`])).rows[0]!.n;
    return { ...imp, leads, outcomes };
  });
  // Whole batches only: every processed row has its outcome and its lead; nothing after the last committed line.
  expect(state.processedRows).toBeLessThan(30_000);
  expect(state.processedRows % 500).toBe(0); // IMPORT_LIMITS.batchRows
  expect(state.leads).toBe(state.createdCount);
  expect(state.outcomes).toBe(state.processedRows);
  await expect(summary).toContainText(`no row after line ${state.lastLine.toLocaleString("en-US")} was imported`);
});

test("agents do not import: no link on their Leads tab, and the page is refused", async ({ page }) => {
  await signInNewAgent(page);
  await page.goto("/crm?tab=leads");
  await expect(page.getByRole("heading", { name: "CRM Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Import leads/ })).toHaveCount(0);
  const res = await page.goto("/crm/import");
  expect(res?.status()).toBe(403);
});
