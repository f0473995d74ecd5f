import { z } from "zod";
import { apiUser } from "@/lib/auth/session";
import { approveUnqualifiedLead } from "@/lib/leads/unqualified";
import { readJson } from "@/lib/http/read-json";
import { errorResponse, json, notFound } from "@/lib/http/responses";
import { isCrossSite } from "@/lib/http/request-meta";
import { guardErrors } from "@/lib/http/guard-errors";

const approveSchema = z.object({ notes: z.string().trim().max(1000, "Notes must be at most 1000 characters").optional().nullable() });

/** POST {notes?}: an admin approves a lead that failed insurance qualification. */
export const POST = guardErrors(
  "POST /api/admin/unqualified-leads/[id]/approve",
  async (req: Request, ctx: { params: Promise<{ id: string }> }) => {
    const access = await apiUser("admin");
    if (!access.ok) return access.response;
    if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
    const id = Number((await ctx.params).id);
    if (!Number.isInteger(id) || id <= 0) return notFound();
    const body = await readJson(req, approveSchema, { maxBytes: 4096 });
    if (!body.ok) return body.response;
    if (!(await approveUnqualifiedLead(id, access.user.id, body.data.notes ?? null))) return notFound();
    return json({ success: true });
  },
);
