/**
 * The signed-in user of a CRM integration test. Each test file mocks Auth.js's `auth()` with
 * `vi.mock("@/lib/auth/config", () => authConfigMock)` after importing this module; `signInAs`
 * then decides whose session the real currentUser()/apiUser() see (null = anonymous).
 */
export const testSession: { userId: number | null } = { userId: null };

export function signInAs(user: { id: number } | null): void {
  testSession.userId = user?.id ?? null;
}

export const authConfigMock = {
  auth: async () => (testSession.userId ? { user: { id: String(testSession.userId) } } : null),
  signIn: async () => undefined,
  signOut: async () => undefined,
};
