import { expect, test, type Page } from "@playwright/test";
import { adminStorageState, createAgent, holdRequests, signInApi, testIp, uniqueName } from "./support";

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const toast = (page: Page) => page.getByRole("region", { name: /Notification/ }).locator("li").first();

async function fillValid(page: Page, email: string) {
  await field(page, "First Name").fill("Maria");
  await field(page, "Last Name").fill("Gonzalez");
  await field(page, "Email").fill(email);
  await field(page, "Phone").fill("(210) 555-0142");
  await field(page, "Agency Name (optional)").fill("Gonzalez Family Insurance");
  await page.getByRole("combobox", { name: "Subject" }).selectOption("pricing");
  await field(page, "Message").fill("We'd like about 50 home leads a month around San Antonio.");
}

test.describe("contact page", () => {
  test.beforeEach(async ({ page }) => {
    // Its own per-IP rate-limit bucket (see clientIp()).
    await page.setExtraHTTPHeaders({ "x-forwarded-for": testIp() });
  });

  test("shows the hero, contact details, business hours, FAQ and links", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.locator("main").getByRole("link", { name: /^Call / }).first()).toHaveAttribute("href", /^tel:/);
    await expect(page.getByTestId("business-hours")).toHaveText(/Mon-Fri 8AM-6PM CST\s*Saturday 9AM-2PM\s*Sunday closed/);
    await expect(page.locator("details")).toHaveCount(6);
    await page.locator("details summary").first().click();
    await expect(page.locator("details").first()).toHaveAttribute("open", "");
    for (const href of ["/pricing", "/services", "/testimonials"]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    }
    // Request a Callback starts a callback request in the form.
    await page.getByRole("button", { name: "Request a Callback" }).click();
    await expect(field(page, "First Name")).toBeFocused();
    await expect(field(page, "Message")).toHaveValue(/call me back/i);
  });

  test("validates every field with the spec's messages", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const message of [
      "First name must be at least 2 characters",
      "Last name must be at least 2 characters",
      "Please enter a valid email address",
      "Please enter a valid phone number",
      "Please select a subject",
      "Message must be at least 10 characters",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(field(page, "First Name")).toHaveAttribute("aria-invalid", "true");
  });

  test("sends a message: Sending..., success toast, reset, and the stored row", async ({ page, playwright, baseURL }) => {
    const email = `${uniqueName("contact")}@gonzalezinsurance.com`;
    await page.goto("/contact");
    await fillValid(page, email);
    // Held until the pending state is seen (a fixed delay can end first on a loaded machine).
    const { release } = await holdRequests(page, "**/api/contacts");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(toast(page)).toContainText("Message Sent!");
    await expect(toast(page)).toContainText("We'll get back to you within 24 hours.");
    for (const label of ["First Name", "Last Name", "Email", "Phone", "Message"]) await expect(field(page, label)).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Subject" })).toHaveValue("");

    const admin = await playwright.request.newContext({ baseURL, storageState: await adminStorageState() });
    const res = await admin.get("/api/contacts");
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown>[] };
    const row = data.find((c) => c.email === email);
    expect(row).toMatchObject({
      firstName: "Maria",
      lastName: "Gonzalez",
      agencyName: "Gonzalez Family Insurance",
      subject: "pricing",
      emailNormalized: email,
      phoneE164: "+12105550142",
      consentVersion: "contact-2025-01",
      nameValid: true,
      emailValid: true,
    });
    expect(row?.consentPageUrl).toMatch(/\/contact$/);
    expect(typeof row?.verificationScore).toBe("number");
    expect(row).not.toHaveProperty("consentIp");
    await admin.dispose();
  });

  test("shows the server's error, or the generic one", async ({ page }) => {
    await page.goto("/contact");
    await fillValid(page, "maria@example.com");
    await page.route("**/api/contacts", (route) =>
      route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ success: false, error: "Too many messages from your network. Please try again in a few minutes." }) }),
    );
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page)).toContainText("Error");
    await expect(toast(page)).toContainText("Too many messages from your network.");
    await expect(field(page, "First Name")).toHaveValue("Maria");

    await page.unroute("**/api/contacts");
    await page.route("**/api/contacts", (route) => route.fulfill({ status: 500, body: "" }));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page)).toContainText("Failed to send message. Please try again.");
  });
});

test.describe("contacts API", () => {
  const body = (over: Record<string, unknown> = {}) => ({
    firstName: "James",
    lastName: "Whitaker",
    email: `${uniqueName("api")}@gulfcoastshield.com`,
    phone: "713-555-0188",
    subject: "demo",
    message: "Please show me the lead dashboard.",
    ...over,
  });

  test("POST answers 201 {success, id}; bad input 400 with field errors; wrong type 415; cross-site 403", async ({ request }) => {
    const headers = { "x-forwarded-for": testIp() };
    const ok = await request.post("/api/contacts", { data: body(), headers });
    expect(ok.status()).toBe(201);
    const created = await ok.json();
    expect(created).toEqual({ success: true, id: expect.any(Number) });

    const bad = await request.post("/api/contacts", { data: body({ firstName: "J", subject: "sales" }), headers });
    expect(bad.status()).toBe(400);
    const err = await bad.json();
    expect(err.fieldErrors.firstName).toEqual(["First name must be at least 2 characters"]);
    expect(err.fieldErrors.subject).toEqual(["Please select a subject"]);

    const text = await request.post("/api/contacts", { data: "x", headers: { ...headers, "content-type": "text/plain" } });
    expect(text.status()).toBe(415);

    const big = await request.post("/api/contacts", { data: body({ message: "x".repeat(20_000) }), headers });
    expect(big.status()).toBe(413);

    const cross = await request.post("/api/contacts", { data: body(), headers: { ...headers, origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(cross.status()).toBe(403);
  });

  test("limits each network to 10 messages per 10 minutes", async ({ request }) => {
    const headers = { "x-forwarded-for": testIp() };
    for (let i = 0; i < 10; i++) expect((await request.post("/api/contacts", { data: body(), headers })).status()).toBe(201);
    const limited = await request.post("/api/contacts", { data: body(), headers });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ success: false, error: "Too many messages from your network. Please try again in a few minutes." });
  });

  test("GET is for admins (an agent gets 403) and returns at most 50, newest first", async ({ playwright, baseURL }) => {
    const anon = await playwright.request.newContext({ baseURL });
    expect((await anon.get("/api/contacts")).status()).toBe(401);
    await anon.dispose();

    const agentCtx = await playwright.request.newContext({ baseURL });
    await signInApi(agentCtx, await createAgent(agentCtx));
    expect((await agentCtx.get("/api/contacts")).status()).toBe(403);
    await agentCtx.dispose();

    const adminCtx = await playwright.request.newContext({ baseURL, storageState: await adminStorageState() });
    const res = await adminCtx.get("/api/contacts");
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as { data: { createdAt: string }[] };
    expect(data.length).toBeLessThanOrEqual(50);
    const times = data.map((c) => Date.parse(c.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    await adminCtx.dispose();
  });

  test("newsletter: stores an address, repeats are fine, invalid is 400", async ({ request }) => {
    const headers = { "x-forwarded-for": testIp() };
    const email = `${uniqueName("news")}@example.com`;
    for (let i = 0; i < 2; i++) {
      const res = await request.post("/api/newsletter", { data: { email }, headers });
      expect(res.status()).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }
    expect((await request.post("/api/newsletter", { data: { email: "nope" }, headers })).status()).toBe(400);
  });

  test("premium content is locked for visitors and agents without a subscription", async ({ playwright, baseURL }) => {
    const anon = await playwright.request.newContext({ baseURL });
    expect(await (await anon.get("/api/content/premium")).json()).toEqual({ unlocked: false });
    await anon.dispose();
    const agentCtx = await playwright.request.newContext({ baseURL });
    await signInApi(agentCtx, await createAgent(agentCtx));
    expect(await (await agentCtx.get("/api/content/premium")).json()).toEqual({ unlocked: false });
    await agentCtx.dispose();
  });
});
