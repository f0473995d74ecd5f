import { describe, expect, it } from "vitest";
import { leadQualityBand, testResultBand } from "./bands";
import { qualityBand, testPageBand } from "./score";

describe("score bands for the browser", () => {
  it("agree with score.ts for every score", () => {
    for (let s = -5; s <= 105; s++) {
      expect(testResultBand(s)).toBe(testPageBand(s));
      expect(leadQualityBand(s, true)).toBe(qualityBand(s, true));
      expect(leadQualityBand(s, false)).toBe(qualityBand(s, false));
    }
    expect(testResultBand(Number.NaN)).toBe(testPageBand(Number.NaN));
  });

  it("use the spec's thresholds", () => {
    expect([testResultBand(80), testResultBand(79), testResultBand(60), testResultBand(59)]).toEqual(["high", "medium", "medium", "low"]);
    expect([leadQualityBand(80, true), leadQualityBand(80, false), leadQualityBand(50, true), leadQualityBand(49, true)]).toEqual([
      "high",
      "medium",
      "medium",
      "low",
    ]);
  });
});
