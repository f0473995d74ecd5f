import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { loadActiveUser, registerAgent, USERNAME_TAKEN, verifyCredentials } from "@/lib/auth/users";

const name = () => `u-${randomBytes(5).toString("hex")}`;

describe("agent accounts (real PostgreSQL)", () => {
  it("registers an agent with an argon2id hash, never the plain password", async () => {
    const username = name();
    const result = await registerAgent(username, "correct horse");
    expect(result.ok).toBe(true);
    const row = await db().user.findUniqueOrThrow({ where: { username } });
    expect(row.role).toBe("agent");
    expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password).not.toContain("correct horse");
  });

  it("refuses a username that differs only in letter case", async () => {
    const username = name();
    await registerAgent(username, "secret-1");
    expect(await registerAgent(username.toUpperCase(), "secret-2")).toEqual({ ok: false, error: USERNAME_TAKEN });
  });

  it("verifies credentials and rejects wrong passwords, unknown and disabled users", async () => {
    const username = name();
    await registerAgent(username, "secret-1");
    const ok = await verifyCredentials(username.toUpperCase(), "secret-1");
    expect(ok?.username).toBe(username);
    expect(await verifyCredentials(username, "secret-2")).toBeNull();
    expect(await verifyCredentials(name(), "secret-1")).toBeNull();

    await db().user.update({ where: { username }, data: { active: false } });
    expect(await verifyCredentials(username, "secret-1")).toBeNull();
    expect(await loadActiveUser(ok!.id)).toBeNull();
  });
});
