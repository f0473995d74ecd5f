"use client";

import { Link } from "@/components/ui/link";
import { useState } from "react";
import { ShoppingCartIcon } from "@/components/icons/shopping-cart";
import { clsx } from "clsx";
import type { VariantProps } from "class-variance-authority";
import { buttonVariants } from "@/components/ui/button-variants";
import { addToCart } from "@/components/checkout/cart-store";
import { ApiError } from "@/lib/client/api";
import { showToast as toast } from "@/lib/client/lazy-toast";

type Variants = VariantProps<typeof buttonVariants>;

/**
 * Puts a product in the visitor's cart (creating the cart on first use) and offers the way to checkout.
 * On /services and /pricing, so it stays light: a plain <button> with the button styles (no radix Slot,
 * no tailwind-merge; `className` must not fight the variant's classes), and the toast's radix action
 * is fetched with the first click, alongside the cart request.
 */
export function AddToCartButton({
  productSlug,
  productName,
  className,
  variant = "secondary",
  size = "lg",
}: {
  productSlug: string;
  productName: string;
  className?: string;
  variant?: Variants["variant"];
  size?: Variants["size"];
}) {
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      // The toast's action button, fetched while the cart request runs; without it the toast still shows.
      const action = import("@/components/ui/toast").then(
        (m) => m.ToastAction,
        () => null,
      );
      await addToCart(productSlug);
      const ToastAction = await action;
      toast({
        title: "Added to cart",
        description: `${productName} is in your cart.`,
        action: ToastAction ? (
          <ToastAction altText="Go to checkout" asChild>
            <Link href="/checkout">Checkout</Link>
          </ToastAction>
        ) : undefined,
      });
    } catch (e) {
      const message = e instanceof ApiError ? e.serverMessage : undefined;
      toast({ title: "Error", description: message ?? "Could not add this to your cart. Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={clsx(buttonVariants({ variant, size }), className)} onClick={onClick} disabled={busy}>
      <ShoppingCartIcon aria-hidden="true" />
      {busy ? "Adding..." : "Add to Cart"}
      <span className="sr-only">: {productName}</span>
    </button>
  );
}
