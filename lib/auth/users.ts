import "server-only";
import { db } from "@/lib/db";
import type { UserRole, UserStatus } from "@/lib/generated/prisma/enums";
import { verifyPassword } from "@/lib/auth/password";

/**
 * The user behind a live session. `pending` accounts (self-registered, waiting for an admin) have a
 * session but reach no CRM data: currentUser() and the guards built on it admit `active` users only.
 */
export type SessionUser = { id: number; username: string; role: UserRole; status: SignedInStatus };
export type SignedInStatus = Extract<UserStatus, "active" | "pending">;

export type CredentialCheck =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: "invalid" | "rejected" | "disabled" };

/**
 * Checks a username and password. Unknown users and wrong passwords take the same time and give the
 * same answer; only the right password reveals that an account was rejected or disabled.
 */
export async function verifyCredentials(username: string, password: string): Promise<CredentialCheck> {
  const user = await db().user.findFirst({
    where: { username: { equals: username, mode: "insensitive" } },
    select: { id: true, username: true, role: true, status: true, password: true },
  });
  const ok = await verifyPassword(user?.password ?? null, password);
  if (!user || !ok) return { ok: false, reason: "invalid" };
  if (user.status === "rejected" || user.status === "disabled") return { ok: false, reason: user.status };
  await db().user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  return { ok: true, user: { id: user.id, username: user.username, role: user.role, status: user.status } };
}

/** An existing account with this username, whatever the letter case. */
export async function usernameTaken(username: string): Promise<boolean> {
  const taken = await db().user.findFirst({ where: { username: { equals: username, mode: "insensitive" } }, select: { id: true } });
  return taken !== null;
}

export const USERNAME_TAKEN = "That username is already taken. Please choose another.";

/** Users who may be given leads and records: approved and not disabled. */
export const ASSIGNABLE = { status: "active" } as const;
