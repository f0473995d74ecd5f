import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { loadAssistantConfig, saveAssistantConfig } from "@/lib/assistant/config";
import { defaultAssistantConfig } from "@/lib/assistant/default-config";

describe("assistant configuration (row id 1)", () => {
  it("falls back to the defaults when no row exists, and round-trips a saved configuration", async () => {
    await db().assistantConfig.deleteMany({ where: { id: 1 } });
    const fallback = await loadAssistantConfig();
    expect(fallback.responseGuidelines.maxLength).toBe(120);

    const admin = await db().user.create({ data: { username: `cfg-${Date.now()}`, password: "x", role: "admin", status: "active" } });
    const changed = defaultAssistantConfig("Hill Country Leads");
    changed.personality.tone = "Dry Texas humour";
    changed.responseGuidelines.maxLength = 80;
    await saveAssistantConfig(changed, admin.id);
    expect(await loadAssistantConfig()).toEqual(changed);
    const row = await db().assistantConfig.findUniqueOrThrow({ where: { id: 1 } });
    expect(row.updatedBy).toBe(admin.id);
    expect(await db().auditLog.count({ where: { action: "assistant_config.update", actorId: admin.id } })).toBe(1);
  });

  it("ignores a row that no longer matches the schema", async () => {
    await db().assistantConfig.update({ where: { id: 1 }, data: { personality: { tone: 42 } } });
    const config = await loadAssistantConfig();
    expect(typeof config.personality.tone).toBe("string");
    await db().assistantConfig.delete({ where: { id: 1 } });
  });
});
