"use client";

import { CartLink } from "@/components/checkout/cart-link";
import { cartCount, useCart } from "@/components/checkout/cart-store";

/** The cart link with the live count from the cart store (loaded by CartIndicator once a cart exists). */
export function LiveCartLink({ icon, className }: { icon: React.ReactNode; className?: string }) {
  const cart = useCart();
  return <CartLink icon={icon} className={className} count={cart.status === "ready" ? cartCount(cart.items) : 0} />;
}
