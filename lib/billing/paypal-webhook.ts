import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { Prisma, Subscription } from "@/lib/generated/prisma/client";
import { BILLING_PLANS, type BillingIntervalValue, type BillingPlanKey } from "@/lib/constants";
import { log } from "@/lib/log";
import { addMonths } from "@/lib/marketplace/period";
import { paypalConfigured, paypalEnvironment, valueToCents } from "@/lib/payments/paypal/client";
import { planOfPrice } from "@/lib/billing/catalog";
import { ProviderUnavailable } from "@/lib/billing/errors";
import { recordProviderRefund } from "@/lib/billing/provider-refunds";
import { recordPayPalOrderRefund, recordPayPalOrderReversal } from "@/lib/checkout/order-refunds";
import { recordPayPalDispute } from "@/lib/billing/paypal-disputes";
import { getPayPalSubscription, paypalSnapshot, readPayPalSubscription, verifyPayPalWebhook, type PayPalWebhookHeaders } from "@/lib/billing/paypal";
import { applySnapshot, lockSubscription, recordFailed, recordPaid } from "@/lib/billing/transitions";

/**
 * POST /api/paypal/webhook (reference/messaging-billing.md §4): PayPal checks the transmission's signature
 * for us (verify-webhook-signature, with our PAYPAL_WEBHOOK_ID); a forged one is 401, and so is a
 * transmission already processed (a replay). The event is stored once in webhook_inbox (a redelivery
 * with a new transmission is acknowledged and changes nothing) and applied in the same transaction.
 * Subscription events only say that something changed: the subscription is read from PayPal under our
 * row's lock. A sale is a fact: it pays the period after the last one paid. A one-off order's capture
 * refunded or reversed is recorded on the order (lib/checkout/order-refunds.ts); a buyer's dispute, on the
 * payment or order it names (lib/billing/paypal-disputes.ts).
 */
type Tx = Prisma.TransactionClient;
export type WebhookAnswer = { status: number; body: Record<string, unknown> };

const eventSchema = z.object({
  id: z.string().regex(/^WH-[\w-]{1,120}$/),
  event_type: z.string().min(1).max(120),
  create_time: z.string().max(40).optional(),
  resource: z.record(z.string(), z.unknown()),
});
type PayPalEvent = z.infer<typeof eventSchema>;

const saleSchema = z.object({
  id: z.string().min(1).max(64),
  state: z.string(),
  amount: z.object({ total: z.string().max(20), currency: z.string().length(3) }),
  billing_agreement_id: z.string().min(1).max(64),
  create_time: z.string().max(40).optional(),
});

/** PAYMENT.SALE.REFUNDED's (and REVERSED's) resource: one refund of a sale. A reversal may carry a negative total. */
const refundSchema = z.object({
  id: z.string().min(1).max(64),
  sale_id: z.string().min(1).max(64),
  amount: z.object({ total: z.string().max(20), currency: z.string().length(3) }),
  create_time: z.string().max(40).optional(),
});

const HEADER = {
  transmissionId: "paypal-transmission-id",
  transmissionTime: "paypal-transmission-time",
  transmissionSig: "paypal-transmission-sig",
  certUrl: "paypal-cert-url",
  authAlgo: "paypal-auth-algo",
} as const;

function readHeaders(headers: Headers): PayPalWebhookHeaders | null {
  const out = {} as PayPalWebhookHeaders;
  for (const [key, name] of Object.entries(HEADER) as [keyof PayPalWebhookHeaders, string][]) {
    const value = headers.get(name);
    if (!value || value.length > 2000) return null;
    out[key] = value;
  }
  return out;
}

export async function handlePayPalWebhook(rawBody: string, headers: Headers): Promise<WebhookAnswer> {
  const webhookId = env().PAYPAL_WEBHOOK_ID;
  if (!paypalConfigured() || !webhookId) return { status: 503, body: { success: false, error: "PayPal webhooks are not configured (PAYPAL_WEBHOOK_ID is missing)." } };
  const transmission = readHeaders(headers);
  if (!transmission) return { status: 401, body: { success: false, error: "Missing PayPal transmission headers" } };
  let event: PayPalEvent;
  try {
    const parsed = eventSchema.safeParse(JSON.parse(rawBody));
    if (!parsed.success) return { status: 400, body: { success: false, error: "Not a PayPal webhook event" } };
    event = parsed.data;
  } catch {
    return { status: 400, body: { success: false, error: "Request body is not valid JSON" } };
  }
  let verified: boolean;
  try {
    verified = await verifyPayPalWebhook(transmission, webhookId, JSON.parse(rawBody));
  } catch {
    return { status: 503, body: { success: false, error: "PayPal could not be reached to verify this event; deliver it again later" } };
  }
  if (!verified) {
    log.warn("security.webhook_signature_rejected", { provider: "paypal", reason: "verification failed" });
    return { status: 401, body: { success: false, error: "PayPal did not verify this transmission" } };
  }
  try {
    return await storeAndApply(event, transmission.transmissionId);
  } catch (e) {
    if (!(e instanceof ProviderUnavailable)) throw e;
    return { status: 503, body: { success: false, error: "PayPal could not be reached to read the subscription; deliver this event again later" } };
  }
}

function storeAndApply(event: PayPalEvent, transmissionId: string): Promise<WebhookAnswer> {
  return db().$transaction(
    async (tx) => {
      const fresh = await tx.paypalTransmission.createMany({ data: [{ id: transmissionId.slice(0, 200), eventId: event.id }], skipDuplicates: true });
      if (fresh.count === 0) {
        log.warn("security.webhook_replayed", { provider: "paypal", eventId: event.id });
        return { status: 401, body: { success: false, error: "This transmission was already delivered (a replay)" } };
      }
      const stored = await tx.webhookInbox.createMany({ data: [{ provider: "paypal", providerEventId: event.id, payload: event as unknown as Prisma.InputJsonValue }], skipDuplicates: true });
      if (stored.count === 0) return { status: 200, body: { received: true, duplicate: true } };
      const outcome = await applyPayPalEvent(tx, event);
      await tx.webhookInbox.update({ where: { provider_providerEventId: { provider: "paypal", providerEventId: event.id } }, data: { processedAt: new Date(), outcome } });
      log.info("paypal.webhook", { eventId: event.id, type: event.event_type, outcome });
      return { status: 200, body: { received: true, outcome } };
    },
    { timeout: 30_000 },
  );
}

async function ourSubscription(tx: Tx, paypalId: string, ref: string | null): Promise<Subscription | null> {
  const byId = await lockSubscription(tx, { providerSubscriptionId: paypalId });
  if (byId) return byId;
  const id = Number(ref);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const byRef = await lockSubscription(tx, { id });
  if (!byRef || byRef.provider !== "paypal" || (byRef.providerSubscriptionId && byRef.providerSubscriptionId !== paypalId)) return null;
  return tx.subscription.update({ where: { id: byRef.id }, data: { providerSubscriptionId: paypalId } });
}

const eventTime = (e: PayPalEvent) => (e.create_time && !Number.isNaN(Date.parse(e.create_time)) ? new Date(e.create_time) : new Date());
const monthsOfInterval = (i: BillingIntervalValue) => (i === "year" ? 12 : 1);

/** Which plan a sale paid for: PayPal bills a revised plan from the next cycle, so the amount says which. */
async function planOfSale(tx: Tx, sub: Subscription, cents: number): Promise<{ plan: BillingPlanKey; interval: BillingIntervalValue }> {
  const plans = BILLING_PLANS.filter((p) => p.kind === sub.kind).map((p) => p.key as string);
  const rows = await tx.billingPrice.findMany({ where: { provider: "paypal", amountCents: cents, plan: { in: plans } }, select: { plan: true, interval: true } });
  const same = rows.find((r) => r.plan === sub.plan && r.interval === sub.interval);
  const pick = same ?? rows[0];
  return pick ? { plan: pick.plan as BillingPlanKey, interval: pick.interval } : { plan: sub.plan as BillingPlanKey, interval: sub.interval };
}

export async function applyPayPalEvent(tx: Tx, event: PayPalEvent): Promise<string> {
  const at = eventTime(event);
  if (event.event_type === "PAYMENT.SALE.COMPLETED") {
    const parsed = saleSchema.safeParse(event.resource);
    if (!parsed.success) return "malformed_sale";
    const sale = parsed.data;
    if (sale.state !== "completed") return `sale_${sale.state}`;
    const sub = await ourSubscription(tx, sale.billing_agreement_id, null);
    if (!sub) return "unknown_subscription";
    const cents = valueToCents(sale.amount.total);
    if (cents === null || sale.amount.currency !== "USD") return "malformed_amount";
    const paidAt = sale.create_time && !Number.isNaN(Date.parse(sale.create_time)) ? new Date(sale.create_time) : at;
    const { plan, interval } = await planOfSale(tx, sub, cents);
    const last = await tx.billingPayment.findFirst({ where: { subscriptionId: sub.id, status: "paid", periodEnd: { not: null } }, orderBy: { periodEnd: "desc" }, select: { periodEnd: true } });
    const start = last?.periodEnd ?? paidAt;
    const host = paypalEnvironment() === "production" ? "https://www.paypal.com" : "https://www.sandbox.paypal.com";
    return recordPaid(tx, sub, {
      providerPaymentId: sale.id,
      amountCents: cents,
      reason: last ? "cycle" : "create",
      plan,
      interval,
      period: { start, end: addMonths(start, monthsOfInterval(interval)) },
      paidAt,
      hostedUrl: `${host}/activity/payment/${encodeURIComponent(sale.id)}`,
    });
  }
  if (event.event_type === "PAYMENT.SALE.REFUNDED" || event.event_type === "PAYMENT.SALE.REVERSED") {
    const parsed = refundSchema.safeParse(event.resource);
    if (!parsed.success) return "malformed_refund";
    const refund = parsed.data;
    const cents = valueToCents(refund.amount.total.replace(/^-/, ""));
    if (cents === null || cents === 0 || refund.amount.currency !== "USD") return "malformed_amount";
    const refundedAt = refund.create_time && !Number.isNaN(Date.parse(refund.create_time)) ? new Date(refund.create_time) : at;
    return recordProviderRefund(tx, { kind: "one", provider: "paypal", providerPaymentId: refund.sale_id, refundId: refund.id, amountCents: cents, at: refundedAt });
  }
  // A one-off order's capture refunded from PayPal's dashboard (this site refunds only subscriptions).
  if (event.event_type === "PAYMENT.CAPTURE.REFUNDED") return recordPayPalOrderRefund(tx, event.resource, at);
  // PayPal took a capture's money back (the buyer won a dispute or a chargeback).
  if (event.event_type === "PAYMENT.CAPTURE.REVERSED") return recordPayPalOrderReversal(tx, event.resource, at);
  // A buyer's dispute of a subscription payment or an order: the admins are asked to respond at PayPal.
  if (event.event_type.startsWith("CUSTOMER.DISPUTE.")) return recordPayPalDispute(tx, event.resource, at);
  if (!event.event_type.startsWith("BILLING.SUBSCRIPTION.")) return "ignored";
  const resource = readPayPalSubscription(event.resource);
  if (!resource.id) return "malformed_subscription";
  const sub = await ourSubscription(tx, resource.id, resource.customId);
  if (!sub) return "unknown_subscription";
  if (event.event_type === "BILLING.SUBSCRIPTION.PAYMENT.FAILED") {
    // A fact about one failed payment, carried by the event.
    const failed = resource.lastFailedPayment;
    return recordFailed(tx, sub, {
      providerPaymentId: null,
      amountCents: failed?.amountCents ?? sub.priceCents,
      reason: sub.firstPaidAt ? "cycle" : "create",
      plan: sub.plan as BillingPlanKey,
      interval: sub.interval,
      period: null,
      failedAt: failed?.time ?? at,
      code: failed?.reason ?? null,
      hostedUrl: null,
    });
  }
  // The event's copy saying what we already hold changes nothing, however old it is: PayPal is not asked.
  const said = await planOfPrice("paypal", resource.planId);
  if (resource.status === "ACTIVE" && said?.plan === sub.plan && said.interval === sub.interval && sub.status !== "incomplete") return "unchanged";
  let current;
  try {
    current = await getPayPalSubscription(resource.id);
  } catch (e) {
    throw new ProviderUnavailable("paypal", e);
  }
  const plan = await planOfPrice("paypal", current.planId);
  return applySnapshot(tx, sub, paypalSnapshot(current, plan ? { plan: plan.plan, interval: plan.interval } : null), at);
}
