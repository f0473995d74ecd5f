import { json, notFound } from "@/lib/http/responses";
import { crmRoute, routeId, type IdContext } from "@/lib/crm/http";
import { getOpportunity } from "@/lib/crm/opportunities/get-opportunity";

/**
 * GET /api/crm/opportunities/[id] → the deal with its stage history. Edits, stage moves and deletion
 * are server actions of our pages (lib/crm/opportunities/actions.ts).
 */
export const GET = crmRoute<IdContext>("GET /api/crm/opportunities/[id]", async (_req, user, ctx) => {
  const opportunity = await getOpportunity(user, await routeId(ctx));
  return opportunity ? json(opportunity) : notFound();
});
