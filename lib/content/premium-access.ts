import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";

/**
 * THE premium gate (public-site.md §6): true for an active account with a running premium content
 * subscription (issue 32: active, or overdue but still in its grace; gone once it ends, at the end of
 * the paid period when cancelled), or with `premiumUntil` in the future (months bought one-off before
 * the subscription existed). Anonymous visitors and everyone else see truncated, blurred previews and
 * cannot copy.
 */
export async function hasPremiumAccess(user: SessionUser | null, now: Date = new Date()): Promise<boolean> {
  if (!user) return false;
  const row = await db().user.findUnique({
    where: { id: user.id },
    select: {
      premiumUntil: true,
      status: true,
      subscriptions: { where: { kind: "content", OR: [{ status: "active" }, { status: "past_due", graceEndsAt: { gt: now } }] }, select: { id: true }, take: 1 },
    },
  });
  if (row?.status !== "active") return false;
  return row.subscriptions.length > 0 || Boolean(row.premiumUntil && row.premiumUntil.getTime() > now.getTime());
}
