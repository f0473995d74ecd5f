import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { CRM_PROVIDERS, OWN_CRM_PROVIDERS, type CrmProvider } from "@/lib/constants";
import { safeEqual } from "@/lib/integrations/webhooks/verify";
import type { Parsed, StageReport } from "@/lib/integrations/webhooks/types";

/** The shared secret arrives in X-Webhook-Secret (or Authorization: Bearer), compared in constant time. */
export function zapierSecretMatches(req: Request, secret: string): boolean {
  const header = req.headers.get("x-webhook-secret") ?? req.headers.get("authorization")?.match(/^Bearer\s+(.+)$/i)?.[1] ?? "";
  const ok = safeEqual(header.trim(), secret);
  return header !== "" && ok;
}

const text = (max: number) => z.union([z.string(), z.number()]).transform((v) => String(v).trim().slice(0, max)).nullish().transform((v) => v || null);

/** crm-and-integrations.md §3: crm_platform, lead_id, stage_name, stage_value, lead e-mail, phone and names (+ optional deal_id, event_id). */
export const zapierPayloadSchema = z.object({
  crm_platform: text(60),
  lead_id: text(40),
  stage_name: z.union([z.string(), z.number()], { error: "stage_name is required" }).transform((v) => String(v).trim()).pipe(z.string().min(1, "stage_name is required").max(100)),
  stage_value: z
    .union([z.number(), z.string().trim().regex(/^\$?\d+(\.\d+)?$/, "stage_value must be a number").transform((v) => Number(v.replace("$", "")))])
    .nullish()
    .or(z.literal("").transform(() => null)),
  lead_email: text(254),
  lead_phone: text(40),
  lead_first_name: text(80),
  lead_last_name: text(80),
  deal_id: text(80),
  event_id: text(200),
});
export type ZapierPayload = z.output<typeof zapierPayloadSchema>;

/**
 * JSON or form-encoded (Zapier's two payload types), one object or an array ("Wrap Request In
 * Array"). Dedupe key: Idempotency-Key header or event_id when sent, else the item's own hash,
 * so the same delivery twice is processed once.
 */
export function parseZapierDelivery(rawBody: string, contentType: string, idempotencyKey: string | null): Parsed {
  let body: unknown;
  if (/application\/x-www-form-urlencoded/i.test(contentType)) {
    body = Object.fromEntries(new URLSearchParams(rawBody));
  } else {
    try {
      body = JSON.parse(rawBody);
    } catch {
      return { ok: false, status: 400, error: "Request body is not valid JSON" };
    }
  }
  const list = Array.isArray(body) ? body : [body];
  if (list.length === 0 || list.length > 100) return { ok: false, status: 400, error: "Send 1 to 100 stage changes per request" };
  const items = [];
  for (const [i, entry] of list.entries()) {
    const parsed = zapierPayloadSchema.safeParse(entry);
    if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues[0]?.message ?? "Invalid payload" };
    const own = createHash("sha256").update(JSON.stringify(parsed.data)).digest("hex");
    const key = parsed.data.event_id ?? (idempotencyKey ? `${idempotencyKey}${list.length > 1 ? `:${i}` : ""}` : own);
    items.push({ providerEventId: key, payload: parsed.data as Record<string, unknown> });
  }
  return { ok: true, items };
}

const LABELS: Record<string, string> = { hubspot: "HubSpot", pipedrive: "Pipedrive", salesforce: "Salesforce" };

export function zapierStageReport(p: ZapierPayload): StageReport {
  const platform = p.crm_platform?.toLowerCase().replace(/[^a-z]/g, "") ?? "";
  const mappingProvider = (CRM_PROVIDERS as readonly string[]).includes(platform) && !OWN_CRM_PROVIDERS.includes(platform as CrmProvider) ? (platform as CrmProvider) : null;
  return {
    source: "zapier",
    mappingProvider,
    crmName: p.crm_platform ? (LABELS[platform] ?? p.crm_platform) : "Zapier",
    stages: [p.stage_name],
    stageValue: typeof p.stage_value === "number" && p.stage_value > 0 ? p.stage_value : null,
    dealAmount: null,
    occurredAt: new Date(),
    dealId: p.deal_id,
    leadRef: p.lead_id,
    email: p.lead_email,
    phone: p.lead_phone,
  };
}
