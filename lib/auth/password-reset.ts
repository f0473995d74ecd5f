import "server-only";
import { db } from "@/lib/db";
import { siteConfig } from "@/lib/site";
import { hashPassword } from "@/lib/auth/password";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "@/lib/auth/password-policy";
import { revokeUserSessions } from "@/lib/auth/sessions";
import { hashToken, newToken } from "@/lib/auth/tokens";
import { recordAudit } from "@/lib/audit/record";
import { enqueueJob } from "@/lib/jobs/enqueue";
import type { SessionUser } from "@/lib/auth/users";

/** A reset link works once, within this many minutes. */
export const RESET_LINK_MINUTES = 30;
export const PASSWORD_RESET_TASK = "auth:password-reset";

export const RESET_REQUESTED =
  "If an account with that username or e-mail address has an e-mail address on file, we have sent it a link to choose a new password. The link works once, within 30 minutes.";
export const RESET_LINK_INVALID = "This reset link is invalid, has expired or was already used. Ask for a new one.";

export const resetLink = (token: string) => `${siteConfig().url}/reset-password?token=${token}`;

/**
 * "Forgot your password?": the request only enqueues a job with what was typed, so the answer (and the
 * time it takes) is the same whether or not an account matches. The job (lib/jobs/tasks/password-reset.ts)
 * looks the account up and e-mails the link.
 */
export async function requestPasswordReset(identifier: string, now = new Date()): Promise<void> {
  await db().$transaction((tx) => enqueueJob(tx, PASSWORD_RESET_TASK, { identifier, requestedAt: now.toISOString() }, { maxAttempts: 5 }));
}

/** The account a reset request names: by username or e-mail (any case), able to sign in, with an e-mail address. */
export async function findResettableAccount(identifier: string) {
  return db().user.findFirst({
    where: {
      OR: [{ username: { equals: identifier, mode: "insensitive" } }, { email: { equals: identifier, mode: "insensitive" } }],
      status: { in: ["active", "pending"] },
      email: { not: null },
    },
    select: { id: true, username: true, email: true },
    orderBy: { id: "asc" },
  });
}

/** A new single-use token for a user; earlier unused ones stop working (only the newest link counts). */
export async function issueResetToken(userId: number, issuedById: number | null, now = new Date()): Promise<{ id: number; token: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60 * 1000);
  const row = await db().$transaction(async (tx) => {
    await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
    return tx.passwordResetToken.create({ data: { tokenHash: hash, userId, issuedById, createdAt: now, expiresAt }, select: { id: true } });
  });
  return { id: row.id, token, expiresAt };
}

/**
 * An admin resets an agent's password: every session of that user ends at once and the admin gets a
 * link to hand over (shown once). The old password keeps working for sign-in until the link is used.
 */
export async function adminIssueReset(admin: SessionUser, userId: number, now = new Date()) {
  const user = await db().user.findUnique({ where: { id: userId }, select: { id: true, username: true } });
  if (!user) return null;
  const issued = await issueResetToken(user.id, admin.id, now);
  await revokeUserSessions(user.id, { now });
  await recordAudit({ actorId: admin.id, action: "user.password_reset_issued", entity: "user", entityId: user.id });
  return { username: user.username, link: resetLink(issued.token), expiresAt: issued.expiresAt };
}

/** Whether a link still works (the reset page says so before asking for a password). */
export async function resetTokenIsOpen(token: string, now = new Date()): Promise<boolean> {
  const row = await db().passwordResetToken.findFirst({ where: { tokenHash: hashToken(token), usedAt: null, expiresAt: { gt: now } }, select: { id: true } });
  return row !== null;
}

export type ResetResult = { ok: true; username: string } | { ok: false; error: string; field?: "password" | "token" };

/**
 * Sets a new password from a reset link: the link is used up (a second use fails), every session of the
 * user ends, and the change is audited. Claiming the token and changing the password are one transaction.
 */
export async function resetPassword(token: string, password: string, now = new Date()): Promise<ResetResult> {
  if (isCommonPassword(password)) return { ok: false, error: COMMON_PASSWORD_MESSAGE, field: "password" };
  const passwordHash = await hashPassword(password);
  return db().$transaction(async (tx) => {
    const claimed = await tx.passwordResetToken.updateManyAndReturn({
      where: { tokenHash: hashToken(token), usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
      select: { userId: true, issuedById: true },
    });
    const row = claimed[0];
    if (!row) return { ok: false, error: RESET_LINK_INVALID, field: "token" } as const;
    const user = await tx.user.update({ where: { id: row.userId }, data: { password: passwordHash }, select: { id: true, username: true } });
    await revokeUserSessions(user.id, { client: tx, now });
    await recordAudit({ actorId: user.id, action: "user.password_reset", entity: "user", entityId: user.id, changes: { byAdmin: row.issuedById !== null } }, tx);
    return { ok: true, username: user.username } as const;
  });
}
