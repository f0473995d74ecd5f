import { externalLeadSchema } from "@/lib/schemas/external-lead";
import { externalToSubmission } from "@/lib/leads/from-external";
import { apiLeadSource } from "@/lib/leads/lead-sources";
import { captureLead } from "@/lib/leads/capture-lead";
import { leadOfExternalId } from "@/lib/leads/lookups";
import { authenticateApiKey } from "@/lib/api-keys/api-keys";
import { readJson } from "@/lib/http/read-json";
import { idempotentJson, readIdempotencyKey } from "@/lib/http/idempotency-key";
import { errorResponse, json, validationError } from "@/lib/http/responses";
import { clientIp, userAgent } from "@/lib/http/request-meta";
import { guardErrors } from "@/lib/http/guard-errors";
import { hit } from "@/lib/rate-limit";

const REQUESTS_PER_MINUTE_PER_KEY = 600;

/**
 * POST /api/v1/leads: external lead intake for vendors and partners (docs/lead-pipeline.md: "External lead
 * intake"). Per-source API key, strict schema, Idempotency-Key honoured, same pipeline as our forms.
 */
export const POST = guardErrors("POST /api/v1/leads", async (req: Request) => {
  const caller = await authenticateApiKey(req);
  if (!caller) return errorResponse(401, "Invalid or missing API key", { "WWW-Authenticate": 'Bearer realm="leads"' });
  const limit = await hit(`v1:leads:${caller.id}`, REQUESTS_PER_MINUTE_PER_KEY, 60);
  if (!limit.allowed) return errorResponse(429, "Rate limit exceeded for this API key", { "Retry-After": String(limit.retryAfterSeconds) });
  const idem = readIdempotencyKey(req);
  if (!idem.ok) return idem.response;
  const body = await readJson(req, externalLeadSchema, { maxBytes: 32 * 1024 });
  if (!body.ok) return body.response;
  const mapped = externalToSubmission(body.data);
  if (!mapped.ok) return validationError(mapped.error);
  // A retry without an Idempotency-Key is known by the vendor's own id: stored once, the retry told so.
  if (!idem.key && body.data.externalId) {
    const earlier = await leadOfExternalId(apiLeadSource(caller.source), body.data.externalId);
    if (earlier) return json({ success: false, error: "A lead with this externalId was already received", id: earlier.id }, 409);
  }

  const result = await captureLead(mapped.data, {
    ip: clientIp(req),
    userAgent: userAgent(req),
    pageUrl: body.data.consentPageUrl ?? null,
    // Without the vendor's own text there is no consent on record: the lead is stored and waits in
    // review instead of being sold (lib/marketplace/intake.ts).
    consentTextOverride: body.data.consentText || null,
    consentAt: body.data.consentTimestamp ? new Date(body.data.consentTimestamp) : null,
    // Without the header, the vendor's own id stands in for it: two copies racing store one lead.
    idempotencyKey: idem.key ?? (body.data.externalId ? `external-id:${body.data.externalId}` : null),
    idempotencyScope: `v1:${caller.id}`,
    defaultSource: apiLeadSource(caller.source),
    consentEvidence: "vendor",
    vouchedBy: `Lead vendor "${caller.name}" (API key #${caller.id}, source ${caller.source}), ${body.data.consentText ? "with its own consent text" : "without a consent text"}`,
    sourceLeadId: body.data.externalId ?? null,
  });
  return result.ok ? idempotentJson(result) : json(result.body, result.status);
});
