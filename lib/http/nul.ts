import { json } from "@/lib/http/responses";

/**
 * The fields of a parsed JSON body that hold the NUL character (U+0000), by dotted path ("_" for the
 * body itself). PostgreSQL stores no NUL in text or jsonb: a body carrying one ("Jane\u0000Doe") would
 * pass the schema and fail at the insert, a 500. It has no meaning in a form's text, so the body is
 * refused with a 400 that names the fields.
 */
export function nulFields(value: unknown, path: string[] = []): string[] {
  const here = path.length ? path.join(".") : "_";
  if (typeof value === "string") return value.includes("\u0000") ? [here] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => nulFields(v, [...path, String(i)]));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, v]) => (key.includes("\u0000") ? [here] : nulFields(v, [...path, key])));
  }
  return [];
}

export const NUL_MESSAGE = "Must not contain the NUL character (\\u0000)";

/** The 400 for a body with NUL characters, or null when it has none. */
export function nulRefusal(body: unknown): Response | null {
  const fields = nulFields(body);
  if (fields.length === 0) return null;
  return json({ success: false, error: NUL_MESSAGE, fieldErrors: Object.fromEntries(fields.map((f) => [f, [NUL_MESSAGE]])) }, 400);
}
