import type { Metadata } from "next";
import { connection } from "next/server";
import { redirect } from "next/navigation";
import { BILLING_PLAN_LIST, subscribeHref } from "@/lib/billing/plans";
import { CheckoutView } from "@/components/checkout/checkout-view";
import { currentUser } from "@/lib/auth/session";
import { paypalConfigured } from "@/lib/payments/paypal/client";
import { stripePublishableKey } from "@/lib/payments/stripe/client";

export const metadata: Metadata = {
  title: "Checkout",
  description: "Review your order and pay by card or PayPal.",
  alternates: { canonical: "/checkout" },
  robots: { index: false, follow: false },
};

/**
 * /checkout: rendered per request so the payment configuration is read at runtime (one build
 * serves any keys); the cart itself lives in the browser's island.
 */
export default async function CheckoutPage({ searchParams }: { searchParams: Promise<{ add?: string }> }) {
  await connection();
  // A plan's old cart link (`?add=growth-monthly`) goes to its subscribe step: plans are subscriptions (issue 32).
  const add = (await searchParams).add;
  const plan = BILLING_PLAN_LIST.find((p) => p.productSlug === add);
  if (plan) redirect(subscribeHref(plan.key));
  const publishableKey = stripePublishableKey();
  const user = await currentUser();
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">Checkout</h1>
      <CheckoutView config={{ card: publishableKey ? { publishableKey } : null, paypal: paypalConfigured() }} signedIn={user !== null} />
    </section>
  );
}
