import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { keptDispute, staleDisputeEvent, type DisputeFacts } from "@/lib/billing/disputes";
import { applyOrderRefund, lockOrder, type OrderRefund } from "@/lib/checkout/order-refunds";
import type { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";

type Tx = Prisma.TransactionClient;

const CLOSED: ReadonlySet<string> = new Set(["won", "lost", "closed"]);

/**
 * A one-off order's payment disputed: Stripe's charge.dispute.* for a PaymentIntent that paid no invoice
 * (a subscription's go to lib/billing/disputes.ts), or PayPal's CUSTOMER.DISPUTE.* for the order's capture
 * (lib/billing/paypal-disputes.ts). The order keeps the dispute's id, its state (an inquiry, or a
 * chargeback or claim: "open") and the day the provider needs our answer by; while it runs, /admin asks
 * the admins to respond (lib/setup/attention.ts): without an answer the dispute is lost. Lost at Stripe,
 * the money was taken back, so the order ends as a whole refund does (its lead plans cancelled;
 * delivered leads stay the buyer's); lost at PayPal, PayPal's reversal or refund of the capture
 * (PAYMENT.CAPTURE.REVERSED or .REFUNDED) does that, so nothing is counted twice. Won, or an inquiry
 * closed, the money stays. Late and stale events change nothing (staleDisputeEvent). Each change is
 * audited once (`order.disputed`, `order.dispute_closed`).
 */
export async function recordOrderDispute(tx: Tx, which: OrderRefund["which"], dispute: DisputeFacts, at: Date): Promise<string> {
  const order = await lockOrder(tx, which);
  if (!order) return "unknown_order";
  const same = order.disputeId === dispute.id;
  const changes = { provider: dispute.provider, ...dispute.changes };

  const stale = staleDisputeEvent(order, dispute);
  if (stale) return stale;
  if (!CLOSED.has(dispute.state)) {
    await tx.order.update({ where: { id: order.id }, data: keptDispute(order, dispute) });
    await recordAudit({ actorId: null, action: "order.disputed", entity: "order", entityId: order.id, changes: { ...changes, dueBy: dispute.dueBy?.toISOString() ?? null } }, tx);
    log.info("order.disputed", { orderId: order.id, status: dispute.state });
    return same ? "dispute_updated" : "dispute_opened";
  }

  const status = dispute.state;
  await tx.order.update({ where: { id: order.id }, data: keptDispute(order, dispute) });
  await recordAudit({ actorId: null, action: "order.dispute_closed", entity: "order", entityId: order.id, changes }, tx);
  log.info("order.dispute_closed", { orderId: order.id, status });
  if (status !== "lost") return status === "won" ? "dispute_won" : "dispute_closed";
  // PayPal reports the money itself (its reversal or refund of the capture).
  if (dispute.provider === "paypal") return "dispute_lost";
  // What the bank took back is what was not refunded already (Stripe disputes only that).
  await applyOrderRefund(tx, order, { provider: "stripe", refundedCents: order.refundedCents + dispute.amountCents, ref: dispute.id, at, cause: "dispute" });
  return "dispute_lost";
}
