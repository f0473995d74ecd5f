/**
 * Phone signals: validity as a US number (libphonenumber-js with full "max" metadata, so number
 * ranges are checked, not just lengths), the fictional 555-01xx range, placeholder and patterned
 * digits, and whether the area code is a Texas one.
 *
 * | Check               | Points | Fails on                                                          |
 * |---------------------|-------:|-------------------------------------------------------------------|
 * | phone.valid         |     12 | missing, unparseable, unassigned ranges, premium-rate (900)        |
 * |                     |        | — all other checks then fail too                                   |
 * | phone.us            |      3 | valid but not a US number (+44, Canadian area codes) — cap 75      |
 * | phone.not_fictional |      4 | 555-0100…555-0199, reserved for fiction — HARD FAIL, cap 40         |
 * | phone.pattern       |      3 | 0000000000 / 1234567890 / 713-222-2222 (cap 40); 555 exchange,     |
 * |                     |        | sequential 234-5678, 867-5309 (cap 70)                             |
 * | phone.texas         |      3 | out-of-state or toll-free area code (valid; small deduction + flag) |
 */
import { parsePhone } from "./normalize";
import type { GroupOutcome, ScoreCap, Signal, Warning } from "./types";

export const PHONE_WEIGHTS = { valid: 12, us: 3, notFictional: 4, pattern: 3, texas: 3 } as const;
export const FICTIONAL_PHONE_CAP = 40;
export const PLACEHOLDER_PHONE_CAP = 40;
export const SUSPICIOUS_PHONE_CAP = 70;
export const NON_US_PHONE_CAP = 75;

/** Texas area codes (NANPA), including overlays. */
export const TEXAS_AREA_CODES: ReadonlySet<string> = new Set([
  "210", "214", "254", "281", "325", "346", "361", "409", "430", "432", "469", "512", "682", "713", "726", "737",
  "806", "817", "830", "832", "903", "915", "936", "940", "945", "956", "972", "979",
]);

const ASCENDING = "01234567890123456789";
const DESCENDING = "98765432109876543210";

function isSequential(digits: string): boolean {
  return ASCENDING.includes(digits) || DESCENDING.includes(digits);
}

export type PhonePattern =
  | { kind: "placeholder"; flag: string }
  | { kind: "suspicious"; flag: string }
  | null;

/** Patterns in the 10 national digits that real, assigned numbers (almost) never have. */
export function phonePattern(d: string): PhonePattern {
  const subscriber = d.slice(3);
  if (/^(\d)\1{9}$/.test(d)) return { kind: "placeholder", flag: `Placeholder phone number with repeated digits (${d})` };
  if (isSequential(d)) return { kind: "placeholder", flag: `Placeholder phone number with sequential digits (${d})` };
  if (new Set(d).size <= 2) return { kind: "placeholder", flag: `Phone number uses only two different digits (${d})` };
  if (/^(\d)\1{6}$/.test(subscriber)) return { kind: "placeholder", flag: `Phone number with repeated digits (${d.slice(0, 3)}-${subscriber.slice(0, 3)}-${subscriber.slice(3)})` };
  if (d.slice(3, 6) === "555") return { kind: "suspicious", flag: "555 exchange number (used in films, rarely assigned)" };
  if (isSequential(subscriber)) return { kind: "suspicious", flag: `Phone number with sequential digits (${subscriber.slice(0, 3)}-${subscriber.slice(3)})` };
  if (subscriber === "8675309") return { kind: "suspicious", flag: "Well-known fake phone number (867-5309)" };
  return null;
}

/** 555-0100 through 555-0199, reserved by NANPA for fictional use in every area code. */
export function isFictional555(d: string): boolean {
  return d.slice(3, 6) === "555" && d.slice(6, 8) === "01";
}

export interface PhoneAnalysis {
  e164: string | null;
  areaCode: string | null;
  isTexas: boolean;
}

function formatNanp(d: string): string {
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

export function checkPhone(raw: unknown): GroupOutcome & { analysis: PhoneAnalysis } {
  const phone = parsePhone(raw);
  const signals: Signal[] = [];
  const caps: ScoreCap[] = [];
  const warnings: Warning[] = [];
  const d = phone.nanpDigits;
  const type = phone.valid ? phone.parsed?.getType() : undefined;

  // Placeholder digits and the fictional range are recognised even when libphonenumber rejects the
  // number (0000000000, 1234567890), so the flag names what is wrong rather than just "invalid".
  const pattern = d ? phonePattern(d) : null;
  const fictional = d ? isFictional555(d) : false;
  if (fictional) caps.push({ id: "phone.fictional", limit: FICTIONAL_PHONE_CAP, flag: "Fictional 555-01xx phone number", hardFail: true });
  else if (pattern?.kind === "placeholder") caps.push({ id: "phone.placeholder", limit: PLACEHOLDER_PHONE_CAP, flag: pattern.flag, hardFail: false });
  else if (pattern?.kind === "suspicious") caps.push({ id: "phone.suspicious", limit: SUSPICIOUS_PHONE_CAP, flag: pattern.flag, hardFail: false });

  const premium = type === "PREMIUM_RATE";
  const valid = phone.valid && !premium;
  let invalidFlag: string | null = null;
  if (!valid) {
    if (phone.input === "") invalidFlag = "Phone number is missing";
    else if (premium) invalidFlag = "Premium-rate phone number";
    else if (!pattern && !fictional) invalidFlag = d ? `Not a valid US phone number (${formatNanp(d)})` : "Not a valid US phone number";
  }
  signals.push({
    id: "phone.valid",
    weight: PHONE_WEIGHTS.valid,
    passed: valid,
    message: valid ? "Valid phone number" : invalidFlag ?? pattern?.flag ?? "Not a valid phone number",
  });
  if (invalidFlag) warnings.push({ flag: invalidFlag, severity: 25 });

  const isUs = valid && phone.parsed?.country === "US";
  const areaCode = valid && d ? d.slice(0, 3) : null;
  const tollFree = type === "TOLL_FREE";
  const isTexas = isUs && areaCode !== null && TEXAS_AREA_CODES.has(areaCode);

  if (!valid) {
    for (const [id, weight] of [
      ["phone.us", PHONE_WEIGHTS.us],
      ["phone.not_fictional", PHONE_WEIGHTS.notFictional],
      ["phone.pattern", PHONE_WEIGHTS.pattern],
      ["phone.texas", PHONE_WEIGHTS.texas],
    ] as const) {
      const message =
        id === "phone.not_fictional" && fictional
          ? `Fictional 555-01xx number (hard fail, score capped at ${FICTIONAL_PHONE_CAP})`
          : id === "phone.pattern" && pattern
            ? pattern.flag
            : "Skipped: number is not valid";
      signals.push({ id, weight, passed: false, message });
    }
    return { group: "phone", applicable: true, valid: false, signals, caps, warnings, summary: null, analysis: { e164: phone.e164, areaCode: null, isTexas: false } };
  }

  const country = phone.parsed?.country ?? `+${phone.parsed?.countryCallingCode ?? "?"}`;
  signals.push({ id: "phone.us", weight: PHONE_WEIGHTS.us, passed: isUs, message: isUs ? "US number" : `Not a US number (${country}); score capped at ${NON_US_PHONE_CAP}` });
  if (!isUs) caps.push({ id: "phone.non_us", limit: NON_US_PHONE_CAP, flag: `Phone number is not a US number (${country})`, hardFail: false });

  signals.push({
    id: "phone.not_fictional",
    weight: PHONE_WEIGHTS.notFictional,
    passed: !fictional,
    message: fictional ? `Fictional 555-01xx number (hard fail, score capped at ${FICTIONAL_PHONE_CAP})` : "Not in the fictional 555-01xx range",
  });
  signals.push({
    id: "phone.pattern",
    weight: PHONE_WEIGHTS.pattern,
    passed: pattern === null,
    message: pattern ? `${pattern.flag} (score capped at ${pattern.kind === "placeholder" ? PLACEHOLDER_PHONE_CAP : SUSPICIOUS_PHONE_CAP})` : "No repeated or sequential digit pattern",
  });

  let texasMessage = `Texas area code (${areaCode})`;
  if (!isTexas) {
    const flag = tollFree ? `Toll-free phone number (${areaCode}), not a local line` : isUs ? `Out-of-state area code (${areaCode})` : `Non-US phone number (${country})`;
    texasMessage = flag;
    if (isUs) warnings.push({ flag, severity: 5 });
  }
  signals.push({ id: "phone.texas", weight: PHONE_WEIGHTS.texas, passed: isTexas, message: texasMessage });

  const phoneValid = isUs && !fictional && pattern === null;
  const summary = !phoneValid ? null : isTexas ? `Texas phone number (${areaCode})` : tollFree ? `valid toll-free number (${areaCode})` : `valid US phone number (${areaCode})`;
  return { group: "phone", applicable: true, valid: phoneValid, signals, caps, warnings, summary, analysis: { e164: phone.e164, areaCode, isTexas } };
}
