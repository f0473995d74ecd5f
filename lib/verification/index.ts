/**
 * Lead and contact verification: pure, deterministic, isomorphic (no database, network or clock).
 *
 *   verifyLead(input)    → VerificationResult  (POST /api/leads answers with toValidationResult(result))
 *   verifyContact(input) → VerificationResult  (website contact form)
 *   qualityBand(score, isVerified) / testPageBand(score) → "high" | "medium" | "low"
 *
 * Weights and caps: see score.ts.
 */
export { verifyLead, verifyContact, qualityBand, testPageBand, toValidationResult, verificationColumns, VERIFIED_MIN_SCORE, NO_CONTACT_CAP } from "./score";
export { normalizeEmail, normalizePhone, parseEmailAddress, parsePhone } from "./normalize";
export { TEXAS_AREA_CODES } from "./phone";
export { isTexasZip, stateOfZip, normalizeState } from "./address";
export { DUPLICATE_WINDOW_DAYS } from "./consistency";
export { QUALIFICATION, UNQUALIFIED_REASONS, parseYesNo } from "./qualification";
export { MIN_HUMAN_FILL_MS, FAST_FILL_MS } from "./bot";
export { SAMPLE_LEADS, type SampleLead } from "./sample-leads";
export type {
  ContactVerificationInput,
  DuplicateRef,
  QualityBand,
  Signal,
  ValidationResult,
  VerificationDetails,
  VerificationInput,
  VerificationResult,
  YesNo,
} from "./types";
