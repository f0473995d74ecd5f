import { VITALS_MAX_BODY_BYTES, VITALS_RATE_LIMIT } from "@/lib/constants";
import { webVitalsBeaconSchema } from "@/lib/schemas/web-vitals";
import { readLimited } from "@/lib/http/read-json";
import { errorResponse, validationError } from "@/lib/http/responses";
import { clientIp, isCrossSite } from "@/lib/http/request-meta";
import { guardErrors } from "@/lib/http/guard-errors";
import { hit } from "@/lib/rate-limit";
import { recordWebVitals } from "@/lib/web-vitals/ingest";

/**
 * POST /api/vitals (public): one page load's Web Vitals from the site's reporter
 * (components/web-vitals/). sendBeacon sends text/plain JSON, so text/plain is accepted beside
 * application/json. Same-site only; 4 KB at most (413); validated (400 for an unknown metric, a
 * negative or impossible value, a rating that does not match, a staff page); rate-limited per
 * address (429); queued for the next batch write and answered 204. It reads no cookie and sets none,
 * and stores neither the address nor the user agent.
 */
export const POST = guardErrors("POST /api/vitals", async (req: Request) => {
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const type = req.headers.get("content-type") ?? "";
  if (!/^(application\/json|text\/plain)\b/i.test(type)) return errorResponse(415, "Content-Type must be application/json or text/plain");
  const raw = await readLimited(req, VITALS_MAX_BODY_BYTES);
  if (raw === null) return errorResponse(413, "Beacon is too large");
  const limit = await hit(`vitals:${clientIp(req)}`, VITALS_RATE_LIMIT.limit, VITALS_RATE_LIMIT.windowSeconds);
  if (!limit.allowed) return errorResponse(429, "Too many beacons. Please slow down.", { "Retry-After": String(limit.retryAfterSeconds) });
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return errorResponse(400, "Request body is not valid JSON");
  }
  const parsed = webVitalsBeaconSchema.safeParse(body);
  if (!parsed.success) return validationError(parsed.error);
  recordWebVitals(parsed.data);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});
