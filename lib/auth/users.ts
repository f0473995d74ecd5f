import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { UserRole } from "@/lib/generated/prisma/enums";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { recordAudit } from "@/lib/audit/record";

export type SessionUser = { id: number; username: string; role: UserRole };

/** Checks a username and password; unknown users and wrong passwords take the same time. */
export async function verifyCredentials(username: string, password: string): Promise<SessionUser | null> {
  const user = await db().user.findFirst({
    where: { username: { equals: username, mode: "insensitive" } },
    select: { id: true, username: true, role: true, active: true, password: true },
  });
  const ok = await verifyPassword(user?.password ?? null, password);
  if (!user || !ok || !user.active) return null;
  await db().user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  return { id: user.id, username: user.username, role: user.role };
}

export type RegisterResult = { ok: true; user: SessionUser } | { ok: false; error: string };

export const USERNAME_TAKEN = "That username is already taken. Please choose another.";

/** Creates an agent account. Usernames are unique regardless of letter case. */
export async function registerAgent(username: string, password: string): Promise<RegisterResult> {
  const taken = await db().user.findFirst({
    where: { username: { equals: username, mode: "insensitive" } },
    select: { id: true },
  });
  if (taken) return { ok: false, error: USERNAME_TAKEN };
  const passwordHash = await hashPassword(password);
  try {
    const user = await db().user.create({
      data: { username, password: passwordHash, role: "agent" },
      select: { id: true, username: true, role: true },
    });
    await recordAudit({ actorId: user.id, action: "user.register", entity: "user", entityId: user.id });
    return { ok: true, user };
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") {
      return { ok: false, error: USERNAME_TAKEN };
    }
    throw e;
  }
}

/** Loads the user behind a session, so disabled accounts and role changes take effect at once. */
export async function loadActiveUser(id: number): Promise<SessionUser | null> {
  const user = await db().user.findUnique({ where: { id }, select: { id: true, username: true, role: true, active: true } });
  if (!user?.active) return null;
  return { id: user.id, username: user.username, role: user.role };
}
