import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit/record";
import { queueEmail } from "@/lib/email/queue-email";
import { receiptEmail } from "@/lib/checkout/emails";
import { parseOrderLines } from "@/lib/checkout/order-lines";
import { PREMIUM_MONTHS_PER_UNIT } from "@/lib/constants";
import type { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { siteConfig } from "@/lib/site";
import { grantOrderEntitlements } from "@/lib/marketplace/orders";

type Tx = Prisma.TransactionClient;

export type PaymentProof = { provider: "stripe" | "paypal"; reference: string; via: string };

/**
 * pending (or failed, when the customer retried) → paid, exactly once: the conditional update is
 * the guard, so a replayed webhook, the confirmation page and a second capture can all race here
 * and only one of them changes the order. In the same transaction: the purchased products leave
 * the cart, the lead plans and packages bought become the buyer's entitlements (an invitation link
 * registers the buyer who paid signed out: lib/marketplace/orders.ts), a signed-in buyer's premium access is extended, an abandoned-cart record becomes
 * recovered, the receipt e-mail is queued, and the audit log records what proved the payment.
 * Returns false when the order was already paid (or cannot be paid).
 */
export async function markOrderPaidTx(tx: Tx, orderId: number, proof: PaymentProof, now = new Date()): Promise<boolean> {
  const { count } = await tx.order.updateMany({
    where: { id: orderId, status: { in: ["pending", "failed"] } },
    data: { status: "paid", paidAt: now },
  });
  if (count === 0) return false;
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  const lines = parseOrderLines(order.items);

  await tx.cartItem.deleteMany({ where: { sessionId: order.sessionId, productId: { in: lines.map((l) => l.productId) } } });

  const premiumMonths = lines.filter((l) => l.type === "content_subscription").reduce((n, l) => n + l.quantity, 0) * PREMIUM_MONTHS_PER_UNIT;
  let premiumUnlocked = false;
  if (premiumMonths > 0 && order.userId) {
    // Extends from the later of now and the current end, so renewals add up.
    const updated = await tx.$executeRaw`
      UPDATE users SET "premiumUntil" = GREATEST(COALESCE("premiumUntil", ${now}::timestamptz), ${now}::timestamptz)
                                         + make_interval(months => ${premiumMonths}::int),
                       "updatedAt" = ${now}::timestamptz
      WHERE id = ${order.userId}`;
    premiumUnlocked = updated > 0;
  }

  await tx.cartAbandonment.updateMany({
    where: {
      recovered: false,
      OR: [{ sessionId: order.sessionId }, { customerEmail: { equals: order.customerEmail, mode: "insensitive" } }],
    },
    data: { recovered: true },
  });

  const grant = await grantOrderEntitlements(tx, order, lines, now);

  const site = siteConfig();
  const mail = receiptEmail({ ...order, paidAt: now }, lines, site, { premiumUnlocked, invitationLink: grant.invitationLink });
  await queueEmail(tx, {
    kind: "order-receipt",
    to: [order.customerEmail],
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    dedupeKey: `order-receipt:${order.id}`,
    metadata: { orderId: order.id },
  });

  await recordAudit(
    {
      actorId: order.userId,
      action: "order.paid",
      entity: "order",
      entityId: order.id,
      changes: { provider: proof.provider, reference: proof.reference, via: proof.via, total: order.total, premiumMonths: premiumUnlocked ? premiumMonths : 0, entitlements: grant.entitlements },
    },
    tx,
  );
  log.info("order.paid", { orderId: order.id, provider: proof.provider, via: proof.via });
  return true;
}

export function markOrderPaid(orderId: number, proof: PaymentProof): Promise<boolean> {
  return db().$transaction((tx) => markOrderPaidTx(tx, orderId, proof));
}

/** pending → failed (a paid order never goes back). The reason is a provider code, never card data. */
export async function markOrderFailedTx(tx: Tx, orderId: number, proof: PaymentProof & { code: string | null }): Promise<boolean> {
  const { count } = await tx.order.updateMany({ where: { id: orderId, status: "pending" }, data: { status: "failed" } });
  if (count === 0) return false;
  await recordAudit(
    { action: "order.payment_failed", entity: "order", entityId: orderId, changes: { provider: proof.provider, reference: proof.reference, via: proof.via, code: proof.code } },
    tx,
  );
  log.info("order.payment_failed", { orderId, provider: proof.provider, code: proof.code });
  return true;
}

export function markOrderFailed(orderId: number, proof: PaymentProof & { code: string | null }): Promise<boolean> {
  return db().$transaction((tx) => markOrderFailedTx(tx, orderId, proof));
}
