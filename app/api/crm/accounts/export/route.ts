import { crmRoute } from "@/lib/crm/http";
import { csvResponse, csvStream } from "@/lib/crm/csv";
import { parseAccountType, parseIds, parseListQuery, parseTag } from "@/lib/crm/list-params";
import { ACCOUNT_CSV_COLUMNS, accountExportPages } from "@/lib/crm/accounts/export-accounts";

/** GET /api/crm/accounts/export?type=&q=&tag= → CSV of the accounts of that filter, streamed in batches; `ids=` the ticked rows. */
export const GET = crmRoute("GET /api/crm/accounts/export", async (req, user) => {
  const sp = new URL(req.url).searchParams;
  const criteria = { q: parseListQuery("accounts", sp).q, type: parseAccountType(sp), tag: parseTag(sp) };
  return csvResponse("accounts.csv", csvStream(ACCOUNT_CSV_COLUMNS, accountExportPages(user, criteria, parseIds(sp))));
});
