import { describe, expect, it } from "vitest";
import { classifyTopic, type Topic } from "@/lib/assistant/classify-topic";

const TABLE: [string, Topic][] = [
  ["Hi!", "greeting"],
  ["hello there", "greeting"],
  ["Good morning", "greeting"],
  ["Howdy, how are you?", "greeting"],
  ["How do I prepare my clients for hurricane season?", "hurricane"],
  ["Hail storms in Dallas are killing my homeowners book", "hurricane"],
  ["What should I tell coastal clients about TWIA windstorm coverage?", "hurricane"],
  ["State Farm keeps undercutting me on price", "competition"],
  ["How do I compete with the captive agents in my town?", "competition"],
  ["I keep losing business to Progressive online quotes", "competition"],
  ["How can I improve my retention at renewal time?", "retention"],
  ["Too many cancellations this year, clients are leaving", "retention"],
  ["Any tips to cross-sell auto to my home clients?", "retention"],
  ["I need more leads for my agency", "lead_generation"],
  ["Are your leads exclusive or shared?", "lead_generation"],
  ["How do I grow my book of business faster?", "lead_generation"],
  ["How do I log in to the CRM dashboard?", "platform_help"],
  ["Can I integrate with HubSpot?", "platform_help"],
  ["I forgot my password", "platform_help"],
  ["How can AI help my insurance marketing?", "ai_marketing"],
  ["Should I use ChatGPT to write my social media posts?", "ai_marketing"],
  ["Can you automate my email campaigns?", "ai_marketing"],
  ["How much does it cost?", "pricing"],
  ["How much do exclusive leads cost per lead?", "pricing"],
  ["What plans do you have and is there a money-back guarantee?", "pricing"],
  ["Is $500 a month enough?", "pricing"],
  ["Do you have any success stories or testimonials?", "success"],
  ["What ROI do other agents see?", "success"],
  ["Does this really work? Show me results", "success"],
  ["Tell me about Texas", "default"],
  ["ok", "default"],
  ["", "default"],
];

describe("classifyTopic", () => {
  it.each(TABLE)("%j → %s", (message, topic) => {
    expect(classifyTopic(message).topic).toBe(topic);
  });

  it("gives keyword matches more confidence than the default", () => {
    expect(classifyTopic("How much does the Growth plan cost?").confidence).toBeGreaterThan(classifyTopic("tell me more").confidence);
    expect(classifyTopic("anything").confidence).toBeLessThan(0.5);
  });
});
