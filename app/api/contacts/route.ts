import { apiUser } from "@/lib/auth/session";
import { CONTACT_MAX_BODY_BYTES, CONTACT_RATE_LIMIT } from "@/lib/constants";
import { createContact } from "@/lib/contacts/create-contact";
import { listRecentContacts } from "@/lib/contacts/list-contacts";
import { readJson } from "@/lib/http/read-json";
import { clientIp, isCrossSite, userAgent } from "@/lib/http/request-meta";
import { errorResponse, json } from "@/lib/http/responses";
import { hit } from "@/lib/rate-limit";
import { contactSchema } from "@/lib/schemas/contact";
import { guardErrors } from "@/lib/http/guard-errors";
import { rateLimitAddress } from "@/lib/http/client-address";

export const dynamic = "force-dynamic";

const TOO_MANY_MESSAGES = "Too many messages from your network. Please try again in a few minutes.";

/** Public: the contact form. 201 {success: true, id}. */
export const POST = guardErrors("POST /api/contacts", async (req: Request) => {
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");

  const ip = clientIp(req);
  const limit = await hit(`contact:ip:${rateLimitAddress(ip)}`, CONTACT_RATE_LIMIT.limit, CONTACT_RATE_LIMIT.windowSeconds);
  if (!limit.allowed) {
    return errorResponse(429, TOO_MANY_MESSAGES, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  const body = await readJson(req, contactSchema, { maxBytes: CONTACT_MAX_BODY_BYTES });
  if (!body.ok) return body.response;

  const { id } = await createContact(body.data, {
    ip,
    userAgent: userAgent(req),
    pageUrl: req.headers.get("referer"),
  });
  return json({ success: true, id }, 201);
});

/** Admins and sales staff: the 50 most recent messages, newest first, as {data: [...]} (an agent, a buyer, gets 403: least privilege). */
export const GET = guardErrors("GET /api/contacts", async () => {
  // Contact-form messages are agents asking us about leads: our sales pipeline (admins and sales staff).
  const access = await apiUser(["admin", "sales"]);
  if (!access.ok) return access.response;
  return json({ data: await listRecentContacts() });
});
