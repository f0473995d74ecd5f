import { describe, expect, it } from "vitest";
import { countWords, cutToWordLimit } from "@/lib/assistant/word-limit";

describe("cutToWordLimit", () => {
  it("leaves a reply within the limit untouched", () => {
    expect(cutToWordLimit("  Short and sweet.  ", 10)).toBe("Short and sweet.");
  });

  it("cuts at the last sentence that fits", () => {
    const text = "One two three. Four five six! Seven eight nine ten eleven?";
    expect(cutToWordLimit(text, 7)).toBe("One two three. Four five six!");
    expect(cutToWordLimit(text, 3)).toBe("One two three.");
  });

  it("keeps closing quotes with the sentence", () => {
    expect(cutToWordLimit('He said "call now." Then more words follow here.', 5)).toBe('He said "call now."');
  });

  it("does not treat decimals or prices as sentence ends", () => {
    expect(cutToWordLimit("Plans start at $97.00 a month for Starter. Growth adds more leads and support.", 9)).toBe(
      "Plans start at $97.00 a month for Starter.",
    );
  });

  it("ends with an ellipsis when not even one sentence fits", () => {
    expect(cutToWordLimit("one two three four five six", 3)).toBe("one two three…");
    expect(cutToWordLimit("one two, three four", 2)).toBe("one two…");
  });

  it("never returns more words than the limit", () => {
    const long = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} has exactly seven words.`).join(" ");
    for (const max of [5, 20, 120, 121, 279]) expect(countWords(cutToWordLimit(long, max))).toBeLessThanOrEqual(max);
  });
});
