import "server-only";
import { takeDailyAiCall } from "@/lib/assistant/daily-cap";
import { openAiReply, openAiSettingsFromEnv } from "@/lib/assistant/openai-reply";
import { TestPrecondition, type SetupEntry, type TestOutcome } from "@/lib/setup/types";

/** One minimal chat completion through the assistant's own client; it counts against the daily cap. */
async function testOpenAi(): Promise<TestOutcome> {
  const settings = openAiSettingsFromEnv();
  if (!settings) return { ok: false, message: "OPENAI_API_KEY is not set" };
  if (!(await takeDailyAiCall())) throw new TestPrecondition("Today's OpenAI call limit (OPENAI_DAILY_CALL_LIMIT) is used up or 0: the test would not be sent.");
  try {
    const reply = await openAiReply(settings, { system: "Answer with the single word OK.", learned: null, history: [], message: "Connection test", maxWords: 3 });
    return { ok: true, message: `${settings.model} answered (${reply.length} characters).` };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : "OpenAI did not answer" };
  }
}

export const openAiEntry: SetupEntry = {
  key: "openai",
  title: "OpenAI (chat assistant)",
  summary: "Alex, the chat assistant, answers with OpenAI. Without a key Alex answers from its offline topic library. OPENAI_MODEL (default gpt-4.1-mini) and OPENAI_DAILY_CALL_LIMIT (default 2000 calls a day, 0 turns OpenAI off) are optional.",
  variables: [
    { name: "OPENAI_API_KEY", where: "platform.openai.com → API keys → Create new secret key (a project key with model access)." },
  ],
  also: ["OPENAI_BASE_URL", "OPENAI_MODEL"],
  links: [{ href: "/alex-admin", label: "Assistant" }],
  test: { label: "Send one minimal request", explains: "One short chat completion with the assistant's client; it counts against the daily cap.", run: testOpenAi },
};
