import fc from "fast-check";

/**
 * Generators of malformed request bodies for the public intake endpoints: wrong types, missing and
 * extra keys, huge strings, unicode and control characters, and text that is not JSON at all.
 * A body is either a value to JSON-encode or `{__raw}` to send as is.
 */
export type FuzzBody = unknown;

const field = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: fc.constantFrom("\u0000", "\u0007", "\u202e", "\ud83d\ude00", "é", "'", '"', "<", "%"), maxLength: 40 }),
  fc.constant("x".repeat(5000)),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** Bodies shaped like the endpoint's own (its keys with wrong values, plus stray keys), arbitrary JSON, and non-JSON text. */
export function malformedBodies(keys: readonly string[]): fc.Arbitrary<FuzzBody> {
  const shaped = fc.record(Object.fromEntries(keys.map((k) => [k, field])), { requiredKeys: [] });
  const withExtra = fc.tuple(shaped, fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), field, { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a }));
  return fc.oneof(
    shaped,
    withExtra,
    fc.jsonValue(),
    fc.constantFrom({ __proto__: { admin: true } }, { constructor: { prototype: { x: 1 } } }),
    fc.string().map((s) => ({ __raw: s })),
  );
}

export function encodeBody(body: FuzzBody): string {
  return typeof body === "object" && body !== null && "__raw" in body ? String((body as { __raw: unknown }).__raw) : JSON.stringify(body);
}
