/**
 * Insurance qualification (spec §9): continuous coverage for at least 6 months and no more than
 * 2 property claims in the past 5 years. Independent of the verification score: a real person can
 * be unqualified, and a qualified answer does not make a fake lead real.
 *
 * - Neither answer given (agent leads from the landing page, contacts): not assessed →
 *   insuranceQualified false (the column default) and unqualifiedReason null, so the lead is NOT
 *   routed to unqualified_leads.
 * - One answer given: the other takes the external-intake default (coverage yes, claims no).
 * - Callers route a lead to unqualified_leads exactly when unqualifiedReason is not null.
 */
import type { Signal } from "./types";

export const QUALIFICATION = { minContinuousCoverageMonths: 6, maxClaims: 2, claimsWindowYears: 5 } as const;

export const UNQUALIFIED_REASONS = {
  noCoverage: `No continuous insurance coverage for at least ${QUALIFICATION.minContinuousCoverageMonths} months`,
  tooManyClaims: `More than ${QUALIFICATION.maxClaims} property claims in the past ${QUALIFICATION.claimsWindowYears} years`,
} as const;

/** Reads a yes/no answer: booleans, or the words true/false/yes/no/1/0; anything else is "not answered". */
export function parseYesNo(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== "string") return null;
  const v = value.trim().toLowerCase().slice(0, 10);
  if (v === "true" || v === "yes" || v === "y" || v === "1") return true;
  if (v === "false" || v === "no" || v === "n" || v === "0") return false;
  return null;
}

export interface QualificationResult {
  insuranceQualified: boolean;
  unqualifiedReason: string | null;
  signal: Signal;
}

export function checkQualification(args: { hasContinuousCoverage?: unknown; hasMultipleClaims?: unknown }): QualificationResult {
  const coverageAnswer = parseYesNo(args.hasContinuousCoverage);
  const claimsAnswer = parseYesNo(args.hasMultipleClaims);
  if (coverageAnswer === null && claimsAnswer === null) {
    return {
      insuranceQualified: false,
      unqualifiedReason: null,
      signal: { id: "qualification", weight: 0, passed: true, message: "Insurance qualification not assessed (no coverage or claims answers)" },
    };
  }
  const coverage = coverageAnswer ?? true;
  const multipleClaims = claimsAnswer ?? false;
  const reasons: string[] = [];
  if (!coverage) reasons.push(UNQUALIFIED_REASONS.noCoverage);
  if (multipleClaims) reasons.push(UNQUALIFIED_REASONS.tooManyClaims);
  const unqualifiedReason = reasons.length > 0 ? reasons.join("; ") : null;
  return {
    insuranceQualified: unqualifiedReason === null,
    unqualifiedReason,
    signal: {
      id: "qualification",
      weight: 0,
      passed: unqualifiedReason === null,
      message: unqualifiedReason ? `Not insurance-qualified: ${unqualifiedReason}` : "Insurance-qualified (continuous coverage, at most 2 claims in 5 years)",
    },
  };
}
