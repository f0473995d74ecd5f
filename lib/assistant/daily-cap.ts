import "server-only";
import { env } from "@/lib/env";
import { hit } from "@/lib/rate-limit";

/**
 * Takes one OpenAI call from the day's cap (OPENAI_DAILY_CALL_LIMIT, UTC days, shared by every
 * instance): false once the cap is reached or when it is 0. Visitors' replies, /alex-admin's preview
 * and /admin's Test all count.
 */
export async function takeDailyAiCall(limit = env().OPENAI_DAILY_CALL_LIMIT): Promise<boolean> {
  if (limit <= 0) return false;
  const day = new Date().toISOString().slice(0, 10);
  return (await hit(`chat:ai:${day}`, limit, 2 * 86_400)).allowed;
}
