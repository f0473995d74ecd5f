/**
 * A local stand-in for Meta's Graph API (integrations.md §1–2), speaking its wire format:
 *   POST /{version}/{pixel}/events   Conversions API: checks token placement (body or header, never
 *                                    the URL), the batch limit, the 7-day window, the action-source
 *                                    rules and that every customer-information value is SHA-256 hex
 *                                    (the Meta lead id unhashed); answers {events_received, fbtrace_id}.
 *   GET  /{version}/{pixel}?fields=id,name   the pixel read by the connection test.
 *   GET  /{version}/{leadgen_id}?fields=...  a Lead Ads lead added with addLead().
 * Modes: failNext(n) answers 500 (transient) n times; rejectBatches() answers a Graph 400 to every
 * event batch until turned off. Everything received is recorded; anything our client must never do
 * (a token in a URL, plaintext personal data) is also listed in `violations`.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** integrations.md §11, computed locally; §1 gives the full hashes of the location keys. */
export const META_TEST_VECTORS = {
  email: { input: "Person@Example.com", normalized: "person@example.com", hash: "542d240129883c019e106e3b1b2d3f3cb3537c43c425364de8e951d5a3083345" },
  phone: { input: "(512) 555-0123", normalized: "15125550123", hash: "8cbf3d92ca58077409809829dad896cfed7f4c48b68f7643afaa515ea313835b" },
  city: { input: "Austin", normalized: "austin", hash: "c7c1319276e936c8d64f1d5ed80cd8a0cf54e6dea7b0125533eb4163e03a2c11" },
  state: { input: "TX", normalized: "tx", hash: "1b5b9ccb3e8d006a5230de9bda23ff91edc794d4f56410560830b418528e446c" },
  zip: { input: "78701", normalized: "78701", hash: "384248b18055777d69403b479d74e10a96ecc6c6dd6f02308684d3d94eaacad1" },
  country: { input: "US", normalized: "us", hash: "79adb2a2fce5c6ba215fe5f27f532d4e7edbac4b6a5e09e1ef3a08084a904621" },
  webhook: {
    secret: "test_app_secret",
    body: '{"object":"page","entry":[]}',
    signature: "sha256=5da47c9c7409e70d7a1851f0cfd9bc27786bd99587a9bf1dd5b51e23a2de03cf",
  },
} as const;

const HASHED_KEYS = ["em", "ph", "fn", "ln", "ct", "st", "zp", "country", "external_id", "ge", "db"];
const RAW_KEYS = ["client_ip_address", "client_user_agent", "fbc", "fbp", "lead_id", "subscription_id", "fb_login_id", "page_id", "ctwa_clid"];
const ACTION_SOURCES = ["email", "website", "app", "phone_call", "chat", "physical_store", "system_generated", "business_messaging", "other"];
const SHA256 = /^[a-f0-9]{64}$/;
const SEVEN_DAYS_S = 7 * 24 * 3600;

export type ReceivedRequest = { method: string; path: string; query: Record<string, string>; headers: IncomingHttpHeaders; body: Record<string, unknown> | null };
export type ReceivedEvent = {
  event_name: string;
  event_time: number;
  event_id: string;
  action_source: string;
  event_source_url?: string;
  user_data: Record<string, unknown>;
  custom_data?: Record<string, unknown>;
};
export type FakeLead = { id: string; created_time: string; ad_id?: string; form_id?: string; field_data: { name: string; values: string[] }[] };

export type FakeMetaGraph = {
  /** Base URL with the pinned version, ready for FACEBOOK_GRAPH_URL. */
  url: string;
  pixelId: string;
  accessToken: string;
  requests: ReceivedRequest[];
  /** Events in accepted batches, in arrival order. */
  events: ReceivedEvent[];
  /** Accepted deliveries per event id. */
  deliveries(eventId: string): number;
  /** Test event codes seen on accepted batches. */
  testEventCodes: string[];
  violations: string[];
  failNext(count: number, status?: number): void;
  rejectBatches(on: boolean): void;
  addLead(lead: FakeLead): void;
  leadFetches: string[];
  reset(): void;
  close(): Promise<void>;
};

export function metaWebhookSignature(secret: string, rawBody: string): string {
  return `sha256=${createHmac("sha256", secret).update(rawBody, "utf8").digest("hex")}`;
}

export function sha256(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

function graphError(message: string, code: number, extra: Record<string, unknown> = {}) {
  return { error: { message, type: code === 190 ? "OAuthException" : "GraphMethodException", code, fbtrace_id: `A${randomBytes(8).toString("hex")}`, ...extra } };
}

/** Checks one server event the way Meta does (the subset our client must get right). */
function eventProblems(e: ReceivedEvent, now: number): { problems: string[]; tooOld: boolean; plaintext: boolean } {
  const problems: string[] = [];
  let plaintext = false;
  if (typeof e.event_name !== "string" || !e.event_name) problems.push("event_name is required");
  if (!Number.isInteger(e.event_time)) problems.push("event_time must be an integer of Unix seconds");
  const tooOld = Number.isInteger(e.event_time) && e.event_time < now - SEVEN_DAYS_S;
  if (Number.isInteger(e.event_time) && e.event_time > now + 600) problems.push("event_time is in the future");
  if (typeof e.event_id !== "string" || !e.event_id) problems.push("event_id should be set for deduplication");
  if (!ACTION_SOURCES.includes(e.action_source)) problems.push(`invalid action_source ${String(e.action_source)}`);
  if (e.action_source === "website") {
    if (!e.event_source_url) problems.push("website events require event_source_url");
    if (!e.user_data?.client_user_agent) problems.push("website events require client_user_agent");
  }
  const ud = e.user_data;
  if (!ud || typeof ud !== "object" || Object.keys(ud).length === 0) problems.push("user_data is required");
  for (const [key, value] of Object.entries(ud ?? {})) {
    if (HASHED_KEYS.includes(key)) {
      const values = Array.isArray(value) ? value : [value];
      if (!values.every((v) => typeof v === "string" && SHA256.test(v))) {
        plaintext = true;
        problems.push(`user_data.${key} must be SHA-256 hex`);
      }
    } else if (key === "lead_id") {
      if (!(typeof value === "number" || (typeof value === "string" && /^\d{15,17}$/.test(value))) || SHA256.test(String(value))) {
        problems.push("user_data.lead_id must be the unhashed Meta lead id");
      }
    } else if (!RAW_KEYS.includes(key)) {
      problems.push(`unknown user_data key ${key}`);
    }
  }
  const cd = e.custom_data;
  if (cd) {
    if (cd.currency !== undefined && !/^[A-Za-z]{3}$/.test(String(cd.currency))) problems.push("custom_data.currency must be ISO 4217");
    if (cd.value !== undefined && typeof cd.value !== "number") problems.push("custom_data.value must be a number");
  }
  return { problems, tooOld, plaintext };
}

export async function startFakeMetaGraph(opts: { pixelId?: string; accessToken?: string; appSecret?: string; pixelName?: string } = {}): Promise<FakeMetaGraph> {
  const pixelId = opts.pixelId ?? "1234567890123456";
  const accessToken = opts.accessToken ?? `EAAB${randomBytes(12).toString("hex")}`;
  const pixelName = opts.pixelName ?? "Agency Pixel";
  const requests: ReceivedRequest[] = [];
  const events: ReceivedEvent[] = [];
  const deliveries = new Map<string, number>();
  const testEventCodes: string[] = [];
  const violations: string[] = [];
  const leads = new Map<string, FakeLead>();
  const leadFetches: string[] = [];
  let failures = 0;
  let failStatus = 500;
  let rejecting = false;

  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const url = new URL(req.url ?? "/", "http://graph.local");
      const query = Object.fromEntries(url.searchParams);
      const segments = url.pathname.split("/").filter(Boolean);
      if (segments[0] && /^v\d+\.\d+$/.test(segments[0])) segments.shift();
      let body: Record<string, unknown> | null = null;
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          return reply(400, graphError("Invalid JSON", 100));
        }
      }
      requests.push({ method: req.method ?? "", path: url.pathname, query, headers: req.headers, body });

      if ("access_token" in query) {
        violations.push(`access token in the URL of ${req.method} ${url.pathname}`);
        return reply(400, graphError("Access tokens must not be sent in the URL (test fake)", 100));
      }
      const bearer = req.headers.authorization?.match(/^(?:Bearer|OAuth) (.+)$/)?.[1];
      const token = (body?.access_token as string | undefined) ?? bearer;
      if (!token) return reply(400, graphError("An active access token must be used to query information about the current user.", 2500));
      if (token !== accessToken) return reply(400, graphError("Invalid OAuth access token - Cannot parse access token", 190));
      if (opts.appSecret && body?.appsecret_proof !== undefined) {
        const proof = createHmac("sha256", opts.appSecret).update(token).digest("hex");
        if (body.appsecret_proof !== proof) return reply(400, graphError("Invalid appsecret_proof provided in the API argument", 100));
      }

      if (req.method === "POST" && segments.length === 2 && segments[1] === "events") {
        if (segments[0] !== pixelId) return reply(400, graphError(`Unsupported post request. Object with ID '${segments[0]}' does not exist`, 100, { error_subcode: 33 }));
        if (failures > 0) {
          failures--;
          return reply(failStatus, graphError("An unexpected error has occurred. Please retry your request later.", 2, { is_transient: true, type: "OAuthException" }));
        }
        const data = body?.data;
        if (!Array.isArray(data) || data.length === 0) return reply(400, graphError("The parameter data is required", 100));
        if (data.length > 1000) return reply(400, graphError("Too many events in one request (max 1000)", 100));
        if (rejecting) {
          return reply(400, graphError("Invalid parameter", 100, { error_subcode: 2804019, is_transient: false, error_user_title: "Invalid event", error_user_msg: "An event in this batch is invalid; no events were processed." }));
        }
        const now = Math.floor(Date.now() / 1000);
        for (const e of data as ReceivedEvent[]) {
          const { problems, tooOld, plaintext } = eventProblems(e, now);
          if (plaintext) violations.push(`plaintext customer information in event ${e.event_id}`);
          if (tooOld) {
            return reply(400, graphError("Invalid parameter", 100, {
              error_subcode: 2804003,
              is_transient: false,
              error_user_title: "Event Timestamp Too Old",
              error_user_msg: "The timestamp for this event is too far in the past. Events need to be sent from your server within 7 days of when they occurred.",
            }));
          }
          if (problems.length) return reply(400, graphError(`Invalid parameter: ${problems.join("; ")}`, 100, { is_transient: false }));
        }
        for (const e of data as ReceivedEvent[]) {
          events.push(e);
          deliveries.set(e.event_id, (deliveries.get(e.event_id) ?? 0) + 1);
        }
        if (typeof body?.test_event_code === "string") testEventCodes.push(body.test_event_code);
        return reply(200, { events_received: data.length, messages: [], fbtrace_id: `A${randomBytes(8).toString("hex")}` });
      }

      if (req.method === "GET" && segments.length === 1) {
        const id = segments[0]!;
        if (id === pixelId) return reply(200, { id: pixelId, name: pixelName });
        const lead = leads.get(id);
        if (lead) {
          leadFetches.push(id);
          return reply(200, lead);
        }
        return reply(400, graphError(`Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, 100, { error_subcode: 33 }));
      }
      reply(404, graphError("Unknown path components", 2500));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v25.0`,
    pixelId,
    accessToken,
    requests,
    events,
    deliveries: (id) => deliveries.get(id) ?? 0,
    testEventCodes,
    violations,
    leadFetches,
    failNext(count, status = 500) {
      failures = count;
      failStatus = status;
    },
    rejectBatches(on) {
      rejecting = on;
    },
    addLead(lead) {
      leads.set(lead.id, lead);
    },
    reset() {
      requests.length = 0;
      events.length = 0;
      deliveries.clear();
      testEventCodes.length = 0;
      violations.length = 0;
      leadFetches.length = 0;
      failures = 0;
      rejecting = false;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}
