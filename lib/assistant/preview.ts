import "server-only";
import { takeDailyAiCall } from "@/lib/assistant/daily-cap";
import type { AssistantConfig } from "@/lib/schemas/assistant-config";
import { extractDetails, summarizeLearnings, toLearnings } from "@/lib/assistant/extract-details";
import { openAiSettingsFromEnv, type OpenAiSettings } from "@/lib/assistant/openai-reply";
import { generateReply, type Reply } from "@/lib/assistant/reply";

/**
 * /alex-admin's preview: answers one test message with an unsaved configuration, exactly as a
 * visitor's first message would be answered. Nothing is stored; OpenAI calls count toward the daily cap.
 */
export async function previewReply(config: AssistantConfig, message: string, ai?: OpenAiSettings | null): Promise<Reply> {
  const details = extractDetails(message);
  const settings = ai === undefined ? openAiSettingsFromEnv() : ai;
  let allowed = settings;
  if (settings) {
    allowed = (await takeDailyAiCall()) ? settings : null;
  }
  return generateReply({
    config,
    message,
    history: [],
    facts: summarizeLearnings(toLearnings(details)),
    contactJustShared: !!(details.contact.email || details.contact.phone),
    ai: allowed,
  });
}

/** Whether replies come from OpenAI or the offline library (shown on /alex-admin). */
export function assistantMode(): { mode: "openai" | "offline"; model: string | null } {
  const s = openAiSettingsFromEnv();
  return s ? { mode: "openai", model: s.model } : { mode: "offline", model: null };
}
