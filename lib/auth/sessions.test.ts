import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createSession, listSessions, loadSessionUser, revokeSession, revokeUserSessions, SESSION_MAX_AGE_SECONDS } from "@/lib/auth/sessions";
import { makeUser } from "@/lib/crm/testing/fixtures";

const meta = { ip: "203.0.113.5", userAgent: "Mozilla/5.0 (Windows NT 10.0) Chrome/140.0" };

describe("server-side sessions (real PostgreSQL)", () => {
  it("a live session loads its user; a revoked one does not", async () => {
    const agent = await makeUser("agent");
    const sid = await createSession(agent.id, meta);
    expect(await loadSessionUser(sid, agent.id)).toMatchObject({ id: agent.id, status: "active" });
    await revokeSession(sid);
    expect(await loadSessionUser(sid, agent.id)).toBeNull();
  });

  it("a session belongs to its user only, and ends after 8 hours", async () => {
    const [a, b] = await Promise.all([makeUser("agent"), makeUser("agent")]);
    const started = new Date(Date.now() - 60_000);
    const sid = await createSession(a.id, meta, started);
    expect(await loadSessionUser(sid, b.id)).toBeNull();
    const justBefore = new Date(started.getTime() + SESSION_MAX_AGE_SECONDS * 1000 - 1000);
    expect(await loadSessionUser(sid, a.id, justBefore)).not.toBeNull();
    expect(await loadSessionUser(sid, a.id, new Date(started.getTime() + SESSION_MAX_AGE_SECONDS * 1000 + 1))).toBeNull();
  });

  it("pending accounts keep a session; rejected and disabled ones lose it", async () => {
    const pending = await makeUser("agent", { status: "pending" });
    const sid = await createSession(pending.id, meta);
    expect(await loadSessionUser(sid, pending.id)).toMatchObject({ status: "pending" });
    for (const status of ["rejected", "disabled"] as const) {
      await db().user.update({ where: { id: pending.id }, data: { status } });
      expect(await loadSessionUser(sid, pending.id)).toBeNull();
    }
  });

  it("revoking a user's other sessions keeps the one making the change", async () => {
    const agent = await makeUser("agent");
    const [mine, laptop, phone] = await Promise.all([createSession(agent.id, meta), createSession(agent.id, meta), createSession(agent.id, meta)]);
    expect(await revokeUserSessions(agent.id, { keep: mine })).toBe(2);
    expect(await loadSessionUser(mine, agent.id)).not.toBeNull();
    expect(await loadSessionUser(laptop, agent.id)).toBeNull();
    expect(await loadSessionUser(phone, agent.id)).toBeNull();
    const listed = await listSessions(agent.id, mine);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ current: true, ip: meta.ip });
    expect(listed[0]).not.toHaveProperty("id");
  });
});
