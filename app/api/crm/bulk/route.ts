import { json } from "@/lib/http/responses";
import { crmRoute } from "@/lib/crm/http";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { bulkProgress } from "@/lib/crm/bulk/bulk-job";

/**
 * GET /api/crm/bulk?id= → {total, done, skipped, status, error}: the progress of a bulk action that
 * runs as a job (more than 1,000 rows), for the user who asked for it (admins: any). 404 otherwise.
 */
export const GET = crmRoute("GET /api/crm/bulk", async (req, user) => {
  const id = Number(new URL(req.url).searchParams.get("id"));
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new CrmNotFoundError("bulk operation");
  const progress = await bulkProgress(user, id);
  if (!progress) throw new CrmNotFoundError("bulk operation");
  return json(progress);
});
