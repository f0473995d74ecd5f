import { json } from "@/lib/http/responses";
import { crmRoute, routeId, type IdContext } from "@/lib/crm/http";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { leadThread } from "@/lib/texting/thread";

/**
 * GET /api/crm/leads/[id]/texts → {leadId, messages, state}: the lead's conversation (oldest first,
 * the newest 200) with each text's delivery status, and whether a text may be sent now (and why not).
 * The lead page asks every 2 s while visible: a reply shows within seconds. Another agent's lead is 404.
 */
export const GET = crmRoute<IdContext>("GET /api/crm/leads/[id]/texts", async (_req, user, ctx) => {
  const thread = await leadThread(user, await routeId(ctx));
  if (!thread) throw new CrmNotFoundError("lead");
  return json(thread);
});
