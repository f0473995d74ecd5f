import { expect, test } from "@playwright/test";
import { postLead, signInAdmin, signInNewAgent, tag } from "./crm-support";
import { testIp, withDb } from "./support";
import { expectToast } from "./lead-capture-support";

/**
 * Speed to lead, driven (issue 26): the seeded first-touch automation e-mails a verified lead at once
 * from its agent (recorded: this environment has no RESEND_API_KEY, so the worker records what it
 * would send and why it did not), a person who opted out gets nothing, and admins edit a template and
 * an automation through their pages.
 */

const firstTouchOf = (leadId: number) =>
  withDb(async (c) => (await c.query<{ subject: string; content: string; toAddress: string; status: string }>(
    `SELECT subject, content, "toAddress", status FROM communications WHERE "leadId" = $1 AND metadata->>'kind' = 'automation' ORDER BY id LIMIT 1`,
    [leadId],
  )).rows[0]);

test("a verified lead gets its first touch at once, with its name, its agent's name and an opt-out link; an opted-out person gets nothing", async ({ page, browser }) => {
  test.slow();
  const agent = await signInNewAgent(page);
  const lead = await postLead(page.request, "genuine", tag());
  expect(lead.score).toBeGreaterThanOrEqual(80);
  await expect.poll(() => firstTouchOf(lead.id), { timeout: 30_000 }).toBeTruthy();
  const mail = (await firstTouchOf(lead.id))!;
  const holder = await withDb(async (c) => (await c.query<{ username: string | null }>(`SELECT u.username FROM leads l LEFT JOIN users u ON u.id = l."assignedTo" WHERE l.id = $1`, [lead.id])).rows[0]!.username);
  expect(mail.toAddress).toBe(lead.email);
  expect(mail.subject).toContain("Maria, your insurance quote request");
  expect(mail.content).toContain("Hi Maria,");
  if (holder) expect(mail.content).toContain(`I'm ${holder}, a licensed agent`);
  expect(mail.content).toContain(`/opt-out?email=${encodeURIComponent(lead.email)}`);
  expect(mail.content).toMatch(/Austin, TX \d{5}/);
  // No receipt on top of the first touch.
  expect(await withDb(async (c) => (await c.query(`SELECT 1 FROM communications WHERE "leadId" = $1 AND metadata->>'kind' = 'lead_confirmation'`, [lead.id])).rowCount)).toBe(0);

  // The lead page's timeline shows the step that ran and the follow-ups waiting for tomorrow and the day after.
  await withDb((c) => c.query(`UPDATE leads SET "assignedTo" = (SELECT id FROM users WHERE username = $1) WHERE id = $2`, [agent.username, lead.id]));
  await page.goto(`/crm/leads/${lead.id}`);
  const timeline = page.getByRole("list", { name: "Timeline, newest first" });
  await expect(timeline.locator('[data-kind="automation_step"]').filter({ hasText: "Send an e-mail (step 1)" }).filter({ hasText: "ran" })).toBeVisible();
  await expect(timeline.locator('[data-kind="automation_step"]').filter({ hasText: "Send an e-mail (step 2)" })).toContainText("Waiting until");
  await expect(page.getByTestId("text-lead")).toHaveAttribute("href", /^sms:\+?\d+\?&body=Hi%20Maria%2C/);

  // Opted out first: their new request is stored do-not-contact, and nothing is sent to them.
  const person = `opted.out.${tag()}@gmail.com`;
  const optOut = await page.request.post("/api/opt-out", { data: { email: person }, headers: { "x-forwarded-for": testIp() } });
  expect(optOut.status()).toBe(200);
  const other = await browser.newContext();
  const optedOut = await postLead(other.request, "genuine", tag(), { email: person });
  await other.close();
  // Once its event has run (its escalation runs exist), any e-mail step it has was skipped, and the
  // escalation steps that wait will not run (the stop rule), as its timeline says.
  await expect
    .poll(() => withDb(async (c) => Number((await c.query(`SELECT count(*) AS n FROM automation_runs WHERE "leadId" = $1`, [optedOut.id])).rows[0].n)), { timeout: 30_000 })
    .toBeGreaterThan(0);
  const steps = await withDb(async (c) => (await c.query<{ action: string; position: number; status: string; detail: string }>(`SELECT action, position, status, detail FROM automation_steps WHERE "leadId" = $1`, [optedOut.id])).rows);
  expect(steps.filter((s) => s.status === "ran")).toEqual([]);
  for (const s of steps.filter((x) => x.action === "send_template" && x.position === 0)) expect([s.status, s.detail]).toEqual(["skipped", "The person asked not to be contacted"]);
  expect(await withDb(async (c) => (await c.query(`SELECT "doNotContact" FROM leads WHERE id = $1`, [optedOut.id])).rows[0].doNotContact)).toBe(true);
  await withDb((c) => c.query(`UPDATE leads SET "assignedTo" = (SELECT id FROM users WHERE username = $1) WHERE id = $2`, [agent.username, optedOut.id]));
  await page.goto(`/crm/leads/${optedOut.id}`);
  await expect(page.locator('[data-kind="automation_step"]').filter({ hasText: "will not run" }).first()).toContainText("The person asked not to be contacted");
  expect(await withDb(async (c) => (await c.query(`SELECT 1 FROM communications WHERE "toAddress" = $1`, [person])).rowCount)).toBe(0);
});

test("admins write and fix a template (an unknown merge field is refused, naming it), preview it, and build an automation", async ({ page }) => {
  test.slow();
  await signInAdmin(page);
  const name = `Quote reminder ${tag()}`;
  await page.goto("/admin/templates/new");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Subject").fill("{{first_name}}, your {{policy_number}}");
  await page.getByLabel("Message (plain text)").fill("Hi {{first_name}},\n\nI'm {{agent_name}} at {{agency_name}}. Call me: {{phone}}");
  await page.getByRole("button", { name: "Create template" }).click();
  await expect(page.getByText("Unknown merge field {{policy_number}}")).toBeVisible();
  await page.getByLabel("Subject").fill("{{first_name}}, a quick reminder");
  await page.getByRole("button", { name: "Create template" }).click();
  await page.waitForURL(/\/admin\/templates\/\d+$/);
  await expect(page.getByRole("heading", { name })).toBeVisible();

  // Edit it, then preview it against a real lead.
  const lead = await postLead(page.request, "genuine", tag());
  await page.getByLabel("Message (plain text)").fill("Hi {{first_name}},\n\nStill shopping? Book a call: {{booking_link}}");
  await page.getByRole("button", { name: "Save template" }).click();
  await expectToast(page, "Template saved");
  await page.getByLabel("Preview for lead #").fill(String(lead.id));
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("template-preview");
  await expect(preview).toContainText("Maria, a quick reminder");
  await expect(preview).toContainText("Still shopping? Book a call:");
  await expect(preview).toContainText(`/opt-out?email=${encodeURIComponent(lead.email)}`);

  // An automation: when a lead becomes qualified, wait 60 minutes, then send this template.
  const automation = `Qualified follow-up ${tag()}`;
  await page.goto("/admin/automations/new");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(automation);
  await page.getByLabel("Trigger", { exact: true }).selectOption("lead_status_changed");
  await page.getByLabel("New status", { exact: true }).selectOption("qualified");
  await page.getByLabel("Verified leads only").uncheck();
  await page.getByLabel("Wait (minutes after the trigger)").fill("60");
  await page.getByLabel("Template", { exact: true }).selectOption({ label: name });
  await page.getByRole("button", { name: "Add an action" }).click();
  await page.getByRole("combobox", { name: "Action 2" }).selectOption("create_task");
  await page.getByLabel("Task subject").fill("Call about the reminder");
  await page.getByRole("button", { name: "Create automation" }).click();
  await page.waitForURL(/\/admin\/automations\/\d+$/);
  const id = Number(page.url().split("/").pop());
  const saved = await withDb(async (c) => (await c.query<{ type: string; trigger: { to: string }; actions: { type: string; delayMinutes: number }[]; isActive: boolean }>(`SELECT type, trigger, actions, "isActive" FROM automations WHERE id = $1`, [id])).rows[0]!);
  expect(saved.type).toBe("lead_status_changed");
  expect(saved.trigger.to).toBe("qualified");
  expect(saved.actions.map((a) => [a.type, a.delayMinutes])).toEqual([["send_template", 60], ["create_task", 0]]);

  // Switched off from the list (other journeys' leads move to qualified too).
  await page.goto("/admin/automations");
  await page.getByRole("button", { name: `Switch off ${automation}` }).click();
  await expectToast(page, "Automation switched off");
  await expect.poll(() => withDb(async (c) => (await c.query(`SELECT "isActive" FROM automations WHERE id = $1`, [id])).rows[0]!.isActive)).toBe(false);
});
