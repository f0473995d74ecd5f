import type { z } from "zod";

/**
 * What a form's server action answers (React's useActionState): the outcome, a message for the form's
 * status region (and a toast when JavaScript runs), the schema's field errors, and the submitted values so
 * a form rendered without JavaScript comes back filled in. `at` changes on every answer, so a client
 * can react to two identical answers in a row.
 */
export type ActionState = {
  status: "idle" | "success" | "error";
  message?: string;
  fieldErrors?: Record<string, string[]>;
  values?: Record<string, string | string[]>;
  at?: number;
};

export const IDLE: ActionState = { status: "idle" };

export const succeeded = <E extends object = object>(message: string, extra?: Partial<ActionState> & E): ActionState & E =>
  ({ status: "success", message, at: Date.now(), ...extra }) as ActionState & E;

export const failed = <E extends object = object>(message: string, extra?: Partial<ActionState> & E): ActionState & E =>
  ({ status: "error", message, at: Date.now(), ...extra }) as ActionState & E;

/** Field errors keyed by the dotted path, each with the schema's own messages. */
export function fieldErrorsFrom(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export const CHECK_THE_FIELDS = "Please correct the fields with errors.";

/**
 * A failed parse as the form shows it: every message under its field, and one summary in the status
 * region (not a copy of a field's message, which a screen reader would then hear twice).
 */
export function invalid(error: z.ZodError, values?: Record<string, string | string[]>): ActionState {
  return failed(CHECK_THE_FIELDS, { fieldErrors: fieldErrorsFrom(error), values });
}

/**
 * A FormData as a plain object for zod: one string per field, or every value for the fields named in
 * `arrays` (checkbox groups). React's own `$ACTION_…` fields are left out. Passwords never go back to
 * the browser: pass the values through `echo()` to drop those fields.
 */
export function formValues(form: FormData, opts: { arrays?: string[] } = {}): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of form.entries()) {
    if (key.startsWith("$ACTION")) continue;
    if (typeof value !== "string") continue;
    // PostgreSQL stores no NUL (U+0000) in text: a crafted form's NUL is dropped, not a 500 at the insert.
    const text = value.includes("\u0000") ? value.replaceAll("\u0000", "") : value;
    if (opts.arrays?.includes(key)) (out[key] = (out[key] as string[] | undefined) ?? []).push(text);
    else out[key] = text;
  }
  for (const key of opts.arrays ?? []) out[key] ??= [];
  return out;
}

/** The values to echo back to a form, without the ones that must never be sent back (passwords, tokens). */
export function echo(values: Record<string, string | string[]>, secret: string[]): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(values).filter(([k]) => !secret.includes(k)));
}

/**
 * The first error of a field, for <Field error=…>. A list field (ZIP codes, counties, days) also shows
 * its items' errors, which the schema keys by position ("zips.3").
 */
export function fieldError(state: ActionState, name: string): string | undefined {
  const errors = state.fieldErrors;
  if (!errors) return undefined;
  if (errors[name]?.[0]) return errors[name][0];
  const item = Object.keys(errors).find((key) => key.startsWith(`${name}.`) && /^\d+$/.test(key.slice(name.length + 1).split(".")[0]!));
  return item ? errors[item]?.[0] : undefined;
}
