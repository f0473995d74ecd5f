import "server-only";
import type twilio from "twilio";
import { env } from "@/lib/env";

/**
 * The official `twilio` client (6.2.0), or null when texting is not configured. TWILIO_API_BASE points
 * it at a local fake in tests: the SDK has no base-URL option, so a thin httpClient rewrites the host
 * of each absolute URI before the SDK's own RequestClient sends it (messaging-billing.md §1.2).
 */
export type TwilioSettings = { accountSid: string; authToken: string; messagingServiceSid: string | null; fromNumber: string | null; apiBase: string | null };

export function twilioSettings(): TwilioSettings | null {
  const e = env();
  if (!e.TWILIO_ACCOUNT_SID || !e.TWILIO_AUTH_TOKEN || (!e.TWILIO_MESSAGING_SERVICE_SID && !e.TWILIO_FROM_NUMBER)) return null;
  return {
    accountSid: e.TWILIO_ACCOUNT_SID,
    authToken: e.TWILIO_AUTH_TOKEN,
    messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID ?? null,
    fromNumber: e.TWILIO_FROM_NUMBER ?? null,
    apiBase: e.TWILIO_API_BASE?.replace(/\/+$/, "") ?? null,
  };
}

/** The variables texting still needs (empty: configured). */
export function missingTwilioSettings(): string[] {
  const e = env();
  return [
    ...(e.TWILIO_ACCOUNT_SID ? [] : ["TWILIO_ACCOUNT_SID"]),
    ...(e.TWILIO_AUTH_TOKEN ? [] : ["TWILIO_AUTH_TOKEN"]),
    ...(e.TWILIO_MESSAGING_SERVICE_SID || e.TWILIO_FROM_NUMBER ? [] : ["TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM_NUMBER"]),
  ];
}

let cached: { key: string; client: twilio.Twilio } | null = null;

/**
 * The REST client, loaded on first use: the SDK is large (~12 MB of heap), and a process that never
 * sends a text (a web server whose worker runs apart) never loads it.
 */
export async function twilioClient(s: TwilioSettings): Promise<twilio.Twilio> {
  const key = `${s.accountSid}\n${s.authToken}\n${s.apiBase ?? ""}`;
  if (cached?.key === key) return cached.client;
  const sdk = (await import("twilio")).default;
  const opts: twilio.ClientOpts = { autoRetry: false };
  if (s.apiBase) {
    const base = new sdk.RequestClient({ timeout: 15_000 });
    const apiBase = s.apiBase;
    opts.httpClient = {
      request: (o: Parameters<typeof base.request>[0]) => base.request({ ...o, uri: o.uri.replace(/^https:\/\/api\.twilio\.com/, apiBase) }),
    } as unknown as twilio.RequestClient;
  } else {
    opts.httpClient = new sdk.RequestClient({ timeout: 15_000 });
  }
  const client = sdk(s.accountSid, s.authToken, opts);
  cached = { key, client };
  return client;
}

/** The public URL of one of our Twilio webhooks, built from SITE_URL (never from the request: proxies change it). */
export function twilioWebhookUrl(path: "/api/twilio/inbound" | "/api/twilio/status"): string {
  return `${env().SITE_URL.replace(/\/+$/, "")}${path}`;
}
