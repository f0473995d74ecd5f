import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";

/**
 * THE premium gate (public-site.md §6): true when the signed-in user's `premiumUntil` lies in the
 * future. Anonymous visitors and everyone else see truncated, blurred previews and cannot copy.
 * Checkout sets `users.premiumUntil` when the premium content subscription is paid.
 */
export async function hasPremiumAccess(user: SessionUser | null, now: Date = new Date()): Promise<boolean> {
  if (!user) return false;
  const row = await db().user.findUnique({ where: { id: user.id }, select: { premiumUntil: true, status: true } });
  return Boolean(row?.status === "active" && row.premiumUntil && row.premiumUntil.getTime() > now.getTime());
}
