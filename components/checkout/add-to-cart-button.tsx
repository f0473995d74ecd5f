"use client";

import Link from "next/link";
import { useState } from "react";
import { ShoppingCartIcon } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { ToastAction } from "@/components/ui/toast";
import { addToCart } from "@/components/checkout/cart-store";
import { ApiError } from "@/lib/client/api";
import { toast } from "@/lib/use-toast";

/** Puts a product in the visitor's cart (creating the cart on first use) and offers the way to checkout. */
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
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
}) {
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      await addToCart(productSlug);
      toast({
        title: "Added to cart",
        description: `${productName} is in your cart.`,
        action: (
          <ToastAction altText="Go to checkout" asChild>
            <Link href="/checkout">Checkout</Link>
          </ToastAction>
        ),
      });
    } catch (e) {
      const message = e instanceof ApiError ? e.serverMessage : undefined;
      toast({ title: "Error", description: message ?? "Could not add this to your cart. Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="button" variant={variant} size={size} className={className} onClick={onClick} disabled={busy}>
      <ShoppingCartIcon aria-hidden="true" />
      {busy ? "Adding..." : "Add to Cart"}
      <span className="sr-only">: {productName}</span>
    </Button>
  );
}
