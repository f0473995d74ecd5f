import { apiUser } from "@/lib/auth/session";
import { retryJob } from "@/lib/jobs/failed-jobs";
import { errorResponse, json, notFound } from "@/lib/http/responses";
import { isCrossSite } from "@/lib/http/request-meta";
import { guardErrors } from "@/lib/http/guard-errors";
import { recordAudit } from "@/lib/audit/record";

/** POST: run a failed background job again now. Admins only. */
export const POST = guardErrors("POST /api/admin/jobs/[id]/retry", async (req: Request, ctx: { params: Promise<{ id: string }> }) => {
  const access = await apiUser("admin");
  if (!access.ok) return access.response;
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const { id } = await ctx.params;
  if (!(await retryJob(id))) return notFound();
  await recordAudit({ actorId: access.user.id, action: "job.retry", entity: "job", entityId: id });
  return json({ success: true });
});
