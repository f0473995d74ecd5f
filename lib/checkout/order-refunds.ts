import "server-only";
import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import { ProviderUnavailable } from "@/lib/billing/errors";
import { readPayPalCheckoutOrder } from "@/lib/checkout/paypal-settlement";
import { parseOrderLines } from "@/lib/checkout/order-lines";
import { PREMIUM_MONTHS_PER_UNIT } from "@/lib/constants";
import type { Order, Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { setEntitlementStatus } from "@/lib/marketplace/entitlements";
import { valueToCents } from "@/lib/payments/paypal/client";

type Tx = Prisma.TransactionClient;

/**
 * What a one-off order's payment has had refunded in all, so events in any order, and twice, agree:
 * Stripe's charge.refunded carries it (amount_refunded, found by the order's PaymentIntent); for PayPal
 * it is read from the PayPal order (recordPayPalOrderRefund).
 */
export type OrderRefund = { provider: "stripe" | "paypal"; which: { paymentIntentId: string } | { orderId: number }; refundedCents: number; ref: string; at: Date };

const PROVIDER_NAME = { stripe: "Stripe", paypal: "PayPal" } as const;

export type OrderRefundOutcome = "unknown_order" | "order_not_paid" | "refund_known" | "order_partly_refunded" | "order_refunded";

/**
 * PAYMENT.CAPTURE.REFUNDED's resource: one refund of a capture (Payments v2). Its invoice_id is the
 * capture's, which our PayPal order set (lib/checkout/paypal-payment.ts: INV:<order id>:<created ms>).
 */
const captureRefundSchema = z.object({ id: z.string().min(1).max(64), invoice_id: z.string().max(127).nullish() });
const INVOICE_ID = /^INV:(\d{1,10}):(\d{1,15})$/;

/**
 * A one-off order's capture refunded at PayPal (its dashboard): the order is found by the invoice_id it
 * gave PayPal, and what has been refunded in all is read from the PayPal order (its refunds that
 * completed), so one event or several, in any order, come to the same record.
 */
export async function recordPayPalOrderRefund(tx: Tx, resource: unknown, at: Date): Promise<OrderRefundOutcome | "malformed_refund"> {
  const parsed = captureRefundSchema.safeParse(resource);
  if (!parsed.success) return "malformed_refund";
  const orderId = await orderOfInvoiceId(tx, parsed.data.invoice_id ?? "");
  if (!orderId) return "unknown_order";
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { id: true, paypalOrderId: true, currency: true } });
  let facts;
  try {
    facts = await readPayPalCheckoutOrder(order.paypalOrderId!);
  } catch (e) {
    throw new ProviderUnavailable("paypal", e);
  }
  const refundedCents = facts.refunds
    .filter((r) => r.status === "COMPLETED" && r.amount?.currency_code === order.currency)
    .reduce((n, r) => n + (valueToCents(r.amount!.value) ?? 0), 0);
  return recordOrderRefund(tx, { provider: "paypal", which: { orderId: order.id }, refundedCents, ref: parsed.data.id, at });
}

/** The order an invoice id names (INV:<order id>:<created ms>, checked against the order, paid with PayPal), or null. */
export async function orderOfInvoiceId(tx: Tx, invoiceId: string): Promise<number | null> {
  const ours = INVOICE_ID.exec(invoiceId);
  if (!ours) return null;
  const order = await tx.order.findUnique({ where: { id: Number(ours[1]) }, select: { id: true, createdAt: true, paypalOrderId: true } });
  return order && order.createdAt.getTime() === Number(ours[2]) && order.paypalOrderId ? order.id : null;
}

/** PAYMENT.CAPTURE.REVERSED's resource: PayPal taking a capture's money back (a dispute or chargeback lost). */
const captureReversalSchema = captureRefundSchema.extend({ amount: z.object({ value: z.string().max(20), currency_code: z.string().max(3) }) });

/**
 * A one-off order's capture reversed by PayPal (the buyer won a dispute or a chargeback): the amount the
 * reversal names is recorded once (by its id) on top of what was refunded, as a dispute lost; all of it
 * ends what the order gave, as a whole refund does.
 */
export async function recordPayPalOrderReversal(tx: Tx, resource: unknown, at: Date): Promise<OrderRefundOutcome | "malformed_refund"> {
  const parsed = captureReversalSchema.safeParse(resource);
  if (!parsed.success) return "malformed_refund";
  const cents = valueToCents(parsed.data.amount.value.replace(/^-/, ""));
  if (cents === null || cents === 0) return "malformed_refund";
  const orderId = await orderOfInvoiceId(tx, parsed.data.invoice_id ?? "");
  if (!orderId) return "unknown_order";
  const order = await lockOrder(tx, { orderId });
  if (!order) return "unknown_order";
  if (order.status !== "paid" && order.status !== "refunded") return "order_not_paid";
  if (await tx.orderRefundEntry.findFirst({ where: { orderId, reference: parsed.data.id }, select: { id: true } })) return "refund_known";
  return applyOrderRefund(tx, order, { provider: "paypal", refundedCents: order.refundedCents + cents, ref: parsed.data.id, at, cause: "dispute" });
}

/**
 * Money of a one-off order (a lead package; before the subscriptions, a plan or premium months too)
 * returned at the provider, from Stripe's or PayPal's dashboard: this site refunds only subscriptions
 * (lib/billing/refunds.ts). Recorded on the order (`refundedCents`, `refundedAt`) so the buyer's
 * orders, the order's page and the audit log match the provider's; a refunded order is no longer a
 * sale in the daily reports (they count paid orders).
 *
 * All of it refunded, the order becomes `refunded` and what it gave ends, since nothing pays for it any
 * more: its lead plans are cancelled (leads already delivered stay the buyer's) and the premium months
 * it added come off the buyer's access. A part refunded (a goodwill credit) is recorded and changes
 * nothing else. The order's row is locked first, so two deliveries of the event cannot both apply.
 * `refundedCents` is the provider's total of refunds; money taken back by a lost dispute is added here.
 */
export async function recordOrderRefund(tx: Tx, r: OrderRefund): Promise<OrderRefundOutcome> {
  const order = await lockOrder(tx, r.which);
  if (!order) return "unknown_order";
  if (order.status !== "paid" && order.status !== "refunded") return "order_not_paid";
  // The provider's total counts its refunds only; what a lost dispute took back is on top of it (a
  // refund's event retried after the reversal is then still more than the order has back).
  const disputed = await tx.orderRefundEntry.aggregate({ where: { orderId: order.id, cause: "dispute" }, _sum: { amountCents: true } });
  return applyOrderRefund(tx, order, { ...r, refundedCents: r.refundedCents + (disputed._sum.amountCents ?? 0) });
}

/** The order, locked for the rest of the transaction (refunds and disputes of it take turns), or null. */
export async function lockOrder(tx: Tx, which: OrderRefund["which"]): Promise<Order | null> {
  const [locked] = "paymentIntentId" in which
    ? await tx.$queryRaw<{ id: number }[]>`SELECT id FROM orders WHERE "paymentIntentId" = ${which.paymentIntentId} FOR UPDATE`
    : await tx.$queryRaw<{ id: number }[]>`SELECT id FROM orders WHERE id = ${which.orderId} FOR UPDATE`;
  return locked ? tx.order.findUniqueOrThrow({ where: { id: locked.id } }) : null;
}

/**
 * A locked, paid order's money returned, `refundedCents` in all (`cause`: "dispute" when a lost dispute
 * took it back, lib/checkout/order-disputes.ts): recorded, and all of it ends what the order gave.
 */
export async function applyOrderRefund(tx: Tx, order: Order, r: Omit<OrderRefund, "which"> & { cause?: "dispute" }): Promise<OrderRefundOutcome> {
  const refunded = Math.min(r.refundedCents, order.total);
  if (refunded <= order.refundedCents) return "refund_known";

  const whole = refunded >= order.total;
  await tx.order.update({ where: { id: order.id }, data: { refundedCents: refunded, refundedAt: r.at, ...(whole ? { status: "refunded" } : {}) } });
  // What went back this time, for the revenue report's month (lib/billing/revenue.ts).
  await tx.orderRefundEntry.create({ data: { orderId: order.id, provider: r.provider, reference: r.ref, amountCents: refunded - order.refundedCents, cause: r.cause ?? "refund", at: r.at } });
  const changes: Record<string, string | number> = { provider: r.provider, reference: r.ref, refundedCents: refunded, amountCents: refunded - order.refundedCents, total: order.total, ...(r.cause ? { cause: r.cause } : {}) };
  if (whole) {
    const taken = r.provider === "paypal" ? "PayPal reversed it after the buyer's dispute" : "the buyer's bank won its dispute";
    const why = r.cause === "dispute" ? `Order #${order.id}'s payment was taken back: ${taken}` : `Order #${order.id} was refunded at ${PROVIDER_NAME[r.provider]}`;
    changes.plansCancelled = await setEntitlementStatus(tx, { orderId: order.id }, "cancelled", why, { now: r.at });
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
