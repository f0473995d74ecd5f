import "server-only";
import { stripeClient, stripeConfigured } from "@/lib/payments/stripe/client";
import type { SetupEntry, TestOutcome } from "@/lib/setup/types";

/** Retrieves the account the secret key belongs to (GET /v1/account): reads, changes nothing. */
async function testStripe(): Promise<TestOutcome> {
  const stripe = stripeClient();
  if (!stripe || !stripeConfigured()) return { ok: false, message: "STRIPE_SECRET_KEY and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY must both be set" };
  try {
    const account = await stripe.accounts.retrieveCurrent();
    const name = account.business_profile?.name ?? account.settings?.dashboard?.display_name ?? null;
    return { ok: true, message: `Stripe account ${account.id}${name ? ` (${name})` : ""}; charges ${account.charges_enabled ? "enabled" : "not enabled yet"}.` };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : "Stripe did not answer" };
  }
}

export const stripeEntry: SetupEntry = {
  key: "stripe",
  title: "Stripe (card payments)",
  summary: "Card payments at the checkout. Without both keys the card tab says card payments are not configured.",
  variables: [
    { name: "STRIPE_SECRET_KEY", where: "dashboard.stripe.com → Developers → API keys → Secret key (sk_live_… or sk_test_…)." },
    { name: "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", where: "The same page → Publishable key (pk_…)." },
  ],
  also: ["STRIPE_API_BASE"],
  test: { label: "Retrieve the account", explains: "Reads your Stripe account with the secret key.", run: testStripe },
};
