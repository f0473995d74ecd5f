import "server-only";
import { Webhook } from "standardwebhooks";
import { PUSH_TIMEOUT_MS } from "@/lib/constants";
import { siteConfig } from "@/lib/site";
import { unseal } from "@/lib/marketplace/secret-box";
import type { PushMethod } from "@/lib/marketplace/push/methods";
import { postOnce } from "@/lib/marketplace/push/http-post";
import { endpointResult, type AttemptResult } from "@/lib/marketplace/push/outcome";
import { resolvePushTarget, type HostLookup } from "@/lib/marketplace/push/push-url";
import { createHubspotContact } from "@/lib/marketplace/push/hubspot";
import { hubspotProperties, webhookBody, zapierBody, type DeliveredLeadData } from "@/lib/marketplace/push/payload";

export type SendInput = {
  method: PushMethod;
  url: string;
  messageId: string;
  sealedSecret: string | null;
  lead: NonNullable<DeliveredLeadData>;
  now: Date;
  lookup?: HostLookup;
  timeoutMs?: number;
};

const UNREADABLE = "cannot be read (it was sealed under another AUTH_SECRET): set a new one in your delivery settings.";

/** The Standard Webhooks headers of one attempt: the same webhook-id every time, this attempt's timestamp and signature. */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(messageId, at, body),
  };
}

const noSend = (kind: AttemptResult["kind"], error: string): AttemptResult => ({ kind, statusCode: null, error, durationMs: 0 });

/** One attempt of one push, whatever its method. Never throws for the buyer's side of things. */
export async function sendPush(input: SendInput): Promise<AttemptResult> {
  const timeoutMs = input.timeoutMs ?? PUSH_TIMEOUT_MS;
  const secret = unseal(input.sealedSecret);
  if (input.method === "hubspot") {
    if (!secret) return noSend("retry", input.sealedSecret ? `The HubSpot token ${UNREADABLE}` : "No HubSpot private-app token is set: add it in your delivery settings.");
    return createHubspotContact(secret, hubspotProperties(input.lead), input.now, timeoutMs);
  }

  const checked = await resolvePushTarget(input.url, { lookup: input.lookup });
  if (!checked.ok) return noSend(checked.transient ? "retry" : "failed", `Not sent: ${checked.message}`);
  const userAgent = `${siteConfig().name} lead delivery`;
  let headers: Record<string, string>;
  let body: string;
  if (input.method === "webhook") {
    if (!secret) return noSend("retry", input.sealedSecret ? `The signing secret ${UNREADABLE}` : "No signing secret is set: create one in your delivery settings.");
    body = webhookBody(input.lead);
    try {
      headers = signedHeaders(secret, input.messageId, input.now, body);
    } catch {
      return noSend("retry", "The signing secret is not a valid whsec_ secret: create a new one in your delivery settings.");
    }
  } else {
    body = zapierBody(input.lead, input.messageId);
    headers = { "webhook-id": input.messageId };
  }
  const { target } = checked;
  const answer = await postOnce(target.url, {
    headers: { ...headers, "content-type": "application/json", "user-agent": userAgent },
    body,
    timeoutMs,
    pin: { address: target.address, family: target.family },
  });
  return endpointResult(answer, input.now);
}
