import { crmRoute } from "@/lib/crm/http";
import { csvResponse, csvStream } from "@/lib/crm/csv";
import { parseLeadFilter, parseListQuery } from "@/lib/crm/list-params";
import { LEAD_CSV_COLUMNS, leadExportPages } from "@/lib/crm/leads/export-leads";

/** GET /api/crm/leads/export?filter=&q= → CSV of the leads of that filter, streamed in batches. */
export const GET = crmRoute("GET /api/crm/leads/export", async (req, user) => {
  const sp = new URL(req.url).searchParams;
  const criteria = { q: parseListQuery("leads", sp).q, filter: parseLeadFilter(sp) };
  return csvResponse("leads.csv", csvStream(LEAD_CSV_COLUMNS, leadExportPages(user, criteria)));
});
