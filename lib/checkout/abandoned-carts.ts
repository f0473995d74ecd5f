import "server-only";
import { db } from "@/lib/db";
import { getCart } from "@/lib/checkout/cart";
import { cartRecoveryEmail } from "@/lib/checkout/emails";
import { orderLinesOf } from "@/lib/checkout/order-lines";
import { paypalPaymentUnderway } from "@/lib/checkout/paypal-settlement";
import { ABANDONED_CART_AFTER_MINUTES, ABANDONED_CART_MAX_AGE_DAYS } from "@/lib/constants";
import { queueEmail } from "@/lib/email/queue-email";
import { isDoNotContact } from "@/lib/leads/lookups";
import { log } from "@/lib/log";
import { siteConfig } from "@/lib/site";
import { normalizeEmail } from "@/lib/verification/normalize";

const BATCH = 100;

/**
 * Finds carts that have an e-mail (a payment was started: card intent or PayPal order), still hold
 * items, and saw no activity and no payment for ABANDONED_CART_AFTER_MINUTES; records each once in
 * cart_abandonment (sessionId is unique) and queues exactly one recovery e-mail in the same
 * transaction, unless the address opted out. A later payment marks the record recovered
 * (lib/checkout/order-status.ts). A cart whose PayPal order was captured at PayPal after our capture
 * call failed is settled here instead, and one whose PayPal payment is still pending (or cannot be
 * checked right now) is skipped until a later run: its buyer paid and is never asked to "complete"
 * the purchase. Runs from the worker's cron (task checkout:abandoned-carts).
 */
export async function detectAbandonedCarts(now = new Date()): Promise<{ recorded: number; emailed: number }> {
  const cutoff = new Date(now.getTime() - ABANDONED_CART_AFTER_MINUTES * 60_000);
  const oldest = new Date(now.getTime() - ABANDONED_CART_MAX_AGE_DAYS * 86_400_000);
  const candidates = await db().$queryRaw<{ sessionId: string; lastActivity: Date }[]>`
    SELECT o."sessionId" AS "sessionId",
           GREATEST(max(o."updatedAt"), (SELECT max(ci."createdAt") FROM cart_items ci WHERE ci."sessionId" = o."sessionId")) AS "lastActivity"
    FROM orders o
    WHERE o.status IN ('pending', 'failed')
      AND EXISTS (SELECT 1 FROM cart_items ci WHERE ci."sessionId" = o."sessionId")
      AND NOT EXISTS (SELECT 1 FROM cart_abandonment ca WHERE ca."sessionId" = o."sessionId")
    GROUP BY o."sessionId"
    HAVING GREATEST(max(o."updatedAt"), (SELECT max(ci."createdAt") FROM cart_items ci WHERE ci."sessionId" = o."sessionId")) < ${cutoff}::timestamptz
       AND max(o."updatedAt") > ${oldest}::timestamptz
       AND NOT EXISTS (SELECT 1 FROM orders p WHERE p."sessionId" = o."sessionId" AND p.status = 'paid' AND p."paidAt" >= max(o."updatedAt"))
    ORDER BY 2
    LIMIT ${BATCH}`;

  let recorded = 0;
  let emailed = 0;
  const site = siteConfig();
  for (const { sessionId, lastActivity } of candidates) {
    if (await paypalPaymentUnderway(sessionId)) continue;
    const contact = await db().order.findFirst({
      where: { sessionId, status: { in: ["pending", "failed"] } },
      orderBy: { updatedAt: "desc" },
      select: { customerEmail: true, customerName: true },
    });
    const cart = await getCart(sessionId);
    if (!contact || cart.length === 0) continue;
    const { lines, total } = orderLinesOf(cart);
    const optedOut = await isDoNotContact(normalizeEmail(contact.customerEmail), null);

    const sent = await db().$transaction(async (tx) => {
      const created = await tx.cartAbandonment.createMany({
        data: [{ sessionId, customerEmail: contact.customerEmail, cartValue: total, items: lines, lastActivity, recoveryEmailSent: !optedOut }],
        skipDuplicates: true,
      });
      if (created.count === 0) return null;
      if (optedOut) return false;
      const mail = cartRecoveryEmail({ sessionId, customerName: contact.customerName, value: total }, lines, site);
      await queueEmail(tx, {
        kind: "cart-recovery",
        to: [contact.customerEmail],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        dedupeKey: `cart-recovery:${sessionId}`,
      });
      return true;
    });
    if (sent === null) continue;
    recorded++;
    if (sent) emailed++;
  }
  if (recorded > 0) log.info("checkout.abandoned_carts", { recorded, emailed });
  return { recorded, emailed };
}
