import "server-only";
import { apiUser } from "@/lib/auth/session";
import type { SessionUser } from "@/lib/auth/users";
import type { UserRole } from "@/lib/generated/prisma/enums";
import { guardErrors } from "@/lib/http/guard-errors";
import { isCrossSite } from "@/lib/http/request-meta";
import { errorResponse, json, notFound } from "@/lib/http/responses";
import { CrmNotFoundError, CrmValidationError } from "@/lib/crm/errors";

export type IdContext = { params: Promise<{ id: string }> };

/**
 * The frame of every CRM route handler: errors guarded (503 when the database is down), the
 * session checked (401, or 403 for a missing role), cross-site writes refused (403), then the
 * handler; a record the user may not see answers 404 and a business-rule failure 400.
 */
export function crmRoute(
  name: string,
  handler: (req: Request, user: SessionUser) => Promise<Response>,
  opts?: { role?: UserRole },
): (req: Request) => Promise<Response>;
export function crmRoute<C>(
  name: string,
  handler: (req: Request, user: SessionUser, ctx: C) => Promise<Response>,
  opts?: { role?: UserRole },
): (req: Request, ctx: C) => Promise<Response>;
export function crmRoute<C>(
  name: string,
  handler: (req: Request, user: SessionUser, ctx: C) => Promise<Response>,
  opts: { role?: UserRole } = {},
): (req: Request, ctx: C) => Promise<Response> {
  return guardErrors(name, async (req: Request, ctx: C) => {
    const access = await apiUser(opts.role);
    if (!access.ok) return access.response;
    if (req.method !== "GET" && req.method !== "HEAD" && isCrossSite(req)) {
      return errorResponse(403, "Cross-site requests are not allowed");
    }
    try {
      return await handler(req, access.user, ctx);
    } catch (e) {
      if (e instanceof CrmNotFoundError) return notFound();
      if (e instanceof CrmValidationError) return json({ success: false, error: e.message, fieldErrors: e.fieldErrors }, 400);
      throw e;
    }
  });
}

/** The `[id]` segment as a positive integer; anything else is a record that does not exist. */
export async function routeId(ctx: IdContext): Promise<number> {
  const { id } = await ctx.params;
  const n = Number(id);
  if (!/^\d{1,9}$/.test(id) || !Number.isSafeInteger(n) || n <= 0) throw new CrmNotFoundError("record");
  return n;
}

/** An id from a page's params, or null (the page then calls notFound()). */
export function pageId(id: string): number | null {
  const n = Number(id);
  return /^\d{1,9}$/.test(id) && n > 0 ? n : null;
}

/** A page of rows as the spec's plain list, with the paging in headers (GitHub-style). */
export function listResponse<T>(page: { rows: T[]; total: number; page: number; pageSize: number; pageCount: number }): Response {
  return json(page.rows, {
    headers: {
      "X-Total-Count": String(page.total),
      "X-Page": String(page.page),
      "X-Page-Size": String(page.pageSize),
      "X-Page-Count": String(page.pageCount),
    },
  });
}
