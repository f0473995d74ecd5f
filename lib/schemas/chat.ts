import { z } from "zod";
import { CHAT_LIMITS } from "@/lib/constants";
import { assistantConfigSchema } from "@/lib/schemas/assistant-config";

const ID_SUFFIX = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Session ids are "session_" + time + random suffix; message ids "user_" + timestamp (public-site.md §3).
 * One message, naming what is wrong: the prefix, or the characters after it.
 */
const id = (prefix: string) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (!value.startsWith(prefix)) ctx.addIssue({ code: "custom", message: `Must start with ${prefix}` });
      else if (!ID_SUFFIX.test(value.slice(prefix.length))) {
        ctx.addIssue({ code: "custom", message: `After ${prefix}: 1 to 100 letters, digits, _ and - only` });
      }
    });

export const chatContentSchema = z
  .string()
  .trim()
  .min(1, "Please type a message")
  .max(CHAT_LIMITS.maxMessageChars, `Messages can be at most ${CHAT_LIMITS.maxMessageChars} characters`);

/** POST /api/chat/message. `consentVersion` (beyond the spec) names the notice the widget showed. */
export const chatMessageSchema = z.object({
  sessionId: id("session_"),
  messageId: id("user_"),
  content: chatContentSchema,
  consentVersion: z.string().trim().max(40).optional().nullable(),
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;

/** POST /api/alex/preview: a test message answered with an unsaved configuration. */
export const chatPreviewSchema = z.object({
  config: assistantConfigSchema,
  message: chatContentSchema,
});
export type ChatPreviewInput = z.infer<typeof chatPreviewSchema>;
