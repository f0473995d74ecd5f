"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useMemo, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { LockIcon } from "@/components/icons/lock";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { adoptCartSessionId, addToCart, cartTotal, loadCart, useFreshCart } from "@/components/checkout/cart-store";
import { EmptyCart } from "@/components/checkout/empty-cart";
import { IdentityForm } from "@/components/checkout/identity-form";
import { OrderSummary } from "@/components/checkout/order-summary";
import { PaymentSection, type PaymentConfig } from "@/components/checkout/payment-section";
import { ApiError } from "@/lib/client/api";
import { PRODUCT_SLUG_PATTERN } from "@/lib/checkout/product-slug";
import type { CheckoutIdentity } from "@/lib/schemas/checkout";
import { toast } from "@/lib/use-toast";

/**
 * /checkout (public-site.md §2, §4): cart loading, then empty (Browse Plans) or the order summary,
 * the buyer's details and the payment tabs. `?add=<product>` puts a product in the cart first;
 * `?cart=<id>` (the recovery e-mail's link) takes over a saved cart.
 */
export function CheckoutView({ config, signedIn }: { config: PaymentConfig; signedIn: boolean }) {
  const cart = useFreshCart();
  const router = useRouter();
  const [identity, setIdentity] = useState<CheckoutIdentity | null>(null);
  const [editing, setEditing] = useState(true);
  const handledParams = useRef(false);
  // Holds the skeleton while a `?add=` product goes into the cart (both render the skeleton at first).
  const [adding, setAdding] = useState(() => typeof window !== "undefined" && PRODUCT_SLUG_PATTERN.test(new URLSearchParams(window.location.search).get("add") ?? ""));

  useEffect(() => {
    if (handledParams.current) return;
    handledParams.current = true;
    const params = new URLSearchParams(window.location.search);
    const saved = params.get("cart");
    const add = params.get("add");
    if (!saved && !add) return;
    if (saved) adoptCartSessionId(saved);
    if (add && PRODUCT_SLUG_PATTERN.test(add)) {
      addToCart(add)
        .catch((e: unknown) => {
          toast({ title: "Error", description: (e instanceof ApiError && e.serverMessage) || "Could not add this to your cart.", variant: "destructive" });
          return loadCart();
        })
        .finally(() => setAdding(false));
    }
    router.replace("/checkout", { scroll: false });
  }, [router]);

  const items = useMemo(() => (cart.status === "ready" ? cart.items : []), [cart]);
  const cartKey = items.map((i) => `${i.id}x${i.quantity}`).join(",");
  const total = cartTotal(items);
  const hasPremium = items.some((i) => i.product.type === "content_subscription");

  if (cart.status === "idle" || cart.status === "loading" || adding) return <CheckoutSkeleton />;
  if (cart.status === "error") {
    return (
      <Alert variant="destructive">
        <AlertTitle>Your cart could not be loaded</AlertTitle>
        <AlertDescription>
          <Button type="button" variant="outline" size="sm" onClick={() => void loadCart()}>
            Retry
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (items.length === 0 || !cart.sessionId) return <EmptyCart />;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_380px] lg:items-start">
      <div className="grid gap-6">
        {hasPremium && !signedIn && (
          <Alert role="status">
            <LockIcon aria-hidden="true" />
            <AlertTitle>Premium content unlocks on your account</AlertTitle>
            <AlertDescription>
              <p>
                <Link href="/login" className="font-medium underline underline-offset-2">
                  Sign in
                </Link>{" "}
                before you pay so the premium library is unlocked for you right away.
              </p>
            </AlertDescription>
          </Alert>
        )}
        <Card aria-labelledby="details-title">
          <CardHeader>
            <CardTitle as="h2" id="details-title">
              Your Details
            </CardTitle>
          </CardHeader>
          <CardContent>
            {editing || !identity ? (
              <IdentityForm
                initial={identity}
                onSubmit={(next) => {
                  setIdentity(next);
                  setEditing(false);
                }}
              />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
                <p>
                  <span className="font-medium">{identity.fullName}</span>
                  {identity.company ? `, ${identity.company}` : ""}
                  <br />
                  <span className="text-muted-foreground">{identity.email}</span>
                </p>
                <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
                  Edit
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
        <PaymentSection config={config} sessionId={cart.sessionId} identity={editing ? null : identity} cartKey={cartKey} total={total} />
      </div>
      <OrderSummary items={items} />
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_380px]" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your cart…
      </span>
      <Skeleton className="h-96" />
      <Skeleton className="h-64" />
    </div>
  );
}
