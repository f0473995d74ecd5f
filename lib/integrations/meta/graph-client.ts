import "server-only";
import { createHmac } from "node:crypto";
import { META_CAPI } from "@/lib/constants";
import { metaConfig, type MetaConfig } from "@/lib/integrations/meta/config";
import type { ServerEvent } from "@/lib/integrations/meta/events";

/**
 * Plain fetch against the Graph API (FACEBOOK_GRAPH_URL, version pinned; tests point it at
 * test/fakes/meta-graph.ts). The access token travels in the POST body or the Authorization
 * header, never in a URL (ASVS 14.2.1), and never reaches a log or an error message.
 */

export type GraphError = {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  is_transient?: boolean;
  error_user_title?: string;
  error_user_msg?: string;
  fbtrace_id?: string;
};

/**
 * transient: worth retrying (timeouts, 5xx, rate limits); auth: the token or pixel is wrong (fix the
 * configuration); too_old: outside the 7-day window; permanent: the request itself is rejected.
 */
export type FailureKind = "transient" | "auth" | "too_old" | "permanent";
export type GraphResult<T> = { ok: true; status: number; body: T } | { ok: false; kind: FailureKind; status: number | null; error: string; graphError?: GraphError };

export type EventsResponse = { events_received: number; messages?: unknown[]; fbtrace_id?: string };

const TRANSIENT_CODES = new Set([1, 2, 4, 17, 32, 341, 613, 80004]);
const AUTH_CODES = new Set([10, 102, 190, 200]);

export function classifyGraphError(status: number, e: GraphError | undefined): FailureKind {
  if (status >= 500 || status === 429 || e?.is_transient || (e?.code !== undefined && TRANSIENT_CODES.has(e.code))) return "transient";
  if (e?.error_subcode === 2804003) return "too_old";
  if (e?.code !== undefined && AUTH_CODES.has(e.code)) return "auth";
  if (e?.code === 100 && e.error_subcode === 33) return "auth";
  return "permanent";
}

export function describeGraphError(status: number | null, e: GraphError | undefined): string {
  if (!e) return status ? `Graph API answered HTTP ${status}` : "Graph API did not answer";
  const title = e.error_user_title ? `${e.error_user_title}: ` : "";
  const text = e.error_user_msg ?? e.message ?? "Unknown error";
  const code = e.code !== undefined ? ` (code ${e.code}${e.error_subcode ? `/${e.error_subcode}` : ""}${e.fbtrace_id ? `, fbtrace_id ${e.fbtrace_id}` : ""})` : "";
  return `${title}${text}${code}`.slice(0, 1000);
}

function appSecretProof(cfg: MetaConfig): string | undefined {
  return cfg.appSecret && cfg.accessToken ? createHmac("sha256", cfg.appSecret).update(cfg.accessToken).digest("hex") : undefined;
}

async function graphFetch<T>(
  method: "GET" | "POST",
  path: string,
  opts: { query?: Record<string, string>; body?: string; timeoutMs: number; cfg: MetaConfig },
): Promise<GraphResult<T>> {
  const url = new URL(`${opts.cfg.graphUrl}/${path}`);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { accept: "application/json" };
  if (method === "GET") headers.authorization = `Bearer ${opts.cfg.accessToken ?? ""}`;
  else headers["content-type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: opts.body, signal: AbortSignal.timeout(opts.timeoutMs), cache: "no-store" });
  } catch (e) {
    const timedOut = e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError");
    return { ok: false, kind: "transient", status: null, error: timedOut ? `Graph API did not answer within ${opts.timeoutMs} ms` : "Could not reach the Graph API" };
  }
  const text = await res.text().catch(() => "");
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (res.ok && parsed && typeof parsed === "object" && !("error" in parsed)) return { ok: true, status: res.status, body: parsed as T };
  const graphError = (parsed as { error?: GraphError } | null)?.error;
  const status = res.ok ? 502 : res.status;
  return { ok: false, kind: classifyGraphError(status, graphError), status: res.status, error: describeGraphError(res.status, graphError), graphError };
}

/**
 * The request body of POST /{pixel}/events. lead_id values are kept as digit strings until here
 * and written as JSON integers (Meta's type) without passing through a float, so 16-digit ids
 * stay exact.
 */
export function eventsRequestBody(events: ServerEvent[], cfg: MetaConfig): string {
  const body: Record<string, unknown> = { data: events, access_token: cfg.accessToken };
  if (cfg.testEventCode) body.test_event_code = cfg.testEventCode;
  const proof = appSecretProof(cfg);
  if (proof) body.appsecret_proof = proof;
  return JSON.stringify(body).replace(/"lead_id":"(\d{1,20})"/g, '"lead_id":$1');
}

export async function postEvents(events: ServerEvent[], timeoutMs: number, cfg = metaConfig()): Promise<GraphResult<EventsResponse>> {
  if (events.length === 0 || events.length > META_CAPI.maxBatch) throw new Error(`A batch holds 1 to ${META_CAPI.maxBatch} events`);
  return graphFetch<EventsResponse>("POST", `${encodeURIComponent(cfg.pixelId ?? "")}/events`, { body: eventsRequestBody(events, cfg), timeoutMs, cfg });
}

/** The connection test: GET /{pixel}?fields=id,name. */
export async function readPixel(cfg = metaConfig()): Promise<GraphResult<{ id: string; name?: string }>> {
  const proof = appSecretProof(cfg);
  return graphFetch("GET", encodeURIComponent(cfg.pixelId ?? ""), {
    query: { fields: "id,name", ...(proof ? { appsecret_proof: proof } : {}) },
    timeoutMs: META_CAPI.interactiveTimeoutMs * 2,
    cfg,
  });
}

export type LeadgenLead = {
  id: string;
  created_time?: string;
  ad_id?: string;
  form_id?: string;
  field_data?: { name: string; values: string[] }[];
};

/** A Lead Ads lead by its leadgen id (integrations.md §2). */
export async function fetchLeadgenLead(leadgenId: string, cfg = metaConfig()): Promise<GraphResult<LeadgenLead>> {
  const proof = appSecretProof(cfg);
  return graphFetch("GET", encodeURIComponent(leadgenId), {
    query: { fields: "id,created_time,ad_id,form_id,field_data", ...(proof ? { appsecret_proof: proof } : {}) },
    timeoutMs: META_CAPI.workerTimeoutMs,
    cfg,
  });
}
