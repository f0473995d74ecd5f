import "server-only";
import { env } from "@/lib/env";
import { PUSH_TIMEOUT_MS } from "@/lib/constants";
import { postOnce } from "@/lib/marketplace/push/http-post";
import { httpStatusText, retryAfterMs, type AttemptResult } from "@/lib/marketplace/push/outcome";

/**
 * A delivered lead as a contact in the buyer's HubSpot: POST /crm/v3/objects/contacts with the buyer's
 * private-app token (scope crm.objects.contacts.write) as a Bearer token. The token only ever goes to
 * HUBSPOT_API_BASE, never to a URL a buyer typed. A 409 CONFLICT ("Contact already exists. Existing
 * ID: …") means the person is already in their HubSpot: that counts as delivered.
 */
export const HUBSPOT_CONTACTS_PATH = "/crm/v3/objects/contacts";

/** What a buyer who pushes to HubSpot stores as their push URL (the set-up form's service). */
export const hubspotContactsUrl = () => `${env().HUBSPOT_API_BASE}${HUBSPOT_CONTACTS_PATH}`;

type HubspotError = { status?: string; message?: string; category?: string; correlationId?: string };

function parseError(body: string): HubspotError {
  try {
    const parsed = JSON.parse(body) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as HubspotError) : {};
  } catch {
    return {};
  }
}

const said = (e: HubspotError) => (e.message ? `: ${e.message.slice(0, 500)}` : "");

export async function createHubspotContact(token: string, properties: Record<string, string>, now: Date, timeoutMs = PUSH_TIMEOUT_MS): Promise<AttemptResult> {
  const answer = await postOnce(new URL(hubspotContactsUrl()), {
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ properties }),
    timeoutMs,
  });
  if (!answer.ok) return { kind: "retry", statusCode: null, error: `HubSpot: ${answer.error}`, durationMs: answer.durationMs };
  const { status, durationMs } = answer;
  if (status === 200 || status === 201) return { kind: "sent", statusCode: status, error: null, durationMs };
  const e = parseError(answer.body);
  if (status === 409) return { kind: "sent", statusCode: status, error: null, durationMs };
  if (status === 401) return { kind: "retry", statusCode: status, error: "HubSpot refused the private-app token (401): paste a new token in your delivery settings.", durationMs };
  if (status === 403) {
    return { kind: "retry", statusCode: status, error: `HubSpot refused the request (403${e.category ? ` ${e.category}` : ""}): the private app needs the crm.objects.contacts.write scope.`, durationMs };
  }
  if (status === 400) return { kind: "failed", statusCode: status, error: `HubSpot rejected the contact (400${e.category ? ` ${e.category}` : ""})${said(e)}`, durationMs };
  const throttle = status === 429 || status >= 500;
  return { kind: "retry", statusCode: status, error: `HubSpot answered ${httpStatusText(answer)}${said(e)}`, durationMs, throttle, retryAfterMs: throttle ? retryAfterMs(answer.retryAfter, now) : null };
}
