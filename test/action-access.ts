import { expect } from "vitest";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { FORBIDDEN, REDIRECT_TO } from "@/test/next-request-mocks";

/**
 * An admin-only server action called by everyone else: signed out → the sign-in page, an account
 * waiting for approval → its account page, an approved agent → the 403 page. The caller checks that
 * nothing changed. Use with the Auth.js mock of lib/crm/testing/session-mock.ts.
 */
export async function expectAdminOnly(...calls: (() => Promise<unknown>)[]): Promise<void> {
  const [pending, agent] = await Promise.all([makeUser("agent", { status: "pending" }), makeUser("agent")]);
  for (const call of calls) {
    signInAs(null);
    await expect(call()).rejects.toMatchObject(REDIRECT_TO("/login"));
    signInAs(pending);
    await expect(call()).rejects.toMatchObject(REDIRECT_TO("/account"));
    signInAs(agent);
    await expect(call()).rejects.toMatchObject(FORBIDDEN);
  }
}
