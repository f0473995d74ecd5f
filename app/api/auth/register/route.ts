import { registerSchema } from "@/lib/schemas/auth";
import { registerAccount } from "@/lib/auth/registration";
import { readJson } from "@/lib/http/read-json";
import { errorResponse, json } from "@/lib/http/responses";
import { clientIp, isCrossSite } from "@/lib/http/request-meta";
import { hit } from "@/lib/rate-limit";
import { guardErrors } from "@/lib/http/guard-errors";
import { rateLimitAddress } from "@/lib/http/client-address";

const REGISTRATIONS_PER_IP_PER_HOUR = 10;

/**
 * POST /api/auth/register {username, password, invitation?} → {success, error, status}. Without an
 * invitation the account is `pending` until an admin approves it (REGISTRATION_MODE=approval); with a
 * valid invitation link it is approved at once. 403 when registration is closed or needs an invitation.
 */
export const POST = guardErrors("POST /api/auth/register", async (req: Request) => {
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const body = await readJson(req, registerSchema, { maxBytes: 4096 });
  if (!body.ok) return body.response;

  const limit = await hit(`register:ip:${rateLimitAddress(clientIp(req))}`, REGISTRATIONS_PER_IP_PER_HOUR, 3600);
  if (!limit.allowed) {
    return errorResponse(429, "Too many accounts created from this network. Please try again later.", {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }

  const result = await registerAccount(body.data);
  if (!result.ok) {
    const fieldErrors = result.field ? { [result.field]: [result.error] } : undefined;
    return json({ success: false, error: result.error, ...(fieldErrors ? { fieldErrors } : {}) }, result.status);
  }
  return json({ success: true, status: result.user.status }, 201);
});
