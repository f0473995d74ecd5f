import { chatMessageSchema } from "@/lib/schemas/chat";
import { readJson } from "@/lib/http/read-json";
import { errorResponse, json } from "@/lib/http/responses";
import { clientIp, isCrossSite, userAgent } from "@/lib/http/request-meta";
import { answerChatMessage, checkChatRate } from "@/lib/assistant/conversation";
import { OUTER_FALLBACK_REPLY, RATE_LIMITED_REPLY } from "@/lib/assistant/fallbacks";
import { errorMessage, log } from "@/lib/log";
import { guardErrors } from "@/lib/http/guard-errors";

/**
 * POST /api/chat/message {sessionId, messageId, content} → {response}. Public; rate-limited per
 * IP and per session (429 with a friendly message); a repeated messageId answers the stored reply.
 */
export const POST = guardErrors("POST /api/chat/message", async (req: Request) => {
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const body = await readJson(req, chatMessageSchema, { maxBytes: 8 * 1024 });
  if (!body.ok) return body.response;

  const ip = clientIp(req);
  const rate = await checkChatRate(ip, body.data.sessionId);
  if (!rate.allowed) {
    return errorResponse(429, RATE_LIMITED_REPLY, { "Retry-After": String(rate.retryAfterSeconds) });
  }

  try {
    const referer = req.headers.get("referer");
    const answer = await answerChatMessage(body.data, { ip, userAgent: userAgent(req), pageUrl: referer ? referer.slice(0, 500) : null });
    return json({ response: answer.response });
  } catch (e) {
    // Last resort (public-site.md §8): the visitor still gets an answer; the failure is logged.
    log.error("chat.failed", { error: errorMessage(e).slice(0, 200) });
    return json({ response: OUTER_FALLBACK_REPLY });
  }
});
