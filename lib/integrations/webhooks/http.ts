import "server-only";
import { WEBHOOK_LIMITS } from "@/lib/constants";
import { readLimited } from "@/lib/http/read-json";
import { errorResponse, json } from "@/lib/http/responses";
import { clientIp } from "@/lib/http/request-meta";
import { log } from "@/lib/log";
import { storeDeliveries } from "@/lib/integrations/webhooks/inbox";
import type { InboxItem, WebhookProvider } from "@/lib/integrations/webhooks/types";

/** The raw body, size-limited, read before anything is parsed (signatures cover the exact bytes). */
export async function readRawBody(req: Request, maxBytes: number = WEBHOOK_LIMITS.maxBodyBytes): Promise<{ ok: true; text: string } | { ok: false; response: Response }> {
  const tooLarge = { ok: false as const, response: errorResponse(413, `Request body is larger than ${Math.round(maxBytes / 1024)} KB`) };
  if (Number(req.headers.get("content-length") ?? "0") > maxBytes) return tooLarge;
  const text = await readLimited(req, maxBytes);
  return text === null ? tooLarge : { ok: true, text };
}

/** A missing secret disables only this integration: 503 (not a server error) naming what to set. */
export function notConfigured(provider: WebhookProvider, variables: string[]): Response {
  log.warn("webhook.not_configured", { provider, missing: variables });
  return errorResponse(503, `The ${provider} webhook is not configured: set ${variables.join(" and ")} on the server.`);
}

/** A failed authentication is a security event (ASVS 16.3.3): logged without the body or secrets. */
export function rejected(req: Request, provider: WebhookProvider, reason: string, response?: Response): Response {
  log.warn("webhook.rejected", { provider, reason, ip: clientIp(req) });
  return response ?? errorResponse(401, reason === "stale" ? "Request timestamp is outside the 5-minute window" : "Webhook authentication failed");
}

/** Stores the items and answers 200 at once (a repeat is also 200: it was already received). */
export async function accept(provider: WebhookProvider, items: InboxItem[]): Promise<Response> {
  const { stored, duplicates } = await storeDeliveries(provider, items);
  return json({ success: true, received: items.length, stored, duplicates });
}
