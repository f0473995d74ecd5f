import { crmRoute } from "@/lib/crm/http";
import { csvResponse, csvStream } from "@/lib/crm/csv";
import { parseListQuery, parseStage } from "@/lib/crm/list-params";
import { OPPORTUNITY_CSV_COLUMNS, opportunityExportPages } from "@/lib/crm/opportunities/export-opportunities";

/** GET /api/crm/opportunities/export?stage=&q= → CSV of the opportunities of that filter, streamed in batches. */
export const GET = crmRoute("GET /api/crm/opportunities/export", async (req, user) => {
  const sp = new URL(req.url).searchParams;
  const criteria = { q: parseListQuery("opportunities", sp).q, stage: parseStage(sp) };
  return csvResponse("opportunities.csv", csvStream(OPPORTUNITY_CSV_COLUMNS, opportunityExportPages(user, criteria)));
});
