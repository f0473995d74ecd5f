"use client";

import Link from "next/link";
import { cartCount, useCart } from "@/components/checkout/cart-store";
import { clsx } from "clsx";

/**
 * The header's cart link with the number of items (a tiny island; the header itself stays static).
 * `icon` is rendered by the server (components/icons), so its drawing is not part of the island's code.
 */
export function CartIndicator({ icon, className }: { icon: React.ReactNode; className?: string }) {
  const cart = useCart();
  const count = cart.status === "ready" ? cartCount(cart.items) : 0;
  const label = count === 0 ? "Cart" : `Cart, ${count} ${count === 1 ? "item" : "items"}`;
  return (
    <Link
      href="/checkout"
      aria-label={label}
      data-testid="cart-indicator"
      className={clsx(
        "relative inline-flex size-10 items-center justify-center rounded-md text-foreground transition-colors hover:bg-secondary focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      {icon}
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold text-primary-foreground"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
