import { json } from "@/lib/http/responses";
import { readJson } from "@/lib/http/read-json";
import { stageChangeSchema } from "@/lib/schemas/crm-opportunity";
import { crmRoute, routeId, type IdContext } from "@/lib/crm/http";
import { changeStage } from "@/lib/crm/opportunities/change-stage";

/** PATCH /api/crm/opportunities/[id]/stage {stage} → {success, changed, fromStage, opportunity}. */
export const PATCH = crmRoute<IdContext>("PATCH /api/crm/opportunities/[id]/stage", async (req, user, ctx) => {
  const id = await routeId(ctx);
  const body = await readJson(req, stageChangeSchema, { maxBytes: 1024 });
  if (!body.ok) return body.response;
  const result = await changeStage({ opportunityId: id, toStage: body.data.stage, actor: user });
  return json({ success: true, ...result });
});
