import { json } from "@/lib/http/responses";
import { crmRoute } from "@/lib/crm/http";
import { leadsVersion } from "@/lib/crm/leads/live-leads";

/**
 * GET /api/crm/leads/live → {version}: changes when a lead arrives in (or leaves) the signed-in
 * user's scope. Open CRM lists and My Day ask every few seconds and reload themselves when it changes.
 */
export const GET = crmRoute("GET /api/crm/leads/live", async (_req, user) => json({ version: await leadsVersion(user) }));
