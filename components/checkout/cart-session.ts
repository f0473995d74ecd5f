"use client";

import { isCartSessionId } from "@/lib/checkout/cart-session-id";

/**
 * The browser's cart session id: local storage `cart_session_id` (public-site.md §3). This small module
 * is all the header needs to know whether the visitor has a cart; the cart store (cart-store.ts, with the
 * cart API calls) loads only then.
 */
export const CART_SESSION_KEY = "cart_session_id";

/** Raised on this page when a cart session starts or is taken over (other tabs get the storage event). */
export const CART_SESSION_EVENT = "cart:session";

export function readCartSessionId(): string | null {
  try {
    const id = window.localStorage.getItem(CART_SESSION_KEY);
    return isCartSessionId(id) ? id : null;
  } catch {
    return null;
  }
}

/** Stores the id and tells this page's listeners; false when storage is unavailable (private mode). */
export function writeCartSessionId(id: string): boolean {
  try {
    window.localStorage.setItem(CART_SESSION_KEY, id);
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(CART_SESSION_EVENT));
  return true;
}

/** Calls `listener` when this tab or another one starts, takes over or clears a cart session. */
export function subscribeToCartSession(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === CART_SESSION_KEY || e.key === null) listener();
  };
  window.addEventListener(CART_SESSION_EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CART_SESSION_EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}
