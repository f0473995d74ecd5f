import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { nextRequest } from "@/test/next-request-mocks";
import { formData } from "@/test/form-data";
import { expectAdminOnly } from "@/test/action-access";
import { resendConversionAction } from "@/lib/integrations/meta/actions";
import { IDLE } from "@/lib/forms/action-state";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

beforeEach(() => nextRequest.reset());

const created: number[] = [];
async function conversionEvent(status: "failed" | "sent", eventTime = new Date()) {
  const row = await db().conversionEvent.create({ data: { eventId: `test-${randomBytes(6).toString("hex")}`, eventName: "Lead", eventTime, payload: {}, status, lastError: status === "failed" ? "Meta answered 400" : null } });
  created.push(row.id);
  return row;
}

afterAll(async () => {
  // The resend jobs of these events: no other test's worker run should pick them up.
  for (const id of created) await db().$executeRaw`DELETE FROM graphile_worker._private_jobs WHERE key LIKE ${`meta-send:${id}-%`}`;
});

describe("/admin/conversions server action (real PostgreSQL)", () => {
  it("resend: a failed event waits to be sent again, queued and audited; the others say why not", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    const failed = await conversionEvent("failed");
    expect(await resendConversionAction(IDLE, formData({ eventId: String(failed.id) }))).toMatchObject({ status: "success", message: "Event queued for delivery" });
    expect(await db().conversionEvent.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({ status: "pending", lastError: null });
    const jobs = await db().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = ${`meta-send:${failed.id}-1`}`;
    expect(jobs[0]!.n).toBe(1);
    expect(await db().auditLog.findFirst({ where: { action: "conversion_event.resend", entityId: String(failed.id), actorId: admin.id } })).not.toBeNull();
    expect(nextRequest.revalidated).toContain("/admin/conversions");

    expect(await resendConversionAction(IDLE, formData({ eventId: String(failed.id) }))).toMatchObject({ status: "error", message: "This event is already waiting to be sent." });
    const sent = await conversionEvent("sent");
    expect(await resendConversionAction(IDLE, formData({ eventId: String(sent.id) }))).toMatchObject({ status: "error", message: "This event was already delivered to Meta." });
    const old = await conversionEvent("failed", new Date(Date.now() - 8 * 86_400_000));
    expect(await resendConversionAction(IDLE, formData({ eventId: String(old.id) }))).toMatchObject({ status: "error", message: expect.stringContaining("7-day limit") });
    expect(await resendConversionAction(IDLE, formData({ eventId: "999999999" }))).toMatchObject({ status: "error", message: "Conversion event not found" });
    expect(await resendConversionAction(IDLE, formData({ eventId: "x" }))).toMatchObject({ status: "error", message: "Conversion event not found" });
  });

  it("signed out, pending or an agent: the event stays failed", async () => {
    const failed = await conversionEvent("failed");
    await expectAdminOnly(() => resendConversionAction(IDLE, formData({ eventId: String(failed.id) })));
    expect((await db().conversionEvent.findUniqueOrThrow({ where: { id: failed.id } })).status).toBe("failed");
  });
});
