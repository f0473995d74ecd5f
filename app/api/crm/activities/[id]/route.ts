import { json } from "@/lib/http/responses";
import { readJson } from "@/lib/http/read-json";
import { activityUpdateSchema } from "@/lib/schemas/crm-activity";
import { crmRoute, routeId, type IdContext } from "@/lib/crm/http";
import { deleteActivity, updateActivity } from "@/lib/crm/activities/update-activity";

/** PATCH /api/crm/activities/[id]: complete, cancel, reschedule or edit. */
export const PATCH = crmRoute<IdContext>("PATCH /api/crm/activities/[id]", async (req, user, ctx) => {
  const id = await routeId(ctx);
  const body = await readJson(req, activityUpdateSchema, { maxBytes: 16 * 1024 });
  if (!body.ok) return body.response;
  return json(await updateActivity(user, id, body.data));
});

export const DELETE = crmRoute<IdContext>("DELETE /api/crm/activities/[id]", async (_req, user, ctx) => {
  await deleteActivity(user, await routeId(ctx));
  return json({ success: true });
});
