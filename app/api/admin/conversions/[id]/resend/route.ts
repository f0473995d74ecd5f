import { apiUser } from "@/lib/auth/session";
import { recordAudit } from "@/lib/audit/record";
import { errorResponse, json, notFound } from "@/lib/http/responses";
import { guardErrors } from "@/lib/http/guard-errors";
import { isCrossSite } from "@/lib/http/request-meta";
import { resendConversionEvent } from "@/lib/integrations/meta/ledger";

/** POST: put a failed conversion event back in Meta's queue. Admins only. */
export const POST = guardErrors("POST /api/admin/conversions/[id]/resend", async (req: Request, ctx: { params: Promise<{ id: string }> }) => {
  const access = await apiUser("admin");
  if (!access.ok) return access.response;
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const { id } = await ctx.params;
  if (!/^\d{1,9}$/.test(id)) return notFound();
  const result = await resendConversionEvent(Number(id));
  if (!result.ok) return errorResponse(result.status, result.error);
  await recordAudit({ actorId: access.user.id, action: "conversion_event.resend", entity: "conversion_event", entityId: id });
  return json({ success: true });
});
