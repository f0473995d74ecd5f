/**
 * Normalisation of e-mail addresses and phone numbers, shared by the signal groups and usable
 * by callers for storage and duplicate look-ups.
 */
import { parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js/max";
import { cleanText, INPUT_LIMITS } from "./text";

// ---------------------------------------------------------------------------------------------
// E-mail
// ---------------------------------------------------------------------------------------------

export interface ParsedEmail {
  /** trim + lower-case of the whole address. */
  address: string;
  local: string;
  domain: string;
}

export type EmailSyntaxProblem =
  | "missing"
  | "too long"
  | "no @"
  | "more than one @"
  | "contains spaces"
  | "non-ASCII characters"
  | "invalid characters before @"
  | "dot misplaced before @"
  | "invalid domain"
  | "no domain suffix";

const LOCAL_RE = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const LABEL_RE = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD_RE = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const NON_ASCII = /[^\x20-\x7e]/;

/**
 * Pragmatic syntax check (the subset of RFC 5321/5322 that real mailboxes use): one @, a local
 * part of at most 64 atom characters with no leading, trailing or doubled dot, and a domain of
 * at least two DNS labels with an alphabetic top-level domain. Quoted local parts and IP-literal
 * domains are rejected: no genuine lead uses them.
 */
export function parseEmailAddress(raw: unknown): { ok: true; email: ParsedEmail } | { ok: false; problem: EmailSyntaxProblem } {
  const address = cleanText(raw, INPUT_LIMITS.email).toLowerCase();
  if (address === "") return { ok: false, problem: "missing" };
  if (address.length > 254) return { ok: false, problem: "too long" };
  if (address.includes(" ")) return { ok: false, problem: "contains spaces" };
  if (NON_ASCII.test(address)) return { ok: false, problem: "non-ASCII characters" };
  const at = address.indexOf("@");
  if (at < 0) return { ok: false, problem: "no @" };
  if (address.indexOf("@", at + 1) >= 0) return { ok: false, problem: "more than one @" };
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local.length === 0 || local.length > 64 || !LOCAL_RE.test(local)) return { ok: false, problem: "invalid characters before @" };
  if (local.startsWith(".") || local.endsWith(".") || local.includes("..")) return { ok: false, problem: "dot misplaced before @" };
  const labels = domain.split(".");
  if (labels.length < 2) return { ok: false, problem: domain === "" ? "invalid domain" : "no domain suffix" };
  const tld = labels[labels.length - 1] ?? "";
  if (!labels.every((label) => LABEL_RE.test(label))) return { ok: false, problem: "invalid domain" };
  if (!TLD_RE.test(tld)) return { ok: false, problem: "no domain suffix" };
  return { ok: true, email: { address, local, domain } };
}

/**
 * trim + lower-case; null when the value is not a syntactically valid address.
 *
 * Lower-casing the local part is technically outside RFC 5321 (it is case-sensitive), but every
 * mainstream provider treats it case-insensitively, and one spelling per mailbox is what
 * duplicate detection needs. Gmail dots and "+tags" are deliberately NOT stripped: that rule is
 * Gmail-specific (and cannot be detected for Google Workspace custom domains), other providers
 * treat dots as significant, and the stored address must be the one the person actually typed
 * so that replies reach them.
 */
export function normalizeEmail(raw: unknown): string | null {
  const parsed = parseEmailAddress(raw);
  return parsed.ok ? parsed.email.address : null;
}

// ---------------------------------------------------------------------------------------------
// Phone
// ---------------------------------------------------------------------------------------------

export interface ParsedPhone {
  /** The cleaned input ("" when missing). */
  input: string;
  /** Digits of the national number for +1 numbers (10 digits), derived even when invalid. */
  nanpDigits: string | null;
  /** libphonenumber-js result (max metadata, US default country), or null when unparseable. */
  parsed: PhoneNumber | null;
  /** Strict validity (number ranges, not just length), via the "max" metadata. */
  valid: boolean;
  e164: string | null;
}

function nanpDigitsOf(input: string, parsed: PhoneNumber | null): string | null {
  if (parsed && parsed.countryCallingCode === "1" && parsed.nationalNumber.length === 10) return parsed.nationalNumber;
  // An explicit non-+1 country code is not a NANP number.
  if (parsed && parsed.countryCallingCode !== "1") return null;
  const withoutExtension = input.replace(/\s*(?:ext\.?|x|extension|#)\s*\d+\s*$/i, "");
  let digits = withoutExtension.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return digits.length === 10 ? digits : null;
}

export function parsePhone(raw: unknown): ParsedPhone {
  const input = cleanText(raw, INPUT_LIMITS.phone);
  let parsed: PhoneNumber | null = null;
  if (/\d/.test(input)) {
    try {
      parsed = parsePhoneNumberFromString(input, "US") ?? null;
    } catch {
      parsed = null;
    }
  }
  const valid = parsed?.isValid() ?? false;
  return { input, nanpDigits: nanpDigitsOf(input, parsed), parsed, valid, e164: valid && parsed ? parsed.number : null };
}

/** E.164 ("+15125550123") for a valid number, read as US when no country code is given; else null. */
export function normalizePhone(raw: unknown): string | null {
  return parsePhone(raw).e164;
}
