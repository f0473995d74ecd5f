import "server-only";
import { z } from "zod";
import type { Prisma, Subscription } from "@/lib/generated/prisma/client";
import type { BillingProvider } from "@/lib/generated/prisma/enums";
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
  created: z.number().int().positive().nullish(),
});
export type StripeDispute = z.infer<typeof disputeSchema>;

/**
 * A dispute as either provider reports it, in our terms: `state` is inquiry or open while it runs, won,
 * lost or closed once decided; `why` is its reason in words an admin reads; `dueBy` the day the provider
 * needs our answer by. Stripe's charge.dispute.* (stripeDisputeFacts) and PayPal's CUSTOMER.DISPUTE.*
 * (lib/billing/paypal-disputes.ts) both come to this.
 */
export type DisputeFacts = {
  provider: BillingProvider;
  id: string;
  state: DisputeStatus;
  amountCents: number;
  why: string;
  dueBy: Date | null;
  /** When the provider opened it (null when the event does not say): a record keeps the newest dispute. */
  openedAt: Date | null;
  /** The provider's own words for it, kept in the audit: Stripe's status and reason, PayPal's status, stage and outcome. */
  changes: Record<string, string | number | null>;
};

/** Stripe's dispute (charge.dispute.created, .updated; `closed` for .closed) as facts. */
export function stripeDisputeFacts(dispute: StripeDispute, closed: boolean): DisputeFacts {
  return {
    provider: "stripe",
    id: dispute.id,
    state: closed ? closedStatus(dispute.status) : openStatus(dispute.status),
    amountCents: dispute.amount,
    why: REASONS[dispute.reason ?? ""] ?? "no reason given",
    dueBy: !closed && dispute.evidence_details?.due_by ? new Date(dispute.evidence_details.due_by * 1000) : null,
    openedAt: dispute.created ? new Date(dispute.created * 1000) : null,
    changes: { disputeId: dispute.id, status: dispute.status, amountCents: dispute.amount, reason: dispute.reason ?? null },
  };
}

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

type Found = { id: number; subscriptionId: number; amountCents: number; paidAt: Date | null; attemptedAt: Date } & KeptDispute;

async function paymentOf(tx: Tx, provider: BillingProvider, paymentId: string): Promise<Found | null> {
  return tx.billingPayment.findUnique({
    where: { provider_providerPaymentId: { provider, providerPaymentId: paymentId } },
    select: { id: true, subscriptionId: true, amountCents: true, paidAt: true, attemptedAt: true, disputeId: true, disputeStatus: true, disputeDueBy: true, disputeOpenedAt: true },
  });
}

/** The payment and its subscription, locked (as refunds lock it), read again under the lock; or why not. */
async function lockedPayment(tx: Tx, provider: BillingProvider, paymentId: string): Promise<{ sub: Subscription; payment: Found } | "unknown_payment" | "unknown_subscription"> {
  const found = await paymentOf(tx, provider, paymentId);
  if (!found) return "unknown_payment";
  const sub = await lockSubscription(tx, { id: found.subscriptionId });
  if (!sub) return "unknown_subscription";
  return { sub, payment: (await paymentOf(tx, provider, paymentId))! };
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

/** Who raised it, in the timeline's words: a card's bank at Stripe, the buyer at PayPal. */
const WORDS = {
  stripe: {
    inquiry: (p: string, why: string) => `The buyer's bank asked about ${p} (an inquiry; ${why}).`,
    open: (p: string, amount: string, why: string) => `The buyer's bank disputed ${p} (${amount}; ${why}).`,
    escalated: (p: string, amount: string) => `The bank's inquiry about ${p} became a chargeback (${amount}).`,
    closed: (p: string) => `The bank's inquiry about ${p} closed without a chargeback: the money stays.`,
  },
  paypal: {
    inquiry: (p: string, why: string) => `The buyer opened a PayPal dispute about ${p} (an inquiry; ${why}).`,
    open: (p: string, amount: string, why: string) => `The buyer filed a PayPal claim against ${p} (${amount}; ${why}).`,
    escalated: (p: string, amount: string) => `The buyer's PayPal inquiry about ${p} became a claim (${amount}).`,
    closed: (p: string) => `The PayPal dispute about ${p} closed: the money stays.`,
  },
} as const;

/** The one dispute a subscription payment or an order keeps. */
export type KeptDispute = { disputeId: string | null; disputeStatus: string | null; disputeDueBy: Date | null; disputeOpenedAt: Date | null };

/**
 * Why an event about a dispute changes nothing on a record that keeps one dispute at a time (a
 * subscription payment or an order), or null when it is news: the same state told again; a late event
 * of a dispute already decided (never opened again); a claim going back to an inquiry (disputes only
 * escalate: a late "created"); or a late event of another, older dispute (the provider opened the kept
 * one later: PayPal closes a buyer's claim when they file a chargeback instead, and the chargeback
 * still needs our answer). When either opening time is unknown, another dispute's decision while the
 * kept one runs is taken as the older one's.
 */
export function staleDisputeEvent(kept: KeptDispute, d: DisputeFacts): "dispute_known" | "earlier_dispute_decided" | "earlier_dispute_updated" | null {
  const same = kept.disputeId === d.id;
  const decided = CLOSED.has(d.state);
  if (!same && kept.disputeId && kept.disputeOpenedAt && d.openedAt && d.openedAt < kept.disputeOpenedAt) return decided ? "earlier_dispute_decided" : "earlier_dispute_updated";
  if (!decided) {
    if (!same) return null;
    if (CLOSED.has(kept.disputeStatus ?? "")) return "dispute_known";
    if (kept.disputeStatus === "open" && d.state === "inquiry") return "dispute_known";
    return kept.disputeStatus === d.state && kept.disputeDueBy?.getTime() === d.dueBy?.getTime() ? "dispute_known" : null;
  }
  if (same) return kept.disputeStatus === d.state ? "dispute_known" : null;
  return kept.disputeStatus === "inquiry" || kept.disputeStatus === "open" ? "earlier_dispute_decided" : null;
}

/** What a dispute's event writes on the record that keeps it (its opening time kept once known). */
export function keptDispute(kept: KeptDispute, d: DisputeFacts): KeptDispute {
  const running = !CLOSED.has(d.state);
  const openedAt = kept.disputeId === d.id ? (kept.disputeOpenedAt ?? d.openedAt) : d.openedAt;
  return { disputeId: d.id, disputeStatus: d.state, disputeDueBy: running ? d.dueBy : null, disputeOpenedAt: openedAt };
}

/**
 * A subscription payment disputed (Stripe's invoice, PayPal's sale `paymentId`), or its dispute changed
 * (an inquiry became a chargeback or claim, the due date moved), or decided. While it runs the admins are
 * asked to respond (/admin, the subscription's page). A dispute already closed here is never opened again
 * by a late event. Decided: won or closed, the money stays; lost at Stripe, the amount is recorded as taken
 * back (a refund made at the provider, by the dispute's id); lost at PayPal, PayPal's own reversal of the
 * sale (PAYMENT.SALE.REVERSED) records the money, so it is not counted twice.
 */
export async function recordPaymentDispute(tx: Tx, paymentId: string, dispute: DisputeFacts, at: Date): Promise<string> {
  const locked = await lockedPayment(tx, dispute.provider, paymentId);
  if (typeof locked === "string") return locked;
  const { sub, payment } = locked;
  const same = payment.disputeId === dispute.id;
  const words = WORDS[dispute.provider];
  const amount = formatCents(dispute.amountCents);
  const { changes } = dispute;
  const stale = staleDisputeEvent(payment, dispute);
  if (stale) return stale;
  if (!CLOSED.has(dispute.state)) {
    await tx.billingPayment.update({ where: { id: payment.id }, data: keptDispute(payment, dispute) });
    // The timeline is the buyer's too: what to answer, and by when, is for the admins (/admin, the subscription's page).
    if (!same) {
      const what = dispute.state === "inquiry" ? words.inquiry(paymentWords(payment), dispute.why) : words.open(paymentWords(payment), amount, dispute.why);
      await note(tx, sub, at, "disputed", what, { changes });
      return "dispute_opened";
    }
    if (payment.disputeStatus === "inquiry" && dispute.state === "open") {
      await note(tx, sub, at, "disputed", words.escalated(paymentWords(payment), amount), { changes });
      return "dispute_escalated";
    }
    return "dispute_updated";
  }

  const status = dispute.state;
  await tx.billingPayment.update({ where: { id: payment.id }, data: keptDispute(payment, dispute) });
  if (status === "lost") {
    if (dispute.provider === "paypal") {
      await note(tx, sub, at, "dispute_lost", `Lost the PayPal dispute of ${paymentWords(payment)}: PayPal takes the money back, recorded here when PayPal reports its reversal.`, { changes });
      return "dispute_lost";
    }
    const booked = await recordProviderRefund(tx, { kind: "one", provider: "stripe", providerPaymentId: paymentId, refundId: dispute.id, amountCents: dispute.amountCents, at, cause: "dispute" });
    // The payment was already refunded in full: nothing more left our books, but the timeline still says how it ended.
    if (booked !== "refund_recorded") await note(tx, sub, at, "dispute_lost", `Lost the dispute of ${paymentWords(payment)}, already refunded: nothing more was taken back.`, { changes: { disputeId: dispute.id, status: String(changes.status) } });
    return "dispute_lost";
  }
  const text = status === "won" ? `Won the dispute of ${paymentWords(payment)}: the money stays.` : words.closed(paymentWords(payment));
  await note(tx, sub, at, status === "won" ? "dispute_won" : "dispute_closed", text, { changes: dispute.provider === "stripe" ? { disputeId: dispute.id, status: String(changes.status) } : changes });
  return status === "won" ? "dispute_won" : "dispute_closed";
}
