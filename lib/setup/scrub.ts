/**
 * A provider's message as the page may show it: no secret, not even a part. Providers sometimes echo
 * a key back ("Invalid API Key provided: sk_test_****1234"): the configured secret values and
 * anything shaped like a key or a masked key are replaced.
 */
const KEY_SHAPES = [
  /\b(?:sk|rk|pk|whsec|re|sk-proj|sk-live|sk-test)[-_][A-Za-z0-9_*.-]{3,}/gi,
  /\bEAA[A-Za-z0-9]{8,}/g,
  /\S*\*{3,}\S*/g,
];

export const HIDDEN = "[hidden]";

export function scrubSecrets(message: string, secrets: (string | undefined)[]): string {
  let out = message;
  for (const s of secrets) if (s && s.length >= 4) out = out.split(s).join(HIDDEN);
  for (const shape of KEY_SHAPES) out = out.replace(shape, HIDDEN);
  return out.slice(0, 500);
}
