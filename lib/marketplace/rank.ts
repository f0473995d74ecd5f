import { pace } from "@/lib/marketplace/pace";
import type { Candidate } from "@/lib/marketplace/candidates";

/**
 * The order in which candidates are offered a lead (issue 31 §4, fairness): a buyer owed a
 * replacement first; then the buyer furthest behind pace; ties to the buyer waiting longest since
 * their last delivery. Entitlements at today's pacing cap are left out, and of one buyer's
 * entitlements the one ending first is used (one per buyer). No server-only code.
 */
export function rankCandidates(candidates: readonly Candidate[], now: Date): Candidate[] {
  const perBuyer = new Map<number, { c: Candidate; behindShare: number }>();
  const daysLeft = new Map<string, number>();
  for (const c of candidates) {
    const p = pace({ cap: c.cap, delivered: c.delivered, deliveredToday: c.deliveredToday, periodStart: c.periodStart, periodEnd: c.periodEnd, deliveryDays: c.workDays, now }, daysLeft);
    if (c.replacementsOwed === 0 && c.deliveredToday >= p.todayCap) continue;
    const held = perBuyer.get(c.buyerId);
    if (!held || preferWithinBuyer(c, held.c)) perBuyer.set(c.buyerId, { c, behindShare: p.behindShare });
  }
  return [...perBuyer.values()]
    .sort((a, b) => {
      const owed = Number(b.c.replacementsOwed > 0) - Number(a.c.replacementsOwed > 0);
      if (owed) return owed;
      const behind = b.behindShare - a.behindShare;
      if (Math.abs(behind) > 1e-9) return behind;
      const waitA = a.c.lastDeliveredAt?.getTime() ?? -Infinity;
      const waitB = b.c.lastDeliveredAt?.getTime() ?? -Infinity;
      return waitA - waitB || a.c.buyerId - b.c.buyerId;
    })
    .map((s) => s.c);
}

/** Of one buyer's entitlements: one owed a replacement, else the one whose period ends first. */
function preferWithinBuyer(a: Candidate, b: Candidate): boolean {
  if (a.replacementsOwed > 0 !== b.replacementsOwed > 0) return a.replacementsOwed > 0;
  return (a.periodEndTs - b.periodEndTs || a.entitlementId - b.entitlementId) < 0;
}
