import { optOutSchema } from "@/lib/schemas/opt-out";
import { revokeConsent } from "@/lib/leads/opt-out";
import { readJson } from "@/lib/http/read-json";
import { errorResponse, json } from "@/lib/http/responses";
import { clientIp, isCrossSite } from "@/lib/http/request-meta";
import { guardErrors } from "@/lib/http/guard-errors";
import { hit } from "@/lib/rate-limit";
import { rateLimitAddress } from "@/lib/http/client-address";

export const OPT_OUT_DONE =
  "Your request is recorded. We will stop contacting you at these details; it can take up to 10 business days to reach every agent.";

/** POST /api/opt-out {email?, phone?}: revokes consent. Same answer whether or not we knew the person. */
export const POST = guardErrors("POST /api/opt-out", async (req: Request) => {
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const ip = clientIp(req);
  const limit = await hit(`form:opt-out:${rateLimitAddress(ip)}`, 20, 600);
  if (!limit.allowed) return errorResponse(429, "Too many requests. Please try again in a few minutes.", { "Retry-After": String(limit.retryAfterSeconds) });
  const body = await readJson(req, optOutSchema, { maxBytes: 4096 });
  if (!body.ok) return body.response;
  await revokeConsent(body.data, { ip, channel: "web-form" });
  return json({ success: true, message: OPT_OUT_DONE });
});
