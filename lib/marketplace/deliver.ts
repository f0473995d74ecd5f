import "server-only";
import { randomBytes } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { DeliveryHow } from "@/lib/generated/prisma/enums";
import { recordAudit } from "@/lib/audit/record";
import { queueEmail } from "@/lib/email/queue-email";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { siteConfig } from "@/lib/site";
import { deliveryAlertEmail } from "@/lib/marketplace/emails";
import { SPEED_TO_LEAD_PRIORITY } from "@/lib/automations/step-actions";

type Tx = Prisma.TransactionClient;

export const PUSH_TASK = "marketplace:push";

export type Delivered = { deliveryId: number; buyerId: number; entitlementId: number; priceCents: number; how: DeliveryHow };

/**
 * One lead delivered to one buyer against one entitlement, in the caller's transaction (the lead's
 * row and the buyer's are locked by then). The entitlement's count only grows by this conditional
 * update, so its quota cannot be passed; the ledger row is unique per lead. Then the lead joins the
 * buyer's CRM (assigned to them), the buyer's alert e-mail and push are queued, and the audit log
 * says who, how and at what price. Null when the entitlement has no room any more (or is no longer
 * active): the caller offers the lead to the next candidate.
 */
export async function deliverLead(
  tx: Tx,
  input: { leadId: number; entitlementId: number; how: DeliveryHow; now: Date; assignedById?: number | null; reason?: string | null },
): Promise<Delivered | null> {
  const { leadId, how, now } = input;
  const claimed = await tx.$queryRaw<{ buyerId: number; pricePerLeadCents: number }[]>`
    UPDATE entitlements SET delivered = delivered + 1,
           "replacementsOwed" = GREATEST("replacementsOwed" - ${how === "replacement" ? 1 : 0}, 0), "updatedAt" = ${now}
    WHERE id = ${input.entitlementId} AND status = 'active' AND "periodStart" <= ${now} AND "periodEnd" > ${now}
      AND delivered < quota + credits AND "buyerId" IS NOT NULL
    RETURNING "buyerId", "pricePerLeadCents"`;
  const entitlement = claimed[0];
  if (!entitlement) return null;
  const buyerId = entitlement.buyerId;
  const [buyer, lead, replaces] = await Promise.all([
    tx.buyerProfile.findUniqueOrThrow({ where: { userId: buyerId }, select: { emailAlerts: true, pushMethod: true, pushUrl: true, user: { select: { username: true, email: true } } } }),
    tx.lead.findUniqueOrThrow({ where: { id: leadId }, select: { fullName: true, leadType: true, city: true, zip5: true } }),
    how === "replacement" ? oldestUnreplacedReturn(tx, buyerId) : Promise.resolve(null),
  ]);
  const priceCents = how === "replacement" ? 0 : entitlement.pricePerLeadCents;
  const push = buyer.pushMethod !== "none" && buyer.pushUrl ? buyer.pushMethod : null;
  const methods = ["crm", ...(buyer.emailAlerts && buyer.user.email ? ["email"] : []), ...(push ? [push] : [])];
  const delivery = await tx.leadDelivery.create({
    data: { leadId, buyerId, entitlementId: input.entitlementId, priceCents, how, methods, replacesReturnId: replaces, assignedById: input.assignedById ?? null, deliveredAt: now },
    select: { id: true },
  });
  await tx.lead.update({ where: { id: leadId }, data: { assignedTo: buyerId, marketStatus: "delivered", unsoldAt: null, updatedAt: now } });
  await tx.buyerProfile.update({ where: { userId: buyerId }, data: { lastDeliveredAt: now } });
  await recordAudit(
    { actorId: input.assignedById ?? null, action: "lead.deliver", entity: "lead", entityId: leadId, changes: { buyerId, buyer: buyer.user.username, entitlementId: input.entitlementId, how, priceCents, ...(replaces ? { replacesReturnId: replaces } : {}), ...(input.reason ? { reason: input.reason } : {}) } },
    tx,
  );
  if (buyer.emailAlerts && buyer.user.email) {
    const county = lead.zip5 ? (await tx.texasZip.findUnique({ where: { zip: lead.zip5 }, select: { county: true } }))?.county ?? null : null;
    const mail = deliveryAlertEmail({ leadId, fullName: lead.fullName, leadType: lead.leadType, city: lead.city, county, buyerName: buyer.user.username, replacement: how === "replacement" }, siteConfig().url);
    await queueEmail(tx, { kind: "lead_delivered", to: [buyer.user.email], ...mail, dedupeKey: `lead-delivered:${leadId}`, createdAt: now, priority: SPEED_TO_LEAD_PRIORITY, metadata: { leadId, buyerId, deliveryId: delivery.id } });
  }
  if (push) {
    const row = await tx.deliveryPush.create({ data: { deliveryId: delivery.id, method: push, url: buyer.pushUrl!, messageId: `msg_${randomBytes(16).toString("hex")}`, createdAt: now }, select: { id: true } });
    await enqueueJob(tx, PUSH_TASK, { pushId: row.id }, { jobKey: `marketplace-push:${row.id}`, maxAttempts: 10, priority: SPEED_TO_LEAD_PRIORITY });
  }
  return { deliveryId: delivery.id, buyerId, entitlementId: input.entitlementId, priceCents, how };
}

/** The buyer's oldest approved return that has no replacement yet (what a replacement delivery replaces). */
async function oldestUnreplacedReturn(tx: Tx, buyerId: number): Promise<number | null> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT r.id FROM lead_returns r
    WHERE r."buyerId" = ${buyerId} AND r.status = 'approved'
      AND NOT EXISTS (SELECT 1 FROM lead_deliveries x WHERE x."replacesReturnId" = r.id)
    ORDER BY r."decidedAt", r.id LIMIT 1`;
  return rows[0]?.id ?? null;
}
