import { apiUser } from "@/lib/auth/session";
import { errorResponse, json } from "@/lib/http/responses";
import { guardErrors } from "@/lib/http/guard-errors";
import { isCrossSite } from "@/lib/http/request-meta";
import { readJson } from "@/lib/http/read-json";
import { stageChangeSchema } from "@/lib/schemas/stage-change";
import { applyStageChange } from "@/lib/integrations/crm/stage-change";

/**
 * POST /api/crm/stage-change {lead_id, new_stage, previous_stage?, stage_value?, event_time?}
 * → {success, error, stageEvent}. Admins only (the tester, scripts with an admin session).
 */
export const POST = guardErrors("POST /api/crm/stage-change", async (req: Request) => {
  const access = await apiUser("admin");
  if (!access.ok) return access.response;
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const body = await readJson(req, stageChangeSchema, { maxBytes: 8 * 1024 });
  if (!body.ok) return body.response;
  const result = await applyStageChange(body.data, access.user.id);
  return json(result.body, result.status);
});
