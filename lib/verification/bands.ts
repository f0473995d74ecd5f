import { SCORE_BANDS, TEST_PAGE_SCORE_BANDS } from "@/lib/constants";
import type { QualityBand } from "./types";

/**
 * The colour bands of a verification score, without the scoring code. Browser components import
 * this module: `@/lib/verification` (and score.ts) pull in the disposable-domain list and the
 * phone metadata, several hundred kilobytes the dashboard and the test page do not need.
 * bands.test.ts proves these agree with score.ts's qualityBand/testPageBand for every score.
 */
function clamp(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(100, Math.max(0, Math.round(score)));
}

/** CRM list and lead dashboard: 80+ and verified high (green), 50–79 medium (yellow), below 50 low (red). */
export function leadQualityBand(score: number, isVerified: boolean): QualityBand {
  const s = clamp(score);
  if (s >= SCORE_BANDS.high && isVerified) return "high";
  if (s >= SCORE_BANDS.medium) return "medium";
  return "low";
}

/** Lead validation test page: 80+ high (green), 60–79 medium (yellow), below 60 low (red). */
export function testResultBand(score: number): QualityBand {
  const s = clamp(score);
  if (s >= TEST_PAGE_SCORE_BANDS.high) return "high";
  if (s >= TEST_PAGE_SCORE_BANDS.medium) return "medium";
  return "low";
}
