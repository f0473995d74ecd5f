import { expect, test, type Page } from "@playwright/test";
import { mayTextAt } from "@/lib/texting/quiet-hours";
import { signInAdmin } from "./crm-support";
import { withNewAdminSession } from "./support";
import { newMobile, postTextableLead, startTextingServer, textFromPhone, textsTo, type TextingServer } from "./texting-support";

/**
 * Texting (issue 33), against a server whose Twilio is the suite's fake (e2e/texting-support.ts): an
 * agent reads a reply on the lead page and answers it (at 1366 and 390 px), STOP disables Send with
 * the reason, and the setup row's Test sends one text to the admin's own mobile. Answers sent outside
 * the hours Texas law allows (the journey runs at any hour) are confirmed and scheduled instead.
 */
test.describe.configure({ mode: "serial" });

let server: TextingServer;
test.beforeAll(async () => {
  server = await startTextingServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** A reply shows on an open lead page without a reload within 5 s (the page asks every 2 s). */
const LIVE_MS = 5_000;

async function readReplyAndAnswer(page: Page, width: number): Promise<void> {
  // A lead posted, two texts in through the webhook, one out through the worker and the fake, and its
  // status callbacks back: about 15 s on a loaded run.
  test.setTimeout(120_000);
  await page.setViewportSize({ width, height: 900 });
  await signInAdmin(page);
  const phone = newMobile();
  const leadId = await postTextableLead(page.request, server.url, phone);
  await page.goto(`${server.url}/crm/leads/${leadId}`);
  const texts = page.getByRole("region", { name: "Texts" }).or(page.locator("#texts"));
  await expect(texts.getByText("No texts with Maria yet.")).toBeVisible();

  // The shopper texts back; the open page shows it without a reload.
  await textFromPhone(page.request, server, phone, "Hi! Is this about my home quote? I'm free after 5");
  const log = page.getByRole("log", { name: "Texts with Maria Gonzalez, oldest first" });
  await expect(log.getByText("Hi! Is this about my home quote? I'm free after 5")).toBeVisible({ timeout: LIVE_MS });

  // The answer, with its segment counter: GSM-7 until a letter outside it turns it into UCS-2.
  const message = page.getByLabel("Message to Maria");
  await message.fill("Hi Maria, 5:30 works. I'll call you then about the roof and wind/hail deductible.");
  const counter = page.getByTestId("segment-counter");
  await expect(counter).toContainText("1 segment (GSM-7");
  await message.fill("Hi Maria, 5:30 works. I'll call you then about the roof and the cotización.");
  await expect(counter).toContainText("UCS-2 because of “ó”");
  const inHours = mayTextAt(new Date(), ["America/Chicago"], "texas");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  if (inHours) {
    await expect(log.getByText(/I'll call you then about the roof and the cotización\.\s+Reply STOP to opt out/)).toBeVisible();
    await expect.poll(async () => (await textsTo(page.request, server, phone)).map((m) => m.body)).toEqual(["Hi Maria, 5:30 works. I'll call you then about the roof and the cotización.\nReply STOP to opt out"]);
    // Delivery ticks follow Twilio's status callbacks (the fake calls back this server, signed).
    await expect(log.locator('[data-direction="outbound"] [data-status]').last()).toHaveAttribute("data-status", "delivered");
  } else {
    const confirm = page.getByRole("alertdialog", { name: "Outside the hours texts may be sent" });
    await expect(confirm).toContainText(/for Maria \(their time\)\. Texas law allows texts Monday–Saturday 9:00 a\.m\.–9:00 p\.m\. and Sunday noon–9:00 p\.m\. This text will go/);
    await confirm.getByRole("button", { name: "Send then" }).click();
    await expect(log.getByText(/^Scheduled: waiting for (9:00 a\.m\.|12:00 p\.m\.) \(recipient's time, Texas law\)/)).toBeVisible();
    expect(await textsTo(page.request, server, phone)).toEqual([]);
  }

  // STOP: the confirmation shows, and Send is disabled with the reason.
  const answer = await textFromPhone(page.request, server, phone, "STOP");
  expect(answer).toContain("<Message>");
  await expect(log.getByText(/you are unsubscribed and will get no more texts from us/)).toBeVisible({ timeout: LIVE_MS });
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeDisabled({ timeout: LIVE_MS });
  await expect(page.getByTestId("send-disabled-reason")).toHaveText(/^Maria replied STOP on .+: no more texts may be sent to this number\. Only Maria can undo it, by texting START\.$/);
  await expect(message).toBeDisabled();
  if (!inHours) await expect(log.getByText(/^Scheduled:/)).toHaveCount(0);
  // Nothing sideways at this width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test("an agent reads a reply on the lead page and answers it; STOP disables Send with the reason (1366 px)", async ({ page }) => {
  await readReplyAndAnswer(page, 1366);
});

test("the same at a phone's 390 px", async ({ page }) => {
  await readReplyAndAnswer(page, 390);
});

test("the setup row's Test sends one text to the admin's own mobile through the fake Twilio", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // An admin of its own: the mobile saved here is where the Test texts.
  await withNewAdminSession(page);
  const mobile = newMobile();
  await page.goto(`${server.url}/account`);
  await page.getByLabel("Mobile number").fill(`(${mobile.slice(2, 5)}) ${mobile.slice(5, 8)}-${mobile.slice(8)}`);
  await page.getByRole("button", { name: "Save mobile" }).click();
  await expect(page.getByText(`Mobile saved: ${mobile}`).first()).toBeVisible();
  await page.goto(`${server.url}/admin`);
  const row = page.getByRole("list", { name: "Integrations" }).getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "Texting (Twilio)", exact: true }) });
  await expect(page.getByLabel("Texting (Twilio) webhook URL", { exact: true })).toHaveText(`${server.url}/api/twilio/inbound`);
  await expect(row.getByText(`${server.url}/api/twilio/status`)).toBeVisible();
  await expect(row.getByText(/A2P 10DLC/)).toBeVisible();
  await row.getByRole("button", { name: "Test Texting (Twilio)" }).click();
  await expect(row.getByText("Working", { exact: true })).toBeVisible();
  await expect(row.getByTestId("setup-detail")).toContainText("Twilio accepted the text to your mobile");
  // Polled: the row keeps the last Test's answer, which may be an earlier run's until this one's arrives.
  await expect.poll(async () => (await textsTo(page.request, server, mobile)).map((m) => m.body)).toEqual([expect.stringContaining("test text from the setup checklist")]);
});
