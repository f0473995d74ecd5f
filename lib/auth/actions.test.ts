import { beforeEach, describe, expect, it, vi } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { createSession, loadSessionUser } from "@/lib/auth/sessions";
import { verifyCredentials } from "@/lib/auth/users";
import { issueResetToken, RESET_LINK_INVALID, RESET_REQUESTED } from "@/lib/auth/password-reset";
import { changePasswordAction, forgotPasswordAction, resetPasswordAction, setEmailAction, signOutEverywhereAction } from "@/lib/auth/actions";
import { signInAs, testSession } from "@/lib/crm/testing/session-mock";
import { IDLE } from "@/lib/forms/action-state";
import { nextRequest, REDIRECT_TO } from "@/test/next-request-mocks";
import { fromClient, testAddress } from "@/test/client-address";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};
const OLD = "old-password-1";
const NEW = "cedar-lantern-5521";

async function account(status: "active" | "pending" = "active") {
  const username = `acct-${randomBytes(4).toString("hex")}`;
  return db().user.create({ data: { username, password: await hashPassword(OLD), role: "agent", status }, select: { id: true, username: true } });
}

// Each case from its own trusted client address, as our HTTP server would set it.
beforeEach(() => nextRequest.reset(fromClient(testAddress())));

describe("account server actions (real PostgreSQL)", () => {
  it("change password: needs the current one, ends every other session, keeps this one", async () => {
    const user = await account("pending");
    const other = await createSession(user.id, { ip: null, userAgent: null });
    signInAs(user);
    const wrong = await changePasswordAction(IDLE, form({ currentPassword: "nope-nope-1", password: NEW, confirmPassword: NEW }));
    expect(wrong).toMatchObject({ status: "error", fieldErrors: { currentPassword: ["Your current password is not correct"] } });
    const ok = await changePasswordAction(IDLE, form({ currentPassword: OLD, password: NEW, confirmPassword: NEW }));
    expect(ok).toMatchObject({ status: "success", message: "Password changed. 1 other session was signed out." });
    expect(await loadSessionUser(other, user.id)).toBeNull();
    expect(await loadSessionUser(testSession.sessionId!, user.id)).not.toBeNull();
    expect(await verifyCredentials(user.username, NEW)).toMatchObject({ ok: true });
    expect(nextRequest.revalidated).toContain("/account");
  });

  it("change password: field errors (short, mismatch, common), and no password is ever echoed back", async () => {
    signInAs(await account());
    const short = await changePasswordAction(IDLE, form({ currentPassword: OLD, password: "short1", confirmPassword: "short2" }));
    expect(short.fieldErrors).toMatchObject({ password: ["Password must be at least 8 characters"], confirmPassword: ["Passwords don't match"] });
    expect(JSON.stringify(short)).not.toContain(OLD);
    const common = await changePasswordAction(IDLE, form({ currentPassword: OLD, password: "password123", confirmPassword: "password123" }));
    expect(common.fieldErrors?.password?.[0]).toMatch(/too common/);
  });

  it("signed out: the account actions send to the sign-in page", async () => {
    signInAs(null);
    await expect(changePasswordAction(IDLE, form({ currentPassword: OLD, password: NEW, confirmPassword: NEW }))).rejects.toMatchObject(REDIRECT_TO("/login"));
    await expect(setEmailAction(IDLE, form({ email: "a@b.example" }))).rejects.toMatchObject(REDIRECT_TO("/login"));
    await expect(signOutEverywhereAction()).rejects.toMatchObject(REDIRECT_TO("/login"));
  });

  it("a session that was ended cannot use the actions", async () => {
    const user = await account();
    const sid = await createSession(user.id, { ip: null, userAgent: null });
    signInAs(user, { sessionId: sid });
    await expect(signOutEverywhereAction()).rejects.toMatchObject(REDIRECT_TO("/login"));
    expect(await loadSessionUser(sid, user.id)).toBeNull();
    await expect(setEmailAction(IDLE, form({ email: "late@agency.example" }))).rejects.toMatchObject(REDIRECT_TO("/login"));
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).email).toBeNull();
  });

  it("e-mail: saved, or a field error", async () => {
    const user = await account();
    signInAs(user);
    expect(await setEmailAction(IDLE, form({ email: "nope" }))).toMatchObject({ status: "error", fieldErrors: { email: ["Please enter a valid email address"] } });
    expect(await setEmailAction(IDLE, form({ email: "dana@agency.example" }))).toMatchObject({ status: "success" });
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe("dana@agency.example");
  });

  it("forgot password: the same answer for an account and for nobody; limited per username typed", async () => {
    const user = await account();
    signInAs(null);
    const known = await forgotPasswordAction(IDLE, form({ identifier: user.username }));
    const unknown = await forgotPasswordAction(IDLE, form({ identifier: `ghost-${randomBytes(4).toString("hex")}` }));
    expect({ ...known, at: 0 }).toEqual({ ...unknown, at: 0 });
    expect(known).toMatchObject({ status: "success", message: RESET_REQUESTED });
    expect((await forgotPasswordAction(IDLE, form({ identifier: "" }))).fieldErrors?.identifier).toBeDefined();
    await forgotPasswordAction(IDLE, form({ identifier: user.username }));
    await forgotPasswordAction(IDLE, form({ identifier: user.username }));
    expect(await forgotPasswordAction(IDLE, form({ identifier: user.username.toUpperCase() }))).toMatchObject({ status: "error", message: expect.stringMatching(/Too many/) });
  });

  it("reset password: once, with field errors for a bad token or password", async () => {
    const user = await account();
    const { token } = await issueResetToken(user.id, null);
    expect(await resetPasswordAction(IDLE, form({ token, password: NEW, confirmPassword: "different-9" }))).toMatchObject({ fieldErrors: { confirmPassword: ["Passwords don't match"] } });
    expect(await resetPasswordAction(IDLE, form({ token: "short", password: NEW, confirmPassword: NEW }))).toMatchObject({ status: "error", fieldErrors: { token: expect.any(Array) } });
    expect(await resetPasswordAction(IDLE, form({ token, password: NEW, confirmPassword: NEW }))).toMatchObject({ status: "success" });
    expect(await resetPasswordAction(IDLE, form({ token, password: NEW, confirmPassword: NEW }))).toMatchObject({ status: "error", message: RESET_LINK_INVALID });
  });
});
