import "server-only";
import { cache } from "react";
import { redirect, forbidden } from "next/navigation";
import { auth } from "@/lib/auth/config";
import { loadActiveUser, type SessionUser } from "@/lib/auth/users";
import type { UserRole } from "@/lib/generated/prisma/enums";
import { unauthorized, forbidden as forbiddenResponse } from "@/lib/http/responses";

/**
 * The access checks every non-public page, action and route handler calls itself. proxy.ts only
 * redirects early for comfort; it is never the guard.
 */
export const currentUser = cache(async (): Promise<SessionUser | null> => {
  const session = await auth().catch(() => null);
  const id = Number(session?.user?.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  return loadActiveUser(id);
});

/** Pages and server actions: anonymous visitors go to the sign-in page. */
export async function requireUser(): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect("/login");
  return user;
}

/** Pages and server actions: a signed-in user without the role gets the 403 page. */
export async function requireRole(role: UserRole): Promise<SessionUser> {
  const user = await requireUser();
  if (user.role !== role) forbidden();
  return user;
}

export type ApiAccess = { ok: true; user: SessionUser } | { ok: false; response: Response };

/** Route handlers: 401 when not signed in, 403 when the role is missing. */
export async function apiUser(role?: UserRole): Promise<ApiAccess> {
  const user = await currentUser();
  if (!user) return { ok: false, response: unauthorized() };
  if (role && user.role !== role) return { ok: false, response: forbiddenResponse() };
  return { ok: true, user };
}
