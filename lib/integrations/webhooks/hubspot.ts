import "server-only";
import { WEBHOOK_LIMITS } from "@/lib/constants";
import { hmacBase64, safeEqual } from "@/lib/integrations/webhooks/verify";
import type { Ignored, Parsed, StageReport } from "@/lib/integrations/webhooks/types";

export type HubspotCheck = "ok" | "missing" | "stale" | "bad_signature";

/**
 * The URL HubSpot called, as it signed it: scheme, host, path and query, URL-decoded. Behind a
 * proxy it is rebuilt from X-Forwarded-Proto/-Host; the configured site URL is also tried.
 */
export function signedUriCandidates(req: Request, siteUrl: string): string[] {
  const url = new URL(req.url);
  const proto = req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const host = req.headers.get("x-forwarded-host")?.split(",")[0]?.trim() ?? req.headers.get("host");
  const pathAndQuery = `${url.pathname}${url.search}`;
  const candidates = [url.toString()];
  if (host) candidates.unshift(`${proto || url.protocol.replace(":", "")}://${host}${pathAndQuery}`);
  candidates.push(`${siteUrl.replace(/\/$/, "")}${pathAndQuery}`);
  return [...new Set(candidates.map(decode))];
}

function decode(uri: string): string {
  try {
    return decodeURIComponent(uri);
  } catch {
    return uri;
  }
}

/**
 * HubSpot request validation v3: the timestamp (Unix ms) within 5 minutes, then
 * base64(HMAC-SHA256(client secret, method + uri + body + timestamp)) in constant time.
 */
export function verifyHubspot(req: Request, rawBody: string, secret: string, siteUrl: string, nowMs = Date.now()): HubspotCheck {
  const signature = req.headers.get("x-hubspot-signature-v3");
  const timestamp = req.headers.get("x-hubspot-request-timestamp");
  if (!signature || !timestamp || !/^\d{10,16}$/.test(timestamp)) return "missing";
  if (Math.abs(nowMs - Number(timestamp)) > WEBHOOK_LIMITS.hubspotWindowMs) return "stale";
  let ok = false;
  for (const uri of signedUriCandidates(req, siteUrl)) {
    if (safeEqual(signature, hmacBase64(secret, `${req.method}${uri}${rawBody}${timestamp}`))) ok = true;
  }
  return ok ? "ok" : "bad_signature";
}

type HubspotEvent = {
  eventId?: unknown;
  subscriptionId?: unknown;
  portalId?: unknown;
  occurredAt?: unknown;
  subscriptionType?: unknown;
  objectTypeId?: unknown;
  objectId?: unknown;
  propertyName?: unknown;
  propertyValue?: unknown;
};

const idPart = (v: unknown) => (typeof v === "number" || (typeof v === "string" && /^\d{1,20}$/.test(v)) ? String(v) : null);

/** A delivery is a JSON array of events; each is stored on its own, keyed portalId:subscriptionId:eventId. */
export function parseHubspotDelivery(rawBody: string): Parsed {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, status: 400, error: "Request body is not valid JSON" };
  }
  if (!Array.isArray(body)) return { ok: false, status: 400, error: "Expected a JSON array of events" };
  if (body.length > WEBHOOK_LIMITS.hubspotMaxEvents * 10) return { ok: false, status: 413, error: "Too many events in one delivery" };
  const items = [];
  for (const e of body as HubspotEvent[]) {
    const [eventId, subscriptionId, portalId] = [idPart(e?.eventId), idPart(e?.subscriptionId), idPart(e?.portalId)];
    if (!eventId || !subscriptionId || !portalId) return { ok: false, status: 400, error: "Each event needs eventId, subscriptionId and portalId" };
    items.push({ providerEventId: `${portalId}:${subscriptionId}:${eventId}`, payload: e as Record<string, unknown> });
  }
  return { ok: true, items };
}

/** Deal stage changes (deal.propertyChange on dealstage, or the generic object form for deals). */
export function hubspotStageReport(e: HubspotEvent): StageReport | Ignored {
  const dealChange =
    (e.subscriptionType === "deal.propertyChange" || (e.subscriptionType === "object.propertyChange" && e.objectTypeId === "0-3")) && e.propertyName === "dealstage";
  if (!dealChange) return { ignored: `Not a deal stage change (${String(e.subscriptionType ?? "unknown")}${e.propertyName ? ` on ${String(e.propertyName)}` : ""})` };
  const stage = typeof e.propertyValue === "string" ? e.propertyValue : "";
  if (!stage) return { ignored: "Deal stage change without a stage" };
  const occurred = typeof e.occurredAt === "number" ? new Date(e.occurredAt) : new Date();
  return {
    source: "hubspot",
    mappingProvider: "hubspot",
    crmName: "HubSpot",
    stages: [stage],
    stageValue: null,
    dealAmount: null,
    occurredAt: Number.isNaN(occurred.getTime()) ? new Date() : occurred,
    dealId: idPart(e.objectId),
    leadRef: null,
    email: null,
    phone: null,
  };
}
