import "server-only";
// The SDK's own webhook and TwiML modules, without its REST client (the routes never send).
import { validateRequest } from "twilio/lib/webhooks/webhooks";
import MessagingResponse from "twilio/lib/twiml/MessagingResponse";
import { env } from "@/lib/env";
import { errorResponse } from "@/lib/http/responses";
import { notConfigured, readRawBody, rejected } from "@/lib/integrations/webhooks/http";

/** Twilio's webhook bodies are small (a text is at most 1,600 characters plus a few dozen parameters). */
const MAX_BODY_BYTES = 64 * 1024;

export type TwilioRequest = { ok: true; params: Record<string, string> } | { ok: false; response: Response };

/**
 * Reads and authenticates one of Twilio's webhook requests (issue 33): form-encoded, signed with
 * X-Twilio-Signature (HMAC-SHA1 of the URL and the sorted parameters with the auth token), checked
 * by the twilio package's own validateRequest against the URL built from SITE_URL (behind a proxy
 * the request's own URL is not what Twilio signed). 503 without TWILIO_AUTH_TOKEN, 415 for a body that
 * is not a form, 413 past 64 KB, 401 for a missing or wrong signature. Twilio signs no timestamp: a
 * replayed request is recognised by its message id and changes nothing the second time.
 */
export async function readTwilioRequest(req: Request, path: "/api/twilio/inbound" | "/api/twilio/status"): Promise<TwilioRequest> {
  const token = env().TWILIO_AUTH_TOKEN;
  if (!token) return { ok: false, response: notConfigured("twilio", ["TWILIO_AUTH_TOKEN"]) };
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return { ok: false, response: errorResponse(415, "Twilio webhooks are form-encoded (application/x-www-form-urlencoded)") };
  const raw = await readRawBody(req, MAX_BODY_BYTES);
  if (!raw.ok) return { ok: false, response: raw.response };
  const signature = req.headers.get("x-twilio-signature");
  if (!signature) return { ok: false, response: rejected(req, "twilio", "signature") };
  const params: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(raw.text)) params[k] = v;
  const url = `${env().SITE_URL.replace(/\/+$/, "")}${path}${new URL(req.url).search}`;
  let valid = false;
  try {
    valid = validateRequest(token, signature, url, params);
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, response: rejected(req, "twilio", "signature") };
  return { ok: true, params };
}

/** The TwiML answer: a text back to the sender, or none (`<Response/>`). */
export function twiml(reply: string | null): Response {
  const r = new MessagingResponse();
  if (reply) r.message(reply);
  return new Response(r.toString(), { status: 200, headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" } });
}
