import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { parseOrderLines } from "@/lib/checkout/order-lines";
import { PREMIUM_MONTHS_PER_UNIT } from "@/lib/constants";
import type { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { setEntitlementStatus } from "@/lib/marketplace/entitlements";

type Tx = Prisma.TransactionClient;

/**
 * Stripe's charge.refunded for a one-off order's PaymentIntent: what the charge has had refunded in
 * all (Stripe's amount_refunded), so events in any order, and twice, agree.
 */
export type OrderRefund = { provider: "stripe"; paymentIntentId: string; refundedCents: number; ref: string; at: Date };

export type OrderRefundOutcome = "unknown_order" | "order_not_paid" | "refund_known" | "order_partly_refunded" | "order_refunded";

/**
 * Money of a one-off order (a lead package, a plan bought once, premium months) returned at the
 * provider, from its dashboard: this site refunds only subscriptions (lib/billing/refunds.ts). Recorded
 * on the order (`refundedCents`, `refundedAt`) so the buyer's orders, the sales figures and the audit
 * log match the provider's.
 *
 * All of it refunded, the order becomes `refunded` and what it gave ends, since nothing pays for it any
 * more: its lead plans are cancelled (leads already delivered stay the buyer's) and the premium months
 * it added come off the buyer's access. A part refunded (a goodwill credit) is recorded and changes
 * nothing else. The order's row is locked first, so two deliveries of the event cannot both apply.
 */
export async function recordOrderRefund(tx: Tx, r: OrderRefund): Promise<OrderRefundOutcome> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM orders WHERE "paymentIntentId" = ${r.paymentIntentId} FOR UPDATE`;
  if (!locked) return "unknown_order";
  const order = await tx.order.findUniqueOrThrow({ where: { id: locked.id } });
  if (order.status !== "paid" && order.status !== "refunded") return "order_not_paid";
  const refunded = Math.min(r.refundedCents, order.total);
  if (refunded <= order.refundedCents) return "refund_known";

  const whole = refunded >= order.total;
  await tx.order.update({ where: { id: order.id }, data: { refundedCents: refunded, refundedAt: r.at, ...(whole ? { status: "refunded" } : {}) } });
  const changes: Record<string, string | number> = { provider: r.provider, reference: r.ref, refundedCents: refunded, amountCents: refunded - order.refundedCents, total: order.total };
  if (whole) {
    changes.plansCancelled = await setEntitlementStatus(tx, { orderId: order.id }, "cancelled", `Order #${order.id} was refunded at Stripe`, { now: r.at });
    changes.premiumMonthsTakenBack = await takeBackPremium(tx, order, r.at);
  }
  await recordAudit({ actorId: null, action: whole ? "order.refunded" : "order.partly_refunded", entity: "order", entityId: order.id, changes }, tx);
  log.info(whole ? "order.refunded" : "order.partly_refunded", { orderId: order.id, provider: r.provider });
  return whole ? "order_refunded" : "order_partly_refunded";
}

/**
 * The months a paid order added to its signed-in buyer's premium access (lib/checkout/order-status.ts
 * grants them only then), taken off the end of that access, and never into the past: access that the
 * refund leaves none of ends now. Returns the months taken back.
 */
async function takeBackPremium(tx: Tx, order: { userId: number | null; items: Prisma.JsonValue }, at: Date): Promise<number> {
  const months = parseOrderLines(order.items).filter((l) => l.type === "content_subscription").reduce((n, l) => n + l.quantity, 0) * PREMIUM_MONTHS_PER_UNIT;
  if (months === 0 || order.userId === null) return 0;
  const changed = await tx.$executeRaw`
    UPDATE users SET "premiumUntil" = GREATEST("premiumUntil" - make_interval(months => ${months}::int), LEAST("premiumUntil", ${at}::timestamptz)),
                     "updatedAt" = ${at}::timestamptz
    WHERE id = ${order.userId} AND "premiumUntil" IS NOT NULL`;
  return changed > 0 ? months : 0;
}
