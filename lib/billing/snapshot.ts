import type { BillingIntervalValue, BillingPlanKey } from "@/lib/constants";

/**
 * A provider's subscription as it is now (fetched, never taken from an event's payload), in our words:
 * the webhook handlers apply it under the subscription's lock, so events arriving late or out of order
 * never roll the state back.
 */
export type ProviderSnapshot = {
  id: string;
  status: "incomplete" | "active" | "past_due" | "suspended" | "canceled" | "expired";
  plan: BillingPlanKey | null;
  interval: BillingIntervalValue | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  /** Our subscription row's id as we gave it to the provider (Stripe metadata, PayPal custom_id). */
  ref: string | null;
};

export const fromUnix = (s: number | null | undefined): Date | null => (typeof s === "number" && s > 0 ? new Date(s * 1000) : null);
