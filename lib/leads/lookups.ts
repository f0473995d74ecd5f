import "server-only";
import { db } from "@/lib/db";
import type { DuplicateRef } from "@/lib/verification";

/**
 * The earliest lead of the same person (same normalised e-mail or phone) within the window.
 * A repeat is linked to the original, not to another repeat.
 */
export async function findDuplicateLead(
  emailNormalized: string | null,
  phoneE164: string | null,
  now: Date,
  windowDays: number,
): Promise<DuplicateRef | null> {
  const or = [
    ...(emailNormalized ? [{ emailNormalized }] : []),
    ...(phoneE164 ? [{ phoneE164 }] : []),
  ];
  if (or.length === 0) return null;
  const since = new Date(now.getTime() - windowDays * 24 * 60 * 60 * 1000);
  const found = await db().lead.findFirst({
    where: { OR: or, createdAt: { gte: since, lte: now } },
    orderBy: { createdAt: "desc" },
    select: { id: true, createdAt: true, duplicateOfId: true },
  });
  if (!found) return null;
  if (found.duplicateOfId) {
    const original = await db().lead.findUnique({ where: { id: found.duplicateOfId }, select: { id: true, createdAt: true } });
    if (original) return original;
  }
  return { id: found.id, createdAt: found.createdAt };
}

/** Whether the person revoked consent (opt-out page, STOP replies) by e-mail or phone. */
export async function isDoNotContact(emailNormalized: string | null, phoneE164: string | null): Promise<boolean> {
  const or = [
    ...(emailNormalized ? [{ email: emailNormalized }] : []),
    ...(phoneE164 ? [{ phoneE164 }] : []),
  ];
  if (or.length === 0) return false;
  return (await db().consentRevocation.count({ where: { OR: or } })) > 0;
}
