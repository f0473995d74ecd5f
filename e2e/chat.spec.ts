import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { randomBytes } from "node:crypto";
import { CLIENT_FALLBACK_REPLIES } from "@/lib/assistant/fallbacks";
import { CHAT_LIMITS } from "@/lib/constants";
import { testIp } from "./support";

const TITLE = "Alex - AI Marketing Expert";
const PLACEHOLDER = "Ask me about AI marketing, lead generation...";

/** Each test chats from its own IP, so per-IP limits never couple tests. */
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": testIp() });
});

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Chat with Alex!" }).click();
  const panel = page.getByRole("dialog", { name: TITLE });
  await expect(panel).toBeVisible();
  return panel;
}

const userMessages = (page: Page) => page.getByRole("log").locator('[data-sender="user"]');
const agentMessages = (page: Page) => page.getByRole("log").locator('[data-sender="agent"]');

test.describe("chat widget", () => {
  test("opens with the greeting, sends with Enter, shows the typing indicator and the reply", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("Chat with Alex!")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const panel = await openChat(page);
    await expect(panel.getByText("Online • Lead Gen Specialist")).toBeVisible();
    await expect(page.getByRole("button", { name: "Chat with Alex!" })).toBeHidden();
    const greeting = agentMessages(page).first();
    await expect(greeting).toContainText("I'm Alex, the AI marketing expert at");
    await expect(greeting).toContainText("How can I help you build your book of business today?");
    await expect(agentMessages(page)).toHaveCount(1);
    await expect(panel.getByText(/If you share your name, e-mail or phone number in this chat/)).toBeVisible();

    const input = panel.getByRole("textbox", { name: "Message Alex" });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute("placeholder", PLACEHOLDER);
    const sendButton = panel.getByRole("button", { name: "Send message" });
    await expect(sendButton).toBeDisabled();

    // Hold the reply back so the typing indicator can be seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/chat/message", async (route) => {
      await held;
      await route.continue();
    });

    await input.fill("How much do your plans cost?");
    await expect(sendButton).toBeEnabled();
    const requestPromise = page.waitForRequest("**/api/chat/message");
    await input.press("Enter");
    const body = (await requestPromise).postDataJSON() as { sessionId: string; messageId: string; content: string };
    expect(body.sessionId).toMatch(/^session_\d{13}_[0-9a-f]{16}$/);
    expect(body.messageId).toMatch(/^user_\d{13}$/);
    expect(body.content).toBe("How much do your plans cost?");

    await expect(userMessages(page)).toHaveCount(1);
    await expect(userMessages(page).first()).toContainText("How much do your plans cost?");
    await expect(input).toHaveValue("");
    const typing = panel.getByRole("status", { name: "Alex is typing" });
    await expect(typing).toBeVisible();

    release();
    await expect(agentMessages(page)).toHaveCount(2);
    await expect(typing).toBeHidden();
    await expect(agentMessages(page).nth(1)).toContainText(/Starter|plan|cost per policy/i);
    await page.unroute("**/api/chat/message");

    // The list follows the newest message.
    for (const text of ["We are a 3 agent shop in Houston", "Any tips for hurricane season?"]) {
      await input.fill(text);
      await input.press("Enter");
      await expect(agentMessages(page)).toHaveCount(2 + (await userMessages(page).count()) - 1);
    }
    await expect(agentMessages(page)).toHaveCount(4);
    const log = page.getByRole("log");
    await expect
      .poll(() => log.evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop)))
      .toBeLessThan(4);
    expect(await log.evaluate((el) => el.getBoundingClientRect().height)).toBe(480);
  });

  test("Shift+Enter inserts a line break; blank input cannot be sent", async ({ page }) => {
    await page.goto("/");
    const panel = await openChat(page);
    const input = panel.getByRole("textbox", { name: "Message Alex" });
    const sendButton = panel.getByRole("button", { name: "Send message" });

    await input.fill("   ");
    await expect(sendButton).toBeDisabled();
    await input.press("Enter");
    await expect(userMessages(page)).toHaveCount(0);

    await input.fill("");
    await input.pressSequentially("line one");
    await input.press("Shift+Enter");
    await input.pressSequentially("line two");
    await expect(input).toHaveValue("line one\nline two");
    await expect(userMessages(page)).toHaveCount(0);

    await sendButton.click();
    await expect(userMessages(page).first().locator("p").first()).toHaveText("line one\nline two");
    await expect(agentMessages(page)).toHaveCount(2);
  });

  test("minimizes to 320px and restores to 384px, closes and keeps the conversation", async ({ page }) => {
    await page.goto("/about");
    const panel = await openChat(page);
    expect((await panel.boundingBox())!.width).toBe(384);

    await panel.getByRole("button", { name: "Minimize chat" }).click();
    await expect(page.getByRole("log")).toHaveCount(0);
    await expect(panel.getByRole("textbox")).toHaveCount(0);
    await expect(panel.getByRole("heading", { name: TITLE })).toBeVisible();
    expect((await panel.boundingBox())!.width).toBe(320);

    await panel.getByRole("button", { name: "Restore chat" }).click();
    await expect(page.getByRole("log")).toBeVisible();
    expect((await panel.boundingBox())!.width).toBe(384);

    const input = panel.getByRole("textbox", { name: "Message Alex" });
    await input.fill("How do I keep my clients at renewal?");
    await input.press("Enter");
    await expect(agentMessages(page)).toHaveCount(2);

    await panel.getByRole("button", { name: "Close chat" }).click();
    await expect(panel).toBeHidden();
    const launcher = page.getByRole("button", { name: "Chat with Alex!" });
    await expect(launcher).toBeVisible();
    await expect(launcher).toBeFocused();

    await launcher.click();
    await expect(panel).toBeVisible();
    await expect(userMessages(page)).toHaveCount(1);
    await expect(agentMessages(page)).toHaveCount(2);
  });

  test("works with the keyboard alone and passes an accessibility check", async ({ page }) => {
    await page.goto("/contact");
    const launcher = page.getByRole("button", { name: "Chat with Alex!" });
    await launcher.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: TITLE });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("textbox", { name: "Message Alex" })).toBeFocused();
    await page.keyboard.type("Can AI help me write follow-up emails?");
    await page.keyboard.press("Enter");
    await expect(agentMessages(page)).toHaveCount(2);

    const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test("a failed call shows one of the generic replies; a 429 shows the server's friendly message", async ({ page }) => {
    await page.goto("/");
    const panel = await openChat(page);
    const input = panel.getByRole("textbox", { name: "Message Alex" });

    await page.route("**/api/chat/message", (route) => route.fulfill({ status: 500, body: "boom" }));
    await input.fill("hello?");
    await input.press("Enter");
    await expect(agentMessages(page)).toHaveCount(2);
    expect(CLIENT_FALLBACK_REPLIES).toContain((await agentMessages(page).nth(1).locator("p").first().textContent())?.trim());

    await page.unroute("**/api/chat/message");
    await page.route("**/api/chat/message", (route) =>
      route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ success: false, error: "Slow down a little, partner!" }) }),
    );
    await input.fill("and again");
    await input.press("Enter");
    await expect(agentMessages(page).nth(2)).toContainText("Slow down a little, partner!");
  });

  test("the panel's code loads only when the visitor reaches for the chat", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const before = scripts.length;
    await page.getByRole("button", { name: "Chat with Alex!" }).click();
    await expect(page.getByRole("dialog", { name: TITLE })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
  });

  test("ad landing pages have no chat widget", async ({ page }) => {
    await page.goto("/fb-ad");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Chat with Alex!" })).toHaveCount(0);
  });
});

test.describe("POST /api/chat/message", () => {
  const session = () => `session_${Date.now()}_${randomBytes(8).toString("hex")}`;

  test("answers {response}; a repeated messageId answers the stored reply", async ({ request }) => {
    const headers = { "x-forwarded-for": testIp() };
    const data = { sessionId: session(), messageId: `user_${Date.now()}`, content: "What results do other agents see?" };
    const first = await request.post("/api/chat/message", { data, headers });
    expect(first.status()).toBe(200);
    const body = (await first.json()) as { response: string };
    expect(body.response.length).toBeGreaterThan(20);
    const again = await request.post("/api/chat/message", { data, headers });
    expect(await again.json()).toEqual(body);
  });

  test("validates the payload, refuses cross-site calls and rate-limits a session", async ({ request }) => {
    const headers = { "x-forwarded-for": testIp() };
    const sessionId = session();
    const tooLong = await request.post("/api/chat/message", {
      data: { sessionId, messageId: "user_1", content: "x".repeat(CHAT_LIMITS.maxMessageChars + 1) },
      headers,
    });
    expect(tooLong.status()).toBe(400);
    const blank = await request.post("/api/chat/message", { data: { sessionId, messageId: "user_2", content: "   " }, headers });
    expect(blank.status()).toBe(400);
    const badId = await request.post("/api/chat/message", { data: { sessionId: "nope", messageId: "user_3", content: "hi" }, headers });
    expect(badId.status()).toBe(400);
    const crossSite = await request.post("/api/chat/message", {
      data: { sessionId, messageId: "user_4", content: "hi" },
      headers: { ...headers, origin: "https://evil.example" },
    });
    expect(crossSite.status()).toBe(403);

    let last = 200;
    for (let i = 0; i <= CHAT_LIMITS.sessionMessages.limit && last === 200; i++) {
      const res = await request.post("/api/chat/message", { data: { sessionId, messageId: `user_${100 + i}`, content: "hi" }, headers });
      last = res.status();
      if (last === 429) {
        expect(res.headers()["retry-after"]).toBeTruthy();
        expect(((await res.json()) as { error: string }).error).toMatch(/faster than I can keep up/);
      }
    }
    expect(last).toBe(429);
  });
});
