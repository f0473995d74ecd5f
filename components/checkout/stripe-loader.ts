import { loadStripe, type Stripe } from "@stripe/stripe-js";

const stripes = new Map<string, Promise<Stripe | null>>();

/** Stripe.js is loaded once per page, and only when a card form is used; a failed load is not cached (Try Again loads it anew). */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripes.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    promise.catch(() => stripes.delete(publishableKey));
    stripes.set(publishableKey, promise);
  }
  return promise;
}
