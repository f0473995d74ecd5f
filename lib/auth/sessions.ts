import "server-only";
import { randomBytes } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";

/** Session lifetime: 8 hours absolute (the cookie is refreshed at most hourly within it). */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

type Client = Pick<Prisma.TransactionClient, "userSession">;

/**
 * Server-side sessions. The cookie is Auth.js's signed and encrypted JWT, and it carries the id of a
 * `user_sessions` row; every request re-reads that row with its user (loadSessionUser), so signing out,
 * "sign out everywhere", a password change, a disabled account or a changed role end sessions on every
 * app instance at once. The id is 256 random bits: knowing it is the same as holding the cookie.
 */
export async function createSession(userId: number, meta: { ip: string | null; userAgent: string | null }, now = new Date()): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  await db().userSession.create({
    data: { id, userId, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000), ip: meta.ip, userAgent: meta.userAgent?.slice(0, 512) ?? null },
  });
  return id;
}

/** The user of a live session (not revoked, not expired, account active or pending), or null. */
export async function loadSessionUser(sessionId: string, userId: number, now = new Date()): Promise<SessionUser | null> {
  const row = await db().userSession.findFirst({
    where: { id: sessionId, userId, revokedAt: null, expiresAt: { gt: now } },
    select: { user: { select: { id: true, username: true, role: true, status: true } } },
  });
  const user = row?.user;
  if (!user || (user.status !== "active" && user.status !== "pending")) return null;
  return { id: user.id, username: user.username, role: user.role, status: user.status };
}

export async function revokeSession(sessionId: string, now = new Date()): Promise<void> {
  await db().userSession.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now } });
}

/** Ends every session of a user except `keep` (the one making the change); returns how many ended. */
export async function revokeUserSessions(userId: number, opts: { keep?: string; client?: Client; now?: Date } = {}): Promise<number> {
  const client = opts.client ?? db();
  const { count } = await client.userSession.updateMany({
    where: { userId, revokedAt: null, ...(opts.keep ? { id: { not: opts.keep } } : {}) },
    data: { revokedAt: opts.now ?? new Date() },
  });
  return count;
}

export type ActiveSession = { createdAt: Date; expiresAt: Date; ip: string | null; userAgent: string | null; current: boolean };

/** A user's live sessions, newest first (the account page lists them). Ids stay on the server. */
export async function listSessions(userId: number, currentId: string | null, now = new Date()): Promise<ActiveSession[]> {
  const rows = await db().userSession.findMany({
    where: { userId, revokedAt: null, expiresAt: { gt: now } },
    select: { id: true, createdAt: true, expiresAt: true, ip: true, userAgent: true },
    orderBy: { createdAt: "desc" },
    take: 50,
  });
  return rows.map(({ id, ...r }) => ({ ...r, current: id === currentId }));
}
