import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { createSession, loadSessionUser } from "@/lib/auth/sessions";
import { FORBIDDEN, nextRequest, REDIRECT_TO } from "@/test/next-request-mocks";
import {
  approveAgentAction,
  createInvitationAction,
  issueResetAction,
  rejectAgentAction,
  revokeInvitationAction,
  updateAgentAction,
} from "@/lib/crm/agents/actions";
import { IDLE } from "@/lib/forms/action-state";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

const form = (fields: Record<string, string | string[]>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) f.append(k, x);
  return f;
};

beforeEach(() => nextRequest.reset());

describe("/admin/agents server actions (real PostgreSQL)", () => {
  it("approve: an admin approves a pending agent with the lead types it takes", async () => {
    const admin = await makeUser("admin");
    const pending = await makeUser("agent", { status: "pending" });
    signInAs(admin);
    await expect(approveAgentAction(IDLE, form({ userId: String(pending.id), acceptsLeadTypes: ["home", "life"] }))).rejects.toMatchObject(
      REDIRECT_TO(`/admin/agents?approved=${pending.id}`),
    );
    expect(await db().user.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({ status: "active", acceptsLeadTypes: ["home", "life"] });
    expect(nextRequest.revalidated).toContain("/admin/agents");
    expect(await db().auditLog.findFirst({ where: { action: "user.approve", entityId: String(pending.id), actorId: admin.id } })).not.toBeNull();
    // Approving twice is a clear answer, not a crash.
    expect(await approveAgentAction(IDLE, form({ userId: String(pending.id) }))).toMatchObject({ status: "error", fieldErrors: { userId: expect.any(Array) } });
  });

  it("approve: field errors for a bad lead type or user id", async () => {
    signInAs(await makeUser("admin"));
    const bad = await approveAgentAction(IDLE, form({ userId: "x", acceptsLeadTypes: ["boats"] }));
    expect(bad.status).toBe("error");
    expect(Object.keys(bad.fieldErrors ?? {})).toEqual(expect.arrayContaining(["userId"]));
    expect(Object.keys(bad.fieldErrors ?? {}).some((k) => k.startsWith("acceptsLeadTypes"))).toBe(true);
  });

  it("signed out → sign-in page; an agent → 403; a pending account → its account page; nothing changes", async () => {
    const pending = await makeUser("agent", { status: "pending" });
    const attempt = () => approveAgentAction(IDLE, form({ userId: String(pending.id) }));
    signInAs(null);
    await expect(attempt()).rejects.toMatchObject(REDIRECT_TO("/login"));
    signInAs(await makeUser("agent"));
    await expect(attempt()).rejects.toMatchObject(FORBIDDEN);
    signInAs(await makeUser("agent", { status: "pending" }));
    await expect(attempt()).rejects.toMatchObject(REDIRECT_TO("/account"));
    for (const action of [rejectAgentAction, updateAgentAction, issueResetAction]) {
      await expect(action(IDLE, form({ userId: String(pending.id), status: "active" }))).rejects.toMatchObject(REDIRECT_TO("/account"));
    }
    await expect(createInvitationAction(IDLE, form({ role: "admin", validDays: "7" }))).rejects.toMatchObject(REDIRECT_TO("/account"));
    expect((await db().user.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe("pending");
  });

  it("reject: the account can no longer sign in and its sessions end", async () => {
    signInAs(await makeUser("admin"));
    const pending = await makeUser("agent", { status: "pending" });
    const sid = await createSession(pending.id, { ip: null, userAgent: null });
    await expect(rejectAgentAction(IDLE, form({ userId: String(pending.id) }))).rejects.toMatchObject(REDIRECT_TO(`/admin/agents?rejected=${pending.id}`));
    expect((await db().user.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe("rejected");
    expect(await loadSessionUser(sid, pending.id)).toBeNull();
  });

  it("update: disabling a user or changing their role ends their sessions; an e-mail change does not", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    const agent = await makeUser("agent");
    const sid = await createSession(agent.id, { ip: null, userAgent: null });
    expect(await updateAgentAction(IDLE, form({ userId: String(agent.id), email: "pat@agency.example", acceptsLeadTypes: ["auto"] }))).toMatchObject({ status: "success" });
    expect(await loadSessionUser(sid, agent.id)).not.toBeNull();
    expect(await updateAgentAction(IDLE, form({ userId: String(agent.id), role: "admin", acceptsLeadTypes: "auto" }))).toMatchObject({ status: "success" });
    expect(await loadSessionUser(sid, agent.id)).toBeNull();
    const sid2 = await createSession(agent.id, { ip: null, userAgent: null });
    expect(await updateAgentAction(IDLE, form({ userId: String(agent.id), status: "disabled", acceptsLeadTypes: "auto" }))).toMatchObject({ status: "success" });
    expect(await loadSessionUser(sid2, agent.id)).toBeNull();
    expect(await db().user.findUniqueOrThrow({ where: { id: agent.id } })).toMatchObject({ email: "pat@agency.example", role: "admin", status: "disabled", acceptsLeadTypes: ["auto"] });
  });

  it("update: field errors, and an admin cannot disable or demote themselves", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    expect(await updateAgentAction(IDLE, form({ userId: String(admin.id), email: "not-an-email" }))).toMatchObject({ status: "error", fieldErrors: { email: ["Please enter a valid email address"] } });
    expect(await updateAgentAction(IDLE, form({ userId: String(admin.id), status: "disabled" }))).toMatchObject({ status: "error", fieldErrors: { status: expect.any(Array) } });
    expect(await updateAgentAction(IDLE, form({ userId: String(admin.id), role: "agent" }))).toMatchObject({ status: "error", fieldErrors: { role: expect.any(Array) } });
    expect(await updateAgentAction(IDLE, form({ userId: "99999999", status: "active" }))).toMatchObject({ status: "error" });
  });

  it("invitations: created with a link shown once, revoked once", async () => {
    signInAs(await makeUser("admin"));
    const created = await createInvitationAction(IDLE, form({ role: "agent", validDays: "3", note: "Maria, Round Rock" }));
    expect(created).toMatchObject({ status: "success", link: expect.stringMatching(/\/register\?invitation=[A-Za-z0-9_-]{43}$/) });
    const row = await db().invitation.findFirstOrThrow({ where: { note: "Maria, Round Rock" }, orderBy: { id: "desc" } });
    expect(row.tokenHash).not.toContain(new URL(created.link!).searchParams.get("invitation"));
    expect(await createInvitationAction(IDLE, form({ role: "owner", validDays: "99" }))).toMatchObject({ status: "error", fieldErrors: { role: expect.any(Array), validDays: expect.any(Array) } });
    expect(await revokeInvitationAction(IDLE, form({ invitationId: String(row.id) }))).toMatchObject({ status: "success" });
    expect(await revokeInvitationAction(IDLE, form({ invitationId: String(row.id) }))).toMatchObject({ status: "error" });
  });

  it("the sales role (issue 31): an admin invites a salesperson and makes an agent one", async () => {
    signInAs(await makeUser("admin"));
    const note = `Sales ${Date.now()}`;
    expect(await createInvitationAction(IDLE, form({ role: "sales", validDays: "7", note }))).toMatchObject({ status: "success" });
    expect(await db().invitation.findFirstOrThrow({ where: { note } })).toMatchObject({ role: "sales" });
    const agent = await makeUser("agent");
    expect(await updateAgentAction(IDLE, form({ userId: String(agent.id), role: "sales" }))).toMatchObject({ status: "success" });
    expect(await db().user.findUniqueOrThrow({ where: { id: agent.id } })).toMatchObject({ role: "sales" });
  });

  it("reset password: a link for the user, their sessions ended", async () => {
    signInAs(await makeUser("admin"));
    const agent = await makeUser("agent");
    const sid = await createSession(agent.id, { ip: null, userAgent: null });
    const state = await issueResetAction(IDLE, form({ userId: String(agent.id) }));
    expect(state).toMatchObject({ status: "success", link: expect.stringContaining("/reset-password?token=") });
    expect(await loadSessionUser(sid, agent.id)).toBeNull();
    expect(await issueResetAction(IDLE, form({ userId: "abc" }))).toMatchObject({ status: "error", fieldErrors: { userId: expect.any(Array) } });
  });
});
