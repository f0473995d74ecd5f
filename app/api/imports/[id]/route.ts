import { json, notFound } from "@/lib/http/responses";
import { crmRoute, routeId, type IdContext } from "@/lib/crm/http";
import { importStatus } from "@/lib/imports/imports";

/** GET /api/imports/[id] → the import's progress (status, rows processed, counts): the page's progress bar polls it. Admins only. */
export const GET = crmRoute<IdContext>(
  "GET /api/imports/[id]",
  async (_req, _user, ctx) => {
    const status = await importStatus(await routeId(ctx));
    return status ? json(status) : notFound();
  },
  { role: "admin" },
);
