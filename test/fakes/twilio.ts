/**
 * A local stand-in for Twilio Programmable Messaging (messaging-billing.md §1), speaking its wire
 * format to the official `twilio` package (pointed here through TWILIO_API_BASE):
 *  - POST /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic (AccountSid:AuthToken),
 *    form-encoded To, From or MessagingServiceSid, Body, StatusCallback; answers 201 with Twilio's
 *    Message JSON (status "queued", or "accepted" through a Messaging Service with num_segments "0"),
 *    and Twilio's error JSON ({code, message, more_info, status}) for a wrong key (20003), a number
 *    that is not E.164 (21211), a body over 1,600 characters (21617) and a number that opted out (21610);
 *  - GET …/Messages.json?To=… (newest first, Twilio's page JSON) and GET …/Messages/{sid}.json;
 *  - then it calls each message's StatusCallback, form-encoded and signed with X-Twilio-Signature
 *    exactly as Twilio does (the twilio package's getExpectedTwilioSignature): "sent", then
 *    "delivered" (or "undelivered"/"failed" with an ErrorCode for numbers told to fail), or holds
 *    them for a test to deliver in any order, twice if it likes;
 *  - inbound(): a text "from a phone" to our webhook, signed the same way.
 * GET /_fake/messages lists what it received (for browser journeys in another process).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import twilio from "twilio";

export type FakeMessage = { sid: string; to: string; from: string | null; messagingServiceSid: string | null; body: string; statusCallback: string | null; status: string; createdAt: Date; receivedAt: number; numSegments: string };
export type SignedCallback = { url: string; params: Record<string, string>; signature: string };

export type FakeTwilio = {
  url: string;
  accountSid: string;
  authToken: string;
  messagingServiceSid: string;
  fromNumber: string;
  /** Every accepted message, in order. */
  messages: FakeMessage[];
  /** Requests refused (wrong key, bad number, opted out…), with Twilio's error code. */
  refused: { to: string | null; code: number; status: number }[];
  /** "http": POST each callback to its URL; "hold": keep them in `held` for the test to deliver. */
  callbackMode: "http" | "hold";
  held: SignedCallback[];
  /** Numbers that replied STOP at Twilio's level: a send answers 400 with 21610. */
  optedOut: Set<string>;
  /** Numbers whose texts end undelivered/failed with this code. */
  failing: Map<string, { status: "undelivered" | "failed"; code: number }>;
  failNext(count: number, status?: number): void;
  /** A signed status callback for one of its messages (for tests that post it themselves). */
  statusCallback(sid: string, status: string, opts?: { errorCode?: number; url?: string }): SignedCallback;
  /** A text from a phone to our number, signed as Twilio signs it, posted to `webhookUrl` (or only built). */
  inboundRequest(webhookUrl: string, text: { from: string; body: string; to?: string; sid?: string; extra?: Record<string, string> }): SignedCallback;
  close(): Promise<void>;
};

const hex = (bytes: number) => randomBytes(bytes).toString("hex");
const E164 = /^\+[1-9]\d{7,14}$/;
const rfc2822 = (d: Date) => d.toUTCString().replace("GMT", "+0000");

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => resolve(raw));
  });
}

/** Signs a request the way Twilio does: the URL, then every parameter name and value sorted by name. */
export function signTwilio(authToken: string, url: string, params: Record<string, string>): string {
  return twilio.getExpectedTwilioSignature(authToken, url, params);
}

export async function startFakeTwilio(opts: { callbackMode?: "http" | "hold"; callbackDelayMs?: number } = {}): Promise<FakeTwilio> {
  const accountSid = `AC${hex(16)}`;
  const authToken = hex(16);
  const messagingServiceSid = `MG${hex(16)}`;
  const fromNumber = "+15125550100";
  const messages: FakeMessage[] = [];
  const refused: FakeTwilio["refused"] = [];
  let failures = 0;
  let failStatus = 500;
  const delay = opts.callbackDelayMs ?? 30;

  const json = (m: FakeMessage) => ({
    sid: m.sid,
    account_sid: accountSid,
    messaging_service_sid: m.messagingServiceSid,
    from: m.from,
    to: m.to,
    body: m.body,
    status: m.status,
    num_segments: m.numSegments,
    num_media: "0",
    direction: "outbound-api",
    api_version: "2010-04-01",
    price: null,
    price_unit: "USD",
    error_code: null,
    error_message: null,
    date_created: rfc2822(m.createdAt),
    date_updated: rfc2822(m.createdAt),
    date_sent: null,
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${m.sid}.json`,
    subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${m.sid}/Media.json` },
  });

  const fake: FakeTwilio = {
    url: "",
    accountSid,
    authToken,
    messagingServiceSid,
    fromNumber,
    messages,
    refused,
    callbackMode: opts.callbackMode ?? "http",
    held: [],
    optedOut: new Set(),
    failing: new Map(),
    failNext(count, status = 500) {
      failures = count;
      failStatus = status;
    },
    statusCallback(sid, status, o = {}) {
      const m = messages.find((x) => x.sid === sid);
      const url = o.url ?? m?.statusCallback ?? "";
      const params: Record<string, string> = {
        ApiVersion: "2010-04-01",
        AccountSid: accountSid,
        MessageSid: sid,
        SmsSid: sid,
        MessageStatus: status,
        SmsStatus: status,
        To: m?.to ?? "",
        From: m?.from ?? fromNumber,
        ...(m?.messagingServiceSid ? { MessagingServiceSid: m.messagingServiceSid } : {}),
        ...(o.errorCode ? { ErrorCode: String(o.errorCode) } : {}),
      };
      return { url, params, signature: signTwilio(authToken, url, params) };
    },
    inboundRequest(webhookUrl, t) {
      const sid = t.sid ?? `SM${hex(16)}`;
      const params: Record<string, string> = {
        ToCountry: "US",
        ToState: "TX",
        SmsMessageSid: sid,
        NumMedia: "0",
        ToCity: "AUSTIN",
        FromZip: "",
        SmsSid: sid,
        FromState: "TX",
        SmsStatus: "received",
        FromCity: "",
        Body: t.body,
        FromCountry: "US",
        To: t.to ?? fromNumber,
        MessagingServiceSid: messagingServiceSid,
        ToZip: "",
        NumSegments: "1",
        MessageSid: sid,
        AccountSid: accountSid,
        From: t.from,
        ApiVersion: "2010-04-01",
        ...t.extra,
      };
      return { url: webhookUrl, params, signature: signTwilio(authToken, webhookUrl, params) };
    },
    close: () => new Promise((r) => server.close(() => r())),
  };

  async function deliver(cb: SignedCallback): Promise<void> {
    if (fake.callbackMode === "hold" || !cb.url) {
      fake.held.push(cb);
      return;
    }
    await fetch(cb.url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": cb.signature }, body: new URLSearchParams(cb.params).toString() }).catch(() => undefined);
  }

  function afterAccepted(m: FakeMessage): void {
    if (!m.statusCallback) return;
    const fail = fake.failing.get(m.to);
    setTimeout(() => {
      void (async () => {
        await deliver(fake.statusCallback(m.sid, "sent"));
        m.status = "sent";
        await new Promise((r) => setTimeout(r, delay));
        const end = fail ? fake.statusCallback(m.sid, fail.status, { errorCode: fail.code }) : fake.statusCallback(m.sid, "delivered");
        m.status = fail ? fail.status : "delivered";
        await deliver(end);
      })();
    }, delay);
  }

  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string, to: string | null = null) => {
      refused.push({ to, code, status });
      reply(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    };
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method === "GET" && url.pathname === "/_fake/messages") return reply(200, { messages: messages.map(json), refused });
    const base = `/2010-04-01/Accounts/${accountSid}/Messages`;
    if (!url.pathname.startsWith("/2010-04-01/Accounts/")) return reply(404, { code: 20404, message: "The requested resource was not found", more_info: "https://www.twilio.com/docs/errors/20404", status: 404 });
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
    if (req.headers.authorization !== expected) return error(401, 20003, "Authenticate");
    if (!url.pathname.startsWith(base)) return error(404, 20404, "The requested resource was not found");

    if (req.method === "GET" && url.pathname === `${base}.json`) {
      const to = url.searchParams.get("To");
      const size = Math.min(1000, Number(url.searchParams.get("PageSize") ?? 50) || 50);
      const list = messages.filter((m) => !to || m.to === to).slice().reverse().slice(0, size);
      return reply(200, { messages: list.map(json), first_page_uri: `${base}.json?PageSize=${size}&Page=0`, next_page_uri: null, previous_page_uri: null, page: 0, page_size: size, start: 0, end: list.length - 1, uri: `${base}.json?PageSize=${size}&Page=0` });
    }
    const one = new RegExp(`^${base}/((SM|MM)[0-9a-f]{32})\\.json$`).exec(url.pathname);
    if (req.method === "GET" && one) {
      const m = messages.find((x) => x.sid === one[1]);
      return m ? reply(200, json(m)) : error(404, 20404, "The requested resource was not found");
    }
    if (req.method !== "POST" || url.pathname !== `${base}.json`) return error(405, 20004, "Method not allowed");
    if (!(req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) return error(400, 21000, "Content-Type must be application/x-www-form-urlencoded");
    if (failures > 0) {
      failures--;
      return error(failStatus, 20500, "An internal server error has occurred");
    }
    const form = new URLSearchParams(raw);
    const to = form.get("To") ?? "";
    const body = form.get("Body") ?? "";
    const from = form.get("From");
    const service = form.get("MessagingServiceSid");
    if (!to) return error(400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to)) return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`, to);
    if (!from && !service) return error(400, 21603, "A 'From' phone number is required.", to);
    if (service && service !== messagingServiceSid) return error(400, 21701, "The Messaging Service Sid is invalid.", to);
    if (!body) return error(400, 21602, "Message body is required.", to);
    if (body.length > 1600) return error(400, 21617, "The concatenated message body exceeds the 1600 character limit.", to);
    if (fake.optedOut.has(to)) return error(400, 21610, "Attempt to send to unsubscribed recipient", to);
    const m: FakeMessage = {
      sid: `SM${hex(16)}`,
      to,
      from: service ? null : from,
      messagingServiceSid: service,
      body,
      statusCallback: form.get("StatusCallback"),
      status: service ? "accepted" : "queued",
      createdAt: new Date(),
      receivedAt: Date.now(),
      numSegments: service ? "0" : "1",
    };
    messages.push(m);
    reply(201, json(m));
    afterAccepted(m);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** The environment that points the app's twilio client at this fake (a Messaging Service unless `from` is asked for). */
export function twilioEnv(f: FakeTwilio, opts: { sender?: "service" | "from" } = {}): Record<string, string> {
  return {
    TWILIO_ACCOUNT_SID: f.accountSid,
    TWILIO_AUTH_TOKEN: f.authToken,
    ...(opts.sender === "from" ? { TWILIO_FROM_NUMBER: f.fromNumber } : { TWILIO_MESSAGING_SERVICE_SID: f.messagingServiceSid }),
    TWILIO_API_BASE: f.url,
  };
}
