import "server-only";
import { db } from "@/lib/db";

/** What waits for an admin in the marketplace: set-ups to approve and returns to decide (the tabs' counts). */
export async function marketplaceWaiting(): Promise<{ setups: number; returns: number }> {
  const [setups, returns] = await Promise.all([db().buyerProfile.count({ where: { setupStatus: "submitted" } }), db().leadReturn.count({ where: { status: "pending" } })]);
  return { setups, returns };
}
