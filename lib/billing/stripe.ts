import "server-only";
import type Stripe from "stripe";
import { stripeClient } from "@/lib/payments/stripe/client";
import { parseLookupKey } from "@/lib/billing/plans";
import { fromUnix, type ProviderSnapshot } from "@/lib/billing/snapshot";

/**
 * Stripe Billing calls (reference/messaging-billing.md §3), each with an idempotency key derived from our
 * own rows, so a retried request never creates a second customer, subscription or refund.
 */
export class BillingNotConfigured extends Error {}

export function stripe(): Stripe {
  const client = stripeClient();
  if (!client) throw new BillingNotConfigured("Card payments are not configured");
  return client;
}

export async function createStripeCustomer(input: { userId: number; email: string; name: string | null; key: string }): Promise<string> {
  const customer = await stripe().customers.create(
    { email: input.email, name: input.name ?? undefined, metadata: { user_id: String(input.userId) } },
    { idempotencyKey: input.key },
  );
  return customer.id;
}

export type StripeStart = { id: string; clientSecret: string | null; status: string };

function clientSecretOf(sub: Stripe.Subscription): string | null {
  const invoice = sub.latest_invoice;
  return invoice && typeof invoice === "object" ? (invoice.confirmation_secret?.client_secret ?? null) : null;
}

/** A subscription waiting for its first payment, confirmed in the browser with the Payment Element. */
export async function createStripeSubscription(input: { customerId: string; priceId: string; ref: number; userId: number; key: string }): Promise<StripeStart> {
  const sub = await stripe().subscriptions.create(
    {
      customer: input.customerId,
      items: [{ price: input.priceId }],
      metadata: { subscription_ref: String(input.ref), user_id: String(input.userId) },
      payment_behavior: "default_incomplete",
      payment_settings: { save_default_payment_method: "on_subscription" },
      expand: ["latest_invoice.confirmation_secret"],
    },
    { idempotencyKey: input.key },
  );
  return { id: sub.id, clientSecret: clientSecretOf(sub), status: sub.status };
}

/** The first invoice's client secret again (a reloaded subscribe page), or null when nothing is left to pay. */
export async function stripeClientSecret(id: string): Promise<StripeStart> {
  const sub = await stripe().subscriptions.retrieve(id, { expand: ["latest_invoice.confirmation_secret"] });
  return { id: sub.id, clientSecret: clientSecretOf(sub), status: sub.status };
}

const STATUS: Record<string, ProviderSnapshot["status"]> = {
  incomplete: "incomplete",
  incomplete_expired: "expired",
  trialing: "active",
  active: "active",
  past_due: "past_due",
  unpaid: "past_due",
  canceled: "canceled",
  paused: "suspended",
};

export function stripeSnapshot(sub: Stripe.Subscription): ProviderSnapshot & { itemId: string | null } {
  const item = sub.items.data[0];
  const parsed = parseLookupKey(item?.price.lookup_key);
  return {
    id: sub.id,
    status: STATUS[sub.status] ?? "active",
    plan: parsed?.plan ?? null,
    interval: parsed?.interval ?? null,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt: fromUnix(sub.ended_at ?? sub.canceled_at),
    ref: sub.metadata?.subscription_ref ?? null,
    itemId: item?.id ?? null,
  };
}

export async function fetchStripeSubscription(id: string) {
  return stripeSnapshot(await stripe().subscriptions.retrieve(id));
}

export type PlanChangeAnswer = { applied: true; snapshot: ProviderSnapshot } | { applied: false; amountDue: number | null };

/**
 * Upgrade, downgrade or a switch between monthly and annual: Stripe prorates and invoices the difference
 * at once (always_invoice). pending_if_incomplete: when that charge fails, Stripe leaves the subscription
 * as it was (pending_update), so a declined card never half-changes a plan. A new interval starts a new
 * period today (the cycle anchor moves), paid in advance with the unused time credited.
 */
export async function changeStripePlan(input: { id: string; priceId: string; newInterval: boolean; key: string }): Promise<PlanChangeAnswer> {
  const current = await stripe().subscriptions.retrieve(input.id);
  const itemId = current.items.data[0]?.id;
  if (!itemId) throw new Error("The subscription has no item");
  const sub = await stripe().subscriptions.update(
    input.id,
    {
      items: [{ id: itemId, price: input.priceId }],
      proration_behavior: "always_invoice",
      payment_behavior: "pending_if_incomplete",
      billing_cycle_anchor: { type: input.newInterval ? "now" : "unchanged" },
      expand: ["latest_invoice"],
    },
    { idempotencyKey: input.key },
  );
  if (sub.pending_update) {
    const invoice = sub.latest_invoice;
    return { applied: false, amountDue: invoice && typeof invoice === "object" ? invoice.amount_due : null };
  }
  return { applied: true, snapshot: stripeSnapshot(sub) };
}

export async function setStripeCancelAtPeriodEnd(id: string, value: boolean): Promise<ProviderSnapshot> {
  return stripeSnapshot(await stripe().subscriptions.update(id, { cancel_at_period_end: value }));
}

/** Ends a subscription now (the money-back guarantee, an admin); already canceled counts as done. */
export async function cancelStripeNow(id: string): Promise<void> {
  try {
    await stripe().subscriptions.cancel(id, { prorate: false });
  } catch (e) {
    const current = await stripe().subscriptions.retrieve(id).catch(() => null);
    if (current?.status === "canceled") return;
    throw e;
  }
}

/** Stripe's Customer Portal (card, invoices): a short-lived link. */
export async function stripePortalUrl(customerId: string, returnUrl: string): Promise<string> {
  const session = await stripe().billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
  return session.url;
}

/** Refunds part or all of a paid invoice through its PaymentIntent; the refund row's id is the idempotency key. */
export async function refundStripeInvoice(input: { invoiceId: string; amountCents: number; key: string; refundRef: number }): Promise<string> {
  const payments = await stripe().invoicePayments.list({ invoice: input.invoiceId, limit: 10 });
  const paid = payments.data.find((p) => p.status === "paid" && p.payment.payment_intent);
  const intent = paid?.payment.payment_intent;
  if (!intent) throw new Error("Stripe has no card payment for this invoice to refund");
  const refund = await stripe().refunds.create(
    {
      payment_intent: typeof intent === "string" ? intent : intent.id,
      amount: input.amountCents,
      reason: "requested_by_customer",
      metadata: { refund_ref: String(input.refundRef), invoice: input.invoiceId },
    },
    { idempotencyKey: input.key },
  );
  if (refund.status === "failed" || refund.status === "canceled") throw new Error(`Stripe refused the refund (${refund.failure_reason ?? refund.status})`);
  return refund.id;
}

/** The invoice a PaymentIntent paid (a charge refunded at Stripe names only its PaymentIntent), or null. */
export async function invoiceOfPaymentIntent(paymentIntent: string): Promise<string | null> {
  const payments = await stripe().invoicePayments.list({ payment: { type: "payment_intent", payment_intent: paymentIntent }, limit: 1 });
  const invoice = payments.data[0]?.invoice;
  return typeof invoice === "string" ? invoice : (invoice?.id ?? null);
}

/** Stripe's words for a failed call, safe to show (never a key). */
export function stripeMessage(e: unknown): string {
  const err = e as { type?: string; message?: string; code?: string };
  if (err?.type === "StripeConnectionError" || err?.type === "StripeAPIError") return "Stripe could not be reached. Please try again in a few minutes.";
  if (err?.type === "StripeCardError") return err.message ?? "Your card was declined.";
  return err?.message ? `Stripe: ${err.message}` : "Stripe could not be reached. Please try again in a few minutes.";
}
