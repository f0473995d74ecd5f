import { z } from "zod";

export { optionLabel, optionValues, type Option } from "./options";

/**
 * Building blocks of the browser forms' schemas (lib/schemas/forms/*). Each form passes its own
 * spec message; the maximum lengths match what POST /api/leads and POST /api/contacts accept, so a
 * value the form lets through is never refused by the server for its length.
 */

/** A required text of at least `min` characters after trimming. */
export function requiredText(min: number, max: number, message: string) {
  return z.string({ error: message }).trim().min(min, message).max(max, `Must be at most ${max} characters`);
}

/** An optional free text: blank becomes undefined. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));
}

export function emailField(message: string) {
  return z.string({ error: message }).trim().max(254, message).pipe(z.email(message));
}

/**
 * At least 10 characters (the spec's rule) and, stricter, 10 to 15 digits, so "555-555-555" is
 * refused here instead of scoring as a broken number later.
 */
export function phoneField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(10, message)
    .max(30, message)
    .refine((v) => {
      const digits = v.replace(/\D/g, "").length;
      return digits >= 10 && digits <= 15;
    }, message);
}

/** A US ZIP code: five digits, optionally ZIP+4. */
export function zipField(message: string) {
  return z.string({ error: message }).trim().regex(/^\d{5}(-\d{4})?$/, message);
}

/** One of the given option values (radio group or select); anything else, or nothing, gets `message`. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}
