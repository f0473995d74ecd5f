import { apiUser } from "@/lib/auth/session";
import { errorResponse, json, notFound } from "@/lib/http/responses";
import { guardErrors } from "@/lib/http/guard-errors";
import { isCrossSite } from "@/lib/http/request-meta";
import { readJson } from "@/lib/http/read-json";
import { linkLeadSchema } from "@/lib/schemas/conversion-test";
import { linkDeliveryToLead } from "@/lib/integrations/webhooks/inbox";

/** POST {leadId}: this unmatched CRM deal is that lead; link it and process the delivery again. Admins only. */
export const POST = guardErrors("POST /api/admin/webhooks/[id]/link", async (req: Request, ctx: { params: Promise<{ id: string }> }) => {
  const access = await apiUser("admin");
  if (!access.ok) return access.response;
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const { id } = await ctx.params;
  if (!/^\d{1,9}$/.test(id)) return notFound();
  const body = await readJson(req, linkLeadSchema, { maxBytes: 1024 });
  if (!body.ok) return body.response;
  const result = await linkDeliveryToLead(Number(id), body.data.leadId, access.user.id);
  if (!result.ok) return errorResponse(result.status, result.error);
  return json({ success: true });
});
