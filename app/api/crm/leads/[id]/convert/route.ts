import { json } from "@/lib/http/responses";
import { crmRoute, routeId, type IdContext } from "@/lib/crm/http";
import { convertLead } from "@/lib/crm/leads/convert-lead";

/** POST /api/crm/leads/[id]/convert → 201 {success, accountId, contactId, created} (200 when already converted). */
export const POST = crmRoute<IdContext>("POST /api/crm/leads/[id]/convert", async (_req, user, ctx) => {
  const result = await convertLead(user, await routeId(ctx));
  return json({ success: true, ...result }, result.created ? 201 : 200);
});
