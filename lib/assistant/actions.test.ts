import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { loadAssistantConfig, saveAssistantConfig } from "@/lib/assistant/config";
import { configToForm } from "@/lib/assistant/config-form";
import type { AssistantConfig } from "@/lib/schemas/assistant-config";
import { nextRequest } from "@/test/next-request-mocks";
import { expectAdminOnly } from "@/test/action-access";
import { saveAssistantConfigAction } from "@/lib/assistant/actions";
import { IDLE } from "@/lib/forms/action-state";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

beforeEach(() => nextRequest.reset());

let original: AssistantConfig;
beforeAll(async () => {
  original = await loadAssistantConfig();
});
afterAll(async () => {
  await saveAssistantConfig(original, (await makeUser("admin")).id);
});

describe("/alex-admin Save Configuration (real PostgreSQL)", () => {
  it("saves the whole configuration, audited, and reads it back as saved", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    const changed: AssistantConfig = {
      ...original,
      personality: { ...original.personality, tone: "Neighbourly and direct" },
      responseGuidelines: { ...original.responseGuidelines, maxLength: 80, focusOnResults: !original.responseGuidelines.focusOnResults },
      businessContext: { ...original.businessContext, keyServices: [...original.businessContext.keyServices, "Free storm-season checklist"] },
    };
    expect(await saveAssistantConfigAction(IDLE, configToForm(changed))).toMatchObject({ status: "success", message: "the configuration updated successfully" });
    expect(await loadAssistantConfig()).toEqual(changed);
    expect(await db().auditLog.findFirst({ where: { action: "assistant_config.update", actorId: admin.id } })).not.toBeNull();
    expect(nextRequest.revalidated).toContain("/alex-admin");
  });

  it("the shared schema's errors, an item's error on its list; nothing saved", async () => {
    signInAs(await makeUser("admin"));
    const before = await loadAssistantConfig();
    const form = configToForm(before);
    form.set("personality.tone", "  ");
    form.set("responseGuidelines.maxLength", "5");
    form.set("businessContext.keyServices", `Verified leads\n${"x".repeat(201)}`);
    const state = await saveAssistantConfigAction(IDLE, form);
    expect(state).toMatchObject({ status: "error", fieldErrors: { "personality.tone": ["Required"], "responseGuidelines.maxLength": [expect.any(String)], "businessContext.keyServices": [expect.any(String)] } });
    expect(await loadAssistantConfig()).toEqual(before);
  });

  it("signed out, pending or an agent: nothing saved", async () => {
    const before = await loadAssistantConfig();
    const form = configToForm({ ...before, personality: { ...before.personality, tone: "Hijacked" } });
    await expectAdminOnly(() => saveAssistantConfigAction(IDLE, form));
    expect((await loadAssistantConfig()).personality.tone).toBe(before.personality.tone);
  });
});
