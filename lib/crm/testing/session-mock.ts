/**
 * The signed-in user of an integration test. Each test file mocks Auth.js with
 * `vi.mock("@/lib/auth/config", () => authConfigMock)` after importing this module; `signInAs` then
 * decides whose session the real currentUser()/apiUser()/requireUser() see (null = anonymous).
 * Only the cookie is replaced: the session is a real `user_sessions` row, created on first use (or the
 * one given), so revocation, expiry and account status are checked exactly as in production.
 */
import { createSession } from "@/lib/auth/sessions";

export const testSession: { userId: number | null; sessionId: string | null } = { userId: null, sessionId: null };

export function signInAs(user: { id: number } | null, opts: { sessionId?: string } = {}): void {
  testSession.userId = user?.id ?? null;
  testSession.sessionId = opts.sessionId ?? null;
}

export const authConfigMock = {
  auth: async () => {
    if (!testSession.userId) return null;
    testSession.sessionId ??= await createSession(testSession.userId, { ip: "203.0.113.9", userAgent: "vitest" });
    return { user: { id: String(testSession.userId) }, sessionId: testSession.sessionId };
  },
  signIn: async () => undefined,
  signOut: async () => undefined,
};
