import "server-only";
import type { AssistantConfig } from "@/lib/schemas/assistant-config";
import { ASSISTANT_NAME } from "@/lib/constants";
import { classifyTopic, type Classification } from "@/lib/assistant/classify-topic";
import type { LearnedFacts } from "@/lib/assistant/extract-details";
import { offlineReply } from "@/lib/assistant/offline-replies";
import { openAiReply, type ChatTurn, type OpenAiSettings } from "@/lib/assistant/openai-reply";
import { buildLearnedContext, buildSystemPrompt, SAFETY_RULES } from "@/lib/assistant/system-prompt";
import { cutToWordLimit } from "@/lib/assistant/word-limit";
import { OUTER_FALLBACK_REPLY } from "@/lib/assistant/fallbacks";
import { errorMessage, log } from "@/lib/log";

export { cutToWordLimit } from "@/lib/assistant/word-limit";

export type ReplySource = "openai" | "offline" | "fallback";

export type ReplyInput = {
  config: AssistantConfig;
  message: string;
  /** Earlier turns of this conversation, oldest first (without `message`). */
  history: ChatTurn[];
  facts: LearnedFacts;
  contactJustShared?: boolean;
  /** null: answer offline (no key, or a cap was reached). */
  ai: OpenAiSettings | null;
  classification?: Classification;
  random?: () => number;
};

export type Reply = { text: string; source: ReplySource; topic: Classification["topic"]; confidence: number };

/**
 * One reply: OpenAI when configured and allowed, within the timeout; otherwise (or on any failure)
 * the offline library; the spec's outer fallback text if even that fails. Always within the word limit.
 */
export async function generateReply(input: ReplyInput): Promise<Reply> {
  const classification = input.classification ?? classifyTopic(input.message);
  const maxWords = input.config.responseGuidelines.maxLength;
  const base = { topic: classification.topic, confidence: classification.confidence };

  if (input.ai) {
    const started = Date.now();
    try {
      const system = buildSystemPrompt(input.config, ASSISTANT_NAME);
      const raw = await withTimeout(input.ai.timeoutMs, (signal) =>
        openAiReply(
          input.ai!,
          { system, learned: buildLearnedContext(input.facts), history: input.history, message: input.message, maxWords },
          signal,
        ),
      );
      const text = cutToWordLimit(plainText(raw), maxWords);
      if (leaksInstructions(text)) throw new Error("reply repeated the instructions");
      log.info("assistant.reply", { source: "openai", topic: base.topic, ms: Date.now() - started });
      return { ...base, text, source: "openai" };
    } catch (e) {
      // OpenAI's own messages can quote part of the key: mask anything key-shaped.
      const error = errorMessage(e).replace(/\b(sk|key)-[\w*-]+/gi, "[key]").slice(0, 160);
      log.warn("assistant.openai_failed", { error, ms: Date.now() - started });
    }
  }

  try {
    const previousReplies = input.history.filter((t) => t.role === "assistant").map((t) => t.content);
    const text = offlineReply({
      config: input.config,
      topic: classification.topic,
      assistantName: ASSISTANT_NAME,
      facts: input.facts,
      contactJustShared: !!input.contactJustShared,
      previousReplies,
      random: input.random,
    });
    return { ...base, text, source: "offline" };
  } catch (e) {
    log.error("assistant.offline_failed", { error: errorMessage(e) });
    return { ...base, text: OUTER_FALLBACK_REPLY, source: "fallback" };
  }
}

/** Runs `fn` with an abort signal that fires after `ms`; rejects at `ms` even if `fn` ignores the signal. */
export async function withTimeout<T>(ms: number, fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`timed out after ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([fn(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Models sometimes answer in Markdown; the widget shows plain text. */
export function plainText(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .replace(/__(.+?)__/g, "$1")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const normalise = (s: string) => s.toLowerCase().replace(/[^a-z0-9 ]+/g, " ").replace(/\s+/g, " ").trim();

/** Eight consecutive words of any safety rule in the reply means the model is reciting its instructions. */
const RULE_SHINGLES = (() => {
  const out = new Set<string>();
  for (const rule of SAFETY_RULES) {
    const words = normalise(rule).split(" ");
    for (let i = 0; i + 8 <= words.length; i++) out.add(words.slice(i, i + 8).join(" "));
  }
  return out;
})();

export function leaksInstructions(reply: string): boolean {
  const words = normalise(reply).split(" ");
  for (let i = 0; i + 8 <= words.length; i++) if (RULE_SHINGLES.has(words.slice(i, i + 8).join(" "))) return true;
  return false;
}
