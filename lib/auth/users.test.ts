import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { verifyCredentials } from "@/lib/auth/users";
import type { UserStatus } from "@/lib/generated/prisma/enums";

const name = () => `u-${randomBytes(5).toString("hex")}`;

async function account(status: UserStatus, password = "secret-pass-1") {
  const username = name();
  await db().user.create({ data: { username, password: await hashPassword(password), role: "agent", status } });
  return username;
}

describe("verifyCredentials (real PostgreSQL)", () => {
  it("accepts the right password in any letter case of the username, for approved and pending accounts", async () => {
    const active = await account("active");
    const ok = await verifyCredentials(active.toUpperCase(), "secret-pass-1");
    expect(ok).toMatchObject({ ok: true, user: { username: active, status: "active" } });
    const pending = await account("pending");
    expect(await verifyCredentials(pending, "secret-pass-1")).toMatchObject({ ok: true, user: { status: "pending" } });
  });

  it("gives one answer for a wrong password and an unknown user", async () => {
    const username = await account("active");
    expect(await verifyCredentials(username, "secret-pass-2")).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyCredentials(name(), "secret-pass-1")).toEqual({ ok: false, reason: "invalid" });
  });

  it("says rejected or disabled only after the right password", async () => {
    const rejected = await account("rejected");
    const disabled = await account("disabled");
    expect(await verifyCredentials(rejected, "wrong-password")).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyCredentials(rejected, "secret-pass-1")).toEqual({ ok: false, reason: "rejected" });
    expect(await verifyCredentials(disabled, "wrong-password")).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyCredentials(disabled, "secret-pass-1")).toEqual({ ok: false, reason: "disabled" });
  });
});
