import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { linesNeeded } from "@/lib/marketplace/lines";
import { loadCandidates, lockBuyer, type RoutableLead } from "@/lib/marketplace/candidates";
import { rankCandidates } from "@/lib/marketplace/rank";
import { deliverLead, type Delivered } from "@/lib/marketplace/deliver";

type Tx = Prisma.TransactionClient;

export type RouteOutcome = { outcome: "delivered"; delivery: Delivered } | { outcome: "unsold" } | { outcome: "skipped"; reason: string };

/** The push a route queued to the buyer's system, if any (attempted, or its lane woken, once committed: lib/jobs/tasks/automations.ts). */
export const queuedPush = (r: RouteOutcome | undefined): number | null => (r?.outcome === "delivered" ? r.delivery.pushId : null);

/** `pushJobAt`: when the delivery's push job is due (deliverLead); the routing worker may attempt the push itself first. */
export type RouteOptions = { pushJobAt?: Date };

/** Routing is short: candidates, a lock on the chosen buyer, one delivery. */
const ROUTE_TX = { maxWait: 10_000, timeout: 30_000 } as const;

/**
 * Gives a consumer lead to exactly one eligible buyer (issue 31 §4), or makes it unsold inventory.
 * Runs in the lead's `automations:event` job seconds after capture, again from the unsold sweep, and
 * for a replacement. Idempotent and safe with any number of workers on any number of instances: the
 * lead's row is locked first (a second router waits, then finds it delivered); the candidates are
 * ranked on counts read without locks, then offered the lead in that order, each under its own lock
 * (offerTo).
 */
export async function routeLead(leadId: number, now = new Date()): Promise<RouteOutcome> {
  return db().$transaction((tx) => routeLeadTx(tx, leadId, now), ROUTE_TX);
}

export async function routeLeadTx(tx: Tx, leadId: number, now: Date, opts: RouteOptions = {}): Promise<RouteOutcome> {
  const lead = await lockRoutableLead(tx, leadId);
  if ("reason" in lead) return { outcome: "skipped", reason: lead.reason };
  const ranked = rankCandidates(await loadCandidates(tx, lead, now), now);
  // First pass: the buyers no other router holds this instant, in rank order (a buyer being given a
  // lead right now gives way to the next in line); then those that were held, waiting for each.
  const held: number[] = [];
  for (const c of ranked) {
    const offer = await offerTo(tx, lead, c.buyerId, now, { skipLocked: true, ...opts });
    if (offer === "held") held.push(c.buyerId);
    else if (offer) return delivered(leadId, offer);
  }
  for (const buyerId of held) {
    const offer = await offerTo(tx, lead, buyerId, now, { skipLocked: false, ...opts });
    if (offer && offer !== "held") return delivered(leadId, offer);
  }
  await tx.$executeRaw`UPDATE leads SET "marketStatus" = 'unsold', "unsoldAt" = COALESCE("unsoldAt", ${now}), "updatedAt" = ${now} WHERE id = ${leadId}`;
  return { outcome: "unsold" };
}

function delivered(leadId: number, delivery: Delivered): RouteOutcome {
  log.info("marketplace.delivered", { leadId, buyerId: delivery.buyerId, entitlementId: delivery.entitlementId, how: delivery.how });
  return { outcome: "delivered", delivery };
}

/**
 * Offers the lead to one buyer: their lock, then their candidacy read again under it (another router
 * may have just taken their last lead of the day or of the period, or given them this person), then
 * the delivery. A buyer who can no longer take it is let go at once (the savepoint's rollback releases
 * their lock), so a router holds at most one buyer's lock and two routers never wait on each other.
 * "held": another router holds the buyer and `skipLocked` said not to wait.
 */
async function offerTo(tx: Tx, lead: RoutableLead, buyerId: number, now: Date, opts: { skipLocked: boolean } & RouteOptions): Promise<Delivered | "held" | null> {
  await tx.$executeRawUnsafe("SAVEPOINT route_offer");
  if (!(await lockBuyer(tx, buyerId, opts))) {
    await tx.$executeRawUnsafe("RELEASE SAVEPOINT route_offer");
    return "held";
  }
  const [c] = rankCandidates(await loadCandidates(tx, lead, now, { buyer: buyerId }), now);
  const delivery = c ? await deliverLead(tx, { leadId: lead.id, entitlementId: c.entitlementId, how: c.replacementsOwed > 0 ? "replacement" : "routed", now, pushJobAt: opts.pushJobAt }) : null;
  // A rollback keeps its savepoint: released too, so buyers passed over do not nest savepoints.
  if (!delivery) await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT route_offer");
  await tx.$executeRawUnsafe("RELEASE SAVEPOINT route_offer");
  return delivery;
}

/** The lead's row, locked, when it is a consumer lead waiting for a buyer; else why not. */
async function lockRoutableLead(tx: Tx, leadId: number): Promise<RoutableLead | { reason: string }> {
  const rows = await tx.$queryRaw<{ id: number; audience: string; marketStatus: string | null; deletedAt: Date | null; leadType: RoutableLead["lines"][number] | "all"; linesWanted: string[]; zip5: string | null; phoneE164: string | null; emailNormalized: string | null; doNotContact: boolean; countyFips: string | null }[]>`
    SELECT l.id, l.audience::text AS audience, l."marketStatus"::text AS "marketStatus", l."deletedAt", l."leadType"::text AS "leadType", l."linesWanted", l.zip5,
           l."phoneE164", l."emailNormalized", l."doNotContact",
           (SELECT z."countyFips" FROM texas_zips z WHERE z.zip = l.zip5) AS "countyFips"
    FROM leads l WHERE l.id = ${leadId} FOR UPDATE OF l`;
  const l = rows[0];
  if (!l) return { reason: "The lead does not exist" };
  if (l.audience !== "consumer") return { reason: "An agent prospect is never sold" };
  if (l.deletedAt) return { reason: "The lead is deleted" };
  if (l.marketStatus !== "routing" && l.marketStatus !== "unsold") return { reason: `The lead is ${l.marketStatus ?? "not for sale"}` };
  if (l.doNotContact) return { reason: "The person opted out" };
  return { id: l.id, lines: linesNeeded(l), zip5: l.zip5, countyFips: l.countyFips, phoneE164: l.phoneE164, emailNormalized: l.emailNormalized };
}
