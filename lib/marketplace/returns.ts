import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { LeadReturnReason } from "@/lib/generated/prisma/enums";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { queueEmail } from "@/lib/email/queue-email";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { siteConfig } from "@/lib/site";
import { DEFECT_REPORT_HOURS, RETURN_REASONS } from "@/lib/constants";
import { CrmNotFoundError, CrmValidationError } from "@/lib/crm/errors";
import { formatTexas } from "@/lib/crm/texas-time";
import { verifyLead } from "@/lib/verification";
import { returnDecisionEmail } from "@/lib/marketplace/emails";
import type { LeadReturnInput, ReturnDecisionInput } from "@/lib/schemas/lead-return";
import { LEAD_EVENT_PRIORITY } from "@/lib/jobs/priorities";
import { buyerContact } from "@/lib/marketplace/buyer-contact";

type Tx = Prisma.TransactionClient;

export const SWEEP_TASK = "marketplace:sweep";
const HOUR = 60 * 60 * 1000;

/** When the report window of a delivery closes. */
export const reportDeadline = (deliveredAt: Date) => new Date(deliveredAt.getTime() + DEFECT_REPORT_HOURS * HOUR);

/** Why a buyer can no longer report this lead, or null while they can. The lead page shows it where the button was. */
export function reportClosedReason(d: { deliveredAt: Date; status: string; leadReturn: { status: string; createdAt: Date } | null }, now: Date): string | null {
  if (d.leadReturn) return `Reported ${formatTexas(d.leadReturn.createdAt)}: ${d.leadReturn.status === "pending" ? "waiting for our review" : d.leadReturn.status}`;
  const deadline = reportDeadline(d.deliveredAt);
  if (now.getTime() > deadline.getTime()) return `The ${DEFECT_REPORT_HOURS}-hour window to report this lead closed ${formatTexas(deadline)}`;
  return null;
}

/** `replacementNow`: a plan of the buyer's is running to route the replacement; otherwise it comes with their next plan. */
export type ReportOutcome = { returnId: number; status: "approved" | "pending"; evidence: string | null; replacementNow: boolean };

/**
 * A buyer reports a delivered lead defective (issue 31 §6), within DEFECT_REPORT_HOURS of its
 * delivery, once. Our own evidence settles it at once when it can: a duplicate of a person already
 * in their ledger, a lead outside their lines or territory, or a fresh verification re-check that
 * fails the phone or the e-mail (or an e-mail that bounced); otherwise it waits for an admin.
 */
export async function reportDefect(buyer: SessionUser, input: LeadReturnInput, now = new Date()): Promise<ReportOutcome> {
  return db().$transaction(async (tx) => {
    const delivery = await tx.leadDelivery.findUnique({
      where: { leadId: input.leadId },
      include: { leadReturn: { select: { status: true, createdAt: true } }, lead: true },
    });
    if (!delivery || delivery.buyerId !== buyer.id) throw new CrmNotFoundError("lead");
    // Lock the delivery row: two reports racing end as one return and one refusal.
    await tx.$queryRaw`SELECT id FROM lead_deliveries WHERE id = ${delivery.id} FOR UPDATE`;
    const existing = await tx.leadReturn.findUnique({ where: { deliveryId: delivery.id }, select: { createdAt: true } });
    if (existing) throw new ReturnConflictError(`This lead was already reported on ${formatTexas(existing.createdAt)}`);
    const deadline = reportDeadline(delivery.deliveredAt);
    if (now.getTime() > deadline.getTime()) throw new CrmValidationError({ reason: [`The ${DEFECT_REPORT_HOURS}-hour window to report this lead closed ${formatTexas(deadline)}`] });

    const ret = await tx.leadReturn.create({
      data: { deliveryId: delivery.id, leadId: delivery.leadId, buyerId: buyer.id, reason: input.reason as LeadReturnReason, note: input.note, createdAt: now },
      select: { id: true },
    });
    await recordAudit({ actorId: buyer.id, action: "lead.return_report", entity: "lead", entityId: delivery.leadId, changes: { returnId: ret.id, reason: input.reason, note: input.note } }, tx);
    const evidence = await evidenceFor(tx, input.reason as LeadReturnReason, delivery, buyer.id);
    if (evidence) {
      const { replacementNow } = await approveTx(tx, ret.id, null, `Confirmed by our records: ${evidence}`, now);
      return { returnId: ret.id, status: "approved", evidence, replacementNow };
    }
    return { returnId: ret.id, status: "pending", evidence: null, replacementNow: false };
  });
}

export class ReturnConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ReturnConflictError";
  }
}

type DeliveryForEvidence = { id: number; deliveredAt: Date; outsideTerms: boolean; lead: { id: number; leadType: string; zip5: string | null; phoneE164: string | null; emailNormalized: string | null; fullName: string; email: string; phone: string; address: string | null; city: string | null; state: string | null; zipCode: string | null } };

async function evidenceFor(tx: Tx, reason: LeadReturnReason, d: DeliveryForEvidence, buyerId: number): Promise<string | null> {
  const lead = d.lead;
  if (reason === "duplicate") {
    const earlier = await tx.$queryRaw<{ id: number }[]>`
      SELECT l.id FROM lead_deliveries x JOIN leads l ON l.id = x."leadId"
      WHERE x."buyerId" = ${buyerId} AND x.id <> ${d.id} AND x."deliveredAt" <= ${d.deliveredAt}
        AND ((l."phoneE164" IS NOT NULL AND l."phoneE164" = ${lead.phoneE164}) OR (l."emailNormalized" IS NOT NULL AND l."emailNormalized" = ${lead.emailNormalized}))
      ORDER BY x."deliveredAt" LIMIT 1`;
    return earlier[0] ? `you received the same person as lead #${earlier[0].id}` : null;
  }
  if (reason === "outside_area") {
    // The router delivers inside the buyer's lines and territory; only an admin's assignment can be
    // outside them, and it was recorded when made. The settings of today are no evidence: a buyer
    // may have changed their territory since.
    return d.outsideTerms ? "an admin assigned you this lead outside your lines or territory" : null;
  }
  if (reason === "wrong_number" || reason === "fake") {
    const check = verifyLead({ fullName: lead.fullName, email: lead.email, phone: lead.phone, address: lead.address, city: lead.city, state: lead.state, zipCode: lead.zipCode });
    if (!check.details.phoneValid) return "the phone number fails a fresh verification";
    if (reason === "fake" && !check.details.emailValid) return "the e-mail address fails a fresh verification";
    const bounced = lead.emailNormalized ? await tx.emailSuppression.findUnique({ where: { email: lead.emailNormalized }, select: { reason: true } }) : null;
    if (bounced?.reason === "bounced") return "e-mail to this address bounced";
    return null;
  }
  return null;
}

/**
 * Approved: the delivery is returned (it no longer counts), its entitlement gets a credit (quota + 1)
 * and owes a replacement, which the router serves first. When the delivery's period is over, the
 * credit goes to the buyer's current plan. The unsold sweep runs at once to find the replacement.
 */
async function approveTx(tx: Tx, returnId: number, adminId: number | null, note: string, now: Date): Promise<{ replacementNow: boolean }> {
  const ret = await tx.leadReturn.update({ where: { id: returnId }, data: { status: "approved", decidedById: adminId, decidedAt: now, decisionNote: note }, include: { delivery: { select: { id: true, entitlementId: true, leadId: true } } } });
  await tx.leadDelivery.update({ where: { id: ret.deliveryId }, data: { status: "returned" } });
  await tx.lead.update({ where: { id: ret.leadId }, data: { marketStatus: "returned", updatedAt: now } });
  const target = await creditTarget(tx, ret.delivery.entitlementId, ret.buyerId, now);
  if (target) await tx.entitlement.update({ where: { id: target.id }, data: { credits: { increment: 1 }, replacementsOwed: { increment: 1 }, updatedAt: now } });
  await recordAudit({ actorId: adminId, action: "lead.return_approve", entity: "lead", entityId: ret.leadId, changes: { returnId, note, creditedEntitlement: target?.id ?? null, replacementNow: !!target?.running } }, tx);
  await enqueueJob(tx, SWEEP_TASK, {}, { jobKey: "marketplace-sweep", priority: LEAD_EVENT_PRIORITY });
  return { replacementNow: !!target?.running };
}

/**
 * The plan that owes the replacement: the delivery's own while it runs, else the buyer's current one;
 * with none running, the delivery's own (ended), from which the buyer's next plan takes it over when it
 * opens (lib/marketplace/entitlements.ts, openEntitlement).
 */
async function creditTarget(tx: Tx, entitlementId: number, buyerId: number, now: Date): Promise<{ id: number; running: boolean } | null> {
  const own = await tx.entitlement.findUnique({ where: { id: entitlementId }, select: { id: true, status: true, periodEnd: true } });
  if (own && (own.status === "active" || own.status === "paused") && own.periodEnd && own.periodEnd > now) return { id: own.id, running: true };
  const current = await tx.entitlement.findFirst({ where: { buyerId, status: { in: ["active", "paused"] }, periodEnd: { gt: now } }, orderBy: { periodEnd: "asc" }, select: { id: true } });
  if (current) return { id: current.id, running: true };
  // A plan of theirs waiting for its set-up to be approved routes it first when it starts.
  const waiting = await tx.entitlement.findFirst({ where: { buyerId, status: "awaiting_setup" }, orderBy: { id: "asc" }, select: { id: true } });
  if (waiting) return { id: waiting.id, running: false };
  return own ? { id: own.id, running: false } : null;
}

/** An admin decides a pending return; the buyer is told, with the reason when it is refused. */
export async function decideReturn(admin: SessionUser, input: ReturnDecisionInput, now = new Date()): Promise<void> {
  await db().$transaction(async (tx) => {
    const ret = await tx.leadReturn.findUnique({ where: { id: input.returnId }, include: { delivery: { select: { lead: { select: { fullName: true } } } } } });
    if (!ret) throw new CrmNotFoundError("return");
    const { count } = await tx.leadReturn.updateMany({ where: { id: ret.id, status: "pending" }, data: { status: input.decision === "approve" ? "approved" : "refused" } });
    if (!count) throw new ReturnConflictError("This return was already decided");
    const note = input.note ?? "Approved by our quality team";
    let replacementNow = false;
    if (input.decision === "approve") ({ replacementNow } = await approveTx(tx, ret.id, admin.id, note, now));
    else {
      await tx.leadReturn.update({ where: { id: ret.id }, data: { decidedById: admin.id, decidedAt: now, decisionNote: note } });
      await recordAudit({ actorId: admin.id, action: "lead.return_refuse", entity: "lead", entityId: ret.leadId, changes: { returnId: ret.id, note } }, tx);
    }
    const buyer = await buyerContact(ret.buyerId, tx);
    if (buyer.email) {
      const mail = returnDecisionEmail({ buyerName: buyer.name, leadId: ret.leadId, fullName: ret.delivery.lead.fullName, approved: input.decision === "approve", replacementNow, note }, siteConfig().url);
      await queueEmail(tx, { kind: "lead_return_decision", to: [buyer.email], ...mail, dedupeKey: `lead-return-decision:${ret.id}`, createdAt: now, metadata: { leadId: ret.leadId, returnId: ret.id } });
    }
  });
}

export const returnReasonLabel = (reason: string) => RETURN_REASONS.find((r) => r.value === reason)?.label ?? reason;
