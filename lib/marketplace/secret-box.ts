import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

/**
 * A buyer's push secret (their webhook signing secret, or their HubSpot private-app token) at rest:
 * AES-256-GCM under a key derived from AUTH_SECRET (HKDF, its own purpose), so a copy of the database
 * alone does not sign or reach a buyer's systems. Rotating AUTH_SECRET makes stored secrets unreadable:
 * buyers then set a new one (docs/marketplace.md).
 */
const VERSION = "v1";

/** The key of the last AUTH_SECRET seen: every push unseals its buyer's secret (derived each time, 1 % of the worker's CPU under a burst). */
let derived: { secret: string; key: Buffer } | undefined;

function key(): Buffer {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set: `npm start` generates one into .env.local.");
  if (derived?.secret !== secret) derived = { secret, key: Buffer.from(hkdfSync("sha256", secret, "texas-insurance-leads", "marketplace-push-secret", 32)) };
  return derived.key;
}

export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

/** The plain secret, or null when it cannot be read (another AUTH_SECRET, or tampered with). */
export function unseal(sealed: string | null): string | null {
  if (!sealed) return null;
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** A new Standard Webhooks signing secret: `whsec_` and 32 random bytes, base64. Shown to the buyer once. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}
