import "server-only";
import { z } from "zod";
import type { Prisma, Subscription } from "@/lib/generated/prisma/client";
import { BILLING_WEBHOOK_EVENTS, type BillingIntervalValue, type BillingPlanKey } from "@/lib/constants";
import { planOfPrice } from "@/lib/billing/catalog";
import { ProviderUnavailable } from "@/lib/billing/errors";
import { parseLookupKey } from "@/lib/billing/plans";
import { fromUnix } from "@/lib/billing/snapshot";
import { fetchStripeSubscription, invoiceOfPaymentIntent } from "@/lib/billing/stripe";
import { recordProviderRefund } from "@/lib/billing/provider-refunds";
import { recordOrderRefund } from "@/lib/checkout/order-refunds";
import { recordOrderDispute } from "@/lib/checkout/order-disputes";
import { disputeSchema, recordPaymentDispute, stripeDisputeFacts } from "@/lib/billing/disputes";
import { applySnapshot, lockSubscription, recordFailed, recordPaid, type Period } from "@/lib/billing/transitions";

/**
 * Stripe Billing's events (called by POST /api/stripe/webhook inside the transaction that stores the
 * event once in webhook_inbox). Invoices are facts and are applied from the event: a paid invoice opens
 * the period its subscription line covers, a failed renewal starts the grace. A subscription event only
 * says "something changed": the subscription is read from Stripe under our row's lock and applied, so
 * events that arrive late or out of order never roll anything back.
 */
type Tx = Prisma.TransactionClient;

export const STRIPE_BILLING_EVENTS: ReadonlySet<string> = new Set(BILLING_WEBHOOK_EVENTS.stripe);

const priceRef = z.union([z.string(), z.object({ id: z.string(), lookup_key: z.string().nullish() })]);
const lineSchema = z.object({
  amount: z.number().int().optional(),
  period: z.object({ start: z.number().int(), end: z.number().int() }),
  parent: z.object({ subscription_item_details: z.object({ proration: z.boolean() }).nullish() }).nullish(),
  pricing: z.object({ price_details: z.object({ price: priceRef }).nullish() }).nullish(),
});
const invoiceSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal("invoice"),
  amount_paid: z.number().int().nonnegative(),
  amount_due: z.number().int(),
  billing_reason: z.string().nullish(),
  hosted_invoice_url: z.string().max(2000).nullish(),
  status_transitions: z.object({ paid_at: z.number().int().nullish() }).partial().nullish(),
  parent: z
    .object({
      type: z.string(),
      subscription_details: z.object({ subscription: z.union([z.string(), z.object({ id: z.string() })]), metadata: z.record(z.string(), z.string()).nullish() }).nullish(),
    })
    .nullish(),
  lines: z.object({ data: z.array(lineSchema).max(100) }).nullish(),
});
const subscriptionSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal("subscription"),
  status: z.string().max(40).optional(),
  cancel_at_period_end: z.boolean().optional(),
  metadata: z.record(z.string(), z.string()).nullish(),
  items: z.object({ data: z.array(z.object({ price: z.object({ lookup_key: z.string().nullish() }).partial() }).partial()).max(20) }).partial().optional(),
});

/** Statuses of Stripe's that change nothing here by themselves (payments drive activity and dunning). */
const QUIET = new Set(["active", "trialing", "past_due", "unpaid", "incomplete"]);

/**
 * Whether the event's copy of the subscription says exactly what we already hold: then nothing can need
 * applying (a stale copy equal to our state changes nothing either), and Stripe is not asked. Any
 * difference is checked against Stripe's current subscription.
 */
function sameAsOurs(sub: Subscription, object: z.infer<typeof subscriptionSchema>): boolean {
  const key = parseLookupKey(object.items?.data?.[0]?.price?.lookup_key);
  return QUIET.has(object.status ?? "") && object.cancel_at_period_end === sub.cancelAtPeriodEnd && key?.plan === sub.plan && key?.interval === sub.interval;
}

type StripeEvent = { id: string; type: string; created?: number; data: { object: Record<string, unknown> } };

const REASONS: Record<string, "create" | "cycle" | "update"> = { subscription_create: "create", subscription_cycle: "cycle", subscription_update: "update" };

/** Our subscription for a Stripe subscription id, locked; found by the reference we gave Stripe before its id was stored. */
async function ourSubscription(tx: Tx, stripeId: string, ref: string | null | undefined): Promise<Subscription | null> {
  const byId = await lockSubscription(tx, { providerSubscriptionId: stripeId });
  if (byId) return byId;
  const id = Number(ref);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const byRef = await lockSubscription(tx, { id });
  if (!byRef || byRef.provider !== "stripe" || (byRef.providerSubscriptionId && byRef.providerSubscriptionId !== stripeId)) return null;
  return tx.subscription.update({ where: { id: byRef.id }, data: { providerSubscriptionId: stripeId } });
}

type InvoiceFacts = { subscriptionId: string; ref: string | null; reason: "create" | "cycle" | "update"; period: Period | null; plan: BillingPlanKey | null; interval: BillingIntervalValue | null };

async function invoiceFacts(invoice: z.infer<typeof invoiceSchema>): Promise<InvoiceFacts | null> {
  const details = invoice.parent?.type === "subscription_details" ? invoice.parent.subscription_details : null;
  if (!details) return null;
  const lines = invoice.lines?.data ?? [];
  // The period paid in advance is the subscription line that is not a proration (an upgrade's invoice has only prorations).
  const service = lines.filter((l) => !l.parent?.subscription_item_details?.proration).sort((a, b) => b.period.end - a.period.end)[0];
  const priced = service ?? lines.at(-1);
  const price = priced?.pricing?.price_details?.price;
  const plan = typeof price === "object" && price?.lookup_key ? parseLookupKey(price.lookup_key) : await planOfPrice("stripe", typeof price === "string" ? price : price?.id);
  return {
    subscriptionId: typeof details.subscription === "string" ? details.subscription : details.subscription.id,
    ref: details.metadata?.subscription_ref ?? null,
    reason: REASONS[invoice.billing_reason ?? ""] ?? "update",
    period: service ? { start: new Date(service.period.start * 1000), end: new Date(service.period.end * 1000) } : null,
    plan: plan?.plan ?? null,
    interval: plan?.interval ?? null,
  };
}

const chargeSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal("charge"),
  amount_refunded: z.number().int().nonnegative(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
});

/** The subscription invoice a charge's PaymentIntent paid, or null (a one-off order's, or no intent). */
async function invoiceOfIntent(intent: string | { id: string } | null | undefined): Promise<string | null> {
  if (!intent) return null;
  try {
    return await invoiceOfPaymentIntent(typeof intent === "string" ? intent : intent.id);
  } catch (e) {
    throw new ProviderUnavailable("stripe", e);
  }
}

export async function applyStripeBillingEvent(tx: Tx, event: StripeEvent): Promise<string> {
  const at = fromUnix(event.created) ?? new Date();
  if (event.type.startsWith("charge.dispute.")) {
    const parsed = disputeSchema.safeParse(event.data.object);
    if (!parsed.success) return "malformed_dispute";
    const intent = parsed.data.payment_intent;
    const invoice = await invoiceOfIntent(intent);
    const facts = stripeDisputeFacts(parsed.data, event.type === "charge.dispute.closed");
    if (invoice) return recordPaymentDispute(tx, invoice, facts, at);
    // Not a subscription's: a one-off order's card payment.
    if (!intent) return "not_an_order_charge";
    return recordOrderDispute(tx, { paymentIntentId: typeof intent === "string" ? intent : intent.id }, facts, at);
  }
  if (event.type === "charge.refunded") {
    const parsed = chargeSchema.safeParse(event.data.object);
    if (!parsed.success) return "malformed_charge";
    const intent = parsed.data.payment_intent;
    const invoice = await invoiceOfIntent(intent);
    if (invoice) return recordProviderRefund(tx, { kind: "total", provider: "stripe", providerPaymentId: invoice, refundedCents: parsed.data.amount_refunded, ref: parsed.data.id, at });
    // Not a subscription's: a one-off order's payment, refunded from Stripe's dashboard.
    if (!intent) return "not_an_order_charge";
    return recordOrderRefund(tx, { provider: "stripe", which: { paymentIntentId: typeof intent === "string" ? intent : intent.id }, refundedCents: parsed.data.amount_refunded, ref: parsed.data.id, at });
  }
  if (event.type.startsWith("invoice.")) {
    const parsed = invoiceSchema.safeParse(event.data.object);
    if (!parsed.success) return "malformed_invoice";
    const invoice = parsed.data;
    const facts = await invoiceFacts(invoice);
    if (!facts) return "not_a_subscription_invoice";
    const sub = await ourSubscription(tx, facts.subscriptionId, facts.ref);
    if (!sub) return "unknown_subscription";
    const common = { providerPaymentId: invoice.id, reason: facts.reason, plan: facts.plan ?? (sub.plan as BillingPlanKey), interval: facts.interval ?? sub.interval, period: facts.period, hostedUrl: invoice.hosted_invoice_url ?? null };
    if (event.type === "invoice.paid") {
      return recordPaid(tx, sub, { ...common, amountCents: invoice.amount_paid, paidAt: fromUnix(invoice.status_transitions?.paid_at) ?? at });
    }
    return recordFailed(tx, sub, { ...common, amountCents: invoice.amount_due, failedAt: at, code: "payment_failed" });
  }
  const parsed = subscriptionSchema.safeParse(event.data.object);
  if (!parsed.success) return "malformed_subscription";
  const sub = await ourSubscription(tx, parsed.data.id, parsed.data.metadata?.subscription_ref);
  if (!sub) return "unknown_subscription";
  if (event.type === "customer.subscription.updated" && sameAsOurs(sub, parsed.data)) return "unchanged";
  let snapshot;
  try {
    snapshot = await fetchStripeSubscription(parsed.data.id);
  } catch (e) {
    throw new ProviderUnavailable("stripe", e);
  }
  return applySnapshot(tx, sub, snapshot, at);
}
