import "server-only";
import { z } from "zod";
import type { Prisma, Subscription } from "@/lib/generated/prisma/client";
import { formatCents } from "@/lib/constants";
import { formatDate } from "@/lib/crm/format";
import { lockSubscription } from "@/lib/billing/transitions";
import { note } from "@/lib/billing/timeline";
import { recordProviderRefund } from "@/lib/billing/provider-refunds";
import type { DisputeStatus } from "@/lib/billing/dispute-statuses";

type Tx = Prisma.TransactionClient;

/**
 * A buyer's bank disputing a subscription payment (an inquiry, or a chargeback), from Stripe's
 * charge.dispute.created, .updated and .closed. While it is open the admins see it on /admin (needs
 * attention) with the day Stripe needs the evidence by: without evidence the dispute is lost. During a
 * chargeback nothing of the payment can be refunded (Stripe refuses; so do we, lib/billing/refunds.ts);
 * an inquiry can still be settled by a refund. A lost dispute is money taken back
 * at Stripe, written into our books as a refund made at the provider (lib/billing/provider-refunds.ts),
 * so the payment and the revenue report match Stripe's and the admins decide whether delivery goes on.
 * A dispute is never re-opened by a late "created" event once it is closed.
 */
export { OPEN_DISPUTE_STATUSES, type DisputeStatus } from "@/lib/billing/dispute-statuses";

export const disputeSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal("dispute"),
  amount: z.number().int().nonnegative(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  reason: z.string().max(80).nullish(),
  status: z.string().max(40),
  evidence_details: z.object({ due_by: z.number().int().nullish() }).partial().nullish(),
});
export type StripeDispute = z.infer<typeof disputeSchema>;

/** Stripe's dispute reasons in words an admin reads. */
const REASONS: Record<string, string> = {
  fraudulent: "the cardholder says they did not make it",
  subscription_canceled: "the cardholder says the subscription was cancelled",
  product_not_received: "the cardholder says nothing was received",
  product_unacceptable: "the cardholder says the leads were not as described",
  duplicate: "the cardholder says it was charged twice",
  credit_not_processed: "the cardholder says a refund was promised",
  unrecognized: "the cardholder does not recognise it",
};

/** How a closed dispute ended: Stripe's "won" and "lost"; an inquiry closed without a chargeback, or one prevented, took nothing back. */
export function closedStatus(stripeStatus: string): DisputeStatus {
  return stripeStatus === "lost" ? "lost" : stripeStatus === "won" ? "won" : "closed";
}

type Found = { id: number; subscriptionId: number; amountCents: number; paidAt: Date | null; attemptedAt: Date; disputeId: string | null; disputeStatus: string | null; disputeDueBy: Date | null };

async function paymentOf(tx: Tx, invoiceId: string): Promise<Found | null> {
  return tx.billingPayment.findUnique({
    where: { provider_providerPaymentId: { provider: "stripe", providerPaymentId: invoiceId } },
    select: { id: true, subscriptionId: true, amountCents: true, paidAt: true, attemptedAt: true, disputeId: true, disputeStatus: true, disputeDueBy: true },
  });
}

/** The payment and its subscription, locked (as refunds lock it), read again under the lock; or why not. */
async function lockedPayment(tx: Tx, invoiceId: string): Promise<{ sub: Subscription; payment: Found } | "unknown_payment" | "unknown_subscription"> {
  const found = await paymentOf(tx, invoiceId);
  if (!found) return "unknown_payment";
  const sub = await lockSubscription(tx, { id: found.subscriptionId });
  if (!sub) return "unknown_subscription";
  return { sub, payment: (await paymentOf(tx, invoiceId))! };
}

const paymentWords = (p: Found) => `the ${formatCents(p.amountCents)} payment of ${formatDate(p.paidAt ?? p.attemptedAt)}`;

/**
 * Stripe's statuses of a dispute still open: an inquiry (`warning_*`: the bank asks, no money has moved
 * and the charge can still be refunded, the usual way to settle one) or a chargeback (the money is held
 * and only the dispute decides).
 */
export function openStatus(stripeStatus: string): "inquiry" | "open" {
  return stripeStatus.startsWith("warning_") ? "inquiry" : "open";
}

const CLOSED: ReadonlySet<string> = new Set(["won", "lost", "closed"]);

/**
 * charge.dispute.created and charge.dispute.updated: the payment (Stripe's invoice `invoiceId`) is
 * disputed, or its dispute changed (an inquiry became a chargeback, the evidence's due date moved). The
 * admins are asked to respond. A dispute already closed here is never opened again by a late event.
 */
export async function recordDisputeChanged(tx: Tx, invoiceId: string, dispute: StripeDispute, at: Date): Promise<string> {
  const locked = await lockedPayment(tx, invoiceId);
  if (typeof locked === "string") return locked;
  const { sub, payment } = locked;
  const same = payment.disputeId === dispute.id;
  if (same && CLOSED.has(payment.disputeStatus ?? "")) return "dispute_known";
  const state = openStatus(dispute.status);
  const dueBy = dispute.evidence_details?.due_by ? new Date(dispute.evidence_details.due_by * 1000) : null;
  if (same && payment.disputeStatus === state && payment.disputeDueBy?.getTime() === dueBy?.getTime()) return "dispute_known";
  await tx.billingPayment.update({ where: { id: payment.id }, data: { disputeId: dispute.id, disputeStatus: state, disputeDueBy: dueBy } });
  const changes = { disputeId: dispute.id, status: dispute.status, amountCents: dispute.amount, reason: dispute.reason ?? null };
  const why = REASONS[dispute.reason ?? ""] ?? "no reason given";
  // The timeline is the buyer's too: what to answer, and by when, is for the admins (/admin, the subscription's page).
  if (!same) {
    const what = state === "inquiry" ? `The buyer's bank asked about ${paymentWords(payment)} (an inquiry; ${why}).` : `The buyer's bank disputed ${paymentWords(payment)} (${formatCents(dispute.amount)}; ${why}).`;
    await note(tx, sub, at, "disputed", what, { changes });
    return "dispute_opened";
  }
  if (payment.disputeStatus === "inquiry" && state === "open") {
    await note(tx, sub, at, "disputed", `The bank's inquiry about ${paymentWords(payment)} became a chargeback (${formatCents(dispute.amount)}).`, { changes });
    return "dispute_escalated";
  }
  return "dispute_updated";
}

/** charge.dispute.closed: won or closed, the money stays; lost, it is recorded as taken back at Stripe. */
export async function recordDisputeClosed(tx: Tx, invoiceId: string, dispute: StripeDispute, at: Date): Promise<string> {
  const locked = await lockedPayment(tx, invoiceId);
  if (typeof locked === "string") return locked;
  const { sub, payment } = locked;
  const status = closedStatus(dispute.status);
  if (payment.disputeId === dispute.id && payment.disputeStatus === status) return "dispute_known";
  await tx.billingPayment.update({ where: { id: payment.id }, data: { disputeId: dispute.id, disputeStatus: status, disputeDueBy: null } });
  if (status === "lost") {
    const booked = await recordProviderRefund(tx, { kind: "one", provider: "stripe", providerPaymentId: invoiceId, refundId: dispute.id, amountCents: dispute.amount, at, cause: "dispute" });
    // The payment was already refunded in full: nothing more left our books, but the timeline still says how it ended.
    if (booked !== "refund_recorded") await note(tx, sub, at, "dispute_lost", `Lost the dispute of ${paymentWords(payment)}, already refunded: nothing more was taken back.`, { changes: { disputeId: dispute.id, status: dispute.status } });
    return "dispute_lost";
  }
  const text = status === "won" ? `Won the dispute of ${paymentWords(payment)}: the money stays.` : `The bank's inquiry about ${paymentWords(payment)} closed without a chargeback: the money stays.`;
  await note(tx, sub, at, status === "won" ? "dispute_won" : "dispute_closed", text, { changes: { disputeId: dispute.id, status: dispute.status } });
  return status === "won" ? "dispute_won" : "dispute_closed";
}
