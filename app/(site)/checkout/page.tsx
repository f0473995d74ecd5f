import type { Metadata } from "next";
import { connection } from "next/server";
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
export default async function CheckoutPage() {
  await connection();
  const publishableKey = stripePublishableKey();
  const user = await currentUser();
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">Checkout</h1>
      <CheckoutView config={{ card: publishableKey ? { publishableKey } : null, paypal: paypalConfigured() }} signedIn={user !== null} />
    </section>
  );
}
