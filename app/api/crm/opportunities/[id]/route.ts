import { json, notFound } from "@/lib/http/responses";
import { readJson } from "@/lib/http/read-json";
import { opportunityUpdateSchema } from "@/lib/schemas/crm-opportunity";
import { crmRoute, routeId, type IdContext } from "@/lib/crm/http";
import { getOpportunity } from "@/lib/crm/opportunities/get-opportunity";
import { updateOpportunity } from "@/lib/crm/opportunities/update-opportunity";
import { deleteOpportunity } from "@/lib/crm/opportunities/delete-opportunity";

export const GET = crmRoute<IdContext>("GET /api/crm/opportunities/[id]", async (_req, user, ctx) => {
  const opportunity = await getOpportunity(user, await routeId(ctx));
  return opportunity ? json(opportunity) : notFound();
});

/** PATCH: any fields; a new stage goes through changeStage (history, audit, stage hook). */
export const PATCH = crmRoute<IdContext>("PATCH /api/crm/opportunities/[id]", async (req, user, ctx) => {
  const id = await routeId(ctx);
  const body = await readJson(req, opportunityUpdateSchema, { maxBytes: 16 * 1024 });
  if (!body.ok) return body.response;
  return json(await updateOpportunity(user, id, body.data));
});

export const DELETE = crmRoute<IdContext>("DELETE /api/crm/opportunities/[id]", async (_req, user, ctx) => {
  await deleteOpportunity(user, await routeId(ctx));
  return json({ success: true });
});
