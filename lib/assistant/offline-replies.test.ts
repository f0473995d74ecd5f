import { describe, expect, it } from "vitest";
import { TOPICS } from "@/lib/assistant/classify-topic";
import { defaultAssistantConfig } from "@/lib/assistant/default-config";
import { offlineReply, REPLY_LIBRARY, type OfflineReplyInput } from "@/lib/assistant/offline-replies";
import { countWords } from "@/lib/assistant/word-limit";
import type { AssistantConfig } from "@/lib/schemas/assistant-config";

const config = (patch: Partial<AssistantConfig["responseGuidelines"]> = {}, company = "Bluebonnet Leads"): AssistantConfig => {
  const c = defaultAssistantConfig(company);
  return { ...c, responseGuidelines: { ...c.responseGuidelines, ...patch } };
};

const input = (over: Partial<OfflineReplyInput> = {}): OfflineReplyInput => ({
  config: config(),
  topic: "lead_generation",
  assistantName: "Alex",
  facts: { linesOfBusiness: [], goals: [], painPoints: [] },
  contactJustShared: false,
  previousReplies: [],
  ...over,
});

describe("offline replies", () => {
  it("has at least three original replies for every topic", () => {
    for (const topic of TOPICS) expect(REPLY_LIBRARY[topic].length, topic).toBeGreaterThanOrEqual(3);
  });

  it("fills in the company name, a configured service and a call to action", () => {
    const reply = offlineReply(input({ topic: "pricing", random: () => 0 }));
    expect(reply).toContain("Bluebonnet Leads");
    expect(reply).toMatch(/leads on monthly plans/i);
    expect(reply).not.toMatch(/\{|\}|undefined|null/);
    const greeting = offlineReply(input({ topic: "greeting", random: () => 0 }));
    expect(greeting).toContain("Alex");
    expect(greeting).toContain("Bluebonnet Leads");
  });

  it("leaves out the call to action and the services when the configuration turns them off", () => {
    const reply = offlineReply(
      input({ config: config({ includeCallToAction: false, mentionSpecificServices: false, focusOnResults: false }), random: () => 0 }),
    );
    expect(reply).not.toContain("Bluebonnet Leads");
    expect(reply).not.toMatch(/share your name|leave your name|tell me your name/i);
  });

  it("stays within the configured word limit for every topic and limit", () => {
    for (const maxLength of [20, 40, 80, 120]) {
      for (const topic of TOPICS) {
        const reply = offlineReply(input({ topic, config: config({ maxLength }) }));
        expect(countWords(reply), `${topic} @ ${maxLength}`).toBeLessThanOrEqual(maxLength);
      }
    }
  });

  it("never repeats the previous reply, even when asked the same thing again and again", () => {
    for (const topic of TOPICS) {
      const previous: string[] = [];
      for (let i = 0; i < 12; i++) {
        const reply = offlineReply(input({ topic, previousReplies: [...previous], random: Math.random }));
        expect(reply, `${topic} #${i}`).not.toBe(previous.at(-1));
        previous.push(reply);
      }
      // The first three answers on one topic are all different.
      expect(new Set(previous.slice(0, 3)).size).toBe(3);
    }
  });

  it("thanks a visitor who just left contact details and stops asking for them", () => {
    const reply = offlineReply(
      input({ contactJustShared: true, facts: { name: "Dana Cruz", email: "dana@cruzins.com", linesOfBusiness: [], goals: [], painPoints: [] }, random: () => 0 }),
    );
    expect(reply).toMatch(/^Thanks, Dana! A Bluebonnet Leads specialist will reach out within 24 hours\./);
    expect(reply).not.toMatch(/share your name|leave your name|tell me your name/i);
  });
});
