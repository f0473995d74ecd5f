import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { allEffectiveMappings } from "@/lib/integrations/crm/stage-mappings";
import { nextRequest } from "@/test/next-request-mocks";
import { formData } from "@/test/form-data";
import { expectAdminOnly } from "@/test/action-access";
import { deleteStageMappingAction, saveStageMappingAction } from "@/lib/integrations/crm/actions";
import { IDLE } from "@/lib/forms/action-state";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

beforeEach(() => nextRequest.reset());

const TAG = randomBytes(3).toString("hex");
let n = 0;
const stage = () => `Quote Follow-up ${TAG}-${n++}`;

// Other tests read the mappings in force (GET /api/crm/stages): leave none of ours behind.
afterAll(async () => {
  await db().crmStageMapping.deleteMany({ where: { stage: { startsWith: `quote follow-up ${TAG}` } } });
});

describe("/admin/stage-mappings server actions (real PostgreSQL)", () => {
  it("save: a new mapping is in force (stage matched without case), saving again replaces it; remove falls back", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    const name = stage();
    expect(await saveStageMappingAction(IDLE, formData({ provider: "hubspot", stage: name, event: "Schedule", value: "60" }))).toMatchObject({
      status: "success",
      message: `HubSpot: ${name} → Schedule`,
    });
    const find = async () => (await allEffectiveMappings()).hubspot.find((m) => m.stage === name.toLowerCase());
    expect(await find()).toMatchObject({ event: "Schedule", value: 60, origin: "custom" });
    expect(await saveStageMappingAction(IDLE, formData({ provider: "hubspot", stage: name.toUpperCase(), event: "none", value: "" }))).toMatchObject({ status: "success" });
    const mapping = await find();
    expect(mapping).toMatchObject({ event: "none", origin: "custom" });
    expect(await db().crmStageMapping.count({ where: { provider: "hubspot", stage: name.toLowerCase() } })).toBe(1);
    expect(await db().auditLog.findFirst({ where: { action: "stage_mapping.save", entityId: String(mapping!.id), actorId: admin.id } })).not.toBeNull();
    expect(nextRequest.revalidated).toContain("/admin/stage-mappings");

    expect(await deleteStageMappingAction(IDLE, formData({ mappingId: String(mapping!.id) }))).toMatchObject({ status: "success", message: "Mapping removed" });
    expect(await find()).toBeUndefined();
    expect(await deleteStageMappingAction(IDLE, formData({ mappingId: String(mapping!.id) }))).toMatchObject({ status: "error", message: "This mapping does not exist any more." });
  });

  it("save: the schema's field errors with the values sent back; nothing stored", async () => {
    signInAs(await makeUser("admin"));
    const before = await db().crmStageMapping.count();
    expect(await saveStageMappingAction(IDLE, formData({ provider: "x", stage: "", event: "Nope", value: "-5" }))).toMatchObject({
      status: "error",
      fieldErrors: { provider: ["Please select a CRM"], stage: ["Stage is required"], event: ["Please select an event"], value: ["Value must be 0 or more"] },
      values: { value: "-5" },
    });
    expect(await db().crmStageMapping.count()).toBe(before);
  });

  it("signed out, pending or an agent: nothing saved or removed", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    const name = stage();
    await saveStageMappingAction(IDLE, formData({ provider: "api", stage: name, event: "Lead", value: "" }));
    const row = await db().crmStageMapping.findFirstOrThrow({ where: { provider: "api", stage: name.toLowerCase() } });
    const before = await db().crmStageMapping.count();
    await expectAdminOnly(
      () => saveStageMappingAction(IDLE, formData({ provider: "api", stage: stage(), event: "Purchase", value: "1" })),
      () => deleteStageMappingAction(IDLE, formData({ mappingId: String(row.id) })),
    );
    expect(await db().crmStageMapping.count()).toBe(before);
  });
});
