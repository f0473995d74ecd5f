import { expect, test, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { expectToast } from "./lead-capture-support";
import { postLead, signInAdmin, signInNewAgent, tag } from "./crm-support";

/** Pipeline board (drag and the stage select), CSV export, the reports' figures and another agent's 404. */

// Long journeys on a shared 2-core machine: three times the default timeout.
test.beforeEach(() => test.slow());

async function createAccount(page: Page, name: string, type = "customer"): Promise<number> {
  const res = await page.request.post("/api/crm/accounts", { data: { name, type } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

async function createDeal(page: Page, accountId: number, name: string, stage: string, amount: string): Promise<number> {
  const res = await page.request.post("/api/crm/opportunities", { data: { name, accountId, stage, amount } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

/**
 * The board is server-rendered: a drag or a select change before its script has hydrated does nothing.
 * dnd-kit adds its live region to the body once the board is mounted, so that is the signal.
 */
async function boardReady(page: Page): Promise<void> {
  await expect(page.locator('[id^="DndLiveRegion"]')).toBeAttached();
}

test("drag an opportunity to another stage, then move it with the stage select", async ({ page }) => {
  await signInNewAgent(page);
  const accountId = await createAccount(page, `Pecan Street Realty ${tag()}`);
  const id = await createDeal(page, accountId, "Umbrella policy", "prospecting", "1200");

  await page.goto("/crm?tab=opportunities&view=board");
  await boardReady(page);
  const card = page.locator(`[data-deal-id="${id}"]`);
  await expect(page.locator('[data-stage-column="prospecting"]').locator(`[data-deal-id="${id}"]`)).toBeVisible();
  const handle = card.getByRole("button", { name: "Move Umbrella policy" });
  const target = page.locator('[data-stage-column="qualification"]');
  // The whole board in the middle of the viewport: a pointer near an edge makes dnd-kit scroll the page
  // under it while dragging, and on a slow machine that scrolling moves the column away from the pointer.
  // Instant: the site scrolls smoothly, and the boxes below must be measured where the board comes to rest.
  await page.getByLabel("Pipeline board").evaluate((board) => board.scrollIntoView({ block: "center", behavior: "instant" }));
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, from.y + from.height / 2, { steps: 15 });
  // Release when the board says the card is over the target, as a user would.
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(/Umbrella policy is over qualification\./i);
  await page.mouse.up();
  await expectToast(page, "Stage updated", "Umbrella policy moved to qualification");
  await expect(target.locator(`[data-deal-id="${id}"]`)).toBeVisible();
  await page.reload();
  await boardReady(page);
  await expect(page.locator('[data-stage-column="qualification"]').locator(`[data-deal-id="${id}"]`)).toBeVisible();

  // The keyboard way: the card's stage select.
  await page.locator(`[data-deal-id="${id}"]`).getByLabel("Stage of Umbrella policy").selectOption("proposal");
  await expectToast(page, "Stage updated", "Umbrella policy moved to proposal");
  await expect(page.locator('[data-stage-column="proposal"]').locator(`[data-deal-id="${id}"]`)).toBeVisible();

  const detail = await (await page.request.get(`/api/crm/opportunities/${id}`)).json();
  expect(detail.stage).toBe("proposal");
  expect(detail.stageChanges.map((c: { fromStage: string | null; toStage: string }) => `${c.fromStage}->${c.toStage}`)).toEqual([
    "qualification->proposal",
    "prospecting->qualification",
    "null->prospecting",
  ]);
});

test("export CSV of the current filter and check its rows", async ({ page }) => {
  await signInNewAgent(page);
  const token = tag();
  await createAccount(page, `Alamo Heights Agency ${token}`, "agency");
  await createAccount(page, `Bexar, "Best" Customers ${token}`, "customer");
  await createAccount(page, `=SUM(A1) Prospect ${token}`, "prospect");

  await page.goto(`/crm?tab=accounts&q=${token}&type=customer`);
  await expect(page.getByRole("row")).toHaveCount(2);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const csv = (await readFile(file, "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe("ID,Name,Type,Status,Industry,Email,Phone,City,Revenue,Tags,Owner,Created");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"Bexar, ""Best"" Customers ${token}",customer,active`);

  await page.getByLabel("Filter by type").selectOption({ label: "All Accounts" });
  await expect(page.getByRole("row")).toHaveCount(4);
  const all = await page.request.get(`/api/crm/accounts/export?q=${token}`);
  const rows = (await all.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
  expect(rows).toHaveLength(4);
  expect(rows.some((r) => r.includes(`'=SUM(A1) Prospect ${token}`))).toBe(true);
});

test("the reports tab shows the figures of the seeded deals and leads", async ({ page, browser }) => {
  await signInNewAgent(page);
  const accountId = await createAccount(page, `Reports Agency ${tag()}`);
  await createDeal(page, accountId, "Won one", "closed_won", "1000");
  await createDeal(page, accountId, "Won two", "closed_won", "3000");
  await createDeal(page, accountId, "Lost one", "closed_lost", "500");
  await createDeal(page, accountId, "Open one", "proposal", "200");
  await createDeal(page, accountId, "Open two", "proposal", "300");

  await page.goto("/crm?tab=reports");
  await expect(page.getByRole("heading", { name: "Sales Pipeline" })).toBeVisible();
  const proposal = page.locator('[data-chart="Deals per stage"] [data-bar="proposal"]');
  await expect(proposal).toContainText("2 deals");
  await expect(proposal).toContainText("$500");
  await expect(page.locator('[data-chart="Deals per stage"] [data-bar="closed won"]')).toContainText("$4,000");
  await expect(page.locator('[data-metric="Win rate"]')).toContainText("66.7%");
  await expect(page.locator('[data-metric="Conversion rate"]')).toContainText("40.0%");
  await expect(page.locator('[data-metric="Average deal size"]')).toContainText("$2,000");
  await expect(page.locator('[data-metric="Active accounts"]')).toContainText("1");
  await expect(page.getByTestId("stat-total-revenue")).toHaveText("$4,000");

  // Traffic by UTM source (admins): page views from the beacon, the visitors who submitted a form
  // (conversion: one of the two), and leads captured with that source.
  const source = `e2e${tag()}`;
  const beacon = async (sessionId: string, event: Record<string, string>) => {
    const res = await page.request.post("/api/analytics", {
      headers: { "content-type": "text/plain" },
      data: JSON.stringify({ sessionId: `${sessionId}-${source}`, path: "/landing", utmSource: source, ...event }),
    });
    expect(res.status()).toBe(204);
  };
  for (const sessionId of ["sess-aaaaaaaa", "sess-bbbbbbbb"]) await beacon(sessionId, { eventType: "page_view" });
  await beacon("sess-aaaaaaaa", { eventType: "form_submit", form: "landing" });
  const lead = await postLead(page.request, "genuine", source, { utmSource: source });
  expect(lead.id).toBeGreaterThan(0);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  await admin.goto("/crm?tab=reports");
  await expect(admin.getByRole("heading", { name: "Traffic and Conversion by Source" })).toBeVisible();
  const row = admin.locator(`[data-chart="Visitors and conversion by UTM source"] [data-bar="${source}"]`);
  await expect(row).toContainText("2 visitors");
  await expect(row).toContainText("1 · 50.0%");
  await adminContext.close();
});

test("another agent's account is a 404 page", async ({ page, browser }) => {
  await signInNewAgent(page);
  const accountId = await createAccount(page, `Private Agency ${tag()}`);
  await page.goto(`/crm/accounts/${accountId}`);
  await expect(page.getByRole("heading", { level: 1, name: /Private Agency/ })).toBeVisible();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInNewAgent(other);
  const res = await other.goto(`/crm/accounts/${accountId}`);
  expect(res?.status()).toBe(404);
  await expect(other.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  expect((await other.request.get(`/api/crm/accounts/${accountId}`)).status()).toBe(404);
  await otherContext.close();
});
