import "server-only";
import { hmacHex, safeEqual } from "@/lib/integrations/webhooks/verify";
import type { Parsed } from "@/lib/integrations/webhooks/types";

/** X-Hub-Signature-256: "sha256=" + hex HMAC-SHA256(app secret, raw body), compared in constant time. */
export function verifyMetaSignature(rawBody: string, header: string | null, appSecret: string): boolean {
  const received = header?.trim().match(/^sha256=([a-f0-9]{64})$/i)?.[1]?.toLowerCase() ?? "";
  const ok = safeEqual(received, hmacHex(appSecret, rawBody));
  return received !== "" && ok;
}

/** GET subscription check: echo hub.challenge when the mode is subscribe and the token matches. */
export function subscriptionChallenge(url: URL, verifyToken: string): string | null {
  const mode = url.searchParams.get("hub.mode");
  const token = url.searchParams.get("hub.verify_token") ?? "";
  const challenge = url.searchParams.get("hub.challenge");
  const tokenOk = safeEqual(token, verifyToken);
  return mode === "subscribe" && tokenOk && challenge !== null && /^[\x21-\x7e]{1,200}$/.test(challenge) ? challenge : null;
}

/**
 * Lead Ads deliveries: every leadgen change of every entry, deduplicated on leadgen_id. Meta's ids
 * are 15–17 digit integers, beyond a float's exact range, so they are quoted before parsing
 * (after the signature check, which is over the raw bytes).
 */
export function parseLeadgenDelivery(rawBody: string): Parsed {
  const quoted = rawBody.replace(/"(leadgen_id|page_id|form_id|adgroup_id|ad_id|id)"(\s*):(\s*)(\d+)/g, '"$1"$2:$3"$4"');
  let body: unknown;
  try {
    body = JSON.parse(quoted);
  } catch {
    return { ok: false, status: 400, error: "Request body is not valid JSON" };
  }
  const entries = (body as { entry?: unknown })?.entry;
  if (!body || typeof body !== "object" || !Array.isArray(entries)) return { ok: false, status: 400, error: "Expected {object, entry: [...]}" };
  const items = [];
  for (const entry of entries as { id?: string; changes?: { field?: string; value?: Record<string, unknown> }[] }[]) {
    for (const change of entry?.changes ?? []) {
      if (change?.field !== "leadgen" || !change.value) continue;
      const v = change.value;
      const leadgenId = String(v.leadgen_id ?? "");
      if (!/^\d{1,20}$/.test(leadgenId)) continue;
      items.push({
        providerEventId: leadgenId,
        payload: {
          leadgen_id: leadgenId,
          page_id: v.page_id == null ? null : String(v.page_id),
          form_id: v.form_id == null ? null : String(v.form_id),
          ad_id: v.ad_id == null ? null : String(v.ad_id),
          adgroup_id: v.adgroup_id == null ? null : String(v.adgroup_id),
          created_time: typeof v.created_time === "number" || typeof v.created_time === "string" ? v.created_time : null,
          entry_id: entry.id == null ? null : String(entry.id),
        },
      });
    }
  }
  return { ok: true, items };
}
