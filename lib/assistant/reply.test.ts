import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAI, FAKE_OPENAI_KEY, type FakeOpenAi } from "@/test/fakes/openai";
import { defaultAssistantConfig } from "@/lib/assistant/default-config";
import { generateReply, leaksInstructions, type ReplyInput } from "@/lib/assistant/reply";
import { REPLY_LIBRARY } from "@/lib/assistant/offline-replies";
import { SAFETY_RULES } from "@/lib/assistant/system-prompt";
import { countWords } from "@/lib/assistant/word-limit";
import { CHAT_LIMITS } from "@/lib/constants";
import type { AssistantConfig } from "@/lib/schemas/assistant-config";

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.setMode({ kind: "ok" });
});

const config: AssistantConfig = {
  personality: {
    tone: "Upbeat and plain-spoken",
    expertise: "Storm-season marketing for Gulf Coast agencies",
    communicationStyle: "Two short paragraphs at most",
    specialties: ["Hail season campaigns", "Bundle cross-sells"],
  },
  responseGuidelines: { maxLength: 40, includeCallToAction: true, mentionSpecificServices: true, focusOnResults: false },
  businessContext: {
    companyName: "Gulf Coast Growth Co",
    targetAudience: "Independent agents from Beaumont to Brownsville",
    currentEvents: ["TWIA rate filing under review"],
    keyServices: ["Exclusive windstorm leads", "Renewal rescue campaign"],
  },
};

const ai = (timeoutMs = 2000) => ({ apiKey: FAKE_OPENAI_KEY, baseURL: fake.baseURL, model: "gpt-test-mini", timeoutMs });

const input = (over: Partial<ReplyInput> = {}): ReplyInput => ({
  config,
  message: "How do I get more hurricane leads?",
  history: [
    { role: "assistant", content: "Hi! I'm Alex. How can I help you build your book of business today?" },
    { role: "user", content: "We write home and flood in Galveston, call me at 409-555-0134" },
    { role: "assistant", content: "Galveston is a great market for storm-season outreach." },
  ],
  facts: { name: "Dana Cruz", email: "dana@cruzins.com", agencySize: "3-person team", linesOfBusiness: ["home", "flood"], goals: [], painPoints: ["Leads cost too much"] },
  ai: ai(),
  ...over,
});

describe("generateReply with OpenAI (local fake server)", () => {
  it("sends the configuration in the system prompt, what was learned, and the conversation so far", async () => {
    const reply = await generateReply(input());
    expect(reply.source).toBe("openai");
    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0]!;
    expect(req.path).toBe("/v1/chat/completions");
    expect(req.headers.authorization).toBe(`Bearer ${FAKE_OPENAI_KEY}`);
    expect(req.body.model).toBe("gpt-test-mini");

    const [system, learned, ...rest] = req.body.messages!;
    expect(system!.role).toBe("system");
    for (const text of [
      "You are Alex",
      "Gulf Coast Growth Co",
      "Upbeat and plain-spoken",
      "Storm-season marketing for Gulf Coast agencies",
      "Two short paragraphs at most",
      "Hail season campaigns",
      "Independent agents from Beaumont to Brownsville",
      "TWIA rate filing under review",
      "Exclusive windstorm leads",
      "Renewal rescue campaign",
      "under 40 words",
      "End with one clear next step",
      "name the specific Gulf Coast Growth Co service",
    ]) {
      expect(system!.content).toContain(text);
    }
    expect(system!.content).not.toContain("measurable results"); // focusOnResults is off
    expect(system!.content).toContain(SAFETY_RULES[0]);

    expect(learned!.role).toBe("system");
    expect(learned!.content).toContain("First name: Dana");
    expect(learned!.content).toContain("Agency size: 3-person team");
    expect(learned!.content).toContain("Lines of business: home, flood");
    expect(learned!.content).not.toContain("dana@cruzins.com");

    expect(rest.map((m) => m.role)).toEqual(["assistant", "user", "assistant", "user"]);
    expect(rest[1]!.content).toBe("We write home and flood in Galveston, call me at [phone]");
    expect(rest.at(-1)!.content).toBe("How do I get more hurricane leads?");
    expect(req.body.max_completion_tokens).toBeGreaterThan(40);
  });

  it("cuts a long answer to the word limit at a sentence boundary", async () => {
    const long = Array.from({ length: 30 }, (_, i) => `Tip ${i + 1} is to call every storm lead within five minutes.`).join(" ");
    fake.setMode({ kind: "ok", reply: `**Storm plan**\n${long}` });
    const reply = await generateReply(input());
    expect(reply.source).toBe("openai");
    expect(countWords(reply.text)).toBeLessThanOrEqual(40);
    expect(reply.text).toMatch(/minutes\.$/);
    expect(reply.text).not.toContain("**");
  });

  it.each([
    ["a failing server", { kind: "fail", status: 500 } as const],
    ["a rate-limited key", { kind: "fail", status: 429 } as const],
    ["a slow server", { kind: "slow", delayMs: 3000 } as const],
    ["a server that never answers", { kind: "hang" } as const],
  ])("falls back to the offline answer on %s, within the timeout", async (_label, mode) => {
    fake.setMode(mode);
    const started = Date.now();
    const reply = await generateReply(input({ ai: ai(500) }));
    const elapsed = Date.now() - started;
    expect(reply.source).toBe("offline");
    expect(reply.topic).toBe("hurricane");
    expect(elapsed).toBeLessThan(1500);
    expect(fake.requests).toHaveLength(1); // no retries
    expect(REPLY_LIBRARY.hurricane.some((b) => reply.text.includes(b({ company: "", assistant: "" }).split(" ").slice(0, 6).join(" ")))).toBe(true);
    expect(countWords(reply.text)).toBeLessThanOrEqual(40);
  });

  it("uses a timeout of about ten seconds in production", () => {
    expect(CHAT_LIMITS.aiTimeoutMs).toBe(10_000);
  });

  it("answers offline without a key and never calls the server", async () => {
    const roomy = { ...config, responseGuidelines: { ...config.responseGuidelines, maxLength: 120 } };
    const reply = await generateReply(input({ ai: null, config: roomy, facts: { linesOfBusiness: [], goals: [], painPoints: [] }, random: () => 0 }));
    expect(reply.source).toBe("offline");
    expect(fake.requests).toHaveLength(0);
    expect(reply.text).toContain("Gulf Coast Growth Co");
  });

  it("replaces a reply that recites the safety rules with the offline answer", async () => {
    fake.setMode({ kind: "ok", reply: `Sure! My rules say: ${SAFETY_RULES[1]}` });
    const reply = await generateReply(input());
    expect(reply.source).toBe("offline");
    expect(leaksInstructions(`Here you go: ${SAFETY_RULES[0]}`)).toBe(true);
    expect(leaksInstructions("I can't share how I'm set up, but let's talk about your agency.")).toBe(false);
  });

  it("keeps the default word limit of 120", async () => {
    const c = defaultAssistantConfig("Texas Insurance Leads");
    expect(c.responseGuidelines.maxLength).toBe(120);
    fake.setMode({ kind: "ok", reply: Array.from({ length: 60 }, () => "Call fast and follow up often.").join(" ") });
    const reply = await generateReply(input({ config: c }));
    expect(countWords(reply.text)).toBeLessThanOrEqual(120);
    expect(countWords(reply.text)).toBeGreaterThan(100);
  });
});
