"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { apiRequest } from "@/lib/client/api";
import type { CartLine } from "@/lib/checkout/cart-line";
import { isCartSessionId } from "@/lib/checkout/cart-session-id";
import { CART_SESSION_KEY, readCartSessionId, writeCartSessionId } from "@/components/checkout/cart-session";

export { CART_SESSION_KEY, readCartSessionId } from "@/components/checkout/cart-session";

/**
 * The browser's cart: its session id lives in local storage under `cart_session_id` (public-site.md
 * §3, cart-session.ts); the items live on the server. One shared store for the header indicator (once
 * the visitor has a cart), the add-to-cart buttons and the checkout, kept in step across tabs through
 * the storage event.
 */

export type CartState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; sessionId: string | null; items: CartLine[] }
  | { status: "error" };

const IDLE: CartState = { status: "idle" };
let state: CartState = IDLE;
/** Bumped by every change, so a slower earlier read never overwrites a newer answer. */
let version = 0;
const listeners = new Set<() => void>();

function set(next: CartState) {
  version++;
  state = next;
  for (const l of listeners) l();
}

/** A v4 UUID; crypto.randomUUID is missing outside secure contexts (plain http on a LAN address). */
function newSessionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function ensureCartSessionId(): string {
  const existing = readCartSessionId();
  if (existing) return existing;
  const id = newSessionId();
  // Without storage (private mode) the cart lives as long as the page.
  writeCartSessionId(id);
  return id;
}

/** Takes over a cart from a recovery e-mail link (/checkout?cart=<id>). */
export function adoptCartSessionId(id: string): void {
  if (!isCartSessionId(id)) return;
  if (writeCartSessionId(id)) void loadCart();
}

export async function loadCart(): Promise<void> {
  const sessionId = readCartSessionId();
  if (!sessionId) return set({ status: "ready", sessionId: null, items: [] });
  if (state.status !== "ready") set({ status: "loading" });
  const started = version;
  try {
    const items = await apiRequest<CartLine[]>("GET", `/api/cart/${sessionId}`);
    if (version === started) set({ status: "ready", sessionId, items });
  } catch {
    if (version === started) set({ status: "error" });
  }
}

/** Adds a product; the answer is the whole cart. Throws ApiError for the caller's message. */
export async function addToCart(productSlug: string, quantity = 1): Promise<CartLine[]> {
  const sessionId = ensureCartSessionId();
  const items = await apiRequest<CartLine[]>("POST", `/api/cart/${sessionId}/items`, { productSlug, quantity });
  set({ status: "ready", sessionId, items });
  return items;
}

export async function setCartQuantity(itemId: number, quantity: number): Promise<void> {
  const sessionId = readCartSessionId();
  if (!sessionId) return;
  set({ status: "ready", sessionId, items: await apiRequest<CartLine[]>("PATCH", `/api/cart/${sessionId}/items/${itemId}`, { quantity }) });
}

export async function removeFromCart(itemId: number): Promise<void> {
  const sessionId = readCartSessionId();
  if (!sessionId) return;
  set({ status: "ready", sessionId, items: await apiRequest<CartLine[]>("DELETE", `/api/cart/${sessionId}/items/${itemId}`) });
}

/** Another tab started, took over or cleared the cart session: read the cart again. */
function onStorage(e: StorageEvent) {
  if (e.key === CART_SESSION_KEY || e.key === null) void loadCart();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  if (state.status === "idle") void loadCart();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export function useCart(): CartState {
  return useSyncExternalStore(subscribe, () => state, () => IDLE);
}

/**
 * The cart for the checkout, as the server holds it now. On a fresh page the store's first read is that;
 * after a client-side navigation the store may hold a read from before a change made in another tab (or
 * an add still on its way when the header read it), so the cart is read again. Meanwhile the items held
 * are shown, but an empty cart is not announced before the new read says so.
 */
export function useFreshCart(): CartState {
  const [rereading, setRereading] = useState(() => state.status !== "idle");
  useEffect(() => {
    if (rereading) void loadCart().finally(() => setRereading(false));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const cart = useCart();
  if (rereading && cart.status === "ready" && cart.items.length === 0) return { status: "loading" };
  return cart;
}

export function cartCount(items: CartLine[]): number {
  return items.reduce((n, i) => n + i.quantity, 0);
}

export function cartTotal(items: CartLine[]): number {
  return items.reduce((n, i) => n + i.quantity * i.product.price, 0);
}
