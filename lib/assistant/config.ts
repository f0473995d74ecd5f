import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit/record";
import { log } from "@/lib/log";
import { siteConfig } from "@/lib/site";
import { defaultAssistantConfig } from "@/lib/assistant/default-config";
import { CONFIG_TEXT } from "@/lib/assistant/messages";
import { assistantConfigSchema, type AssistantConfig } from "@/lib/schemas/assistant-config";

const CONFIG_ID = 1;

/** The save answer's message (public-site.md §8, verbatim), shown as the success toast. */
export const CONFIG_SAVED_MESSAGE = CONFIG_TEXT.saved;

/**
 * The assistant configuration (row id 1). When the row is missing or no longer matches the schema
 * (a hand edit), the defaults for this site are used, so the chat always answers.
 */
export async function loadAssistantConfig(): Promise<AssistantConfig> {
  const row = await db().assistantConfig.findUnique({ where: { id: CONFIG_ID } });
  if (row) {
    const parsed = assistantConfigSchema.safeParse({
      personality: row.personality,
      responseGuidelines: row.responseGuidelines,
      businessContext: row.businessContext,
    });
    if (parsed.success) return parsed.data;
    log.warn("assistant.config_invalid", { issues: parsed.error.issues.length });
  }
  return defaultAssistantConfig(siteConfig().name);
}

/** Replaces the whole configuration (validated by the caller with the shared schema). */
export async function saveAssistantConfig(config: AssistantConfig, userId: number): Promise<AssistantConfig> {
  const data = {
    personality: config.personality,
    responseGuidelines: config.responseGuidelines,
    businessContext: config.businessContext,
    updatedBy: userId,
  };
  await db().$transaction(async (tx) => {
    await tx.assistantConfig.upsert({ where: { id: CONFIG_ID }, create: { id: CONFIG_ID, ...data }, update: data });
    await recordAudit({ actorId: userId, action: "assistant_config.update", entity: "assistant_config", entityId: CONFIG_ID }, tx);
  });
  return config;
}
