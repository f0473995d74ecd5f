import "server-only";
import type { BillingProvider, Prisma } from "@/lib/generated/prisma/client";
import { formatCents } from "@/lib/constants";
import { formatDate } from "@/lib/crm/format";
import { lockSubscription } from "@/lib/billing/transitions";
import { note } from "@/lib/billing/timeline";

type Tx = Prisma.TransactionClient;

const PROVIDER_NAME: Record<BillingProvider, string> = { stripe: "Stripe", paypal: "PayPal" };

/**
 * Money returned at the provider and not from this site (Stripe's or PayPal's dashboard, a dispute
 * lost at Stripe), written into our books so the payment, the revenue report and the buyer's timeline match
 * the provider's. Refunds this site makes are recorded by lib/billing/refunds.ts; their events change
 * nothing here (they are known, or still pending on our side and recorded when they settle). The
 * admins see these refunds on /admin (needs attention) and decide what happens to the subscription:
 * a refund does not cancel it at the provider.
 */
export type ProviderRefund =
  /** Stripe's charge.refunded: what the charge has had refunded in all, so events in any order agree. */
  | { kind: "total"; provider: BillingProvider; providerPaymentId: string; refundedCents: number; ref: string; at: Date }
  /**
   * PayPal's PAYMENT.SALE.REFUNDED / REVERSED: one refund, by its id; or a dispute lost at Stripe
   * (`cause: "dispute"`, its id, lib/billing/disputes.ts), which no refund of ours can be.
   */
  | { kind: "one"; provider: BillingProvider; providerPaymentId: string; refundId: string; amountCents: number; at: Date; cause?: "dispute" };

export async function recordProviderRefund(tx: Tx, r: ProviderRefund): Promise<string> {
  const found = await tx.billingPayment.findUnique({ where: { provider_providerPaymentId: { provider: r.provider, providerPaymentId: r.providerPaymentId } }, select: { id: true, subscriptionId: true } });
  if (!found) return "unknown_payment";
  const sub = await lockSubscription(tx, { id: found.subscriptionId });
  if (!sub) return "unknown_subscription";
  // Read under the subscription's lock, which this site's own refunds also take.
  const payment = await tx.billingPayment.findUniqueOrThrow({ where: { id: found.id }, include: { refunds: { select: { status: true, amountCents: true, providerRefundId: true } } } });
  // Ours not yet marked succeeded: still being sent, or failed with an outcome we may not know (a
  // timeout: the provider may have made it, and "Try again" sends it with the same key). Their money is
  // recorded when they settle (sendRefund), never here as well.
  const pendingOurs = payment.refunds.filter((x) => x.status === "pending" || x.status === "failed");
  let amount: number;
  let providerRefundId: string;
  if (r.kind === "total") {
    // Stripe's amount_refunded never counts money taken back by a lost dispute, which refundedCents holds.
    const disputed = payment.refunds.filter((x) => payment.disputeId !== null && x.providerRefundId === payment.disputeId).reduce((n, x) => n + x.amountCents, 0);
    amount = r.refundedCents - (payment.refundedCents - disputed) - pendingOurs.reduce((n, x) => n + x.amountCents, 0);
    providerRefundId = `${r.ref}:${r.refundedCents}`;
  } else {
    if (payment.refunds.some((x) => x.providerRefundId === r.refundId)) return "refund_known";
    // Ours, sent and not yet marked: it is recorded when it settles (sendRefund), with its e-mail.
    if (r.cause !== "dispute" && pendingOurs.some((x) => x.amountCents === r.amountCents)) return "refund_ours_pending";
    amount = r.amountCents;
    providerRefundId = r.refundId;
  }
  amount = Math.min(amount, payment.amountCents - payment.refundedCents);
  if (amount <= 0) return "refund_known";
  const dispute = r.kind === "one" && r.cause === "dispute";
  const made = await tx.billingRefund.createMany({
    data: [{ paymentId: payment.id, subscriptionId: sub.id, provider: r.provider, amountCents: amount, kind: "provider", reason: dispute ? `Dispute lost at ${PROVIDER_NAME[r.provider]}` : `Refunded at ${PROVIDER_NAME[r.provider]}`, status: "succeeded", providerRefundId, createdAt: r.at, refundedAt: r.at }],
    skipDuplicates: true,
  });
  if (made.count === 0) return "refund_known";
  await tx.billingPayment.update({ where: { id: payment.id }, data: { refundedCents: { increment: amount } } });
  const what = `the ${formatCents(payment.amountCents)} payment of ${formatDate(payment.paidAt ?? payment.attemptedAt)}`;
  const text = dispute
    ? `Lost the dispute of ${what}: ${PROVIDER_NAME[r.provider]} took ${formatCents(amount)} back for the buyer's bank. The subscription goes on until an admin ends it.`
    : `Refunded ${formatCents(amount)} of ${what} at ${PROVIDER_NAME[r.provider]}, not from this site: the subscription goes on until an admin ends it.`;
  await note(tx, sub, r.at, dispute ? "dispute_lost" : "refunded", text, { changes: { providerRefundId, amountCents: amount, kind: "provider" } });
  return "refund_recorded";
}
