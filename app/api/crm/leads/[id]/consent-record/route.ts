import { crmRoute, routeId, type IdContext } from "@/lib/crm/http";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { consentDownload } from "@/lib/crm/leads/consent-download";

/**
 * GET /api/crm/leads/[id]/consent-record → the lead's consent record as one JSON file (attachment):
 * the record, the SHA-256 stored at capture, the hash recomputed now and whether they match. The
 * printable view is the page /crm/leads/[id]/consent. Another agent's lead is 404.
 */
export const GET = crmRoute<IdContext>("GET /api/crm/leads/[id]/consent-record", async (_req, user, ctx) => {
  const id = await routeId(ctx);
  const download = await consentDownload(user, id);
  if (!download) throw new CrmNotFoundError("lead");
  return new Response(JSON.stringify(download, null, 2), {
    status: 200,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="consent-record-lead-${id}.json"`,
      "cache-control": "no-store",
    },
  });
});
