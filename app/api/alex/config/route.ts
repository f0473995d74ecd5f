import { apiUser } from "@/lib/auth/session";
import { assistantConfigSchema } from "@/lib/schemas/assistant-config";
import { readJson } from "@/lib/http/read-json";
import { guardErrors } from "@/lib/http/guard-errors";
import { errorResponse, json } from "@/lib/http/responses";
import { isCrossSite } from "@/lib/http/request-meta";
import { CONFIG_SAVED_MESSAGE, loadAssistantConfig, saveAssistantConfig } from "@/lib/assistant/config";

/** GET /api/alex/config → the assistant configuration (admins only). */
export const GET = guardErrors("GET /api/alex/config", async (): Promise<Response> => {
  const access = await apiUser("admin");
  if (!access.ok) return access.response;
  return json(await loadAssistantConfig());
});

/** POST /api/alex/config {the full configuration} → {success, message} (admins only). */
export const POST = guardErrors("POST /api/alex/config", async (req: Request): Promise<Response> => {
  const access = await apiUser("admin");
  if (!access.ok) return access.response;
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const body = await readJson(req, assistantConfigSchema, { maxBytes: 32 * 1024 });
  if (!body.ok) return body.response;
  await saveAssistantConfig(body.data, access.user.id);
  return json({ success: true, message: CONFIG_SAVED_MESSAGE });
});
