import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { OrderConfirmationView } from "@/components/checkout/order-confirmation-view";
import { loadOrderConfirmation } from "@/lib/checkout/order-confirmation";
import { siteConfig } from "@/lib/site";

export const metadata: Metadata = {
  title: "Order Confirmation",
  robots: { index: false, follow: false },
  // The link carries the order's token: never hand it to another site.
  referrer: "no-referrer",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /order-confirmation: the payment return URL. Which order comes from the link (order id and the
 * server-issued token); its status comes from the server, never from Stripe's redirect_status.
 */
export default async function OrderConfirmationPage({ searchParams }: Props) {
  const params = await searchParams;
  const order = await loadOrderConfirmation(one(params.order), one(params.token));
  const site = siteConfig();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      {order ? (
        <OrderConfirmationView order={order} phone={site.phone} />
      ) : (
        <div className="grid gap-4">
          <h1 className="text-3xl font-bold tracking-tight">We could not find that order</h1>
          <p className="text-muted-foreground">
            The confirmation link is incomplete or out of date. Your receipt e-mail has your order number; call {site.phone}{" "}
            and we will look it up.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link href="/checkout">Go to Checkout</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/contact">Contact Us</Link>
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
