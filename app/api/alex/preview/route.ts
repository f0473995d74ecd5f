import { apiUser } from "@/lib/auth/session";
import { chatPreviewSchema } from "@/lib/schemas/chat";
import { readJson } from "@/lib/http/read-json";
import { guardErrors } from "@/lib/http/guard-errors";
import { errorResponse, json } from "@/lib/http/responses";
import { isCrossSite } from "@/lib/http/request-meta";
import { hit } from "@/lib/rate-limit";
import { previewReply } from "@/lib/assistant/preview";

const PREVIEWS_PER_ADMIN = { limit: 30, windowSeconds: 600 };

/** POST /api/alex/preview {config, message} → {response, topic, source}: a test reply with an unsaved configuration. */
export const POST = guardErrors("POST /api/alex/preview", async (req: Request): Promise<Response> => {
  const access = await apiUser("admin");
  if (!access.ok) return access.response;
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const body = await readJson(req, chatPreviewSchema, { maxBytes: 40 * 1024 });
  if (!body.ok) return body.response;

  const rate = await hit(`alex-preview:user:${access.user.id}`, PREVIEWS_PER_ADMIN.limit, PREVIEWS_PER_ADMIN.windowSeconds);
  if (!rate.allowed) {
    return errorResponse(429, "Too many test messages. Please wait a few minutes.", { "Retry-After": String(rate.retryAfterSeconds) });
  }
  const reply = await previewReply(body.data.config, body.data.message);
  return json({ success: true, response: reply.text, topic: reply.topic, source: reply.source });
});
