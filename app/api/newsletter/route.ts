import { NEWSLETTER_RATE_LIMIT } from "@/lib/constants";
import { readJson } from "@/lib/http/read-json";
import { clientIp, isCrossSite } from "@/lib/http/request-meta";
import { errorResponse, json } from "@/lib/http/responses";
import { subscribeToNewsletter } from "@/lib/newsletter/subscribe";
import { hit } from "@/lib/rate-limit";
import { newsletterSchema } from "@/lib/schemas/newsletter";
import { guardErrors } from "@/lib/http/guard-errors";
import { rateLimitAddress } from "@/lib/http/client-address";

export const dynamic = "force-dynamic";

/** Public: the insights newsletter box. A repeat sign-up is a success too (no enumeration). */
export const POST = guardErrors("POST /api/newsletter", async (req: Request) => {
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");

  const limit = await hit(`newsletter:ip:${rateLimitAddress(clientIp(req))}`, NEWSLETTER_RATE_LIMIT.limit, NEWSLETTER_RATE_LIMIT.windowSeconds);
  if (!limit.allowed) {
    return errorResponse(429, "Too many sign-ups from your network. Please try again in a few minutes.", {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }

  const body = await readJson(req, newsletterSchema, { maxBytes: 4 * 1024 });
  if (!body.ok) return body.response;

  await subscribeToNewsletter(body.data.email, body.data.source ?? null);
  return json({ success: true });
});
