/**
 * Types of the lead/contact verification library. The library is pure: the caller passes in
 * everything it needs (including the result of its own duplicate look-up and the timestamps),
 * so the same input always gives the same result.
 */

/** A previous submission of the same person, found by the caller (same e-mail or phone). */
export interface DuplicateRef {
  id: number;
  /** A Date; an ISO string or epoch milliseconds are tolerated (JSON bodies). */
  createdAt: Date | string | number;
}

/** Yes/no answers may arrive as booleans or, from external intake, as words. */
export type YesNo = boolean | "true" | "false" | "yes" | "no" | "1" | "0" | 1 | 0 | null;

export interface VerificationInput {
  fullName: string;
  email: string;
  phone: string;
  /** Street line, or a whole one-line address ("4518 Broadway St, San Antonio, TX 78209"). */
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  agencyName?: string | null;
  leadType?: string | null;
  /** Continuous insurance coverage for at least 6 months (spec §9). */
  hasContinuousCoverage?: YesNo;
  /** More than 2 property claims in the past 5 years (spec §5, §9). */
  hasMultipleClaims?: YesNo;
  /** Hidden form field that people never see; anything in it means a bot filled the form. */
  honeypot?: string | null;
  /** When the form was rendered, ms since epoch (client-reported, so only ever used to penalise). */
  formStartedAt?: number | null;
  /** When the form was submitted, ms since epoch, on the same clock as formStartedAt. */
  submittedAt?: number | null;
  /** The caller's duplicate look-up (same person within the last 30 days), or null. */
  duplicateOf?: DuplicateRef | null;
  /**
   * Whether an address is required for this lead. Default: required for consumer insurance leads
   * (no agencyName — the lead form requires an address), not required for agent leads from the
   * landing page (agencyName present — that form never asks for one). A given address is always
   * scored either way.
   */
  requireAddress?: boolean;
}

/** Website contact form: first/last name, no address. */
export interface ContactVerificationInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  agencyName?: string | null;
  honeypot?: string | null;
  formStartedAt?: number | null;
  submittedAt?: number | null;
  duplicateOf?: DuplicateRef | null;
}

/**
 * One explainable check.
 * - weight > 0: points awarded when `passed` (out of the 100-point budget, see score.ts);
 * - weight < 0: points deducted when not `passed` (bot timing);
 * - weight 0: informational, or a check whose effect is a score cap (the message names the cap).
 */
export interface Signal {
  id: string;
  weight: number;
  passed: boolean;
  message: string;
}

export interface VerificationDetails {
  nameValid: boolean;
  emailValid: boolean;
  phoneValid: boolean;
  /** false also when no address was collected (agent leads, contacts): "not verified", not "wrong". */
  addressValid: boolean;
}

export interface VerificationResult {
  /** Integer 0–100. */
  score: number;
  /** score >= 80 and no hard-fail flag (honeypot, disposable e-mail, fictional phone). */
  isValid: boolean;
  details: VerificationDetails;
  /** Short human-readable warnings, most serious first. */
  flags: string[];
  /** One or two sentences naming the decisive signals. */
  reasoning: string;
  /** Continuous coverage ≥ 6 months and no more than 2 claims in 5 years (false when not asked). */
  insuranceQualified: boolean;
  /** Why the lead fails qualification (store it in unqualified_leads), or null. */
  unqualifiedReason: string | null;
  normalized: { email: string | null; phoneE164: string | null };
  signals: Signal[];
}

/** The subset `POST /api/leads` answers with as `validationResult` (spec §3, §7). */
export type ValidationResult = Pick<VerificationResult, "score" | "isValid" | "details" | "flags" | "reasoning">;

export type QualityBand = "high" | "medium" | "low";

// ---------------------------------------------------------------------------------------------
// Internal: what each signal group hands to score.ts
// ---------------------------------------------------------------------------------------------

/** An upper bound on the final score, with the warning that explains it. */
export interface ScoreCap {
  id: string;
  limit: number;
  flag: string;
  /** Hard fails make a lead invalid whatever its score (honeypot, disposable, fictional phone). */
  hardFail: boolean;
}

/** A warning that is not a cap; `severity` orders flags and picks what the reasoning names. */
export interface Warning {
  flag: string;
  severity: number;
}

export type GroupName = "name" | "email" | "phone" | "address" | "consistency" | "bot";

export interface GroupOutcome {
  group: GroupName;
  /** false: the group is left out of the denominator (no address collected). */
  applicable: boolean;
  /** The details.*Valid value for name/email/phone/address. */
  valid: boolean;
  signals: Signal[];
  caps: ScoreCap[];
  warnings: Warning[];
  /** A short positive phrase for the reasoning when the group is valid ("Texas phone number (512)"). */
  summary: string | null;
}
