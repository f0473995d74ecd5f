"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { CartLink } from "@/components/checkout/cart-link";
import { readCartSessionId, subscribeToCartSession } from "@/components/checkout/cart-session";

/** The count, with the cart store and its API calls: loaded only for a visitor who has a cart. */
const LiveCartLink = lazy(() => import("@/components/checkout/live-cart-link").then((m) => ({ default: m.LiveCartLink })));

const hasCart = () => readCartSessionId() !== null;

/**
 * The header's cart link with the number of items (a tiny island; the header itself stays static).
 * Most visitors never start a cart: for them it is a plain link, and the cart store loads when a cart
 * session exists (from an earlier visit, this page's first Add to Cart, or another tab).
 * `icon` is rendered by the server (components/icons), so its drawing is not part of the island's code.
 */
export function CartIndicator({ icon, className }: { icon: React.ReactNode; className?: string }) {
  const cart = useSyncExternalStore(subscribeToCartSession, hasCart, () => false);
  const empty = <CartLink icon={icon} className={className} count={0} />;
  if (!cart) return empty;
  return (
    <Suspense fallback={empty}>
      <LiveCartLink icon={icon} className={className} />
    </Suspense>
  );
}
