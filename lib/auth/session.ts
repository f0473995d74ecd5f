import "server-only";
import { cache } from "react";
import { redirect, forbidden } from "next/navigation";
import { auth } from "@/lib/auth/config";
import { loadSessionUser } from "@/lib/auth/sessions";
import type { SessionUser } from "@/lib/auth/users";
import type { UserRole } from "@/lib/generated/prisma/enums";
import { errorResponse, unauthorized, forbidden as forbiddenResponse } from "@/lib/http/responses";

/** Where a signed-in account that is still waiting for approval is sent (it sees no CRM data). */
export const AWAITING_APPROVAL_PATH = "/account";
export const AWAITING_APPROVAL_MESSAGE = "Your account is waiting for an administrator's approval.";

/**
 * The access checks every non-public page, action and route handler calls itself. proxy.ts only
 * redirects early for comfort; it is never the guard.
 *
 * currentAccount(): whoever holds a live session: an approved (`active`) user or one still `pending`.
 * Only the account pages, the header and the auth API use it. Everything else asks currentUser(),
 * which admits approved users only, so a pending account reaches no CRM data by default.
 */
export const currentAccount = cache(async (): Promise<(SessionUser & { sessionId: string }) | null> => {
  const session = await auth().catch(() => null);
  const id = Number(session?.user?.id);
  const sessionId = session?.sessionId;
  if (!Number.isInteger(id) || id <= 0 || !sessionId) return null;
  const user = await loadSessionUser(sessionId, id);
  return user ? { ...user, sessionId } : null;
});

/** The approved user of this request, or null (anonymous, ended session, or still pending). */
export const currentUser = cache(async (): Promise<SessionUser | null> => {
  const account = await currentAccount();
  if (account?.status !== "active") return null;
  const { sessionId: _sessionId, ...user } = account;
  return user;
});

/** Pages and server actions: anonymous visitors go to the sign-in page, pending accounts to their account page. */
export async function requireUser(): Promise<SessionUser> {
  const user = await currentUser();
  if (user) return user;
  if (await currentAccount()) redirect(AWAITING_APPROVAL_PATH);
  redirect("/login");
}

/** Pages and server actions: a signed-in user without the role gets the 403 page. */
export async function requireRole(role: UserRole): Promise<SessionUser> {
  const user = await requireUser();
  if (user.role !== role) forbidden();
  return user;
}

/** Account pages (password, sessions): any live session, pending included. */
export async function requireAccount(): Promise<SessionUser & { sessionId: string }> {
  const account = await currentAccount();
  if (!account) redirect("/login");
  return account;
}

export type ApiAccess = { ok: true; user: SessionUser } | { ok: false; response: Response };

/** Route handlers: 401 when not signed in, 403 for a pending account or a missing role (one, or any of a list). */
export async function apiUser(role?: UserRole | readonly UserRole[]): Promise<ApiAccess> {
  const user = await currentUser();
  if (!user) {
    if (await currentAccount()) return { ok: false, response: errorResponse(403, AWAITING_APPROVAL_MESSAGE) };
    return { ok: false, response: unauthorized() };
  }
  if (role && !(typeof role === "string" ? [role] : role).includes(user.role)) return { ok: false, response: forbiddenResponse() };
  return { ok: true, user };
}
