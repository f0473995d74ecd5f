import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { nextRequest } from "@/test/next-request-mocks";
import { formData } from "@/test/form-data";
import { expectAdminOnly } from "@/test/action-access";
import { retryJobAction } from "@/lib/jobs/actions";
import { IDLE } from "@/lib/forms/action-state";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

beforeEach(() => nextRequest.reset());

const tag = randomBytes(4).toString("hex");

/** A job that used up its attempts, due tomorrow (no worker runs in these tests anyway). */
async function failedJob(): Promise<string> {
  const rows = await db().$queryRaw<{ id: bigint }[]>`
    SELECT id FROM graphile_worker.add_job('maintenance:prune-expired', '{}'::json, run_at => now() + interval '1 day', max_attempts => 3, job_key => ${`retry-test-${tag}-${randomBytes(3).toString("hex")}`})`;
  const id = rows[0]!.id;
  await db().$executeRaw`UPDATE graphile_worker._private_jobs SET attempts = 3, last_error = 'Resend answered 500' WHERE id = ${id}`;
  return String(id);
}

const jobRow = async (id: string) =>
  (await db().$queryRaw<{ attempts: number; due: boolean }[]>`SELECT attempts, run_at <= now() AS due FROM graphile_worker._private_jobs WHERE id = ${BigInt(id)}`)[0];

afterAll(async () => {
  await db().$executeRaw`DELETE FROM graphile_worker._private_jobs WHERE key LIKE ${`retry-test-${tag}-%`}`;
});

describe("/admin/jobs server action (real PostgreSQL)", () => {
  it("retry: the failed job runs now with fresh attempts; audited; an unknown id is a clear answer", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    const id = await failedJob();
    expect(await retryJobAction(IDLE, formData({ jobId: id }))).toMatchObject({ status: "success", message: "Job scheduled to run now" });
    expect(await jobRow(id)).toEqual({ attempts: 0, due: true });
    expect(await db().auditLog.findFirst({ where: { action: "job.retry", entityId: id, actorId: admin.id } })).not.toBeNull();
    expect(nextRequest.revalidated).toContain("/admin/jobs");
    for (const jobId of ["999999999999", "abc", ""]) {
      expect(await retryJobAction(IDLE, formData({ jobId }))).toMatchObject({ status: "error", message: "This job does not exist any more (it may have run already)." });
    }
  });

  it("signed out, pending or an agent: the job stays as it was", async () => {
    const id = await failedJob();
    await expectAdminOnly(() => retryJobAction(IDLE, formData({ jobId: id })));
    expect(await jobRow(id)).toEqual({ attempts: 3, due: false });
  });
});
