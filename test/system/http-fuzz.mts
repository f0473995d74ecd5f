/**
 * Attack (issue 9): every public JSON endpoint gets at least SYSTEM_FUZZ_PER_ENDPOINT (5,000)
 * generated malformed requests over HTTP against the production build (our HTTP server): no 5xx, no
 * crash, memory flat.
 *
 * Requests come from fast-check (bodies from test/fuzz/malformed.ts, shaped on each endpoint's own
 * zod schema, plus arbitrary JSON and non-JSON text), with wrong and missing content types, oversized
 * bodies, junk path parameters, query strings, methods the route does not have, cross-site Origin
 * headers, junk Idempotency-Keys, API keys and webhook signatures. Every webhook secret is configured
 * (random values), so unsigned deliveries must be refused with 4xx rather than "not configured" 503s;
 * Stripe and PayPal point at the local fakes. Each request carries a random X-Forwarded-For, and the
 * server trusts one hop (TRUSTED_PROXY_HOPS=1: this script plays the load balancer), so the per-IP
 * limits (which would otherwise answer 429 before the body is read) let the parsers be exercised; PUBLIC_FORM_LIMIT_PER_IP and the sign-in limits are raised through their configuration
 * as well. The database is up the whole time, so a 503 counts as a failure like any 5xx.
 *
 * Memory: the serving process's VmRSS (/proc/<pid>/status) after a warm-up pass (the first
 * SYSTEM_FUZZ_WARM_SHARE, 20 %, of every endpoint's requests) and after the rest (80 %); the rest
 * may add at most max(SYSTEM_FUZZ_RSS_MARGIN_MB (64 MB), 25 %) to the warm level. The server runs
 * with its V8 old space capped at SYSTEM_FUZZ_HEAP_MB (192 MB; SYSTEM_FUZZ_SERVER_NODE_OPTIONS
 * overrides the whole NODE_OPTIONS). Uncapped, V8 sizes its heap against the machine's memory (gigabytes)
 * and lets garbage pile up before collecting hard: a first run grew from 434 to 582 MB over 27,000
 * requests without a leak, and the same run capped stayed at 271 → 291 MB. Capped, a leak has
 * nowhere to hide: it fills the heap and the server dies of "heap out of memory", which this test
 * sees (dropped connections, a dead process) besides the RSS check. A few tens of MB move either way
 * between two readings of a healthy server; a leak of one kilobyte per request would add over 100 MB
 * in the second pass (4,000 requests × 27 endpoints).
 * Concurrency SYSTEM_FUZZ_CONCURRENCY (8), seeded (SYSTEM_FUZZ_SEED) so a failure can be replayed.
 */
import { randomBytes, randomInt } from "node:crypto";
import { Agent, request } from "node:http";
import fc from "fast-check";
import twilio from "twilio";
import { encodeBody, malformedBodies, type FuzzBody } from "@/test/fuzz/malformed";
import { startFakeStripe } from "@/test/fakes/stripe";
import { startFakePayPal } from "@/test/fakes/paypal";
import { runSeed } from "../../scripts/lib/run-seed.mts";
import { nextServerPid, reporter, requireBuild, rssBytes, startApp, throwawayDb } from "./lib/stack.mts";

const PER_ENDPOINT = Number(process.env.SYSTEM_FUZZ_PER_ENDPOINT ?? 5000);
const WARM_SHARE = Number(process.env.SYSTEM_FUZZ_WARM_SHARE ?? 0.2);
const OVERSIZED_BYTES = 200 * 1024;
const CONCURRENCY = Number(process.env.SYSTEM_FUZZ_CONCURRENCY ?? 8);
const SEED = Number(process.env.SYSTEM_FUZZ_SEED ?? Date.now() % 2 ** 31);
const MARGIN_MB = Number(process.env.SYSTEM_FUZZ_RSS_MARGIN_MB ?? 64);
const HEAP_MB = Number(process.env.SYSTEM_FUZZ_HEAP_MB ?? 192);
const DIST = process.env.SYSTEM_DIST_DIR ?? ".next-test";
const r = reporter("http-fuzz");
requireBuild(DIST);

type Req = { method: string; path: string; headers: Record<string, string>; body: string | null };
type Endpoint = { name: string; requests: (n: number, seed: number) => Req[] };

/** The keys of a zod object schema (or of the object inside a pipe/transform). */
function keysOf(schema: unknown): string[] {
  const s = schema as { shape?: object; _zod?: { def?: { in?: { shape?: object }; schema?: { shape?: object } } } };
  const shape = s.shape ?? s._zod?.def?.in?.shape ?? s._zod?.def?.schema?.shape;
  if (!shape) throw new Error("not an object schema");
  return Object.keys(shape);
}

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom("", " ", "null", "undefined", "%", "%zz", "..", "../..", "a/b", "\u0000", "😀", "x".repeat(3000), "1e309", "-1", "0x1F"),
);
/** A path segment: sometimes well-formed (`good`), mostly junk, URL-encoded or raw. */
const segment = (good: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 2, arbitrary: good },
    { weight: 3, arbitrary: junk.map((s) => encodeURIComponent(s).slice(0, 4000) || "x") },
    { weight: 1, arbitrary: fc.constantFrom("%", "%zz", "..", "%2e%2e", "a%2Fb", "%00", "~", "'") },
  );
const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant("application/json") },
  { weight: 1, arbitrary: fc.constant("text/plain") },
  { weight: 1, arbitrary: fc.constant("application/x-www-form-urlencoded") },
  { weight: 1, arbitrary: fc.constant("multipart/form-data; boundary=xyz") },
  { weight: 1, arbitrary: fc.constant("application/json; charset=utf-16") },
  { weight: 1, arbitrary: fc.constant("text/xml") },
  { weight: 1, arbitrary: fc.constant("") },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);
const query = fc.oneof(
  { weight: 6, arbitrary: fc.constant("") },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 3 }).map((d) => `?${new URLSearchParams(d as Record<string, string>)}`) },
  { weight: 1, arbitrary: fc.constantFrom("?dryRun=1", "?%", "?a=%zz", "?__proto__[x]=1") },
);
const otherMethod = fc.constantFrom("GET", "PUT", "PATCH", "DELETE", "POST", "OPTIONS");

type Shape = {
  method: string;
  path: fc.Arbitrary<string>;
  keys?: string[];
  /** Extra headers, generated (e.g. junk signatures, a valid API key some of the time). */
  headers?: fc.Arbitrary<Record<string, string>>;
  /** Bodies other than JSON (e.g. SOAP for Salesforce). */
  bodies?: fc.Arbitrary<string>;
};

function endpoint(name: string, shape: Shape): Endpoint {
  const body = shape.bodies ?? malformedBodies(shape.keys ?? ["x"]).map((b: FuzzBody) => encodeBody(b));
  const arb = fc.record({
    method: fc.oneof({ weight: 19, arbitrary: fc.constant(shape.method) }, { weight: 1, arbitrary: otherMethod }),
    path: shape.path,
    query,
    contentType,
    body,
    extra: shape.headers ?? fc.constant({}),
    crossSite: fc.oneof({ weight: 15, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  });
  return {
    name,
    requests(n, seed) {
      return fc.sample(arb, { numRuns: n, seed }).map((x, i) => {
        const headers: Record<string, string> = { "x-forwarded-for": `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`, ...x.extra };
        if (x.contentType) headers["content-type"] = x.contentType;
        if (x.crossSite) headers.origin = "https://evil.example";
        const hasBody = x.method !== "GET" && x.method !== "OPTIONS";
        // One request in 250 is oversized (256 KB to 1 MB): the size limits must refuse it with 413/4xx.
        const oversized = i % 250 === 60;
        const text = oversized ? JSON.stringify({ fullName: "x".repeat(256 * 1024 + ((i * 7919) % (768 * 1024))) }) : x.body;
        return { method: x.method, path: `${x.path}${x.query}`, headers, body: hasBody ? text : null };
      });
    },
  };
}

// ---- the stack -------------------------------------------------------------------------------
const db = await throwawayDb("httpfuzz");
const adminPassword = randomBytes(18).toString("base64url");
Object.assign(process.env, { ADMIN_USERNAME: "fuzzadmin", ADMIN_PASSWORD: adminPassword });
await runSeed(db.url, { local: false, log: () => undefined });
Object.assign(process.env, { DATABASE_URL: db.url, LOG_LEVEL: "error" });
const { db: prisma, disconnectDb } = await import("@/lib/db");
const { createApiKey } = await import("@/lib/api-keys/api-keys");
const admin = await prisma().user.findFirstOrThrow({ where: { role: "admin" } });
const apiKey = (await createApiKey({ name: "Fuzz Vendor", source: "fuzz" }, admin.id)).key;
await disconnectDb();

const schemas = {
  lead: keysOf((await import("@/lib/schemas/lead")).leadSubmissionSchema),
  external: keysOf((await import("@/lib/schemas/external-lead")).externalLeadSchema),
  contact: keysOf((await import("@/lib/schemas/contact")).contactSchema),
  optOut: keysOf((await import("@/lib/schemas/opt-out")).optOutSchema),
  newsletter: keysOf((await import("@/lib/schemas/newsletter")).newsletterSchema),
  chat: keysOf((await import("@/lib/schemas/chat")).chatMessageSchema),
  signIn: keysOf((await import("@/lib/schemas/auth")).signInSchema),
  register: keysOf((await import("@/lib/schemas/auth")).registerSchema),
  analytics: keysOf((await import("@/lib/schemas/analytics-event")).analyticsEventSchema),
  vitals: keysOf((await import("@/lib/schemas/web-vitals")).webVitalsBeaconSchema),
  addToCart: keysOf((await import("@/lib/schemas/checkout")).addToCartSchema),
  updateCart: keysOf((await import("@/lib/schemas/checkout")).updateCartItemSchema),
  startPayment: keysOf((await import("@/lib/schemas/checkout")).startPaymentSchema),
  capture: keysOf((await import("@/lib/schemas/checkout")).capturePaymentSchema),
  subscribe: keysOf((await import("@/lib/schemas/billing")).startSubscriptionSchema),
};

const stripe = await startFakeStripe();
const paypal = await startFakePayPal();
const secrets = {
  STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(16).toString("hex")}`,
  FACEBOOK_APP_SECRET: randomBytes(16).toString("hex"),
  FACEBOOK_VERIFY_TOKEN: randomBytes(16).toString("hex"),
  HUBSPOT_CLIENT_SECRET: randomBytes(16).toString("hex"),
  PIPEDRIVE_WEBHOOK_USER: "pipedrive",
  PIPEDRIVE_WEBHOOK_PASSWORD: randomBytes(16).toString("hex"),
  SALESFORCE_ORG_ID: "00D000000000001AAA",
  ZAPIER_WEBHOOK_SECRET: randomBytes(16).toString("hex"),
  // Twilio's webhooks (issue 33) verify X-Twilio-Signature over SITE_URL + path: a fixed public URL to sign over.
  TWILIO_ACCOUNT_SID: `AC${randomBytes(16).toString("hex")}`,
  TWILIO_AUTH_TOKEN: randomBytes(16).toString("hex"),
  TWILIO_MESSAGING_SERVICE_SID: `MG${randomBytes(16).toString("hex")}`,
  SITE_URL: "https://fuzz.example",
};
const app = await startApp(DIST, {
  DATABASE_URL: db.url,
  AUTH_SECRET: randomBytes(32).toString("base64url"),
  STRIPE_SECRET_KEY: stripe.secretKey,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
  STRIPE_API_BASE: stripe.url,
  PAYPAL_CLIENT_ID: paypal.clientId,
  PAYPAL_CLIENT_SECRET: paypal.clientSecret,
  PAYPAL_API_BASE: paypal.url,
  PAYPAL_WEBHOOK_ID: paypal.billing.state.webhookId,
  ...secrets,
  // Raised through configuration, so the parsers are reached rather than the limits (see the header).
  TRUSTED_PROXY_HOPS: "1",
  PUBLIC_FORM_LIMIT_PER_IP: "100000000",
  LOGIN_MAX_FAILURES_PER_USER: "100000000",
  LOGIN_MAX_FAILURES_PER_IP: "100000000",
  // A capped heap (see the header): a leak ends in an out-of-memory crash instead of hiding in V8's slack.
  NODE_OPTIONS: process.env.SYSTEM_FUZZ_SERVER_NODE_OPTIONS ?? `--max-old-space-size=${HEAP_MB}`,
}, { summarizeLog: true });

// ---- the endpoints -----------------------------------------------------------------------------
const uuid = fc.uuid({ version: 4 });
const digits = fc.integer({ min: -5, max: 2 ** 31 + 5 }).map(String);
const junkHeader = (name: string, good?: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 1, arbitrary: fc.constant({}) }, { weight: 2, arbitrary: (good ? fc.oneof(good, junk) : junk).map((v) => ({ [name]: v.replace(/[^\x20-\x7e]/g, "?").slice(0, 2000) })) });
const p = (path: string) => fc.constant(path);
const allEndpoints: Endpoint[] = [
  endpoint("POST /api/leads", { method: "POST", path: p("/api/leads"), keys: schemas.lead, headers: junkHeader("idempotency-key") }),
  endpoint("POST /api/v1/leads", { method: "POST", path: p("/api/v1/leads"), keys: schemas.external, headers: fc.record({ a: junkHeader("authorization", fc.constantFrom(`Bearer ${apiKey}`, `Bearer ${apiKey}`, `Bearer ${apiKey}x`, "Bearer til_00000000_x")), b: junkHeader("idempotency-key") }).map(({ a, b }) => ({ ...a, ...b })) }),
  endpoint("POST /api/contacts", { method: "POST", path: p("/api/contacts"), keys: schemas.contact }),
  endpoint("POST /api/opt-out", { method: "POST", path: p("/api/opt-out"), keys: schemas.optOut }),
  endpoint("POST /api/newsletter", { method: "POST", path: p("/api/newsletter"), keys: schemas.newsletter }),
  endpoint("POST /api/chat/message", { method: "POST", path: p("/api/chat/message"), keys: schemas.chat }),
  endpoint("POST /api/analytics", { method: "POST", path: p("/api/analytics"), keys: schemas.analytics }),
  endpoint("POST /api/vitals", { method: "POST", path: p("/api/vitals"), keys: schemas.vitals }),
  endpoint("POST /api/auth/login", { method: "POST", path: p("/api/auth/login"), keys: schemas.signIn }),
  endpoint("POST /api/auth/register", { method: "POST", path: p("/api/auth/register"), keys: schemas.register }),
  endpoint("POST /api/auth/logout", { method: "POST", path: p("/api/auth/logout"), headers: junkHeader("cookie") }),
  endpoint("GET /api/auth/user", { method: "GET", path: p("/api/auth/user"), headers: junkHeader("cookie", fc.constant("til_signed_in=1; authjs.session-token=eyJhbGciOiJkaXIifQ..x.y.z")) }),
  endpoint("GET /api/content/premium", { method: "GET", path: p("/api/content/premium"), headers: junkHeader("cookie") }),
  endpoint("GET /api/health", { method: "GET", path: p("/api/health") }),
  endpoint("GET /api/cart/{sessionId}", { method: "GET", path: segment(uuid).map((s) => `/api/cart/${s}`) }),
  endpoint("POST /api/cart/{sessionId}/items", { method: "POST", path: segment(uuid).map((s) => `/api/cart/${s}/items`), keys: schemas.addToCart }),
  endpoint("PATCH|DELETE /api/cart/{sessionId}/items/{itemId}", {
    method: "PATCH",
    path: fc.tuple(segment(uuid), segment(digits)).map(([s, i]) => `/api/cart/${s}/items/${i}`),
    keys: schemas.updateCart,
  }),
  endpoint("POST /api/create-payment-intent", { method: "POST", path: p("/api/create-payment-intent"), keys: schemas.startPayment }),
  endpoint("GET /paypal/setup", { method: "GET", path: p("/paypal/setup") }),
  endpoint("POST /paypal/order", { method: "POST", path: p("/paypal/order"), keys: schemas.startPayment }),
  endpoint("POST /paypal/order/{orderId}/capture", { method: "POST", path: segment(fc.stringMatching(/^[0-9A-Z]{17}$/)).map((s) => `/paypal/order/${s}/capture`), keys: schemas.capture }),
  // Subscriptions (issue 32): a start needs an account (401 here, whatever the body); PayPal's webhook is
  // verified by the fake's verify-webhook-signature, which refuses every fuzzed transmission.
  endpoint("POST /api/billing/subscriptions", { method: "POST", path: p("/api/billing/subscriptions"), keys: schemas.subscribe, headers: junkHeader("cookie") }),
  endpoint("POST /api/paypal/webhook", {
    method: "POST",
    path: p("/api/paypal/webhook"),
    keys: ["id", "event_type", "resource", "create_time"],
    headers: fc
      .record({
        id: junkHeader("paypal-transmission-id", fc.uuid()),
        time: junkHeader("paypal-transmission-time", fc.constant(new Date().toISOString())),
        sig: junkHeader("paypal-transmission-sig"),
        cert: junkHeader("paypal-cert-url", fc.constant("https://api.paypal.com/v1/notifications/certs/CERT-1")),
        algo: junkHeader("paypal-auth-algo", fc.constant("SHA256withRSA")),
      })
      .map((h) => ({ ...h.id, ...h.time, ...h.sig, ...h.cert, ...h.algo })),
  }),
  endpoint("POST /api/stripe/webhook", { method: "POST", path: p("/api/stripe/webhook"), keys: ["id", "type", "data", "created"], headers: junkHeader("stripe-signature", fc.constant(`t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`)) }),
  endpoint("GET /api/facebook/webhook", {
    method: "GET",
    path: fc.record({ mode: junk, token: fc.oneof(junk, fc.constant(secrets.FACEBOOK_VERIFY_TOKEN)), challenge: junk }).map((q) => `/api/facebook/webhook?${new URLSearchParams({ "hub.mode": q.mode, "hub.verify_token": q.token, "hub.challenge": q.challenge })}`),
  }),
  endpoint("POST /api/facebook/webhook", { method: "POST", path: p("/api/facebook/webhook"), keys: ["object", "entry"], headers: junkHeader("x-hub-signature-256", fc.constant(`sha256=${"0".repeat(64)}`)) }),
  endpoint("POST /api/crm/hubspot/webhook", { method: "POST", path: p("/api/crm/hubspot/webhook"), keys: ["eventId", "subscriptionType", "objectId", "propertyName", "propertyValue"], headers: fc.record({ s: junkHeader("x-hubspot-signature-v3"), t: junkHeader("x-hubspot-request-timestamp", fc.constant(String(Date.now()))) }).map(({ s, t }) => ({ ...s, ...t })) }),
  endpoint("POST /api/crm/pipedrive/webhook", { method: "POST", path: p("/api/crm/pipedrive/webhook"), keys: ["meta", "current", "previous", "event"], headers: junkHeader("authorization", fc.constant(`Basic ${Buffer.from("pipedrive:wrong").toString("base64")}`)) }),
  endpoint("POST /api/crm/salesforce/webhook", {
    method: "POST",
    path: p("/api/crm/salesforce/webhook"),
    bodies: fc.oneof(
      junk,
      fc.record({ org: fc.oneof(junk, fc.constant(secrets.SALESFORCE_ORG_ID)), inner: junk }).map(
        ({ org, inner }) => `<?xml version="1.0"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body><notifications><OrganizationId>${org}</OrganizationId><Notification>${inner}</Notification></notifications></soapenv:Body></soapenv:Envelope>`,
      ),
      malformedBodies(["OrganizationId"]).map(encodeBody),
    ),
  }),
  endpoint("POST /api/crm/zapier/webhook", { method: "POST", path: p("/api/crm/zapier/webhook"), keys: ["fullName", "email", "phone", "externalId"], headers: junkHeader("x-webhook-secret") }),
  twilioEndpoint("/api/twilio/inbound", ["MessageSid", "AccountSid", "From", "To", "Body", "NumMedia", "MessagingServiceSid"]),
  twilioEndpoint("/api/twilio/status", ["MessageSid", "AccountSid", "MessageStatus", "ErrorCode", "To", "From"]),
];

/**
 * Twilio's form-encoded webhooks: junk bodies, and forms of Twilio's keys with good and junk values
 * (message ids, numbers not in E.164, unknown statuses, long bodies), signed with the right token over
 * the right URL some of the time (so the parsers behind the signature are reached), with a junk or
 * another token's signature otherwise.
 */
function twilioEndpoint(path: string, keys: string[]): Endpoint {
  const good: Record<string, fc.Arbitrary<string>> = {
    MessageSid: fc.stringMatching(/^SM[0-9a-f]{32}$/),
    AccountSid: fc.constant(secrets.TWILIO_ACCOUNT_SID),
    From: fc.constantFrom("+15125550123", "+19155550100", "5125550123", "+1", "+999999999999999999"),
    To: fc.constant("+15125550100"),
    Body: fc.oneof(fc.constantFrom("STOP", "start", "HELP", "Yes, after 5", "Stop texting me"), fc.string({ maxLength: 1700 })),
    MessageStatus: fc.constantFrom("queued", "sent", "delivered", "undelivered", "failed", "read", "bogus"),
    ErrorCode: fc.constantFrom("", "30003", "21610", "x"),
    NumMedia: fc.constantFrom("0", "1", "99", "-1"),
    MessagingServiceSid: fc.constant(secrets.TWILIO_MESSAGING_SERVICE_SID),
  };
  const form = fc.dictionary(fc.constantFrom(...keys, "Junk", "__proto__"), fc.oneof(junk, ...keys.map((k) => good[k] ?? junk)), { maxKeys: keys.length + 2 });
  const full = fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof({ weight: 4, arbitrary: good[k] ?? junk }, { weight: 1, arbitrary: junk })])) as Record<string, fc.Arbitrary<string>>);
  const arb = fc.record({
    method: fc.oneof({ weight: 19, arbitrary: fc.constant("POST") }, { weight: 1, arbitrary: otherMethod }),
    query: fc.oneof({ weight: 8, arbitrary: fc.constant("") }, { weight: 1, arbitrary: query }),
    params: fc.oneof({ weight: 3, arbitrary: full }, { weight: 2, arbitrary: form }),
    raw: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.oneof(junk, malformedBodies(keys).map(encodeBody)) }),
    sign: fc.constantFrom("right", "right", "other-token", "junk", "none"),
    contentType: fc.oneof({ weight: 8, arbitrary: fc.constant("application/x-www-form-urlencoded") }, { weight: 1, arbitrary: contentType }),
  });
  return {
    name: `POST ${path}`,
    requests(n, seed) {
      return fc.sample(arb, { numRuns: n, seed }).map((x) => {
        const params = Object.fromEntries(Object.entries(x.params).map(([k, v]) => [k, v.replace(/\u0000/g, "")]));
        const body = x.raw ?? new URLSearchParams(params).toString();
        const url = `${secrets.SITE_URL}${path}${x.query}`;
        const signature =
          x.sign === "right" ? twilio.getExpectedTwilioSignature(secrets.TWILIO_AUTH_TOKEN, url, params)
          : x.sign === "other-token" ? twilio.getExpectedTwilioSignature("not-the-token", url, params)
          : x.sign === "junk" ? "bm90IGEgc2lnbmF0dXJl"
          : null;
        const headers: Record<string, string> = { "x-forwarded-for": `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`, "content-type": x.contentType };
        if (signature) headers["x-twilio-signature"] = signature;
        return { method: x.method, path: `${path}${x.query}`, headers, body: x.method === "GET" || x.method === "OPTIONS" ? null : body };
      });
    },
  };
}

/** SYSTEM_FUZZ_ONLY (a substring of the names) replays a failure on some endpoints only. */
const endpoints = allEndpoints.filter((e) => !process.env.SYSTEM_FUZZ_ONLY || e.name.includes(process.env.SYSTEM_FUZZ_ONLY));

// ---- the run ------------------------------------------------------------------------------------
type Tally = { statuses: Map<number, number>; samples: string[]; networkErrors: number; cutUploads: number };
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One request over a keep-alive socket (node:http: cheaper than fetch, so the server is what is measured). */
function send(base: URL, req: Req): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...req.headers };
    const payload = req.body === null ? null : Buffer.from(req.body);
    if (payload) headers["content-length"] = payload.length;
    const out = request({ host: base.hostname, port: base.port, method: req.method, path: req.path, headers, agent, timeout: 30_000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    out.on("timeout", () => out.destroy(new Error("timed out after 30 s")));
    out.on("error", reject);
    out.end(payload ?? undefined);
  });
}

async function fire(base: URL, reqs: Req[], tally: Tally): Promise<void> {
  let next = 0;
  const one = async (req: Req) => {
    try {
      const status = await send(base, req);
      tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      if (status >= 500 && tally.samples.length < 5) {
        tally.samples.push(`${status} ${req.method} ${req.path.slice(0, 120)} ct=${req.headers["content-type"] ?? "-"} body=${JSON.stringify((req.body ?? "").slice(0, 160))}`);
      }
    } catch (e) {
      // The server may answer 413 and close the socket while an oversized body is still uploading.
      if ((req.body?.length ?? 0) > OVERSIZED_BYTES) {
        tally.cutUploads++;
        return;
      }
      tally.networkErrors++;
      if (tally.samples.length < 5) tally.samples.push(`network error ${(e as Error).message} on ${req.method} ${req.path.slice(0, 120)}`);
    }
  };
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < reqs.length) await one(reqs[next++]!);
    }),
  );
}

const newTally = (): Tally => ({ statuses: new Map(), samples: [], networkErrors: 0, cutUploads: 0 });
const answered = (t: Tally) => [...t.statuses.values()].reduce((a, b) => a + b, 0) + t.cutUploads;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
try {
  const base = new URL(app.base);
  const serverPid = nextServerPid(app.child.pid!);
  r.say(`seed ${SEED}; ${endpoints.length} endpoints × ${PER_ENDPOINT} requests at concurrency ${CONCURRENCY}; rate limits raised by configuration (PUBLIC_FORM_LIMIT_PER_IP, LOGIN_MAX_FAILURES_*) and spread over random X-Forwarded-For addresses`);
  const tallies = new Map(endpoints.map((e) => [e.name, newTally()]));
  const seconds = new Map(endpoints.map((e) => [e.name, 0]));
  const started = Date.now();
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(serverPid))), 500);
  // Two passes over every endpoint: the first WARM_SHARE of each endpoint's requests warms the server
  // up (JIT, V8 heap growth, pools, caches), the rest must leave its memory where the warm-up did.
  const warmCount = Math.max(1, Math.round(PER_ENDPOINT * WARM_SHARE));
  let warmRss = 0;
  for (const pass of [0, 1] as const) {
    for (const e of endpoints) {
      const i = allEndpoints.indexOf(e); // the same seeds with or without SYSTEM_FUZZ_ONLY
      const batch = pass === 0 ? e.requests(warmCount, SEED + i) : e.requests(PER_ENDPOINT - warmCount, SEED + 1_000_000 + i);
      const t0 = Date.now();
      await fire(base, batch, tallies.get(e.name)!);
      seconds.set(e.name, seconds.get(e.name)! + (Date.now() - t0) / 1000);
    }
    if (pass === 0) {
      warmRss = rssBytes(serverPid);
      r.say(`warm-up (first ${warmCount} requests of every endpoint, ${((Date.now() - started) / 1000).toFixed(0)} s): server (pid ${serverPid}) VmRSS ${mb(warmRss)}`);
    }
  }
  clearInterval(sampler);
  const total = [...tallies.values()].reduce((sum, t) => sum + answered(t), 0);
  const runSeconds = (Date.now() - started) / 1000;
  const afterRss = rssBytes(serverPid);
  const limit = warmRss + Math.max(MARGIN_MB * 2 ** 20, warmRss * 0.25);

  for (const e of endpoints) {
    const t = tallies.get(e.name)!;
    const by = [...t.statuses].sort(([a], [b]) => a - b).map(([st, n]) => `${st}×${n}`).join(" ");
    r.say(`${e.name.padEnd(52)} ${String(answered(t)).padStart(5)} in ${seconds.get(e.name)!.toFixed(1).padStart(5)} s: ${by}${t.cutUploads ? `, ${t.cutUploads} oversized upload(s) cut off after the answer` : ""}${t.networkErrors ? `, ${t.networkErrors} network errors` : ""}`);
  }
  r.say(`${total} requests in ${runSeconds.toFixed(0)} s (${(total / runSeconds).toFixed(0)}/s); VmRSS warm ${mb(warmRss)}, peak ${mb(peak)}, after ${mb(afterRss)} (limit ${mb(limit)})`);

  for (const [name, t] of tallies) {
    const fives = [...t.statuses].filter(([st]) => st >= 500).reduce((a, [, n]) => a + n, 0);
    if (fives || t.networkErrors) {
      r.check(false, `${name}: ${fives} answer(s) of 5xx, ${t.networkErrors} network error(s)`);
      for (const line of t.samples) r.say(`    ${line}`);
    }
  }
  const clean = [...tallies.values()].every((t) => t.networkErrors === 0 && [...t.statuses.keys()].every((st) => st < 500));
  r.check(clean, `no 5xx and no dropped connection on any of the ${endpoints.length} endpoints`);
  r.check([...tallies.values()].every((t) => answered(t) >= PER_ENDPOINT), `at least ${PER_ENDPOINT} requests answered per endpoint`);
  const alive = app.child.exitCode === null && nextServerPid(app.child.pid!) === serverPid && (await fetch(`${app.base}/api/health`).then((x) => x.status, () => 0)) === 200;
  r.check(alive, "the same server process is up and healthy afterwards");
  r.say("the server's log during the run, by event (expected refusals: forged session cookies, stray server-action posts):");
  for (const line of app.logSummary()) r.say(`  ${line}`);
  r.check(afterRss > 0 && afterRss <= limit, `memory flat: VmRSS after ${mb(afterRss)} ≤ warm ${mb(warmRss)} + max(${MARGIN_MB} MB, 25 %)`);
} catch (e) {
  console.error(e);
  for (const line of app.logSummary()) console.error(`  ${line}`);
  r.fail();
} finally {
  await app.stop();
  await Promise.all([stripe.close(), paypal.close()]);
  await db.stop();
}
process.exit(r.failed ? 1 : 0);
