import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

/**
 * The order confirmation link carries the order id and this server-issued token (an HMAC of the
 * id under AUTH_SECRET), so nobody reads another buyer's order by changing the number in the
 * address bar. The page still reads the order's status from the database (and the provider).
 */
function key(): string {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set: `npm start` generates one into .env.local.");
  return secret;
}

export function confirmationToken(orderId: number): string {
  return createHmac("sha256", key()).update(`order-confirmation:${orderId}`).digest("base64url").slice(0, 32);
}

export function verifyConfirmationToken(orderId: number, token: string): boolean {
  const expected = Buffer.from(confirmationToken(orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function confirmationPath(orderId: number): string {
  return `/order-confirmation?order=${orderId}&token=${confirmationToken(orderId)}`;
}
