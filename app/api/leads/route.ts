import { leadSubmissionSchema } from "@/lib/schemas/lead";
import { captureLead } from "@/lib/leads/capture-lead";
import { listLeads } from "@/lib/crm/leads/list-leads";
import { parseLeadFilter, parseListQuery } from "@/lib/crm/list-params";
import { apiUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { readJson } from "@/lib/http/read-json";
import { idempotentJson, readIdempotencyKey } from "@/lib/http/idempotency-key";
import { errorResponse, json } from "@/lib/http/responses";
import { clientIp, isCrossSite, userAgent } from "@/lib/http/request-meta";
import { guardErrors } from "@/lib/http/guard-errors";
import { hit } from "@/lib/rate-limit";
import { rateLimitAddress } from "@/lib/http/client-address";

export const TOO_MANY_SUBMISSIONS = "Too many submissions from your network. Please try again in a few minutes.";

/**
 * POST /api/leads: every public lead form. Rate-limited per IP, size-limited, validated, then the
 * lead pipeline. `?dryRun=1` (admins only) scores without storing, for the validation test page.
 */
export const POST = guardErrors("POST /api/leads", async (req: Request) => {
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const dryRun = new URL(req.url).searchParams.get("dryRun") === "1";
  if (dryRun) {
    const access = await apiUser("admin");
    if (!access.ok) return access.response;
  } else {
    const ip = clientIp(req);
    const limit = await hit(`form:leads:${rateLimitAddress(ip)}`, env().PUBLIC_FORM_LIMIT_PER_IP, 600);
    if (!limit.allowed) return errorResponse(429, TOO_MANY_SUBMISSIONS, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  const idem = readIdempotencyKey(req);
  if (!idem.ok) return idem.response;
  const body = await readJson(req, leadSubmissionSchema, { maxBytes: 32 * 1024 });
  if (!body.ok) return body.response;

  const result = await captureLead(body.data, {
    ip: clientIp(req),
    userAgent: userAgent(req),
    pageUrl: req.headers.get("referer")?.slice(0, 2000) ?? null,
    idempotencyKey: idem.key,
    idempotencyScope: "public",
    dryRun,
  });
  return result.ok ? idempotentJson(result) : json(result.body, result.status);
});

/**
 * GET /api/leads → {data: [...], page, pageSize, total, pageCount}: the leads the signed-in user may
 * see, newest first, 50 a page unless `size` says otherwise. The CRM's query parameters
 * (q, filter, page, size, sort, dir) page, search and filter on the server (lib/crm/leads).
 */
export const GET = guardErrors("GET /api/leads", async (req: Request) => {
  const access = await apiUser();
  if (!access.ok) return access.response;
  const sp = new URL(req.url).searchParams;
  if (!sp.has("size")) sp.set("size", "50");
  const page = await listLeads(access.user, { ...parseListQuery("leads", sp), filter: parseLeadFilter(sp) });
  return json({ data: page.rows, page: page.page, pageSize: page.pageSize, total: page.total, pageCount: page.pageCount });
});
