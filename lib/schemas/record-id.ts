import { z } from "zod";

/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record's id sent by a form or a client (a lead, a buyer, a template): a whole number from 1 to
 * MAX_RECORD_ID. A larger number is refused here with the form's error, not by PostgreSQL (which would
 * answer "out of range for type integer", a 500).
 */
export const recordId = () => z.coerce.number().int().positive().max(MAX_RECORD_ID);

/** A record's id from an address (a page's `[id]`), or null when it cannot be one (the page answers 404). */
export function recordIdParam(raw: string): number | null {
  const parsed = recordId().safeParse(raw);
  return parsed.success && /^\d+$/.test(raw) ? parsed.data : null;
}
