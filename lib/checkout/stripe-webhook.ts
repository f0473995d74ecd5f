import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { CHECKOUT_MESSAGES } from "@/lib/checkout/messages";
import { markOrderFailedTx, markOrderPaidTx } from "@/lib/checkout/order-status";
import { checkPaymentIntent } from "@/lib/checkout/stripe-intent-check";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { verifyStripeSignature } from "@/lib/payments/stripe/webhook-signature";
import { ProviderUnavailable } from "@/lib/billing/errors";
import { applyStripeBillingEvent, STRIPE_BILLING_EVENTS } from "@/lib/billing/stripe-events";

const intentSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal("payment_intent"),
  amount: z.number().int(),
  currency: z.string().min(3).max(3),
  status: z.string(),
  metadata: z.record(z.string(), z.string()).nullish(),
  last_payment_error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish() }).nullish(),
});

const eventSchema = z.object({
  id: z.string().regex(/^evt_[\w]{1,250}$/),
  object: z.literal("event"),
  type: z.string().min(1).max(200),
  created: z.number().int().optional(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export type WebhookAnswer = { status: number; body: Record<string, unknown> };

/**
 * POST /api/stripe/webhook: signature over the raw body first (integrations.md §7, §10.4), then
 * the event is stored in webhook_inbox under its evt_ id and handled in the same transaction, so a
 * redelivered event is acknowledged without touching anything again. Orders move pending → paid on
 * payment_intent.succeeded (after checking the intent really pays that order) and pending → failed
 * on payment_intent.payment_failed; subscription events go to billing (lib/billing/stripe-events.ts),
 * and so does charge.refunded, which records a one-off order's refund too (lib/checkout/order-refunds.ts);
 * other events are stored and acknowledged. A forged or stale (replayed) signature is 401.
 */
export async function handleStripeWebhook(rawBody: string, signatureHeader: string | null): Promise<WebhookAnswer> {
  const secrets = (env().STRIPE_WEBHOOK_SECRET ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  if (secrets.length === 0) return { status: 503, body: { success: false, error: CHECKOUT_MESSAGES.webhookNotConfigured } };

  const check = verifyStripeSignature(rawBody, signatureHeader, secrets);
  if (!check.ok) {
    log.warn("security.webhook_signature_rejected", { provider: "stripe", reason: check.reason });
    return { status: 401, body: { success: false, error: `Invalid Stripe-Signature (${check.reason})` } };
  }

  let event: z.infer<typeof eventSchema>;
  try {
    const parsed = eventSchema.safeParse(JSON.parse(rawBody));
    if (!parsed.success) return { status: 400, body: { success: false, error: "Not a Stripe event" } };
    event = parsed.data;
  } catch {
    return { status: 400, body: { success: false, error: "Request body is not valid JSON" } };
  }

  try {
    return await storeAndApply(event);
  } catch (e) {
    if (!(e instanceof ProviderUnavailable)) throw e;
    log.warn("stripe.webhook_provider_unavailable", { eventId: event.id, type: event.type });
    return { status: 503, body: { success: false, error: "Stripe could not be reached to read the subscription; deliver this event again later" } };
  }
}

function storeAndApply(event: z.infer<typeof eventSchema>): Promise<WebhookAnswer> {
  return db().$transaction(async (tx) => {
    const stored = await tx.webhookInbox.createMany({
      data: [{ provider: "stripe", providerEventId: event.id, payload: event as unknown as Prisma.InputJsonValue }],
      skipDuplicates: true,
    });
    if (stored.count === 0) return { status: 200, body: { received: true, duplicate: true } };

    const outcome = await applyEvent(tx, event);
    await tx.webhookInbox.update({
      where: { provider_providerEventId: { provider: "stripe", providerEventId: event.id } },
      data: { processedAt: new Date(), outcome },
    });
    log.info("stripe.webhook", { eventId: event.id, type: event.type, outcome });
    return { status: 200, body: { received: true, outcome } };
    // A subscription event reads the subscription from Stripe inside (lib/billing/stripe-events.ts): room for its timeout.
  }, { timeout: 30_000 });
}

async function applyEvent(tx: Prisma.TransactionClient, event: z.infer<typeof eventSchema>): Promise<string> {
  if (STRIPE_BILLING_EVENTS.has(event.type)) return applyStripeBillingEvent(tx, event);
  if (event.type !== "payment_intent.succeeded" && event.type !== "payment_intent.payment_failed") return "ignored";
  const parsed = intentSchema.safeParse(event.data.object);
  if (!parsed.success) return "malformed_intent";
  const intent = parsed.data;
  const orderId = Number(intent.metadata?.order_id);
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return "no_order";
  const order = await tx.order.findUnique({ where: { id: orderId } });
  if (!order) return "order_not_found";
  const check = checkPaymentIntent(intent, order);
  if (!check.ok) {
    log.warn("stripe.webhook_mismatch", { eventId: event.id, orderId, reason: check.reason });
    return check.reason;
  }
  if (!order.paymentIntentId) await tx.order.update({ where: { id: order.id }, data: { paymentIntentId: intent.id } });

  const proof = { provider: "stripe" as const, reference: intent.id, via: `webhook:${event.id}` };
  if (event.type === "payment_intent.succeeded") {
    return (await markOrderPaidTx(tx, order.id, proof)) ? "paid" : `unchanged_${order.status}`;
  }
  const code = intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? null;
  return (await markOrderFailedTx(tx, order.id, { ...proof, code })) ? "failed" : `unchanged_${order.status}`;
}
