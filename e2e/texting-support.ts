import { expect, type APIRequestContext } from "@playwright/test";
import { randomBytes } from "node:crypto";
import twilio from "twilio";
import { startSecondServer, type SecondServer } from "./second-server";
import { texasPhoneDigits } from "@/test/fixtures/texas-lead";
import { tag } from "./crm-support";
import { testIp } from "./support";

/**
 * Texting journeys (issue 33). The suite's main server has no Twilio keys; `npm test` runs a fake
 * Twilio (test/fakes/twilio.ts) and gives the in-process worker its keys, with SITE_URL set to
 * E2E_TEXTING_PORT, where these journeys start a second server on the same build and database with the
 * same keys. Texts go worker → fake, status callbacks fake → this server; a phone's text is posted here
 * signed by the twilio package itself with the fake's auth token, as Twilio signs it.
 */
const env = (k: string) => {
  const v = process.env[k];
  if (!v) throw new Error(`${k} is not set: run the texting journeys through npm test (scripts/run-tests.mts starts the fake Twilio)`);
  return v;
};

export type TextingServer = SecondServer & { twilio: { url: string; accountSid: string; authToken: string } };

export async function startTextingServer(): Promise<TextingServer> {
  const port = Number(env("E2E_TEXTING_PORT"));
  const fake = { url: env("E2E_TWILIO_URL"), accountSid: env("E2E_TWILIO_ACCOUNT_SID"), authToken: env("E2E_TWILIO_AUTH_TOKEN") };
  const server = await startSecondServer(
    "texting",
    (url) => ({ SITE_URL: url, TWILIO_ACCOUNT_SID: fake.accountSid, TWILIO_AUTH_TOKEN: fake.authToken, TWILIO_MESSAGING_SERVICE_SID: env("E2E_TWILIO_SERVICE_SID"), TWILIO_API_BASE: fake.url }),
    port,
  );
  return { ...server, twilio: fake };
}

/**
 * A Texas mobile nobody else in the suite has, that verifies: never a 555 exchange or a pattern the
 * phone check flags (a random one was flagged about one time in seven hundred, and its lead waited in review).
 */
export const newMobile = () => `+1${texasPhoneDigits("512")}`;

/** A verified Austin homeowner (quote funnel consent: texts allowed) posted to the server's intake. */
export async function postTextableLead(request: APIRequestContext, baseUrl: string, phone: string): Promise<number> {
  const token = tag();
  const res = await request.post(`${baseUrl}/api/leads`, {
    headers: { "x-forwarded-for": testIp() },
    data: {
      fullName: "Maria Gonzalez",
      email: `maria.gonzalez.${token}@gmail.com`,
      phone: `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`,
      address: "4518 Burnet Rd",
      city: "Austin",
      state: "TX",
      zipCode: "78756",
      leadType: "home",
      hasContinuousCoverage: true,
      hasMultipleClaims: false,
      consentVersion: "quote-2025-01",
      source: "quote-funnel",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

/** A text from a phone to our number, as Twilio forwards it: form-encoded, X-Twilio-Signature over SITE_URL + path. */
export async function textFromPhone(request: APIRequestContext, server: TextingServer, from: string, body: string): Promise<string> {
  const url = `${server.url}/api/twilio/inbound`;
  const sid = `SM${randomBytes(16).toString("hex")}`;
  const params = { MessageSid: sid, SmsSid: sid, AccountSid: server.twilio.accountSid, From: from, To: "+15125550100", Body: body, NumMedia: "0", NumSegments: "1", ApiVersion: "2010-04-01" };
  const res = await request.post(url, { headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": twilio.getExpectedTwilioSignature(server.twilio.authToken, url, params) }, data: new URLSearchParams(params).toString() });
  expect(res.status(), await res.text()).toBe(200);
  return res.text();
}

/** What the fake Twilio received for a number (its own inspection URL). */
export async function textsTo(request: APIRequestContext, server: TextingServer, to: string): Promise<{ body: string; status: string }[]> {
  const res = await request.get(`${server.twilio.url}/_fake/messages`);
  return ((await res.json()).messages as { to: string; body: string; status: string }[]).filter((m) => m.to === to);
}
