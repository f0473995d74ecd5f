import { ANALYTICS_MAX_BODY_BYTES, ANALYTICS_RATE_LIMIT } from "@/lib/constants";
import { analyticsEventSchema } from "@/lib/schemas/analytics-event";
import { readLimited } from "@/lib/http/read-json";
import { errorResponse, validationError } from "@/lib/http/responses";
import { clientIp, isCrossSite, userAgent } from "@/lib/http/request-meta";
import { guardErrors } from "@/lib/http/guard-errors";
import { hit } from "@/lib/rate-limit";
import { recordAnalyticsEvent } from "@/lib/crm/analytics/record-event";
import { nulRefusal } from "@/lib/http/nul";
import { rateLimitAddress } from "@/lib/http/client-address";

/**
 * POST /api/analytics (public): one page view, funnel step or form submission from the site's
 * beacon. navigator.sendBeacon sends a string as text/plain, so text/plain JSON is accepted as
 * well as application/json. Same-site only, rate-limited per IP, 4 KB at most, validated;
 * answers 204 with no body.
 */
export const POST = guardErrors("POST /api/analytics", async (req: Request) => {
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const type = req.headers.get("content-type") ?? "";
  if (!/^(application\/json|text\/plain)\b/i.test(type)) return errorResponse(415, "Content-Type must be application/json or text/plain");
  const ip = clientIp(req);
  const limit = await hit(`analytics:${rateLimitAddress(ip)}`, ANALYTICS_RATE_LIMIT.limit, ANALYTICS_RATE_LIMIT.windowSeconds);
  if (!limit.allowed) return errorResponse(429, "Too many events. Please slow down.", { "Retry-After": String(limit.retryAfterSeconds) });
  if (Number(req.headers.get("content-length") ?? "0") > ANALYTICS_MAX_BODY_BYTES) return errorResponse(413, "Event is too large");
  const raw = await readLimited(req, ANALYTICS_MAX_BODY_BYTES);
  if (raw === null) return errorResponse(413, "Event is too large");
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return errorResponse(400, "Request body is not valid JSON");
  }
  const nul = nulRefusal(body);
  if (nul) return nul;
  const parsed = analyticsEventSchema.safeParse(body);
  if (!parsed.success) return validationError(parsed.error);
  await recordAnalyticsEvent(parsed.data, { ip, userAgent: userAgent(req) });
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});
