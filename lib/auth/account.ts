import "server-only";
import { db } from "@/lib/db";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "@/lib/auth/password-policy";
import { revokeUserSessions } from "@/lib/auth/sessions";
import { recordAudit } from "@/lib/audit/record";
import { hit, reset } from "@/lib/rate-limit";

/** Wrong current passwords allowed per user in 15 minutes before the form answers "try later". */
const WRONG_CURRENT_PASSWORD_LIMIT = 5;
const WINDOW_SECONDS = 15 * 60;

export const WRONG_CURRENT_PASSWORD = "Your current password is not correct";
export const TOO_MANY_ATTEMPTS = "Too many wrong passwords. Please wait 15 minutes and try again.";

export type ChangePasswordResult = { ok: true; sessionsEnded: number } | { ok: false; field: "currentPassword" | "password"; error: string };

/**
 * Changes the signed-in user's password: the current one is required (a session left open on a shared
 * computer cannot be turned into a takeover), the new one must not be a common password, and every other
 * session of the user ends at once; the one making the change stays signed in.
 */
export async function changePassword(account: { id: number; sessionId: string }, current: string, next: string): Promise<ChangePasswordResult> {
  const limitKey = `password-change:user:${account.id}`;
  const row = await db().user.findUniqueOrThrow({ where: { id: account.id }, select: { password: true } });
  if (!(await verifyPassword(row.password, current))) {
    const limit = await hit(limitKey, WRONG_CURRENT_PASSWORD_LIMIT, WINDOW_SECONDS);
    return { ok: false, field: "currentPassword", error: limit.allowed ? WRONG_CURRENT_PASSWORD : TOO_MANY_ATTEMPTS };
  }
  if (isCommonPassword(next)) return { ok: false, field: "password", error: COMMON_PASSWORD_MESSAGE };
  const passwordHash = await hashPassword(next);
  const sessionsEnded = await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id: account.id }, data: { password: passwordHash } });
    const ended = await revokeUserSessions(account.id, { keep: account.sessionId, client: tx });
    await recordAudit({ actorId: account.id, action: "user.password_change", entity: "user", entityId: account.id, changes: { sessionsEnded: ended } }, tx);
    return ended;
  });
  await reset(limitKey);
  return { ok: true, sessionsEnded };
}

/** "Sign out everywhere": every session of the user ends, this one included. */
export async function signOutEverywhere(userId: number): Promise<number> {
  return db().$transaction(async (tx) => {
    const ended = await revokeUserSessions(userId, { client: tx });
    await recordAudit({ actorId: userId, action: "user.sign_out_everywhere", entity: "user", entityId: userId, changes: { sessionsEnded: ended } }, tx);
    return ended;
  });
}

/** The user's own e-mail address (password-reset links and lead notifications go there). */
export async function setOwnEmail(userId: number, email: string | null): Promise<void> {
  await db().$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
    if (before.email === email) return;
    await tx.user.update({ where: { id: userId }, data: { email } });
    await recordAudit({ actorId: userId, action: "user.update", entity: "user", entityId: userId, changes: { email: { from: before.email, to: email } } }, tx);
  });
}

export async function accountDetails(userId: number) {
  return db().user.findUniqueOrThrow({ where: { id: userId }, select: { username: true, email: true, role: true, status: true, createdAt: true } });
}
