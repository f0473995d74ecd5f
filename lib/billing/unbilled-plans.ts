import "server-only";
import { db } from "@/lib/db";

/** A lead plan that bills nothing more: granted by our team, or paid once with an order. */
export type UnbilledPlan = { id: number; planName: string; source: "grant" | "order"; orderId: number | null; quota: number; status: string; periodEnd: Date | null };

/**
 * The buyer's running plans that no subscription bills (/account/billing lists them, so a buyer with
 * a granted plan is not told "You have no plan yet"): waiting for the set-up, running or paused.
 */
export async function unbilledPlans(userId: number): Promise<UnbilledPlan[]> {
  const rows = await db().entitlement.findMany({
    where: { buyerId: userId, source: { in: ["grant", "order"] }, status: { in: ["awaiting_setup", "active", "paused"] } },
    select: { id: true, planName: true, source: true, orderId: true, quota: true, status: true, periodEnd: true },
    orderBy: { id: "asc" },
  });
  return rows.map((r) => ({ ...r, source: r.source as UnbilledPlan["source"] }));
}
