import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import { nextRequest } from "@/test/next-request-mocks";
import { formData } from "@/test/form-data";
import { expectAdminOnly } from "@/test/action-access";
import { approveUnqualifiedLeadAction } from "@/lib/leads/actions";
import { IDLE } from "@/lib/forms/action-state";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

beforeEach(() => nextRequest.reset());

async function unqualified() {
  const lead = await makeLead(null);
  await db().lead.update({ where: { id: lead.id }, data: { insuranceQualified: false } });
  const row = await db().unqualifiedLead.create({
    data: { leadId: lead.id, fullName: lead.fullName, email: lead.email, phone: lead.phone, unqualifiedReason: "More than 2 property claims in the past 5 years" },
  });
  return { lead, row };
}

describe("/admin/unqualified-leads server action (real PostgreSQL)", () => {
  it("approve: recorded with who and the notes, the lead counts as qualified; once only", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    const { lead, row } = await unqualified();
    expect(await approveUnqualifiedLeadAction(IDLE, formData({ unqualifiedId: String(row.id), notes: "Carrier writes it with a higher deductible" }))).toMatchObject({
      status: "success",
      message: "Lead approved",
    });
    expect(await db().unqualifiedLead.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ manuallyApproved: true, reviewedBy: admin.id, reviewNotes: "Carrier writes it with a higher deductible" });
    expect((await db().lead.findUniqueOrThrow({ where: { id: lead.id } })).insuranceQualified).toBe(true);
    expect(await db().auditLog.findFirst({ where: { action: "lead.approve_unqualified", entityId: String(row.id), actorId: admin.id } })).not.toBeNull();
    expect(nextRequest.revalidated).toContain("/admin/unqualified-leads");
    expect(await approveUnqualifiedLeadAction(IDLE, formData({ unqualifiedId: String(row.id) }))).toMatchObject({ status: "error", message: "This lead does not exist or was already approved." });
  });

  it("approve: notes over 1000 characters are a field error; nothing changes", async () => {
    signInAs(await makeUser("admin"));
    const { row } = await unqualified();
    expect(await approveUnqualifiedLeadAction(IDLE, formData({ unqualifiedId: String(row.id), notes: "x".repeat(1001) }))).toMatchObject({
      status: "error",
      fieldErrors: { notes: ["Notes must be at most 1000 characters"] },
    });
    expect((await db().unqualifiedLead.findUniqueOrThrow({ where: { id: row.id } })).manuallyApproved).toBe(false);
  });

  it("signed out, pending or an agent: not approved", async () => {
    const { row } = await unqualified();
    await expectAdminOnly(() => approveUnqualifiedLeadAction(IDLE, formData({ unqualifiedId: String(row.id) })));
    expect((await db().unqualifiedLead.findUniqueOrThrow({ where: { id: row.id } })).manuallyApproved).toBe(false);
  });
});
