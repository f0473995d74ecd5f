import { crmRoute } from "@/lib/crm/http";
import { errorResponse, json, validationError } from "@/lib/http/responses";
import { importUploadQuerySchema } from "@/lib/schemas/import";
import { receiveUpload } from "@/lib/imports/upload";

/**
 * POST /api/imports?kind=leads|accounts&name=<file name>: the CSV file itself is the body (any text
 * type, or none), streamed into PostgreSQL; admins only. Not multipart: our server refuses multipart
 * bodies past 1 MB on every path (lib/http/form-body-check.ts) and server actions have a body limit,
 * so the page sends the file as it is. 201 {id} → the mapping screen /crm/import/<id>; 413 past
 * 50 MB (from Content-Length before reading anything, else as soon as it passes) or 200,000 rows;
 * 415 for a binary file; 400 for an empty one, headers only, or a quote never closed.
 */
export const POST = crmRoute(
  "POST /api/imports",
  async (req, user) => {
    const sp = new URL(req.url).searchParams;
    const query = importUploadQuerySchema.safeParse({ kind: sp.get("kind") ?? undefined, name: sp.get("name") ?? undefined });
    if (!query.success) return validationError(query.error);
    const type = (req.headers.get("content-type") ?? "").toLowerCase();
    if (type.startsWith("multipart/") || type.startsWith("application/x-www-form-urlencoded")) {
      return errorResponse(415, "Send the CSV file itself as the request body, not a form.");
    }
    const length = req.headers.get("content-length");
    const result = await receiveUpload({
      user,
      kind: query.data.kind,
      fileName: query.data.name,
      contentLength: length !== null && /^\d+$/.test(length) ? Number(length) : null,
      body: req.body,
    });
    if (!result.ok) return errorResponse(result.status, result.error);
    return json({ success: true, id: result.importId, url: `/crm/import/${result.importId}` }, 201);
  },
  { role: "admin" },
);
