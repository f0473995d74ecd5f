import "server-only";
import type { Subscription } from "@/lib/generated/prisma/client";
import { cancelStripeNow, fetchStripeSubscription } from "@/lib/billing/stripe";
import { getPayPalSubscription } from "@/lib/billing/paypal";

/** PayPal's states of a subscription the buyer approved and is paying (an eCheck clears in days). */
const PAYPAL_LIVE = new Set(["APPROVED", "ACTIVE", "SUSPENDED"]);

/**
 * A start whose first payment has not reached us in BILLING_INCOMPLETE_EXPIRES_HOURS, asked of its
 * provider before we give it up: "live" when the provider has it paid or being paid (its event is late:
 * a webhook that failed for a day, a PayPal eCheck), so we wait for it; otherwise it is cancelled there
 * now (already ended there counts as done; PayPal's never approved needs nothing) and "stopped", so no
 * payment can come after we end it.
 * A provider that cannot be reached throws: the sweep asks again next time.
 */
export async function stopUnpaidStartAtProvider(sub: Pick<Subscription, "provider" | "providerSubscriptionId">): Promise<"live" | "stopped"> {
  const id = sub.providerSubscriptionId;
  if (!id) return "stopped";
  if (sub.provider === "stripe") {
    const { status } = await fetchStripeSubscription(id);
    if (status === "active" || status === "past_due" || status === "suspended") return "live";
    if (status === "incomplete") await cancelStripeNow(id);
    return "stopped";
  }
  // PayPal cancels only what runs; a subscription never approved charges nothing, and its approval
  // link has long expired by now.
  const { status } = await getPayPalSubscription(id);
  return PAYPAL_LIVE.has(status) ? "live" : "stopped";
}
