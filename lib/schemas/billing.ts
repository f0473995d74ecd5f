import { z } from "zod";
import { BILLING_INTERVALS, BILLING_PLANS } from "@/lib/constants";
import { checkoutIdentitySchema } from "@/lib/schemas/checkout";

/**
 * Subscriptions (issue 32): one schema per form or payload, shared by the browser, the route handler,
 * the server actions and the tests. Nothing here names a price: the server looks the plan's price up.
 */
const planKey = z.enum(BILLING_PLANS.map((p) => p.key) as [string, ...string[]], { error: "Choose a plan" });
const interval = z.enum(BILLING_INTERVALS, { error: "Choose monthly or annual billing" });
const provider = z.enum(["stripe", "paypal"], { error: "Choose card or PayPal" });
const id = z.coerce.number({ error: "Unknown subscription" }).int("Unknown subscription").positive("Unknown subscription").max(2_147_483_647, "Unknown subscription");

/**
 * POST /api/billing/subscriptions. Not strict: anything else the browser sends (a price id, an amount)
 * is dropped and never read.
 */
export const startSubscriptionSchema = z.object({
  plan: planKey,
  interval,
  provider,
  email: checkoutIdentitySchema.shape.email,
  fullName: checkoutIdentitySchema.shape.fullName,
});
export type StartSubscriptionInput = z.output<typeof startSubscriptionSchema>;

/** The billing page's plan change: `choice` is "<plan>:<interval>" (one select, so it works without JavaScript). */
export const changePlanSchema = z.preprocess(
  (v) => {
    if (!v || typeof v !== "object" || !("choice" in v) || typeof v.choice !== "string") return v;
    const [plan, interval] = v.choice.split(":");
    return { ...v, plan, interval };
  },
  z.object({ subscriptionId: id, plan: planKey, interval }),
);
export const subscriptionActionSchema = z.object({ subscriptionId: id });

/** An admin's refund of one payment: the amount in dollars (empty = what is left of it) and why. */
export const adminRefundSchema = z.object({
  paymentId: id,
  amount: z
    .string()
    .trim()
    .regex(/^$|^\d{1,6}(\.\d{1,2})?$/, "Enter an amount like 97 or 48.50")
    .optional()
    .transform((v) => (v ? Math.round(Number(v) * 100) : null)),
  reason: z.string({ error: "Say why" }).trim().min(5, "Say why in a few words (at least 5 characters)").max(500, "Keep the reason under 500 characters"),
  cancel: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true"),
});
