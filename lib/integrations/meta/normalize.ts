/**
 * Meta's customer-information rules for the Conversions API (integrations.md §1; the rules of the
 * official SDK's ServerSideUtils): normalise each value, then SHA-256 it to lower-case hex.
 * Pure and deterministic; the §11 test vectors are checked in normalize.test.ts.
 */
import { createHash } from "node:crypto";
import { normalizePhone, normalizeState } from "@/lib/verification";

export type HashedField = "em" | "ph" | "fn" | "ln" | "ct" | "st" | "zp" | "country" | "external_id";

const SHA256_HEX = /^[a-f0-9]{64}$/;
const MD5_HEX = /^[a-f0-9]{32}$/;
const EMAIL = /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/** trim + lower-case; null unless it looks like an e-mail address. */
export function normalizeEmailForMeta(raw: string): string | null {
  const v = raw.trim().toLowerCase();
  return EMAIL.test(v) ? v : null;
}

/**
 * Digits with the country code: "(512) 555-0123" → "15125550123". A number libphonenumber reads
 * as valid (US by default) uses its E.164 form; otherwise Meta's own stripping applies (drop
 * `- @ # < > ' " , ; space ( ) +` and letters, up to two leading zeros on international numbers,
 * a US 10-digit number gains its leading 1). 7–15 digits, else null.
 */
export function normalizePhoneForMeta(raw: string): string | null {
  const e164 = normalizePhone(raw);
  if (e164) return e164.slice(1);
  const trimmed = raw.trim().toLowerCase();
  const international = trimmed.startsWith("+") || trimmed.startsWith("00");
  let digits = trimmed.replace(/[-@#<>'",; ()+a-z]/g, "");
  if (!/^\d+$/.test(digits)) return null;
  if (international) digits = digits.replace(/^0{0,2}/, "");
  else if (digits.length === 10) digits = `1${digits}`;
  return digits.length >= 7 && digits.length <= 15 ? digits : null;
}

/** First or last name: trim, lower-case, no punctuation, digits or spaces (UTF-8 letters kept). */
export function normalizeNameForMeta(raw: string): string | null {
  const v = raw.normalize("NFC").trim().toLowerCase().replace(/[^\p{L}\p{M}]/gu, "");
  return v || null;
}

/** "San Antonio" → "sanantonio": lower-case, no digits, spaces, ( ) . - */
export function normalizeCityForMeta(raw: string): string | null {
  const v = raw.trim().toLowerCase().replace(/[0-9\s().-]/g, "");
  return v || null;
}

/** Two-letter state code, lower-case: "Texas" / "TX" → "tx". */
export function normalizeStateForMeta(raw: string): string | null {
  const code = normalizeState(raw);
  if (code) return code.toLowerCase();
  const v = raw.trim().toLowerCase().replace(/[0-9\s().-]/g, "");
  return /^[a-z]{2}$/.test(v) ? v : null;
}

/** "78701-1234" → "78701": no whitespace, the part before "-", lower-case. */
export function normalizeZipForMeta(raw: string): string | null {
  const v = raw.trim().toLowerCase().replace(/\s/g, "").split("-", 1)[0] ?? "";
  return v.length >= 2 ? v : null;
}

/** ISO-3166-1 alpha-2, lower-case. */
export function normalizeCountryForMeta(raw: string): string | null {
  const v = raw.trim().toLowerCase().replace(/[^a-z]/g, "");
  return /^[a-z]{2}$/.test(v) ? v : null;
}

const NORMALIZERS: Record<HashedField, (raw: string) => string | null> = {
  em: normalizeEmailForMeta,
  ph: normalizePhoneForMeta,
  fn: normalizeNameForMeta,
  ln: normalizeNameForMeta,
  ct: normalizeCityForMeta,
  st: normalizeStateForMeta,
  zp: normalizeZipForMeta,
  country: normalizeCountryForMeta,
  external_id: (raw) => raw.trim().toLowerCase() || null,
};

/**
 * The value Meta expects for a hashed key: normalised then SHA-256 hex. Values that already look
 * like SHA-256 or MD5 hex pass through (as the SDK does); unusable values give null.
 */
export function hashForMeta(field: HashedField, raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const lowered = raw.trim().toLowerCase();
  if (lowered === "") return null;
  if (SHA256_HEX.test(lowered) || MD5_HEX.test(lowered)) return lowered;
  const normalized = NORMALIZERS[field](raw);
  return normalized ? sha256Hex(normalized) : null;
}
