import "server-only";
import { db } from "@/lib/db";
import { UNSOLD_REOFFER_BATCH, UNSOLD_REOFFER_HOURS } from "@/lib/constants";
import { availableSql } from "@/lib/automations/availability";
import { fromTexas, texasDate } from "@/lib/crm/texas-time";
import { endFinishedEntitlements } from "@/lib/marketplace/entitlements";
import { pace } from "@/lib/marketplace/pace";
import { queuedPush, routeLead } from "@/lib/marketplace/route-lead";
import { nudgePushLane } from "@/lib/jobs/push-lane";

export type SweepResult = { ended: number; withRoom: number; offered: number; delivered: number };

type Open = { id: number; cap: number; delivered: number; deliveredToday: number; replacementsOwed: number; periodStart: Date; periodEnd: Date; workDays: number[] };

/**
 * The marketplace's minute (task `marketplace:sweep`, every minute and right after a return is
 * approved): periods that are over end; then fresh unsold leads (younger than UNSOLD_REOFFER_HOURS)
 * are offered again to the buyers who can take a lead right now (inside their hours, unpaused, under
 * today's pacing cap or owed a replacement). Driven by that demand, not by the size of the
 * inventory: a lead is offered only when one of those buyers covers its line and territory, and is
 * then routed exactly as at capture (fairness included), in its own transaction.
 */
export async function sweepMarketplace(now = new Date()): Promise<SweepResult> {
  const ended = await db().$transaction((tx) => endFinishedEntitlements(tx, now));
  const todayStart = fromTexas(texasDate(now));
  const open = await db().$queryRawUnsafe<Open[]>(
    `SELECT e.id, e.quota + e.credits AS cap, e.delivered, e."replacementsOwed", e."periodStart", e."periodEnd", u."workDays",
            (SELECT count(*) FROM lead_deliveries d WHERE d."entitlementId" = e.id AND d."deliveredAt" >= $2::timestamptz)::int AS "deliveredToday"
     FROM entitlements e JOIN buyer_profiles b ON b."userId" = e."buyerId" JOIN users u ON u.id = e."buyerId"
     WHERE e.status = 'active' AND e."periodStart" <= $1::timestamptz AND e."periodEnd" > $1::timestamptz AND e.delivered < e.quota + e.credits
       AND b."setupStatus" = 'approved' AND NOT b.paused AND u.status = 'active' AND u.role = 'agent' AND ${availableSql("$1::timestamptz")}`,
    now,
    todayStart,
  );
  const withRoom = open
    .filter((e) => e.replacementsOwed > 0 || e.deliveredToday < pace({ cap: e.cap, delivered: e.delivered, deliveredToday: e.deliveredToday, periodStart: e.periodStart, periodEnd: e.periodEnd, deliveryDays: e.workDays, now }).todayCap)
    .map((e) => e.id);
  if (withRoom.length === 0) return { ended, withRoom: 0, offered: 0, delivered: 0 };
  const since = new Date(now.getTime() - UNSOLD_REOFFER_HOURS * 60 * 60 * 1000);
  const unsold = await db().$queryRaw<{ id: number }[]>`
    SELECT l.id FROM leads l LEFT JOIN texas_zips z ON z.zip = l.zip5
    WHERE l."marketStatus" = 'unsold' AND l."deletedAt" IS NULL AND l."createdAt" > ${since} AND l."createdAt" <= ${now}
      AND EXISTS (
        SELECT 1 FROM entitlements e JOIN buyer_profiles b ON b."userId" = e."buyerId"
        WHERE e.id = ANY(${withRoom}::int[])
          AND e.lines @> (CASE WHEN l."leadType" = 'all' THEN ARRAY['auto', 'home', 'life']::"LeadType"[] ELSE ARRAY[l."leadType"] END)
          AND b.lines @> (CASE WHEN l."leadType" = 'all' THEN ARRAY['auto', 'home', 'life']::"LeadType"[] ELSE ARRAY[l."leadType"] END)
          AND (l.zip5 = ANY(b.zips) OR z."countyFips" = ANY(b.counties)))
    ORDER BY l."createdAt", l.id LIMIT ${UNSOLD_REOFFER_BATCH}`;
  let delivered = 0;
  for (const { id } of unsold) {
    const routed = await routeLead(id, now);
    if (routed.outcome === "delivered") delivered++;
    // Committed: in a worker, its push lane sends the buyer's push now (elsewhere nothing to wake).
    if (queuedPush(routed)) nudgePushLane();
  }
  return { ended, withRoom: withRoom.length, offered: unsold.length, delivered };
}
