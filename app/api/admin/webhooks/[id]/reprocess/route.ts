import { apiUser } from "@/lib/auth/session";
import { errorResponse, json, notFound } from "@/lib/http/responses";
import { guardErrors } from "@/lib/http/guard-errors";
import { isCrossSite } from "@/lib/http/request-meta";
import { reprocessDelivery } from "@/lib/integrations/webhooks/inbox";

/** POST: process a stored webhook delivery again (e.g. after adding a stage mapping). Admins only. */
export const POST = guardErrors("POST /api/admin/webhooks/[id]/reprocess", async (req: Request, ctx: { params: Promise<{ id: string }> }) => {
  const access = await apiUser("admin");
  if (!access.ok) return access.response;
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const { id } = await ctx.params;
  if (!/^\d{1,9}$/.test(id)) return notFound();
  const result = await reprocessDelivery(Number(id), access.user.id);
  if (!result.ok) return errorResponse(result.status, result.error);
  return json({ success: true });
});
