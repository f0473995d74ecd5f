/**
 * Helpers for the checkout's integration tests (real database, fake providers). Not imported by
 * application code.
 */
import { randomInt, randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { PRODUCTS } from "@/lib/constants";
import { resetEnvCache } from "@/lib/env";
import type { FakePayPal } from "@/test/fakes/paypal";
import type { FakeStripe } from "@/test/fakes/stripe";
import { fromClient, testAddress } from "@/test/client-address";

/** The catalogue as the seed writes it (the unit-test database is migrated, not seeded). */
export async function seedProducts(): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { slug, ...data } of PRODUCTS) {
    const row = await db().product.upsert({ where: { slug }, create: { slug, ...data }, update: {}, select: { id: true } });
    ids.set(slug, row.id);
  }
  return ids;
}

export const newCartId = () => randomUUID();
export const testIp = testAddress;

export async function cartWith(items: Record<string, number>): Promise<string> {
  const sessionId = newCartId();
  for (const [slug, quantity] of Object.entries(items)) {
    const product = await db().product.findUniqueOrThrow({ where: { slug } });
    await db().cartItem.create({ data: { sessionId, productId: product.id, quantity } });
  }
  return sessionId;
}

const PAYMENT_VARS = [
  "STRIPE_SECRET_KEY",
  "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_BASE",
  "PAYPAL_CLIENT_ID",
  "PAYPAL_CLIENT_SECRET",
  "PAYPAL_API_BASE",
] as const;

/** Points the app at the fakes (or, with none, removes every payment setting). */
export function usePaymentEnv(fakes: { stripe?: FakeStripe; paypal?: FakePayPal }): void {
  for (const name of PAYMENT_VARS) delete process.env[name];
  if (fakes.stripe) {
    process.env.STRIPE_SECRET_KEY = fakes.stripe.secretKey;
    process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = fakes.stripe.publishableKey;
    process.env.STRIPE_WEBHOOK_SECRET = fakes.stripe.webhookSecret;
    process.env.STRIPE_API_BASE = fakes.stripe.url;
  }
  if (fakes.paypal) {
    process.env.PAYPAL_CLIENT_ID = fakes.paypal.clientId;
    process.env.PAYPAL_CLIENT_SECRET = fakes.paypal.clientSecret;
    process.env.PAYPAL_API_BASE = fakes.paypal.url;
  }
  resetEnvCache();
}

/** Only one provider's keys, pointing nowhere: the other payment method counts as configured, and is never called. */
export function setPaymentKeysOnly(provider: "stripe" | "paypal"): void {
  for (const name of PAYMENT_VARS) delete process.env[name];
  if (provider === "stripe") {
    process.env.STRIPE_SECRET_KEY = "sk_test_keys_only";
    process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = "pk_test_keys_only";
  } else {
    process.env.PAYPAL_CLIENT_ID = "keys-only-client";
    process.env.PAYPAL_CLIENT_SECRET = "keys-only-secret";
  }
  resetEnvCache();
}

export const buyer = () => ({ email: `buyer${randomInt(1e8)}@agency-example.com`, fullName: "Maria Delgado", company: "Delgado Insurance Agency" });

export function jsonRequest(url: string, body: unknown, headers: Record<string, string> = {}, method = "POST"): Request {
  return new Request(`http://localhost${url}`, {
    method,
    headers: { "content-type": "application/json", ...fromClient(testIp()), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
