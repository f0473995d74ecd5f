import { expect, test, type Page, type Request } from "@playwright/test";
import { randomBytes } from "node:crypto";
import type { AssistantConfig } from "@/lib/schemas/assistant-config";
import { testIp, withAdminSession } from "./support";

/**
 * /alex-admin: load failure and Retry, saving with the spec's toasts, the preview with unsaved
 * changes, and recent conversations. Every test puts the configuration back as it found it, so
 * chat tests running in parallel always see the seeded configuration.
 */
test.describe.configure({ mode: "serial" });

async function currentConfig(page: Page): Promise<AssistantConfig> {
  const res = await page.request.get("/api/alex/config");
  expect(res.status()).toBe(200);
  return (await res.json()) as AssistantConfig;
}

async function restore(page: Page, config: AssistantConfig) {
  const res = await page.request.post("/api/alex/config", { data: config });
  expect(res.status()).toBe(200);
}

test.beforeEach(async ({ page }) => {
  await withAdminSession(page);
});

test("a failed load shows the error screen; Retry loads the form", async ({ page }) => {
  let fail = true;
  await page.route("**/api/alex/config", (route) =>
    fail && route.request().method() === "GET" ? route.fulfill({ status: 500, body: "database unavailable" }) : route.continue(),
  );
  await page.goto("/alex-admin");
  await expect(page.getByRole("heading", { level: 1, name: "Alex Configuration" })).toBeVisible();
  await expect(page.getByText("Failed to load configuration", { exact: true })).toBeVisible();
  await expect(page.getByText("Failed to load the configuration", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Tone")).toHaveCount(0);

  fail = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByLabel("Tone")).not.toHaveValue("");
  await expect(page.getByText("Failed to load configuration", { exact: true })).toHaveCount(0);
});

test("saves the configuration with the spec's toast, and reports a failed save", async ({ page }) => {
  test.slow(); // three saves (refused in the browser, failed on the server, saved), a reload and a restore
  const original = await currentConfig(page);
  try {
    await page.goto("/alex-admin");
    const tone = page.getByLabel("Tone");
    await expect(tone).toHaveValue(original.personality.tone);
    await expect(page.getByLabel("Maximum length (words)")).toHaveValue(String(original.responseGuidelines.maxLength));

    // Validation happens in the browser with the shared schema.
    await tone.fill("");
    await page.getByRole("button", { name: "Save Configuration" }).click();
    await expect(tone).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Required").first()).toBeVisible();

    const newTone = `Neighbourly and direct ${randomBytes(3).toString("hex")}`;
    await tone.fill(newTone);
    await page.getByLabel("Key services").fill(`${original.businessContext.keyServices.join("\n")}\n\nFree storm-season checklist`);
    await page.getByRole("switch", { name: "Focus on results" }).click();

    // A failing server keeps the edits and says so (Save is a server action: a POST to this page).
    const isSave = (r: Request) => r.method() === "POST" && !!r.headers()["next-action"];
    await page.route("**/alex-admin", (route) => (isSave(route.request()) ? route.fulfill({ status: 500, body: "nope" }) : route.continue()));
    await page.getByRole("button", { name: "Save Configuration" }).click();
    await expect(page.getByText("Failed to save configuration", { exact: true })).toBeVisible();
    await expect(tone).toHaveValue(newTone);
    await page.unroute("**/alex-admin");

    await page.getByRole("button", { name: "Save Configuration" }).click();
    await expect(page.getByText("the configuration updated successfully", { exact: true })).toBeVisible();
    const sent = await currentConfig(page);
    expect(sent.personality.tone).toBe(newTone);
    expect(sent.businessContext.keyServices).toEqual([...original.businessContext.keyServices, "Free storm-season checklist"]);
    expect(sent.responseGuidelines.focusOnResults).toBe(!original.responseGuidelines.focusOnResults);

    await page.reload();
    await expect(page.getByLabel("Tone")).toHaveValue(newTone);
    const saved = await currentConfig(page);
    expect(saved.businessContext.keyServices.at(-1)).toBe("Free storm-season checklist");
  } finally {
    await restore(page, original);
  }
});

test("the preview answers a test message with the unsaved configuration", async ({ page }) => {
  const original = await currentConfig(page);
  await page.goto("/alex-admin");
  await expect(page.getByLabel("Company name")).toHaveValue(original.businessContext.companyName);

  const company = `Preview Ranch Leads ${randomBytes(2).toString("hex")}`;
  await page.getByLabel("Company name").fill(company);
  await page.getByLabel("Maximum length (words)").fill("60");
  await page.getByLabel("Test message").fill("How much do your lead plans cost?");

  const previewRequest = page.waitForRequest("**/api/alex/preview");
  await page.getByRole("button", { name: "Send test message" }).click();
  const sent = (await previewRequest).postDataJSON() as { config: AssistantConfig; message: string };
  expect(sent.config.businessContext.companyName).toBe(company);
  expect(sent.config.responseGuidelines.maxLength).toBe(60);

  const reply = page.getByTestId("preview-reply");
  await expect(reply).toBeVisible();
  const text = (await reply.textContent()) ?? "";
  expect(text.trim().split(/\s+/).length).toBeLessThanOrEqual(60);
  await expect(page.getByText("Topic: pricing")).toBeVisible();
  await expect(page.getByText(/Offline library|OpenAI/).first()).toBeVisible();

  // Nothing was saved.
  expect((await currentConfig(page)).businessContext.companyName).toBe(original.businessContext.companyName);
});

test("recent conversations show what the visitor revealed and the insights", async ({ page, playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": testIp() } });
  const sessionId = `session_${Date.now()}_${randomBytes(8).toString("hex")}`;
  const res = await visitor.post("/api/chat/message", {
    data: { sessionId, messageId: `user_${Date.now()}`, content: "We're a 6 agent shop writing home and auto. Shared leads are killing our close rate. How much are your plans?" },
  });
  expect(res.status()).toBe(200);
  await visitor.dispose();

  await page.goto("/alex-admin");
  const card = page.getByRole("listitem").filter({ hasText: sessionId.slice(0, 24) });
  await expect(card).toBeVisible();
  await expect(card).toContainText("6-person team");
  await expect(card).toContainText("home, auto");
  await expect(card).toContainText("Asked about pricing or plans");
  await expect(card).toContainText("Leads are shared with other agents");
  await card.getByText("Transcript").click();
  await expect(card).toContainText("Shared leads are killing our close rate");
});
