import { beforeEach, describe, expect, it, vi } from "vitest";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeUser, unique } from "@/lib/crm/testing/fixtures";
import { authenticateApiKey } from "@/lib/api-keys/api-keys";
import { nextRequest } from "@/test/next-request-mocks";
import { formData } from "@/test/form-data";
import { expectAdminOnly } from "@/test/action-access";
import { createApiKeyAction, revokeApiKeyAction } from "@/lib/api-keys/actions";
import { IDLE } from "@/lib/forms/action-state";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

beforeEach(() => nextRequest.reset());

const bearer = (key: string) => new Request("http://localhost/api/v1/leads", { headers: { authorization: `Bearer ${key}` } });

describe("/admin/api-keys server actions (real PostgreSQL)", () => {
  it("create: the key is shown once and works; only its hash is stored; audited; revoke stops it at once", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    const name = unique("Acme Leads");
    const created = await createApiKeyAction(IDLE, formData({ name, source: "acme" }));
    expect(created).toMatchObject({ status: "success", key: expect.stringMatching(/^til_[0-9a-f]{8}_[A-Za-z0-9_-]{32}$/) });
    const row = await db().apiKey.findFirstOrThrow({ where: { name } });
    expect(row.keyHash).toBe(createHash("sha256").update(created.key!).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.key!);
    expect(await authenticateApiKey(bearer(created.key!))).toMatchObject({ id: row.id, source: "acme" });
    expect(await db().auditLog.findFirst({ where: { action: "api_key.create", entityId: String(row.id), actorId: admin.id } })).not.toBeNull();
    expect(nextRequest.revalidated).toContain("/admin/api-keys");

    expect(await revokeApiKeyAction(IDLE, formData({ keyId: String(row.id) }))).toMatchObject({ status: "success", message: "Key revoked" });
    expect(await authenticateApiKey(bearer(created.key!))).toBeNull();
    expect(await revokeApiKeyAction(IDLE, formData({ keyId: String(row.id) }))).toMatchObject({ status: "error", message: "This key does not exist or was already revoked." });
    expect(await revokeApiKeyAction(IDLE, formData({ keyId: "nope" }))).toMatchObject({ status: "error" });
  });

  it("create: the schema's field errors; nothing stored", async () => {
    signInAs(await makeUser("admin"));
    const before = await db().apiKey.count();
    expect(await createApiKeyAction(IDLE, formData({ name: "A", source: "Acme Leads!" }))).toMatchObject({
      status: "error",
      fieldErrors: { name: ["Name must be at least 2 characters"], source: ["Use lowercase letters, numbers, dashes and underscores"] },
      values: { name: "A", source: "Acme Leads!" },
    });
    expect(await db().apiKey.count()).toBe(before);
  });

  it("signed out, pending or an agent: no key is made or revoked", async () => {
    signInAs(await makeUser("admin"));
    const live = await createApiKeyAction(IDLE, formData({ name: unique("Live"), source: "live" }));
    const id = (await db().apiKey.findFirstOrThrow({ where: { keyHash: createHash("sha256").update(live.key!).digest("hex") } })).id;
    const before = await db().apiKey.count();
    await expectAdminOnly(
      () => createApiKeyAction(IDLE, formData({ name: "Evil Leads", source: "evil" })),
      () => revokeApiKeyAction(IDLE, formData({ keyId: String(id) })),
    );
    expect(await db().apiKey.count()).toBe(before);
    expect(await authenticateApiKey(bearer(live.key!))).not.toBeNull();
  });
});
