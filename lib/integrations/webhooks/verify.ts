import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Constant-time comparisons for webhook authentication. Both sides are first reduced to
 * HMAC-SHA256 digests under a per-process random key, so neither the content nor the length of
 * the expected value leaks through timing.
 */
const compareKey = randomBytes(32);
const digest = (value: string) => createHmac("sha256", compareKey).update(value, "utf8").digest();

export function safeEqual(received: string, expected: string): boolean {
  return timingSafeEqual(digest(received), digest(expected));
}

export function hmacHex(secret: string, data: string): string {
  return createHmac("sha256", secret).update(data, "utf8").digest("hex");
}

export function hmacBase64(secret: string, data: string): string {
  return createHmac("sha256", secret).update(data, "utf8").digest("base64");
}

/** HTTP Basic credentials: both parts compared, always both (no early exit on the user). */
export function basicAuthMatches(header: string | null, user: string, password: string): boolean {
  const encoded = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)\s*$/i)?.[1];
  const decoded = encoded ? Buffer.from(encoded, "base64").toString("utf8") : "";
  const colon = decoded.indexOf(":");
  const gotUser = colon >= 0 ? decoded.slice(0, colon) : "";
  const gotPassword = colon >= 0 ? decoded.slice(colon + 1) : "";
  const userOk = safeEqual(gotUser, user);
  const passwordOk = safeEqual(gotPassword, password);
  return Boolean(encoded) && userOk && passwordOk;
}
