import { json } from "@/lib/http/responses";
import { readJson } from "@/lib/http/read-json";
import { opportunitySchema } from "@/lib/schemas/crm-opportunity";
import { crmRoute, listResponse } from "@/lib/crm/http";
import { parseListQuery, parseStage } from "@/lib/crm/list-params";
import { listOpportunities } from "@/lib/crm/opportunities/list-opportunities";
import { createOpportunity } from "@/lib/crm/opportunities/create-opportunity";

/** GET /api/crm/opportunities?stage=&q=&page=&size=&sort=&dir= → the list of opportunities (paging in headers). */
export const GET = crmRoute("GET /api/crm/opportunities", async (req, user) => {
  const sp = new URL(req.url).searchParams;
  return listResponse(await listOpportunities(user, { ...parseListQuery("opportunities", sp), stage: parseStage(sp) }));
});

/** POST /api/crm/opportunities → 201 with the opportunity (404 for an account the user cannot see). */
export const POST = crmRoute("POST /api/crm/opportunities", async (req, user) => {
  const body = await readJson(req, opportunitySchema, { maxBytes: 16 * 1024 });
  if (!body.ok) return body.response;
  return json(await createOpportunity(user, body.data), 201);
});
