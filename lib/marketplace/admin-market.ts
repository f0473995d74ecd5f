import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { CrmNotFoundError, CrmValidationError } from "@/lib/crm/errors";
import { linesNeeded } from "@/lib/marketplace/lines";
import { loadCandidates } from "@/lib/marketplace/candidates";
import { deliverLead, type Delivered } from "@/lib/marketplace/deliver";
import { openEntitlement } from "@/lib/marketplace/entitlements";
import { productBySlug, sellsLeads, termsOfProduct } from "@/lib/marketplace/plans";
import { routeLead, type RouteOutcome } from "@/lib/marketplace/route-lead";
import { enqueueRouting } from "@/lib/marketplace/route-job";
import { errorMessage, log } from "@/lib/log";

type Tx = Prisma.TransactionClient;

/**
 * An admin gives an unsold (or in-review) consumer lead to a named buyer (issue 31 §4): it counts
 * against the buyer's plan like any delivery and is recorded with who and why. Territory, hours,
 * pacing and the pause are the admin's call; the quota and the 90-day person rule still hold.
 */
export async function assignUnsoldLead(admin: SessionUser, input: { leadId: number; buyerId: number; reason: string }, now = new Date()): Promise<Delivered> {
  return db().$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number; audience: string; marketStatus: string | null; deletedAt: Date | null; leadType: "auto" | "home" | "life" | "all"; linesWanted: string[]; zip5: string | null; phoneE164: string | null; emailNormalized: string | null; doNotContact: boolean }[]>`
      SELECT id, audience::text AS audience, "marketStatus"::text AS "marketStatus", "deletedAt", "leadType"::text AS "leadType", "linesWanted", zip5, "phoneE164", "emailNormalized", "doNotContact"
      FROM leads WHERE id = ${input.leadId} FOR UPDATE`;
    const lead = rows[0];
    if (!lead || lead.deletedAt || lead.audience !== "consumer") throw new CrmNotFoundError("lead");
    if (!["unsold", "review", "routing"].includes(lead.marketStatus ?? "")) throw new CrmValidationError({ leadId: ["This lead is not unsold inventory"] });
    if (lead.doNotContact) throw new CrmValidationError({ leadId: ["This person opted out: the lead cannot be sold"] });
    const buyer = await tx.user.findFirst({ where: { id: input.buyerId, role: "agent", status: "active" }, select: { username: true } });
    if (!buyer) throw new CrmValidationError({ buyerId: ["Choose an active buyer"] });
    await tx.$queryRaw`SELECT "userId" FROM buyer_profiles WHERE "userId" = ${input.buyerId} FOR UPDATE`;
    const candidates = await loadCandidates(tx, { id: lead.id, lines: linesNeeded(lead), zip5: lead.zip5, countyFips: null, phoneE164: lead.phoneE164, emailNormalized: lead.emailNormalized }, now, { buyer: input.buyerId, admin: true });
    if (candidates.length === 0) throw new CrmValidationError({ buyerId: [`${buyer.username} has no active plan with leads left for this line, or already received this person in the last 90 days: grant a plan first`] });
    const pick = [...candidates].sort((a, b) => a.periodEndTs - b.periodEndTs)[0]!;
    const delivered = await deliverLead(tx, { leadId: lead.id, entitlementId: pick.entitlementId, how: "admin", now, assignedById: admin.id, reason: input.reason });
    if (!delivered) throw new CrmValidationError({ buyerId: [`${buyer.username}'s plan has no leads left`] });
    if (await outsideBuyerTerms(tx, input.buyerId, lead, pick.entitlementId)) {
      await tx.leadDelivery.update({ where: { id: delivered.deliveryId }, data: { outsideTerms: true } });
    }
    return delivered;
  });
}

/**
 * Whether the lead is outside the buyer's territory (its ZIP or county) or lines (theirs and the
 * entitlement's) as they are now, at the assignment: recorded on the delivery, it is what later
 * confirms a return "outside my lines or territory".
 */
async function outsideBuyerTerms(tx: Tx, buyerId: number, lead: { zip5: string | null; leadType: "auto" | "home" | "life" | "all"; linesWanted: string[] }, entitlementId: number): Promise<boolean> {
  const profile = await tx.buyerProfile.findUnique({ where: { userId: buyerId }, select: { lines: true, counties: true, zips: true } });
  const entitlement = await tx.entitlement.findUniqueOrThrow({ where: { id: entitlementId }, select: { lines: true } });
  const zip = lead.zip5 ? await tx.texasZip.findUnique({ where: { zip: lead.zip5 }, select: { countyFips: true } }) : null;
  if (!profile) return true;
  const inTerritory = (!!lead.zip5 && profile.zips.includes(lead.zip5)) || (!!zip && profile.counties.includes(zip.countyFips));
  const inLines = linesNeeded(lead).every((l) => profile.lines.includes(l) && entitlement.lines.includes(l));
  return !inTerritory || !inLines;
}

/**
 * An admin releases a lead from the review queue to the router (it is sold as if verified). Its routing
 * job is queued with the release, so a route that fails here (the database busy) is retried by the
 * worker; the job finds the lead delivered when the route here succeeded.
 */
export async function releaseFromReview(admin: SessionUser, leadId: number, now = new Date()): Promise<RouteOutcome | { outcome: "queued" }> {
  const released = await db().$transaction(async (tx) => {
    const { count } = await tx.lead.updateMany({ where: { id: leadId, marketStatus: "review", audience: "consumer", deletedAt: null, doNotContact: false }, data: { marketStatus: "routing", updatedAt: now } });
    if (count === 0) return false;
    await recordAudit({ actorId: admin.id, action: "lead.release_review", entity: "lead", entityId: leadId }, tx);
    await enqueueRouting(tx, [leadId]);
    return true;
  });
  if (!released) throw new CrmValidationError({ leadId: ["This lead is not waiting in the review queue"] });
  try {
    return await routeLead(leadId, now);
  } catch (e) {
    log.warn("marketplace.release_route_deferred", { leadId, error: errorMessage(e) });
    return { outcome: "queued" };
  }
}

/** An admin grants a plan's terms for a number of months, with a reason (a pilot, a make-good). */
export async function grantPlan(admin: SessionUser, input: { buyerId: number; productSlug: string; months: number; reason: string }, now = new Date()): Promise<{ id: number }> {
  const product = productBySlug(input.productSlug);
  if (!product || !sellsLeads(product)) throw new CrmValidationError({ productSlug: ["Choose a plan or package that gives leads"] });
  return db().$transaction(async (tx) => {
    const buyer = await tx.user.findFirst({ where: { id: input.buyerId, role: "agent" }, select: { id: true } });
    if (!buyer) throw new CrmNotFoundError("buyer");
    const opened = await openEntitlement(tx, { buyerId: buyer.id, source: "grant", sourceRef: `grant:${randomUUID()}`, terms: { ...termsOfProduct(product, input.months), priceCents: 0 }, periodMonths: input.months, grant: { reason: input.reason, byId: admin.id } }, now);
    return { id: opened.id };
  });
}
