import { json } from "@/lib/http/responses";
import { readJson } from "@/lib/http/read-json";
import { activitySchema } from "@/lib/schemas/crm-activity";
import { crmRoute, listResponse } from "@/lib/crm/http";
import { parseActivityStatus, parseListQuery } from "@/lib/crm/list-params";
import { listActivities } from "@/lib/crm/activities/list-activities";
import { createActivity } from "@/lib/crm/activities/create-activity";

/** GET /api/crm/activities?status=&q=&page=… → the list of activities (paging in headers). */
export const GET = crmRoute("GET /api/crm/activities", async (req, user) => {
  const sp = new URL(req.url).searchParams;
  return listResponse(await listActivities(user, { ...parseListQuery("activities", sp), status: parseActivityStatus(sp) }));
});

/** POST /api/crm/activities → 201 with the activity (the dialog, and the Leads tab's call/e-mail log). */
export const POST = crmRoute("POST /api/crm/activities", async (req, user) => {
  const body = await readJson(req, activitySchema, { maxBytes: 16 * 1024 });
  if (!body.ok) return body.response;
  return json(await createActivity(user, body.data), 201);
});
