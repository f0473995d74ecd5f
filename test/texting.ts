/**
 * Helpers of texting's integration tests (issue 33): the app pointed at the fake Twilio through its
 * environment, Twilio's webhooks posted to the real route handlers with requests signed by the twilio
 * package (through the fake), and leads with a mobile number in a known zone.
 */
import { randomInt } from "node:crypto";
import { resetEnvCache } from "@/lib/env";
import { db } from "@/lib/db";
import { POST as inboundPOST } from "@/app/api/twilio/inbound/route";
import { POST as statusPOST } from "@/app/api/twilio/status/route";
import type { FakeTwilio, SignedCallback } from "@/test/fakes/twilio";
import { twilioEnv } from "@/test/fakes/twilio";

export const SITE = "https://agency.example";
export const INBOUND_URL = `${SITE}/api/twilio/inbound`;
export const STATUS_URL = `${SITE}/api/twilio/status`;
const KEYS = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_MESSAGING_SERVICE_SID", "TWILIO_FROM_NUMBER", "TWILIO_API_BASE", "SITE_URL", "TEXTING_QUIET_HOURS"];

export function useTwilio(fake: FakeTwilio, extra: Record<string, string> = {}): void {
  for (const k of KEYS) delete process.env[k];
  Object.assign(process.env, twilioEnv(fake), { SITE_URL: SITE }, extra);
  resetEnvCache();
}

export function dropTwilio(): void {
  for (const k of KEYS) delete process.env[k];
  resetEnvCache();
}

/** A signed webhook request as the route sees it (its own URL may differ from SITE_URL behind a proxy). */
export function signedRequest(cb: SignedCallback, opts: { url?: string; signature?: string | null; body?: string; contentType?: string } = {}): Request {
  const headers: Record<string, string> = { "content-type": opts.contentType ?? "application/x-www-form-urlencoded" };
  const signature = opts.signature === undefined ? cb.signature : opts.signature;
  if (signature !== null) headers["x-twilio-signature"] = signature;
  return new Request(opts.url ?? `http://127.0.0.1:3000${new URL(cb.url).pathname}`, { method: "POST", headers, body: opts.body ?? new URLSearchParams(cb.params).toString() });
}

export const postInbound = (cb: SignedCallback, opts?: Parameters<typeof signedRequest>[1]) => inboundPOST(signedRequest(cb, opts));
export const postStatus = (cb: SignedCallback, opts?: Parameters<typeof signedRequest>[1]) => statusPOST(signedRequest(cb, opts));

/** A Texas mobile number nobody in the test database has. */
export function newMobile(areaCode = "512"): string {
  return `+1${areaCode}${randomInt(200, 999)}${String(randomInt(0, 9999)).padStart(4, "0")}`;
}

/** A lead whose consent covers texts (the quote funnel's notice), with this mobile and ZIP. */
export async function textableLead(data: { phone?: string; zip?: string; assignedTo?: number | null; consentVersion?: string | null; fullName?: string } = {}) {
  const phone = data.phone ?? newMobile();
  const zip = data.zip ?? "78756";
  return db().lead.create({
    data: {
      fullName: data.fullName ?? "Maria Gonzalez",
      email: `maria.${randomInt(1e9)}@gmail.com`,
      phone: `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`,
      phoneE164: phone,
      zipCode: zip,
      zip5: zip,
      city: "Austin",
      leadType: "home",
      isVerified: true,
      verificationScore: 90,
      emailValid: true,
      phoneValid: true,
      source: "quote-funnel",
      consentVersion: data.consentVersion === undefined ? "quote-2025-01" : data.consentVersion,
      consentText: data.consentVersion === null ? null : "…by phone, text message and e-mail, including calls and texts sent with automated technology…",
      consentAt: new Date(),
      assignedTo: data.assignedTo ?? null,
    },
  });
}
