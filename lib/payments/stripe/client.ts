import "server-only";
import Stripe from "stripe";
import { env } from "@/lib/env";

let cached: { key: string; base: string | undefined; client: Stripe } | undefined;

/** Whether card payments can run: the server needs the secret key, the browser the publishable key. */
export function stripeConfigured(): boolean {
  const e = env();
  return Boolean(e.STRIPE_SECRET_KEY && e.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY);
}

/** The publishable key for the browser (handed over by the server at request time), or null. */
export function stripePublishableKey(): string | null {
  return stripeConfigured() ? env().NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY! : null;
}

/**
 * The Stripe SDK, pointed at STRIPE_API_BASE when set (a local fake in tests). Null without keys.
 * Two network retries (the SDK adds idempotency keys to retried POSTs; ours are explicit anyway)
 * and a 20-second timeout: a visitor waits for this call.
 */
export function stripeClient(): Stripe | null {
  if (!stripeConfigured()) return null;
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = env();
  if (cached && cached.key === key && cached.base === base) return cached.client;
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (base) {
    const url = new URL(base);
    options.protocol = url.protocol === "http:" ? "http" : "https";
    options.host = url.hostname;
    options.port = url.port || (url.protocol === "http:" ? 80 : 443);
  }
  cached = { key: key!, base, client: new Stripe(key!, options) };
  return cached.client;
}
