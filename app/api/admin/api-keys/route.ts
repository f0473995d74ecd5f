import { apiUser } from "@/lib/auth/session";
import { createApiKey, listApiKeys } from "@/lib/api-keys/api-keys";
import { apiKeyCreateSchema } from "@/lib/schemas/api-key";
import { readJson } from "@/lib/http/read-json";
import { errorResponse, json } from "@/lib/http/responses";
import { isCrossSite } from "@/lib/http/request-meta";
import { guardErrors } from "@/lib/http/guard-errors";

/** GET: the lead-vendor API keys (never the keys themselves). Admins only. */
export const GET = guardErrors("GET /api/admin/api-keys", async () => {
  const access = await apiUser("admin");
  if (!access.ok) return access.response;
  return json({ data: await listApiKeys() });
});

/** POST {name, source}: creates a key and returns it once. Admins only. */
export const POST = guardErrors("POST /api/admin/api-keys", async (req: Request) => {
  const access = await apiUser("admin");
  if (!access.ok) return access.response;
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const body = await readJson(req, apiKeyCreateSchema, { maxBytes: 4096 });
  if (!body.ok) return body.response;
  return json({ success: true, data: await createApiKey(body.data, access.user.id) }, 201);
});
