import { afterEach, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { createInvitation, revokeInvitation } from "@/lib/auth/invitations";
import { INVITATION_INVALID, INVITATION_REQUIRED, REGISTRATION_CLOSED, registerAccount } from "@/lib/auth/registration";
import { COMMON_PASSWORD_MESSAGE } from "@/lib/auth/password-policy";
import { USERNAME_TAKEN } from "@/lib/auth/users";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { setEnv } from "@/test/fakes/integration-env";

const name = () => `reg-${randomBytes(5).toString("hex")}`;
const PASSWORD = "maple-harbor-9341";
const tokenOf = (link: string) => new URL(link).searchParams.get("invitation")!;

afterEach(() => setEnv({ REGISTRATION_MODE: undefined }));

describe("registration (REGISTRATION_MODE, invitations; real PostgreSQL)", () => {
  it("approval (the default): a pending agent with an argon2id hash, and every admin with an e-mail is told through the job queue", async () => {
    const admin = await makeUser("admin", { email: `admin-${randomBytes(3).toString("hex")}@agency.example` });
    const username = name();
    const result = await registerAccount({ username, password: PASSWORD });
    expect(result).toMatchObject({ ok: true, user: { username, role: "agent", status: "pending" } });
    const row = await db().user.findUniqueOrThrow({ where: { username } });
    expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password).not.toContain(PASSWORD);
    const mail = await db().communication.findUniqueOrThrow({ where: { dedupeKey: `registration-pending:${row.id}` } });
    expect(mail.toAddress).toContain((await db().user.findUniqueOrThrow({ where: { id: admin.id } })).email);
    expect(mail.content).toContain(`${username} registered`);
    const jobs = await db().$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM graphile_worker.jobs WHERE key = ${`email:registration-pending:${row.id}`}`;
    expect(Number(jobs[0]!.n)).toBe(1);
  });

  it("refuses a username that differs only in letter case, and a common password", async () => {
    const username = name();
    await registerAccount({ username, password: PASSWORD });
    expect(await registerAccount({ username: username.toUpperCase(), password: PASSWORD })).toMatchObject({ ok: false, status: 409, error: USERNAME_TAKEN });
    expect(await registerAccount({ username: name(), password: "password1" })).toMatchObject({ ok: false, status: 400, error: COMMON_PASSWORD_MESSAGE, field: "password" });
  });

  it("an invitation link gives an approved account with its role, once", async () => {
    const admin = await makeUser("admin");
    const invitation = await createInvitation(admin, { role: "admin", validDays: 1 });
    const username = name();
    expect(await registerAccount({ username, password: PASSWORD, invitation: tokenOf(invitation.link) })).toMatchObject({
      ok: true,
      user: { role: "admin", status: "active" },
    });
    const used = await db().invitation.findUniqueOrThrow({ where: { id: invitation.id } });
    expect(used.usedById).toBe((await db().user.findUniqueOrThrow({ where: { username } })).id);
    expect(await registerAccount({ username: name(), password: PASSWORD, invitation: tokenOf(invitation.link) })).toEqual({ ok: false, status: 403, error: INVITATION_INVALID });
  });

  it("refuses expired and revoked invitations, and leaves the invitation unused when the username is taken", async () => {
    const admin = await makeUser("admin");
    const expired = await createInvitation(admin, { role: "agent", validDays: 1 }, new Date(Date.now() - 2 * 24 * 3600 * 1000));
    expect(await registerAccount({ username: name(), password: PASSWORD, invitation: tokenOf(expired.link) })).toMatchObject({ ok: false, status: 403 });
    const revoked = await createInvitation(admin, { role: "agent", validDays: 7 });
    expect(await revokeInvitation(admin, revoked.id)).toBe(true);
    expect(await registerAccount({ username: name(), password: PASSWORD, invitation: tokenOf(revoked.link) })).toMatchObject({ ok: false, status: 403 });
    const fresh = await createInvitation(admin, { role: "agent", validDays: 7 });
    const taken = name();
    await registerAccount({ username: taken, password: PASSWORD });
    expect(await registerAccount({ username: taken, password: PASSWORD, invitation: tokenOf(fresh.link) })).toMatchObject({ ok: false, status: 409 });
    expect((await db().invitation.findUniqueOrThrow({ where: { id: fresh.id } })).usedAt).toBeNull();
  });

  it("invite mode needs a link; closed mode refuses everyone, links included", async () => {
    const admin = await makeUser("admin");
    setEnv({ REGISTRATION_MODE: "invite" });
    expect(await registerAccount({ username: name(), password: PASSWORD })).toEqual({ ok: false, status: 403, error: INVITATION_REQUIRED });
    const invitation = await createInvitation(admin, { role: "agent", validDays: 7 });
    expect(await registerAccount({ username: name(), password: PASSWORD, invitation: tokenOf(invitation.link) })).toMatchObject({ ok: true, user: { status: "active" } });
    setEnv({ REGISTRATION_MODE: "closed" });
    const another = await createInvitation(admin, { role: "agent", validDays: 7 });
    expect(await registerAccount({ username: name(), password: PASSWORD, invitation: tokenOf(another.link) })).toEqual({ ok: false, status: 403, error: REGISTRATION_CLOSED });
  });
});
