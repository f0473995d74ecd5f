import { createHmac, timingSafeEqual } from "node:crypto";

/** Stripe's replay window (stripe-node DEFAULT_TOLERANCE). */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: "missing" | "malformed" | "stale" | "mismatch" };

/**
 * Verifies a `Stripe-Signature` header over the exact raw body (integrations.md §7):
 * `t=<unix>,v1=<hex>[,v1=<hex>…]`, v1 = HMAC-SHA256(secret, `${t}.${body}`), any v1 may match
 * (secret rotation), compared in constant time; timestamps more than 300 s away are refused.
 * Several secrets may be given (comma-separated in the environment) while one is being rotated.
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string | null,
  secrets: string[],
  opts: { toleranceSeconds?: number; now?: number } = {},
): SignatureCheck {
  if (!header) return { ok: false, reason: "missing" };
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === "v1" && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, "hex"));
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, reason: "malformed" };

  const tolerance = opts.toleranceSeconds ?? STRIPE_SIGNATURE_TOLERANCE_SECONDS;
  const now = Math.floor((opts.now ?? Date.now()) / 1000);
  let matched = false;
  for (const secret of secrets) {
    const expected = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`, "utf8").digest();
    // Every candidate is compared (no early exit), each comparison in constant time.
    for (const candidate of signatures) if (timingSafeEqual(candidate, expected)) matched = true;
  }
  if (!matched) return { ok: false, reason: "mismatch" };
  if (Math.abs(now - timestamp) > tolerance) return { ok: false, reason: "stale" };
  return { ok: true, timestamp };
}
