import "server-only";
import { syncStripeCatalog } from "@/lib/billing/catalog";
import { stripeMessage } from "@/lib/billing/stripe";
import { stripeConfigured } from "@/lib/payments/stripe/client";
import type { SetupEntry, TestOutcome } from "@/lib/setup/types";

/** Creates what is missing of the plans' Products and Prices at Stripe (by lookup key), then says what exists. */
async function testStripeBilling(): Promise<TestOutcome> {
  if (!stripeConfigured()) return { ok: false, message: "STRIPE_SECRET_KEY and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY must both be set" };
  try {
    const result = await syncStripeCatalog();
    return { ok: true, message: `${result.prices} prices exist at Stripe, by lookup key${result.created.length ? ` (created now: ${result.created.join(", ")})` : ""}.` };
  } catch (e) {
    return { ok: false, message: stripeMessage(e) };
  }
}

export const stripeBillingEntry: SetupEntry = {
  key: "stripe-billing",
  title: "Stripe Billing prices",
  summary: "The plans' monthly and annual prices at Stripe, created by the Test (or npm run billing:setup) under their lookup keys, never typed by hand. Without them card subscriptions cannot start.",
  variables: [
    { name: "STRIPE_SECRET_KEY", where: "The Stripe row above." },
    { name: "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", where: "The Stripe row above." },
  ],
  also: ["STRIPE_API_BASE"],
  links: [{ href: "https://dashboard.stripe.com/products", label: "Stripe → Product catalogue" }],
  test: { label: "Create or check the prices", explains: "Creates what is missing of 4 products and 8 prices at Stripe (by lookup key); changes nothing that exists." , run: testStripeBilling },
};
