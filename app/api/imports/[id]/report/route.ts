import { notFound } from "@/lib/http/responses";
import { crmRoute, routeId, type IdContext } from "@/lib/crm/http";
import { csvResponse, csvStream } from "@/lib/crm/csv";
import { getImport, importReportWithRest, reportColumns } from "@/lib/imports/imports";

/**
 * GET /api/imports/[id]/report → the import's report as CSV: every processed row with its line, outcome,
 * record and reason (cells escaped against formulas, as every export), then, for a cancelled or failed
 * import, the lines that were not imported. Admins only.
 */
export const GET = crmRoute<IdContext>(
  "GET /api/imports/[id]/report",
  async (_req, _user, ctx) => {
    const imp = await getImport(await routeId(ctx));
    if (!imp) return notFound();
    const name = `import-${imp.id}-report.csv`;
    return csvResponse(name, csvStream(reportColumns(imp.kind), importReportWithRest(imp)));
  },
  { role: "admin" },
);
