import "server-only";
import { db } from "@/lib/db";
import { UNSOLD_REOFFER_BATCH, UNSOLD_REOFFER_HOURS } from "@/lib/constants";
import { endFinishedEntitlements } from "@/lib/marketplace/entitlements";
import { routeLead } from "@/lib/marketplace/route-lead";

export type SweepResult = { ended: number; offered: number; delivered: number };

/**
 * The marketplace's minute (task `marketplace:sweep`, every minute and right after a return is
 * approved): periods that are over end, then fresh unsold leads (younger than UNSOLD_REOFFER_HOURS,
 * oldest first) are offered again, since buyers' hours open, pauses end, plans start and replacements
 * become owed. Each lead is routed in its own transaction, exactly as at capture.
 */
export async function sweepMarketplace(now = new Date()): Promise<SweepResult> {
  const ended = await db().$transaction((tx) => endFinishedEntitlements(tx, now));
  const since = new Date(now.getTime() - UNSOLD_REOFFER_HOURS * 60 * 60 * 1000);
  const unsold = await db().lead.findMany({
    where: { marketStatus: "unsold", deletedAt: null, createdAt: { gt: since, lte: now } },
    select: { id: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: UNSOLD_REOFFER_BATCH,
  });
  let delivered = 0;
  if (unsold.length > 0 && (await anyRoomNow(now))) {
    for (const { id } of unsold) if ((await routeLead(id, now)).outcome === "delivered") delivered++;
  }
  return { ended, offered: unsold.length, delivered };
}

/** Is any entitlement deliverable now? (Skips the sweep's routing when no plan has room.) */
async function anyRoomNow(now: Date): Promise<boolean> {
  const rows = await db().$queryRaw<{ one: number }[]>`
    SELECT 1 AS one FROM entitlements e JOIN buyer_profiles b ON b."userId" = e."buyerId"
    WHERE e.status = 'active' AND e."periodStart" <= ${now} AND e."periodEnd" > ${now} AND e.delivered < e.quota + e.credits
      AND b."setupStatus" = 'approved' AND NOT b.paused LIMIT 1`;
  return rows.length > 0;
}
