import { describe, expect, it } from "vitest";
import { ELLIPSIS, PREVIEW_LENGTHS, previewFor, truncatePreview } from "./truncate";
import { emailSequences, landingPages, phoneScripts, socialPosts } from "@/content";

describe("truncatePreview", () => {
  it("uses the spec's preview lengths", () => {
    expect(PREVIEW_LENGTHS).toEqual({ default: 150, social: 100, email: 200, landing: 300, script: 150 });
  });

  it("leaves short texts alone, including a text exactly at the limit", () => {
    expect(truncatePreview("Short text")).toBe("Short text");
    const exact = "x".repeat(150);
    expect(truncatePreview(exact)).toBe(exact);
  });

  it("cuts longer texts to the limit and adds an ellipsis (default 150)", () => {
    const long = "a".repeat(151);
    expect(truncatePreview(long)).toBe("a".repeat(150) + ELLIPSIS);
    expect(truncatePreview("abcdefghij", 4)).toBe("abcd...");
  });

  it("drops whitespace left dangling before the ellipsis", () => {
    expect(truncatePreview("Hello world, friends", 6)).toBe("Hello...");
  });

  it("counts emoji as one character and never splits them", () => {
    const text = "⛈️ Hail season is here 🏠🏠🏠";
    const out = truncatePreview(text, 22);
    expect(out.endsWith(ELLIPSIS)).toBe(true);
    expect(out).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(truncatePreview("🏠🏠🏠", 2)).toBe("🏠🏠...");
  });

  it("treats odd limits sensibly", () => {
    expect(truncatePreview("abc", 0)).toBe(ELLIPSIS);
    expect(truncatePreview("abcdef", 2.9)).toBe("ab...");
    expect(truncatePreview("a".repeat(200), Number.NaN)).toBe("a".repeat(150) + ELLIPSIS);
  });

  it("previews each marketing package group at its own length", () => {
    const cases = [
      ["social", socialPosts.map((p) => p.text)],
      ["email", emailSequences.map((e) => e.body)],
      ["landing", landingPages.map((l) => l.body)],
      ["script", phoneScripts.map((s) => s.text)],
    ] as const;
    for (const [kind, texts] of cases) {
      for (const text of texts) {
        const preview = previewFor(kind, text);
        expect(preview.endsWith(ELLIPSIS)).toBe(true);
        expect(Array.from(preview).length).toBeLessThanOrEqual(PREVIEW_LENGTHS[kind] + ELLIPSIS.length);
        expect(text.startsWith(preview.slice(0, -ELLIPSIS.length))).toBe(true);
      }
    }
  });
});
