/**
 * Whether a parsed JSON body holds the NUL character (U+0000) in any string or key. PostgreSQL stores
 * no NUL in text or jsonb: a body carrying one ("Jane\u0000Doe") would pass the schema and fail at the
 * insert, a 500. It has no meaning in a form's text, so the body is refused with a 400 instead.
 */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) if (key.includes("\u0000") || containsNul(v)) return true;
  }
  return false;
}

export const NUL_MESSAGE = "Request body contains a NUL character (\\u0000), which no field accepts";
