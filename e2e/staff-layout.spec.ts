import { expect, test, type Page } from "@playwright/test";
import { CRM_TABS } from "../lib/constants";
import { PAGES } from "./access-matrix";
import { postLead, signInAdmin, signInNewAgent, tag } from "./crm-support";
import { delayScripts } from "./support";

/**
 * Every staff page at a phone's 390 px and a laptop's 1366 px (issue 25): no sideways scroll, one site
 * header and one footer, the staff bar present, and the chat bubble clear of the last form button.
 * As an admin every staff page, those of one record of each kind included; as an agent the ones an
 * agent may open.
 */
const WIDTHS = [1366, 390] as const;

function staffPages(role: "admin" | "agent"): string[] {
  const pages = Object.entries(PAGES)
    .filter(([route, e]) => !route.includes("[") && (e.access === "user" || e.access === "account" || (role === "admin" && e.access === "admin")))
    .map(([route]) => route);
  return [...pages, ...CRM_TABS.map((t) => `/crm?tab=${t.value}`)];
}

/** One record of each kind the staff pages with an id show, made through the API as the signed-in user. */
async function recordPages(page: Page, role: "admin" | "agent"): Promise<string[]> {
  const lead = await postLead(page.request, "genuine", tag());
  const post = async (url: string, data: Record<string, unknown>) => {
    const res = await page.request.post(url, { data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
    return (await res.json()).id as number;
  };
  const account = await post("/api/crm/accounts", { name: `Layout Check Agency ${tag()}`, type: "customer", email: "a.very.long.address.that.must.wrap.on.a.phone@hillcountry-insurance-partners.example" });
  const deal = await post("/api/crm/opportunities", { name: "Home and auto bundle", accountId: account, stage: "proposal", amount: "2450" });
  const activity = await post("/api/crm/activities", { type: "call", subject: "Walk through the renewal quote", status: "pending", accountId: account, opportunityId: deal });
  const pages = [`/crm/accounts/${account}`, `/crm/accounts/${account}/edit`, `/crm/opportunities/${deal}/edit`, `/crm/activities/${activity}/edit`];
  if (role === "agent") return pages;
  // As an admin the lead (any lead is theirs to see), its merge and consent pages, and one template and automation.
  const firstRecordOf = async (list: string) => {
    await page.goto(list);
    const href = await page.locator(`main a[href^="${list}/"]:not([href$="/new"])`).first().getAttribute("href");
    expect(href, `a record on ${list}`).toBeTruthy();
    return href!;
  };
  const template = await firstRecordOf("/admin/templates");
  const textTemplate = await firstRecordOf("/admin/text-templates");
  const automation = await firstRecordOf("/admin/automations");
  return [...pages, `/crm/leads/${lead.id}`, `/crm/leads/${lead.id}/merge`, `/crm/leads/${lead.id}/consent`, template, textTemplate, automation];
}

/** A page at both widths: loaded once at 1366 px, then the viewport narrowed to 390 px (layout is CSS). */
async function checkPage(page: Page, url: string): Promise<void> {
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  const res = await page.goto(url);
  expect(res?.status(), url).toBeLessThan(400);
  await expect(page.getByRole("heading", { level: 1 }).first(), url).toBeVisible();
  await expect(page.getByRole("banner"), url).toHaveCount(1);
  await expect(page.getByRole("contentinfo"), url).toHaveCount(1);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole("navigation", { name: "Staff" }), `${url} at ${width} px`).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth, `${url} at ${width} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(clientWidth);
  }
  // At 390 px a data table scrolls sideways in its box rather than squeezing a column narrower than a word ("Gonza/lez").
  expect(await squeezedWords(page), `${url} at ${WIDTHS[1]} px: words broken inside a table cell`).toEqual([]);
}

/** Words of the page's data tables wider than the cell that holds them (each measured in its own font): a column squeezed below a word. */
function squeezedWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ctx = document.createElement("canvas").getContext("2d")!;
    const found: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>("main .overflow-x-auto > table :is(td, th)")) {
      const style = getComputedStyle(cell);
      const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const owner = text.parentElement!;
        if (owner.closest(".sr-only")) continue;
        ctx.font = getComputedStyle(owner).font;
        // Words of letters only: ids, e-mails and JSON may break where they must; a name or a label may not.
        for (const word of (text.textContent ?? "").split(/[^\p{L}]+/u).filter((w) => w.length > 1)) {
          if (ctx.measureText(word).width > room + 2) found.push(word);
        }
      }
    }
    return found;
  });
}

/**
 * A walk of many pages is sized by its length: about 2 s per page (load, hydration, two measures) on a
 * quiet run, so 8 s per page keeps it under a third of its timeout on a machine three times slower.
 */
const walkTimeout = (pages: number) => 30_000 + pages * 8_000;

const adminOnly = (url: string) => PAGES[url]?.access === "admin";

test("every admin page fits 1366 px and 390 px", async ({ page }) => {
  const urls = staffPages("admin").filter(adminOnly);
  test.setTimeout(walkTimeout(urls.length + 2));
  await signInAdmin(page);
  for (const url of urls) await checkPage(page, url);
});

test("the CRM, its tabs and one record of each kind fit 1366 px and 390 px as an admin", async ({ page }) => {
  const urls = staffPages("admin").filter((u) => !adminOnly(u));
  test.setTimeout(walkTimeout(urls.length + 14));
  await signInAdmin(page);
  const records = await recordPages(page, "admin");
  for (const url of [...urls, ...records]) await checkPage(page, url);
});

test("every page an agent may open fits 1366 px and 390 px as an agent", async ({ page }) => {
  const urls = staffPages("agent");
  test.setTimeout(walkTimeout(urls.length + 8));
  await signInNewAgent(page);
  const records = await recordPages(page, "agent");
  for (const url of [...urls, ...records]) await checkPage(page, url);
});

test("on a phone the staff bar folds into one menu button, operable with the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page);
  await page.goto("/admin/jobs");
  const nav = page.getByRole("navigation", { name: "Staff" });
  const menu = nav.getByRole("button", { name: /^Staff menu/ });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: "Setup", exact: true })).toBeHidden();
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "Jobs", exact: true })).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "My Day", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await menu.click();
  await nav.getByRole("link", { name: "Setup", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Setup" })).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
});

test("the chat bubble leaves room for a staff form's buttons at the end of the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await signInNewAgent(page);
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  const bubble = await page.getByRole("button", { name: /^Chat with / }).boundingBox();
  // Scrolled as far as it goes, no form button of the page lies under the bubble.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const buttons = await page.locator("main form button").evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height, text: e.textContent }; }));
  expect(bubble && buttons.length).toBeTruthy();
  for (const b of buttons) {
    const overlap = bubble!.x < b.x + b.width && b.x < bubble!.x + bubble!.width && bubble!.y < b.y + b.height && b.y < bubble!.y + bubble!.height;
    expect(overlap, `the chat bubble covers "${b.text}"`).toBe(false);
  }
});

test("a staff page does not jump down when its staff bar arrives: the heading is painted where it stays", async ({ page }) => {
  // A slow connection: the reader sees (and may click) what the server streamed for a second and a half.
  // The staff bar must be in it, above the page, not slid in later (a click aimed at a link then lands
  // the bar's height above it).
  await delayScripts(page);
  // Where the page's heading was in the first frame painted with it (a frame's callbacks run before its paint).
  await page.addInitScript(() => {
    const w = window as unknown as { firstHeadingTop?: number };
    const frame = () => {
      const h = document.querySelector("main h1");
      if (h) w.firstHeadingTop = h.getBoundingClientRect().top;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInNewAgent(page);
  await page.goto("/account/billing");
  await expect(page.getByRole("link", { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff" })).toBeVisible();
  const first = await page.evaluate(() => (window as unknown as { firstHeadingTop?: number }).firstHeadingTop);
  const now = await page.getByRole("heading", { level: 1, name: "Billing" }).evaluate((h) => h.getBoundingClientRect().top);
  expect(first, "the heading's place in its first frame").toBe(now);
});
