import { apiUser } from "@/lib/auth/session";
import { errorResponse, json, notFound } from "@/lib/http/responses";
import { guardErrors } from "@/lib/http/guard-errors";
import { isCrossSite } from "@/lib/http/request-meta";
import { deleteStageMapping } from "@/lib/integrations/crm/stage-mappings";

/** DELETE: remove a custom mapping (the stage falls back to its default). Admins only. */
export const DELETE = guardErrors("DELETE /api/admin/stage-mappings/[id]", async (req: Request, ctx: { params: Promise<{ id: string }> }) => {
  const access = await apiUser("admin");
  if (!access.ok) return access.response;
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const { id } = await ctx.params;
  if (!/^\d{1,9}$/.test(id) || !(await deleteStageMapping(Number(id), access.user.id))) return notFound();
  return json({ success: true });
});
