import { apiUser } from "@/lib/auth/session";
import { json } from "@/lib/http/responses";
import { guardErrors } from "@/lib/http/guard-errors";
import { stagesInfo } from "@/lib/integrations/crm/stage-change";

/** GET /api/crm/stages → {success, data: {mappings: {stage: {facebook_event, default_value}}, usage}}. Admins only. */
export const GET = guardErrors("GET /api/crm/stages", async () => {
  const access = await apiUser("admin");
  if (!access.ok) return access.response;
  return json({ success: true, data: await stagesInfo() });
});
