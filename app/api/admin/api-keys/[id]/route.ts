import { apiUser } from "@/lib/auth/session";
import { revokeApiKey } from "@/lib/api-keys/api-keys";
import { errorResponse, json, notFound } from "@/lib/http/responses";
import { isCrossSite } from "@/lib/http/request-meta";
import { guardErrors } from "@/lib/http/guard-errors";

/** DELETE: revokes a key at once. Admins only; 404 for an unknown or already revoked key. */
export const DELETE = guardErrors(
  "DELETE /api/admin/api-keys/[id]",
  async (req: Request, ctx: { params: Promise<{ id: string }> }) => {
    const access = await apiUser("admin");
    if (!access.ok) return access.response;
    if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
    const id = Number((await ctx.params).id);
    if (!Number.isInteger(id) || id <= 0) return notFound();
    if (!(await revokeApiKey(id, access.user.id))) return notFound();
    return json({ success: true });
  },
);
