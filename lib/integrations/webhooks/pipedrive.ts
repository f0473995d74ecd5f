import "server-only";
import type { Ignored, Parsed, StageReport } from "@/lib/integrations/webhooks/types";

type PipedriveDelivery = {
  meta?: { action?: string; entity?: string; entity_id?: string | number; id?: string; correlation_id?: string; timestamp?: string; version?: string };
  data?: Record<string, unknown> | null;
  previous?: Record<string, unknown> | null;
};

/** Webhooks v2 (one event per request), deduplicated on entity + id + meta.correlation_id (else meta.id). */
export function parsePipedriveDelivery(rawBody: string): Parsed {
  let body: PipedriveDelivery;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, status: 400, error: "Request body is not valid JSON" };
  }
  const meta = body?.meta;
  if (!meta || typeof meta !== "object" || !meta.entity || !meta.action) return { ok: false, status: 400, error: "Expected a Pipedrive webhooks v2 payload with meta.action and meta.entity" };
  if (meta.version && !String(meta.version).startsWith("2")) return { ok: false, status: 400, error: "Only Pipedrive webhooks v2 are supported: set version 2.0 on the webhook" };
  const key = meta.correlation_id ?? meta.id;
  if (!key) return { ok: false, status: 400, error: "meta.correlation_id or meta.id is required" };
  return { ok: true, items: [{ providerEventId: `${meta.entity}:${meta.entity_id ?? ""}:${key}`, payload: body as Record<string, unknown> }] };
}

/** Our lead id in a deal title, as "L-123" (e.g. "Doe – Auto (L-123)"). */
export function leadRefInText(text: unknown): string | null {
  return typeof text === "string" ? (text.match(/\bL-(\d{1,10})\b/i)?.[0] ?? null) : null;
}

/**
 * A deal moved to another stage (previous.stage_id present) or was won (status → won). Pipedrive
 * sends stage ids, not names: the stage-mapping table may map the id ("4") or the name when a
 * payload carries one; a won deal is the stage "won".
 */
export function pipedriveStageReport(body: PipedriveDelivery): StageReport | Ignored {
  const meta = body.meta ?? {};
  if (meta.entity !== "deal" || (meta.action !== "change" && meta.action !== "create")) {
    return { ignored: `Not a deal change (${meta.action ?? "?"}.${meta.entity ?? "?"})` };
  }
  const data = body.data ?? {};
  const previous = body.previous ?? {};
  const won = data.status === "won" && (meta.action === "create" || "status" in previous);
  const moved = meta.action === "create" || "stage_id" in previous;
  if (!won && !moved) return { ignored: "Deal changed without a stage change" };
  const stages = won
    ? ["won"]
    : [typeof data.stage_name === "string" ? data.stage_name : null, data.stage_id != null ? String(data.stage_id) : null].filter((s): s is string => Boolean(s));
  if (stages.length === 0) return { ignored: "Deal stage change without a stage" };
  const value = typeof data.value === "number" && data.value > 0 ? data.value : null;
  const when = new Date(String(data.update_time ?? meta.timestamp ?? ""));
  return {
    source: "pipedrive",
    mappingProvider: "pipedrive",
    crmName: "Pipedrive",
    stages,
    stageValue: null,
    dealAmount: value,
    occurredAt: Number.isNaN(when.getTime()) ? new Date() : when,
    dealId: data.id != null ? String(data.id) : meta.entity_id != null ? String(meta.entity_id) : null,
    leadRef: leadRefInText(data.title),
    email: null,
    phone: null,
  };
}
