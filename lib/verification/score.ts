/**
 * Combines the signal groups into one 0–100 score, the flags and the reasoning.
 *
 * Score = 100 × (points of passed checks) / (points of applicable checks), minus penalties, then
 * limited by the lowest cap that applies. A group that does not apply (no address collected) is
 * left out of the denominator, so agent leads and contacts are scored on what exists.
 *
 * Points (each check is pass/fail; details in the group files):
 *
 * | Group        | Max | Checks (points)                                                                 |
 * |--------------|----:|---------------------------------------------------------------------------------|
 * | name         |  25 | present 5 · characters 5 · full 5 · not_placeholder 5 · not_mash 5                |
 * | email        |  25 | syntax 10 · not_disposable 5 · no_typo 5 · not_placeholder 5                      |
 * | phone        |  25 | valid 12 · us 3 · not_fictional 4 · pattern 3 · texas 3                           |
 * | address      |  15 | street 5 · city 2 · zip 3 · texas 5   (not applicable when not collected)          |
 * | consistency  |  10 | zip_state 4 · city_zip 3 · agency 3                                              |
 * | bot timing   |   – | −10 submitted in 2–5 s · −5 submitted before opened                              |
 *
 * Caps (the score can be no higher than; HARD = invalid whatever the score):
 *
 * | Cap | Condition                                                                  |
 * |----:|----------------------------------------------------------------------------|
 * |   5 | honeypot field filled (HARD)                                               |
 * |  30 | submitted < 2 s after the form opened · no valid e-mail and no valid phone  |
 * |  40 | disposable e-mail (HARD) · fictional 555-01xx phone (HARD) · placeholder,   |
 * |     | mashed or single-letter name · link in the name · placeholder phone digits · |
 * |     | placeholder or made-up e-mail                                               |
 * |  45 | made-up address ("123 Fake St")                                             |
 * |  60 | duplicate of the same person within 30 days                                 |
 * |  70 | suspicious phone (555 exchange, sequential, 867-5309) · digits in the name ·  |
 * |     | test or mashed agency name                                                  |
 * |  75 | e-mail domain typo · non-US phone · required address missing/incomplete     |
 * |  79 | address outside Texas                                                      |
 *
 * Each serious cap (≤ 60) beyond the lowest lowers the cap by 5 more, so a submission with a fake
 * name, a disposable e-mail and a fictional phone ends well below one with a single problem.
 *
 * isValid (isVerified) = score ≥ 80 and no hard fail.
 */
import { SCORE_BANDS, TEST_PAGE_SCORE_BANDS } from "@/lib/constants";
import { checkAddress } from "./address";
import { checkBot } from "./bot";
import { checkConsistency, checkDuplicate } from "./consistency";
import { checkEmail } from "./email";
import { checkName } from "./name";
import { checkPhone } from "./phone";
import { checkQualification } from "./qualification";
import { cleanText, INPUT_LIMITS, joinList, lowerFirst } from "./text";
import type {
  ContactVerificationInput,
  GroupOutcome,
  QualityBand,
  ScoreCap,
  Signal,
  ValidationResult,
  VerificationInput,
  VerificationResult,
  Warning,
} from "./types";

export const VERIFIED_MIN_SCORE = SCORE_BANDS.high;
export const NO_CONTACT_CAP = 30;
/** Caps at or below this are "serious"; each serious cap beyond the first lowers the score by 5. */
export const SERIOUS_CAP_LIMIT = 60;
export const STACKED_CAP_PENALTY = 5;

/** Orders caps above plain warnings, lower caps first. */
function capSeverity(cap: ScoreCap): number {
  return 150 - cap.limit + (cap.hardFail ? 20 : 0);
}

function clampScore(n: number): number {
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, Math.round(n)));
}

function sentence(text: string): string {
  const t = text.trim();
  if (t === "") return "";
  const capitalised = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

interface Combined {
  score: number;
  isValid: boolean;
  flags: string[];
  reasoning: string;
  signals: Signal[];
}

function combine(groups: GroupOutcome[], extraCaps: ScoreCap[], extraSignals: Signal[], unqualifiedReason: string | null): Combined {
  const applicable = groups.filter((g) => g.applicable);
  const signals = [...groups.flatMap((g) => g.signals), ...extraSignals];

  let earned = 0;
  let possible = 0;
  let penalty = 0;
  for (const g of applicable) {
    for (const s of g.signals) {
      if (s.weight > 0) {
        possible += s.weight;
        if (s.passed) earned += s.weight;
      } else if (s.weight < 0 && !s.passed) {
        penalty += s.weight;
      }
    }
  }
  const caps = [...applicable.flatMap((g) => g.caps), ...extraCaps];
  const base = possible > 0 ? (100 * earned) / possible : 0;
  // Several serious problems are worse than one: each serious cap beyond the lowest takes 5 more.
  const serious = caps.filter((c) => c.limit <= SERIOUS_CAP_LIMIT).length;
  const lowestCap = caps.reduce((min, c) => Math.min(min, c.limit), 100);
  const cap = lowestCap - STACKED_CAP_PENALTY * Math.max(0, serious - 1);
  const score = clampScore(Math.min(Math.round(base) + penalty, cap));
  const hardFail = caps.some((c) => c.hardFail);
  const isValid = score >= VERIFIED_MIN_SCORE && !hardFail;

  // Flags: caps first (lowest cap first), then warnings by severity; no duplicates.
  const ranked: Warning[] = [
    ...caps.map((c) => ({ flag: c.flag, severity: capSeverity(c) })),
    ...applicable.flatMap((g) => g.warnings),
  ];
  const flags: string[] = [];
  for (const w of ranked.map((w, i) => ({ ...w, i })).sort((a, b) => b.severity - a.severity || a.i - b.i)) {
    if (!flags.includes(w.flag)) flags.push(w.flag);
  }

  const positives = applicable.map((g) => g.summary).filter((s): s is string => s !== null);
  const qualification = unqualifiedReason ? `not insurance-qualified (${lowerFirst(unqualifiedReason)})` : null;
  let first: string;
  const second: string[] = [];
  if (isValid) {
    first = `Verified (${score}/100): ${joinList(positives)}`;
    if (flags.length > 0) second.push(`minor concerns: ${joinList(flags.slice(0, 3).map(lowerFirst))}`);
  } else {
    const verdict = score >= SCORE_BANDS.medium ? "Needs review" : "Likely fake";
    const decisive = flags.slice(0, 3).map(lowerFirst);
    first = `${verdict} (${score}/100): ${decisive.length > 0 ? joinList(decisive) : "several checks did not pass"}`;
    if (flags.length > 3) second.push(`plus ${flags.length - 3} more warning${flags.length - 3 === 1 ? "" : "s"}`);
    else if (positives.length > 0) second.push(`checks passed: ${joinList(positives)}`);
  }
  if (qualification) second.push(qualification);
  const reasoning = [sentence(first), sentence(second.join("; "))].filter((s) => s !== "").join(" ");

  return { score, isValid, flags, reasoning, signals };
}

function emailOrPhoneReachable(email: GroupOutcome, phone: GroupOutcome): boolean {
  const syntax = email.signals.find((s) => s.id === "email.syntax")?.passed ?? false;
  const phoneValid = phone.signals.find((s) => s.id === "phone.valid")?.passed ?? false;
  return syntax || phoneValid;
}

function reachability(email: GroupOutcome, phone: GroupOutcome): { signal: Signal; cap: ScoreCap | null } {
  const ok = emailOrPhoneReachable(email, phone);
  const flag = "No valid e-mail or phone number";
  return {
    signal: { id: "contact.reachable", weight: 0, passed: ok, message: ok ? "Reachable by e-mail or phone" : `${flag} (score capped at ${NO_CONTACT_CAP})` },
    cap: ok ? null : { id: "contact.reachable", limit: NO_CONTACT_CAP, flag, hardFail: false },
  };
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

/**
 * Scores a lead (landing-page agent lead, consumer insurance lead, or external intake).
 * Never throws; deterministic (reads no clock); typically well under 0.1 ms.
 */
export function verifyLead(input: VerificationInput): VerificationResult {
  const i = asRecord(input);
  const name = checkName(i.fullName);
  const email = checkEmail(i.email);
  const phone = checkPhone(i.phone);
  const hasAgency = cleanText(i.agencyName, INPUT_LIMITS.agencyName) !== "";
  const required = typeof i.requireAddress === "boolean" ? i.requireAddress : !hasAgency;
  const address = checkAddress({ address: i.address, city: i.city, state: i.state, zipCode: i.zipCode }, required);
  const consistency = checkConsistency({ address: address.analysis, agencyName: i.agencyName });
  const bot = checkBot({ honeypot: i.honeypot, formStartedAt: i.formStartedAt, submittedAt: i.submittedAt });
  const duplicate = checkDuplicate(i.duplicateOf, i.submittedAt, "lead");
  const reach = reachability(email, phone);
  const qualification = checkQualification({ hasContinuousCoverage: i.hasContinuousCoverage, hasMultipleClaims: i.hasMultipleClaims });

  const combined = combine(
    [name, email, phone, address, consistency, bot],
    [duplicate.cap, reach.cap].filter((c): c is ScoreCap => c !== null),
    [duplicate.signal, reach.signal, qualification.signal],
    qualification.unqualifiedReason,
  );
  return {
    score: combined.score,
    isValid: combined.isValid,
    details: { nameValid: name.valid, emailValid: email.valid, phoneValid: phone.valid, addressValid: address.applicable && address.valid },
    flags: combined.flags,
    reasoning: combined.reasoning,
    insuranceQualified: qualification.insuranceQualified,
    unqualifiedReason: qualification.unqualifiedReason,
    normalized: { email: email.analysis.email?.address ?? null, phoneE164: phone.analysis.e164 },
    signals: combined.signals,
  };
}

/**
 * Scores a website contact-form submission. Contacts have no address: the address group is not
 * applicable (left out of the score, so a contact can reach 100) and details.addressValid is
 * false, meaning "no address verified" — the contacts table has no addressValid column anyway.
 * Insurance qualification does not apply: insuranceQualified false, unqualifiedReason null.
 */
export function verifyContact(input: ContactVerificationInput): VerificationResult {
  const i = asRecord(input);
  const first = cleanText(i.firstName, INPUT_LIMITS.name);
  const last = cleanText(i.lastName, INPUT_LIMITS.name);
  const name = checkName(`${first} ${last}`);
  const email = checkEmail(i.email);
  const phone = checkPhone(i.phone);
  const address = checkAddress({}, false);
  address.signals = [{ id: "address.not_collected", weight: 0, passed: true, message: "Contacts have no address; not scored" }];
  const consistency = checkConsistency({ address: address.analysis, agencyName: i.agencyName });
  const bot = checkBot({ honeypot: i.honeypot, formStartedAt: i.formStartedAt, submittedAt: i.submittedAt });
  const duplicate = checkDuplicate(i.duplicateOf, i.submittedAt, "contact");
  const reach = reachability(email, phone);

  const combined = combine(
    [name, email, phone, address, consistency, bot],
    [duplicate.cap, reach.cap].filter((c): c is ScoreCap => c !== null),
    [duplicate.signal, reach.signal],
    null,
  );
  return {
    score: combined.score,
    isValid: combined.isValid,
    details: { nameValid: name.valid, emailValid: email.valid, phoneValid: phone.valid, addressValid: false },
    flags: combined.flags,
    reasoning: combined.reasoning,
    insuranceQualified: false,
    unqualifiedReason: null,
    normalized: { email: email.analysis.email?.address ?? null, phoneE164: phone.analysis.e164 },
    signals: combined.signals,
  };
}

/**
 * CRM list band (spec §2, §9): 80+ high (green), 50–79 medium (yellow), below 50 low (red).
 * "high" also needs the lead to be verified, as the green check icon does; an unverified lead
 * with 80+ (only possible for rows scored by older code) is shown as "medium".
 */
export function qualityBand(score: number, isVerified: boolean): QualityBand {
  const s = clampScore(score);
  if (s >= SCORE_BANDS.high && isVerified) return "high";
  if (s >= SCORE_BANDS.medium) return "medium";
  return "low";
}

/** Lead validation test page band (spec §2, §9): 80+ high (green), 60–79 medium (yellow), below 60 low (red). */
export function testPageBand(score: number): QualityBand {
  const s = clampScore(score);
  if (s >= TEST_PAGE_SCORE_BANDS.high) return "high";
  if (s >= TEST_PAGE_SCORE_BANDS.medium) return "medium";
  return "low";
}

/** The verification columns a lead (and an unqualified lead) stores. */
export function verificationColumns(result: VerificationResult) {
  return {
    isVerified: result.isValid,
    verificationScore: result.score,
    verificationFlags: result.flags,
    verificationReasoning: result.reasoning,
    nameValid: result.details.nameValid,
    phoneValid: result.details.phoneValid,
    emailValid: result.details.emailValid,
    addressValid: result.details.addressValid,
  };
}

/** The `validationResult` object of `POST /api/leads` (spec §7): only the documented fields. */
export function toValidationResult(result: VerificationResult): ValidationResult {
  return { score: result.score, isValid: result.isValid, details: { ...result.details }, flags: [...result.flags], reasoning: result.reasoning };
}
