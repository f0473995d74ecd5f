import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { closedStatus, openStatus, type StripeDispute } from "@/lib/billing/disputes";
import { applyOrderRefund, lockOrder } from "@/lib/checkout/order-refunds";
import type { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";

type Tx = Prisma.TransactionClient;

const CLOSED: ReadonlySet<string> = new Set(["won", "lost", "closed"]);

/**
 * A buyer's bank disputing a one-off order's card payment: Stripe's charge.dispute.created, .updated
 * and .closed for a PaymentIntent that paid no invoice (a subscription's go to lib/billing/disputes.ts).
 * The order keeps the dispute's id, its state (an inquiry, or a chargeback: "open") and the day Stripe
 * needs the evidence by; while it is open, /admin asks the admins to respond at Stripe
 * (lib/setup/attention.ts): without evidence the dispute is lost. Lost, the money was taken back, so
 * the order ends as a whole refund does (its lead plans cancelled; delivered leads stay the buyer's).
 * Won, or an inquiry closed without a chargeback, the money stays. A closed dispute is never opened
 * again by a late event. Each change is audited once (`order.disputed`, `order.dispute_closed`).
 */
export async function recordOrderDispute(tx: Tx, paymentIntentId: string, dispute: StripeDispute, closed: boolean, at: Date): Promise<string> {
  const order = await lockOrder(tx, { paymentIntentId });
  if (!order) return "unknown_order";
  const same = order.disputeId === dispute.id;
  const changes = { disputeId: dispute.id, status: dispute.status, amountCents: dispute.amount, reason: dispute.reason ?? null };

  if (!closed) {
    if (same && CLOSED.has(order.disputeStatus ?? "")) return "dispute_known";
    const state = openStatus(dispute.status);
    const dueBy = dispute.evidence_details?.due_by ? new Date(dispute.evidence_details.due_by * 1000) : null;
    if (same && order.disputeStatus === state && order.disputeDueBy?.getTime() === dueBy?.getTime()) return "dispute_known";
    await tx.order.update({ where: { id: order.id }, data: { disputeId: dispute.id, disputeStatus: state, disputeDueBy: dueBy } });
    await recordAudit({ actorId: null, action: "order.disputed", entity: "order", entityId: order.id, changes: { ...changes, dueBy: dueBy?.toISOString() ?? null } }, tx);
    log.info("order.disputed", { orderId: order.id, status: state });
    return same ? "dispute_updated" : "dispute_opened";
  }

  const status = closedStatus(dispute.status);
  if (same && order.disputeStatus === status) return "dispute_known";
  await tx.order.update({ where: { id: order.id }, data: { disputeId: dispute.id, disputeStatus: status, disputeDueBy: null } });
  await recordAudit({ actorId: null, action: "order.dispute_closed", entity: "order", entityId: order.id, changes }, tx);
  log.info("order.dispute_closed", { orderId: order.id, status });
  if (status !== "lost") return status === "won" ? "dispute_won" : "dispute_closed";
  // What the bank took back is what was not refunded already (Stripe disputes only that).
  await applyOrderRefund(tx, order, { provider: "stripe", refundedCents: order.refundedCents + dispute.amount, ref: dispute.id, at, cause: "dispute" });
  return "dispute_lost";
}
