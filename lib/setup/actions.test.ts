import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { nextRequest } from "@/test/next-request-mocks";
import { formData } from "@/test/form-data";
import { expectAdminOnly } from "@/test/action-access";
import { setEnv } from "@/test/fakes/integration-env";
import { startFakePayPal, type FakePayPal } from "@/test/fakes/paypal";
import { resetPayPalToken } from "@/lib/payments/paypal/client";
import { testIntegrationAction } from "@/lib/setup/actions";
import { IDLE } from "@/lib/forms/action-state";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

let paypal: FakePayPal;
beforeAll(async () => {
  paypal = await startFakePayPal();
});
afterAll(async () => {
  setEnv({ PAYPAL_CLIENT_ID: undefined, PAYPAL_CLIENT_SECRET: undefined, PAYPAL_API_BASE: undefined });
  await paypal.close();
});
beforeEach(async () => {
  nextRequest.reset();
  resetPayPalToken();
  setEnv({ PAYPAL_CLIENT_ID: paypal.clientId, PAYPAL_CLIENT_SECRET: paypal.clientSecret, PAYPAL_API_BASE: paypal.url });
  await db().integrationCheck.deleteMany({ where: { integration: "paypal" } });
});

describe("/admin's Test action (real PostgreSQL, PayPal's fake)", () => {
  it("an admin's test calls the provider, stores the answer for the row, is audited and revalidates /admin", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    const calls = paypal.requests.length;
    expect(await testIntegrationAction(IDLE, formData({ integration: "paypal" }))).toMatchObject({ status: "success", message: "Working: PayPal issued an access token (sandbox)." });
    expect(paypal.requests.length).toBe(calls + 1);
    expect(await db().integrationCheck.findUnique({ where: { integration: "paypal" } })).toMatchObject({ ok: true, testedById: admin.id, testedByName: admin.username });
    expect(await db().auditLog.findFirst({ where: { action: "integration.test", entityId: "paypal", actorId: admin.id } })).toMatchObject({ changes: { ok: true } });
    expect(nextRequest.revalidated).toContain("/admin");

    setEnv({ PAYPAL_CLIENT_SECRET: "wrong" });
    expect(await testIntegrationAction(IDLE, formData({ integration: "paypal" }))).toMatchObject({ status: "error", message: "Failing: invalid_client: Client Authentication failed" });
    expect(await db().integrationCheck.findUnique({ where: { integration: "paypal" } })).toMatchObject({ ok: false, message: "invalid_client: Client Authentication failed" });

    // A few per minute: the fourth is refused without calling PayPal.
    await testIntegrationAction(IDLE, formData({ integration: "paypal" }));
    const before = paypal.requests.length;
    expect(await testIntegrationAction(IDLE, formData({ integration: "paypal" }))).toMatchObject({ status: "error", message: expect.stringMatching(/^Too many tests of this integration: try again in \d+ seconds\.$/) });
    expect(paypal.requests.length).toBe(before);

    for (const integration of ["hubspot", "no-such-thing", "<script>", ""]) {
      expect(await testIntegrationAction(IDLE, formData({ integration }))).toMatchObject({ status: "error", message: "This integration has no test." });
    }
  });

  it("signed out, pending or an agent: no call is made and nothing is stored", async () => {
    const calls = paypal.requests.length;
    await expectAdminOnly(() => testIntegrationAction(IDLE, formData({ integration: "paypal" })));
    expect(paypal.requests.length).toBe(calls);
    expect(await db().integrationCheck.findUnique({ where: { integration: "paypal" } })).toBeNull();
  });
});
