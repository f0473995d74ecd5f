import "server-only";
import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { env } from "@/lib/env";
import { CHAT_LIMITS } from "@/lib/constants";
import { redact } from "@/lib/log";

export type OpenAiSettings = { apiKey: string; baseURL?: string; model: string; timeoutMs: number };
export type ChatTurn = { role: "user" | "assistant"; content: string };

/** The configured OpenAI connection, or null when OPENAI_API_KEY is not set (offline mode). */
export function openAiSettingsFromEnv(): OpenAiSettings | null {
  const e = env();
  if (!e.OPENAI_API_KEY) return null;
  return { apiKey: e.OPENAI_API_KEY, baseURL: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL, timeoutMs: CHAT_LIMITS.aiTimeoutMs };
}

const clients = new Map<string, OpenAI>();

function client(s: OpenAiSettings): OpenAI {
  const key = `${s.baseURL ?? ""}|${s.apiKey}|${s.timeoutMs}`;
  let c = clients.get(key);
  if (!c) {
    // No SDK retries: a retry would blow the reply budget; the offline library answers instead.
    c = new OpenAI({ apiKey: s.apiKey, baseURL: s.baseURL, timeout: s.timeoutMs, maxRetries: 0 });
    clients.set(key, c);
  }
  return c;
}

export type OpenAiReplyInput = {
  system: string;
  /** Facts the visitor shared, sent as a second system message (kept apart from the instructions). */
  learned: string | null;
  history: ChatTurn[];
  message: string;
  maxWords: number;
};

/** The messages sent to the model. E-mail addresses and phone numbers are masked (data minimisation). */
export function buildMessages(input: OpenAiReplyInput): ChatCompletionMessageParam[] {
  const messages: ChatCompletionMessageParam[] = [{ role: "system", content: input.system }];
  if (input.learned) messages.push({ role: "system", content: input.learned });
  for (const turn of input.history) messages.push({ role: turn.role, content: redact(turn.content) });
  messages.push({ role: "user", content: redact(input.message) });
  return messages;
}

/** One chat completion; throws on any failure (the caller falls back to the offline reply). */
export async function openAiReply(settings: OpenAiSettings, input: OpenAiReplyInput, signal?: AbortSignal): Promise<string> {
  const completion = await client(settings).chat.completions.create(
    {
      model: settings.model,
      messages: buildMessages(input),
      // Room for the word limit (about 1.4 tokens a word) plus slack; the reply is cut to the limit anyway.
      max_completion_tokens: Math.ceil(input.maxWords * 2) + 100,
    },
    { signal, timeout: settings.timeoutMs, maxRetries: 0 },
  );
  const text = completion.choices[0]?.message?.content?.trim();
  if (!text) throw new Error("OpenAI returned an empty reply");
  return text;
}
