import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { createSession, loadSessionUser } from "@/lib/auth/sessions";
import { verifyCredentials } from "@/lib/auth/users";
import { adminIssueReset, issueResetToken, requestPasswordReset, RESET_LINK_INVALID, resetPassword, resetTokenIsOpen } from "@/lib/auth/password-reset";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { runJobs, setEnv } from "@/test/fakes/integration-env";
import { startFakeResend, type FakeResend } from "@/test/fakes/resend";

let resend: FakeResend;
const NEW_PASSWORD = "granite-pecan-7720";

beforeAll(async () => {
  resend = await startFakeResend();
  setEnv({ RESEND_API_KEY: resend.apiKey, RESEND_BASE_URL: resend.url });
  await runJobs(); // earlier files' mail first: each case sees only its own
});
afterAll(async () => {
  setEnv({ RESEND_API_KEY: undefined, RESEND_BASE_URL: undefined });
  await resend.close();
});

async function agentWithEmail() {
  const username = `reset-${randomBytes(4).toString("hex")}`;
  const email = `${username}@agency.example`;
  const user = await db().user.create({ data: { username, email, password: await hashPassword("old-password-1"), role: "agent", status: "active" } });
  return { ...user, email };
}

const tokenIn = (text: string) => /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe("forgot password (real PostgreSQL, fake Resend)", () => {
  it("e-mails a link for a username or an e-mail address; the stored e-mail does not hold the token", async () => {
    const user = await agentWithEmail();
    await requestPasswordReset(user.username.toUpperCase());
    await runJobs();
    const sent = resend.delivered.filter((m) => (m.body.to as string[]).includes(user.email));
    expect(sent).toHaveLength(1);
    const token = tokenIn(String(sent[0]!.body.text));
    expect(token).toBeDefined();
    expect(await resetTokenIsOpen(token!)).toBe(true);
    const stored = await db().communication.findFirstOrThrow({ where: { toAddress: user.email, metadata: { path: ["kind"], equals: "password_reset" } } });
    expect(stored.status).toBe("sent");
    expect(stored.content).not.toContain(token!);
    expect(JSON.stringify(stored.metadata)).not.toContain(token!);

    await requestPasswordReset(user.email.toUpperCase());
    await runJobs();
    expect(resend.delivered.filter((m) => (m.body.to as string[]).includes(user.email))).toHaveLength(2);
    // Only the newest link counts.
    expect(await resetTokenIsOpen(token!)).toBe(false);
  });

  it("answers the same way for an unknown account: a job, then no e-mail and no token", async () => {
    const before = { mails: resend.received.length, tokens: await db().passwordResetToken.count() };
    await expect(requestPasswordReset(`nobody-${randomBytes(4).toString("hex")}@agency.example`)).resolves.toBeUndefined();
    await runJobs();
    expect(resend.received.length).toBe(before.mails);
    expect(await db().passwordResetToken.count()).toBe(before.tokens);
  });

  it("a link sets a new password once, ends every session, and then stops working", async () => {
    const user = await agentWithEmail();
    const sessions = await Promise.all([createSession(user.id, { ip: null, userAgent: null }), createSession(user.id, { ip: null, userAgent: null })]);
    const { token } = await issueResetToken(user.id, null);
    expect(await resetPassword(token, NEW_PASSWORD)).toEqual({ ok: true, username: user.username });
    for (const sid of sessions) expect(await loadSessionUser(sid, user.id)).toBeNull();
    expect(await verifyCredentials(user.username, NEW_PASSWORD)).toMatchObject({ ok: true });
    expect(await verifyCredentials(user.username, "old-password-1")).toMatchObject({ ok: false });
    expect(await resetPassword(token, "another-pass-8812")).toEqual({ ok: false, error: RESET_LINK_INVALID, field: "token" });
  });

  it("a link expires after 30 minutes", async () => {
    const user = await agentWithEmail();
    const issuedAt = new Date(Date.now() - 31 * 60 * 1000);
    const { token } = await issueResetToken(user.id, null, issuedAt);
    expect(await resetTokenIsOpen(token)).toBe(false);
    expect(await resetPassword(token, NEW_PASSWORD)).toMatchObject({ ok: false, error: RESET_LINK_INVALID });
    expect(await verifyCredentials(user.username, "old-password-1")).toMatchObject({ ok: true });
  });

  it("an admin's reset ends the user's sessions at once and hands over a working link", async () => {
    const admin = await makeUser("admin");
    const user = await agentWithEmail();
    const sid = await createSession(user.id, { ip: null, userAgent: null });
    const issued = await adminIssueReset(admin, user.id);
    expect(await loadSessionUser(sid, user.id)).toBeNull();
    const token = new URL(issued!.link).searchParams.get("token")!;
    expect(await resetPassword(token, NEW_PASSWORD)).toMatchObject({ ok: true });
    const audit = await db().auditLog.findFirst({ where: { action: "user.password_reset_issued", entityId: String(user.id) } });
    expect(audit?.actorId).toBe(admin.id);
  });

  it("refuses a common password without using the link up", async () => {
    const user = await agentWithEmail();
    const { token } = await issueResetToken(user.id, null);
    expect(await resetPassword(token, "iloveyou")).toMatchObject({ ok: false, field: "password" });
    expect(await resetTokenIsOpen(token)).toBe(true);
  });
});
