import { z } from "zod";
import { MAX_RECORD_ID } from "@/lib/schemas/record-id";

/**
 * Field rules shared by the CRM forms (account, opportunity, activity). Inputs arrive as text from
 * forms and as JSON from API clients; every rule accepts both and its output parses again unchanged.
 * Messages follow crm-and-integrations.md §5 (and the lead form's wording for e-mail and phone).
 */

/** Trimmed text, at most `max` characters; empty becomes undefined. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : undefined));

export const optionalEmail = z
  .string()
  .trim()
  .max(254, "Please enter a valid email address")
  .nullish()
  .transform((v) => (v ? v : undefined))
  .pipe(z.email("Please enter a valid email address").optional());

/** Optional; when given, at least 10 digits (the lead form's minimum of 10). */
export const optionalPhone = z
  .string()
  .trim()
  .max(32, "Please enter a valid phone number")
  .nullish()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || (v.replace(/\D/g, "").length >= 10 && /^[\d\s()+.\-x]+$/i.test(v)), "Please enter a valid phone number");

/** A dollar amount as text ("12,500", "$980.50"); stored as numeric(14,2). Empty → undefined. */
export const optionalMoney = (message: string) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v == null ? "" : String(v).trim().replace(/[$,\s]/g, "")))
    .refine((v) => v === "" || (/^\d{1,12}(\.\d{1,2})?$/.test(v)), message)
    .transform((v) => (v === "" ? undefined : v));

/** A calendar date as YYYY-MM-DD (the date input's value). Empty → undefined. */
export const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), "Please enter a valid date");

/** A date and time (datetime-local "2026-11-23T14:30" or ISO 8601). Empty → undefined. */
export const optionalDateTime = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), "Please enter a valid date and time");

/** A record id picked from a list: a positive integer (form selects give text). */
export const idField = (message: string) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? undefined : typeof v === "string" ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message),
  );

export const optionalId = z.preprocess(
  (v) => (v === "" || v === null || v === undefined || v === 0 || v === "0" ? undefined : typeof v === "string" ? Number(v) : v),
  z.number().int().positive("Please pick one from the list").max(MAX_RECORD_ID, "Please pick one from the list").optional(),
);

/**
 * Tag names on accounts: a list, or comma-separated text from the form's input; up to 12, each
 * 1–30 characters, de-duplicated case-insensitively.
 */
export const tagList = z
  .union([z.string().transform((s) => s.split(",").map((t) => t.trim()).filter(Boolean)), z.array(z.string())])
  .pipe(z.array(z.string().trim().min(1, "Tags cannot be empty").max(30, "Tags are at most 30 characters"))
  .max(12, "At most 12 tags"))
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((t) => {
      const key = t.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });
