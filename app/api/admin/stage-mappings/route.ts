import { apiUser } from "@/lib/auth/session";
import { errorResponse, json } from "@/lib/http/responses";
import { guardErrors } from "@/lib/http/guard-errors";
import { isCrossSite } from "@/lib/http/request-meta";
import { readJson } from "@/lib/http/read-json";
import { stageMappingSchema } from "@/lib/schemas/stage-mapping";
import { allEffectiveMappings, saveStageMapping } from "@/lib/integrations/crm/stage-mappings";

/** GET: every provider's mappings in force (defaults and custom rows). Admins only. */
export const GET = guardErrors("GET /api/admin/stage-mappings", async () => {
  const access = await apiUser("admin");
  if (!access.ok) return access.response;
  return json({ success: true, data: await allEffectiveMappings() });
});

/** POST {provider, stage, event, value?}: add a mapping or override a default. Admins only. */
export const POST = guardErrors("POST /api/admin/stage-mappings", async (req: Request) => {
  const access = await apiUser("admin");
  if (!access.ok) return access.response;
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const body = await readJson(req, stageMappingSchema, { maxBytes: 2 * 1024 });
  if (!body.ok) return body.response;
  const row = await saveStageMapping(body.data, access.user.id);
  return json({ success: true, id: row.id }, 201);
});
