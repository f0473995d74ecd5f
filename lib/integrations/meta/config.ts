import "server-only";
import { env } from "@/lib/env";

export type MetaConfig = {
  pixelId?: string;
  accessToken?: string;
  appSecret?: string;
  verifyToken?: string;
  /** Graph API base with the pinned version, e.g. https://graph.facebook.com/v25.0 */
  graphUrl: string;
  testEventCode?: string;
};

/** The names the spec's pages list when the Conversions API cannot run. */
export type MissingCredential = "FACEBOOK_PIXEL_ID" | "FACEBOOK_ACCESS_TOKEN";

export function metaConfig(): MetaConfig {
  const e = env();
  return {
    pixelId: e.FACEBOOK_PIXEL_ID,
    accessToken: e.FACEBOOK_ACCESS_TOKEN,
    appSecret: e.FACEBOOK_APP_SECRET,
    verifyToken: e.FACEBOOK_VERIFY_TOKEN,
    graphUrl: e.FACEBOOK_GRAPH_URL,
    testEventCode: e.FACEBOOK_TEST_EVENT_CODE,
  };
}

export function missingCapiCredentials(cfg: MetaConfig = metaConfig()): MissingCredential[] {
  const missing: MissingCredential[] = [];
  if (!cfg.pixelId) missing.push("FACEBOOK_PIXEL_ID");
  if (!cfg.accessToken) missing.push("FACEBOOK_ACCESS_TOKEN");
  return missing;
}

/** Stored as the pending event's lastError and shown by the pages (crm-and-integrations.md §8). */
export const MISSING_CREDENTIALS_PREFIX = "Missing Facebook credentials";

export function missingCredentialsMessage(missing: readonly MissingCredential[]): string {
  return `${MISSING_CREDENTIALS_PREFIX}: ${missing.join(", ")}. Visit /facebook-credentials to set them up.`;
}

/**
 * Which server variables of every integration are set, for the pages (names and yes/no only,
 * never a value).
 */
export function integrationVariables(): { name: string; set: boolean; purpose: string }[] {
  const e = env();
  const row = (name: keyof typeof e, purpose: string) => ({ name, set: Boolean(e[name]), purpose });
  return [
    row("FACEBOOK_PIXEL_ID", "Conversions API: the pixel (dataset) that receives events"),
    row("FACEBOOK_ACCESS_TOKEN", "Conversions API and Lead Ads: the system-user or page access token"),
    row("FACEBOOK_APP_SECRET", "Lead Ads webhook: verifies X-Hub-Signature-256"),
    row("FACEBOOK_VERIFY_TOKEN", "Lead Ads webhook: the subscription check"),
    row("FACEBOOK_TEST_EVENT_CODE", "Optional: sends events to Events Manager → Test Events"),
    row("HUBSPOT_CLIENT_SECRET", "HubSpot webhook: verifies the v3 signature"),
    row("PIPEDRIVE_WEBHOOK_USER", "Pipedrive webhook: HTTP Basic user"),
    row("PIPEDRIVE_WEBHOOK_PASSWORD", "Pipedrive webhook: HTTP Basic password"),
    row("SALESFORCE_ORG_ID", "Salesforce outbound messages: the organisation id accepted"),
    row("ZAPIER_WEBHOOK_SECRET", "Zapier webhook: the X-Webhook-Secret header value"),
  ];
}
