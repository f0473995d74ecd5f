import { json, notFound } from "@/lib/http/responses";
import { crmRoute, routeId, type IdContext } from "@/lib/crm/http";
import { getAccountDetail } from "@/lib/crm/accounts/account-detail";

/**
 * GET /api/crm/accounts/[id] → the account with its contacts, opportunities, activities and timeline.
 * Edits and deletion are server actions of the account forms (lib/crm/accounts/actions.ts).
 */
export const GET = crmRoute<IdContext>("GET /api/crm/accounts/[id]", async (_req, user, ctx) => {
  const detail = await getAccountDetail(user, await routeId(ctx));
  return detail ? json(detail) : notFound();
});
