import { registerSchema } from "@/lib/schemas/auth";
import { registerAgent } from "@/lib/auth/users";
import { readJson } from "@/lib/http/read-json";
import { errorResponse, json } from "@/lib/http/responses";
import { clientIp, isCrossSite } from "@/lib/http/request-meta";
import { hit } from "@/lib/rate-limit";
import { guardErrors } from "@/lib/http/guard-errors";

const REGISTRATIONS_PER_IP_PER_HOUR = 10;

/** POST /api/auth/register {username, password} → {success, error}; creates an agent. */
export const POST = guardErrors("POST /api/auth/register", async (req: Request) => {
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const body = await readJson(req, registerSchema, { maxBytes: 4096 });
  if (!body.ok) return body.response;

  const limit = await hit(`register:ip:${clientIp(req)}`, REGISTRATIONS_PER_IP_PER_HOUR, 3600);
  if (!limit.allowed) {
    return errorResponse(429, "Too many accounts created from this network. Please try again later.", {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }

  const result = await registerAgent(body.data.username, body.data.password);
  if (!result.ok) return json({ success: false, error: result.error }, 409);
  return json({ success: true }, 201);
});
