import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectToast } from "./lead-capture-support";
import { postLead, signInAdmin, tag } from "./crm-support";
import { createAgent, signInApi, withDb } from "./support";

/**
 * The agency's book in bulk (issue 27): bulk reassignment of fifty leads, delete with Undo, merging two
 * records of one person (Meta events counted once), and a lead's consent record with its hash.
 */

test.beforeEach(() => test.slow());

const idOf = (username: string) => withDb(async (c) => (await c.query<{ id: number }>(`SELECT id FROM users WHERE username = $1`, [username])).rows[0]!.id);

/** An approved agent who takes no new leads from round-robin (life leads only: the journeys post home and auto). */
async function quietAgent(request: Parameters<typeof createAgent>[0]) {
  const creds = await createAgent(request);
  const id = await idOf(creds.username);
  await withDb((c) => c.query(`UPDATE users SET "acceptsLeadTypes" = ARRAY['life']::"LeadType"[] WHERE id = $1`, [id]));
  return { ...creds, id };
}

test("an admin ticks fifty leads on the page and reassigns them to another agent in one action", async ({ page }) => {
  // Fifty rows rendered and fifty leads moved on a shared 2-core machine.
  test.setTimeout(150_000);
  const [from, to] = [await quietAgent(page.request), await quietAgent(page.request)];
  const marker = `Bulk${tag()}`;
  await withDb((c) =>
    c.query(
      `INSERT INTO leads ("fullName", email, phone, source, "assignedTo", "leadType", "updatedAt")
       SELECT $1 || ' ' || g, 'bulk' || g || '.' || $1 || '@example.com', '(214) 555-0100', 'sample', $2, 'home', now() FROM generate_series(1, 50) g`,
      [marker, from.id],
    ),
  );
  await signInAdmin(page);
  await page.goto(`/crm?tab=leads&view=table&q=${marker}&size=50`);
  await expect(page.getByLabel(`Select ${marker} 50`, { exact: true })).toBeVisible();
  await page.getByLabel("Select all on this page").check();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar.getByText("50 selected.")).toBeVisible();
  await bar.getByLabel("Action", { exact: true }).selectOption("assign");
  await bar.getByLabel("Agent", { exact: true }).selectOption(String(to.id));
  await bar.getByRole("button", { name: "Apply to 50" }).click();
  await expectToast(page, "50 leads assigned.");
  const counts = await withDb(async (c) => (await c.query(`SELECT "assignedTo", count(*)::int AS n FROM leads WHERE "fullName" LIKE $1 || ' %' GROUP BY 1`, [marker])).rows);
  expect(counts).toEqual([{ assignedTo: to.id, n: 50 }]);
  const audits = await withDb(async (c) => (await c.query(`SELECT changes FROM audit_log WHERE action = 'lead.bulk' AND changes->>'assignedTo' = $1`, [String(to.id)])).rows);
  expect(audits).toHaveLength(1);
  expect((audits[0].changes as { ids: number[] }).ids).toHaveLength(50);
});

test("a deleted lead leaves the list and comes back with Undo in the toast", async ({ page }) => {
  const agent = await quietAgent(page.request);
  const lead = await postLead(page.request, "genuine", tag());
  await withDb((c) => c.query(`UPDATE leads SET "assignedTo" = $1 WHERE id = $2`, [agent.id, lead.id]));
  await signInApi(page.request, agent);
  await page.goto(`/crm?tab=leads&view=table&q=${encodeURIComponent(lead.email)}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: lead.fullName }) });
  await expect(row).toHaveCount(1);
  await page.getByLabel(`Select ${lead.fullName}`).check();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await bar.getByLabel("Action", { exact: true }).selectOption("delete");
  page.once("dialog", (d) => void d.accept());
  await bar.getByRole("button", { name: "Delete 1" }).click();
  await expectToast(page, "1 lead deleted.");
  await expect(row).toHaveCount(0);
  await expect(page.getByText("No leads found.")).toBeVisible();
  await page.locator("[data-slot=toast]").getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "1 lead restored.");
  await expect(row).toHaveCount(1);
  expect(await withDb(async (c) => (await c.query(`SELECT "deletedAt" FROM leads WHERE id = $1`, [lead.id])).rows[0].deletedAt)).toBeNull();
});

test("two records of one person merge into one, field by field, and the person's Meta events count once", async ({ page }) => {
  const token = tag();
  const first = await postLead(page.request, "genuine", token);
  // The same person came back after the 30-day duplicate window: a second lead with its own Lead event.
  await withDb((c) => c.query(`UPDATE leads SET "createdAt" = now() - interval '40 days' WHERE id = $1`, [first.id]));
  const second = await postLead(page.request, "genuine", token, { phone: "(512) 555-0134", fullName: "Maria G. Gonzalez" });
  const liveLeadEvents = () =>
    withDb(async (c) => (await c.query(`SELECT count(*)::int AS n FROM conversion_events WHERE "leadId" IN ($1, $2) AND "eventName" = 'Lead' AND status <> 'dropped'`, [first.id, second.id])).rows[0].n as number);
  expect(await liveLeadEvents()).toBe(2);

  await signInAdmin(page);
  await page.goto(`/crm/leads/${first.id}`);
  await page.getByRole("link", { name: "Merge another lead into this one" }).click();
  await expect(page.getByRole("heading", { name: /Merge a lead into/ })).toBeVisible();
  await page.getByRole("link", { name: "Compare and merge" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/crm/leads/${first.id}/merge\\?with=${second.id}$`));
  await page.getByLabel(/^Phone: take/).check();
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: `Merge #${second.id} into #${first.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/crm/leads/${first.id}\\?notice=leads-merged$`));
  await expect(page.getByText("Leads merged: this lead now holds the other one's history.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Call .* at \(512\) 555-0134/ })).toBeVisible();
  expect(await liveLeadEvents()).toBe(1);
  const merged = await withDb(async (c) => (await c.query(`SELECT "mergedIntoId", "deletedAt" FROM leads WHERE id = $1`, [second.id])).rows[0]);
  expect(merged.mergedIntoId).toBe(first.id);
  expect(merged.deletedAt).not.toBeNull();
  // The merged-away lead's page says where it went.
  await page.goto(`/crm/leads/${second.id}`);
  await expect(page.getByText(`This lead was merged into lead #${first.id}`)).toBeVisible();
});

test("a lead's consent record downloads as one JSON file with the hash stored at capture, and its printable view says it matches", async ({ page }) => {
  const lead = await postLead(page.request, "genuine", tag());
  await signInAdmin(page);
  await page.goto(`/crm/leads/${lead.id}`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download consent record" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`consent-record-lead-${lead.id}.json`);
  const file = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(file).toMatchObject({ matches: true, record: { leadId: lead.id, evidence: "web", version: "quote-2025-01" } });
  expect(file.storedHash).toMatch(/^[0-9a-f]{64}$/);
  expect(file.recomputedHash).toBe(file.storedHash);
  const stored = await withDb(async (c) => (await c.query(`SELECT "consentHash" FROM leads WHERE id = $1`, [lead.id])).rows[0].consentHash);
  expect(file.storedHash).toBe(stored);
  expect(file.record.text).toContain("By submitting this request, you agree");

  await page.goto(`/crm/leads/${lead.id}/consent`);
  await expect(page.getByText("Hash matches")).toBeVisible();
  await expect(page.getByTestId("stored-hash")).toHaveText(stored);
});
