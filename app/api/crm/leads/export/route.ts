import { crmRoute } from "@/lib/crm/http";
import { csvResponse, csvStream } from "@/lib/crm/csv";
import { parseAudience, parseIds, parseLeadFilter, parseListQuery, parseTag } from "@/lib/crm/list-params";
import { LEAD_CSV_COLUMNS, leadExportPages } from "@/lib/crm/leads/export-leads";

/**
 * GET /api/crm/leads/export?filter=&audience=&q=&tag= → CSV of the leads of that filter, streamed in batches;
 * `ids=1,2,3` exports the rows ticked in the table (within the filter and the user's scope).
 */
export const GET = crmRoute("GET /api/crm/leads/export", async (req, user) => {
  const sp = new URL(req.url).searchParams;
  const criteria = { q: parseListQuery("leads", sp).q, filter: parseLeadFilter(sp), audience: parseAudience(sp), tag: parseTag(sp) };
  return csvResponse("leads.csv", csvStream(LEAD_CSV_COLUMNS, leadExportPages(user, criteria, parseIds(sp))));
});
