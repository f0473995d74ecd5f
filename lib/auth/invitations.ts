import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { siteConfig } from "@/lib/site";
import { hashToken, newToken } from "@/lib/auth/tokens";
import { recordAudit } from "@/lib/audit/record";
import type { SessionUser } from "@/lib/auth/users";
import type { UserRole } from "@/lib/generated/prisma/enums";

const DAY_MS = 24 * 60 * 60 * 1000;

export const invitationLink = (token: string) => `${siteConfig().url}/register?invitation=${token}`;

/**
 * An admin creates a single-use link that registers an approved account with the chosen role. The link
 * is shown to the admin once; only its hash is stored.
 */
export async function createInvitation(admin: SessionUser, input: { role: UserRole; validDays: number; note?: string }, now = new Date()) {
  const { token, hash } = newToken();
  const invitation = await db().$transaction(async (tx) => {
    const row = await tx.invitation.create({
      data: { tokenHash: hash, role: input.role, note: input.note || null, createdById: admin.id, createdAt: now, expiresAt: new Date(now.getTime() + input.validDays * DAY_MS) },
      select: { id: true, role: true, expiresAt: true },
    });
    await recordAudit({ actorId: admin.id, action: "invitation.create", entity: "invitation", entityId: row.id, changes: { role: row.role, expiresAt: row.expiresAt.toISOString() } }, tx);
    return row;
  });
  return { ...invitation, link: invitationLink(token) };
}

/** Marks an unused, unexpired, unrevoked invitation used, in the registration's transaction; null if none. */
export async function claimInvitation(tx: Prisma.TransactionClient, token: string, now = new Date()): Promise<{ id: number; role: UserRole; orderId: number | null } | null> {
  const rows = await tx.$queryRaw<{ id: number; role: UserRole; orderId: number | null }[]>`
    UPDATE invitations SET "usedAt" = ${now}
    WHERE "tokenHash" = ${hashToken(token)} AND "usedAt" IS NULL AND "revokedAt" IS NULL AND "expiresAt" > ${now}
    RETURNING id, role, "orderId"`;
  return rows[0] ?? null;
}

/** Whether a link would still register an account (the register page says so before the form is filled in). */
export async function invitationIsOpen(token: string, now = new Date()): Promise<{ role: UserRole } | null> {
  return db().invitation.findFirst({
    where: { tokenHash: hashToken(token), usedAt: null, revokedAt: null, expiresAt: { gt: now } },
    select: { role: true },
  });
}

export async function revokeInvitation(admin: SessionUser, id: number, now = new Date()): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const { count } = await tx.invitation.updateMany({ where: { id, usedAt: null, revokedAt: null }, data: { revokedAt: now } });
    if (count) await recordAudit({ actorId: admin.id, action: "invitation.revoke", entity: "invitation", entityId: id }, tx);
    return count > 0;
  });
}

/** Invitations not used, revoked or expired, newest first (the /admin/agents page). */
export async function openInvitations(now = new Date()) {
  return db().invitation.findMany({
    where: { usedAt: null, revokedAt: null, expiresAt: { gt: now } },
    select: { id: true, role: true, note: true, createdAt: true, expiresAt: true, createdBy: { select: { username: true } } },
    orderBy: { createdAt: "desc" },
    take: 50,
  });
}
