/**
 * A local stand-in for Stripe's API (integrations.md §7), enough for our checkout and billing: create
 * and retrieve PaymentIntents with the secret key (form-encoded; Idempotency-Key honoured like Stripe on
 * every POST: same key + same parameters → the first answer again with Idempotent-Replayed, different
 * parameters → 400 idempotency_error), confirm one the way Stripe.js does (publishable key +
 * client_secret; card 4000 0000 0000 9995 declines, 4000 0027 6000 3184 asks for 3-D Secure, any other
 * succeeds), Stripe Billing with test clocks (test/fakes/stripe-billing.ts), and deliver the resulting
 * webhooks signed by the stripe package's own generateTestHeaderString (t=…,v1=HMAC-SHA256(secret,
 * "t.body")). Answers CORS, because the browser stand-in of Stripe.js calls it from the page.
 */
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { CARDS, createStripeBilling, type StripeBilling } from "./stripe-billing";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export { CARDS };

export type FakeIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean; allow_redirects: string } | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  latest_charge: string | null;
  created: number;
  livemode: false;
  next_action: Record<string, unknown> | null;
  customer?: string | null;
};

export type StripeRequestLog = { method: string; path: string; headers: IncomingMessage["headers"]; params: Record<string, unknown> };

export type FakeStripe = {
  url: string;
  host: string;
  port: number;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  intents: Map<string, FakeIntent>;
  requests: StripeRequestLog[];
  /** Webhook deliveries made to webhookUrl, with our server's answers. */
  deliveries: { event: Record<string, unknown>; status: number }[];
  /** Where confirmations deliver their webhook (our /api/stripe/webhook); unset: no delivery. */
  webhookUrl: string | null;
  /** Sets an intent's status as a confirmation would (and delivers its webhook when webhookUrl is set). */
  settle(intentId: string, outcome: "succeeded" | "declined"): Promise<FakeIntent>;
  /** Stripe Billing: catalogue, customers, subscriptions, invoices, refunds and the clocks. */
  billing: StripeBilling;
  /**
   * Every event emitted, in order. Without a webhookUrl they wait in `pending` for the test to deliver
   * (in any order, twice); with one they are delivered at once, in order.
   */
  events: Record<string, unknown>[];
  pending: Record<string, unknown>[];
  /** Takes the pending events (the test delivers them itself). */
  takeEvents(): Record<string, unknown>[];
  close(): Promise<void>;
};

/** `Stripe-Signature` exactly as Stripe builds it: the stripe package's own generateTestHeaderString. */
export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** A Stripe event envelope around an object (integrations.md §7 "Event body"). */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_${randomBytes(12).toString("hex")}`, created = Math.floor(Date.now() / 1000)) {
  return {
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created,
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: `req_${randomBytes(8).toString("hex")}`, idempotency_key: null },
  };
}

/** Stripe's form encoding (`metadata[order_id]=…`) back into objects. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/[[\]]+/).filter(Boolean);
    let node = out as Record<string, unknown>;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

const DECLINE_CARD = CARDS.decline;

export async function startFakeStripe(opts: { secretKey?: string; publishableKey?: string; webhookSecret?: string } = {}): Promise<FakeStripe> {
  const secretKey = opts.secretKey ?? "sk_test_fake_123";
  const publishableKey = opts.publishableKey ?? "pk_test_fake_123";
  const webhookSecret = opts.webhookSecret ?? "whsec_fake_123";
  const intents = new Map<string, FakeIntent>();
  const requests: StripeRequestLog[] = [];
  const deliveries: FakeStripe["deliveries"] = [];
  const idempotency = new Map<string, { params: string; status: number; body: unknown }>();

  const fake = {} as FakeStripe;
  const events: Record<string, unknown>[] = [];
  const pending: Record<string, unknown>[] = [];

  async function post(event: Record<string, unknown>) {
    const payload = JSON.stringify(event);
    const res = await fetch(fake.webhookUrl!, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signStripePayload(payload, webhookSecret) },
      body: payload,
    }).catch(() => null);
    deliveries.push({ event, status: res?.status ?? 0 });
  }

  /** A billing event: delivered now with a webhookUrl, else kept for the test. */
  async function emit(type: string, object: Record<string, unknown>, created: number) {
    const event = stripeEvent(type, structuredClone(object), undefined, created);
    events.push(event);
    if (fake.webhookUrl) await post(event);
    else pending.push(event);
  }

  const billing = createStripeBilling({
    url: () => fake.url,
    webhookUrl: () => fake.webhookUrl,
    intents: intents as never,
    newIntent(amount, metadata, customer) {
      const id = `pi_${randomBytes(12).toString("hex")}`;
      const intent: FakeIntent = {
        id, object: "payment_intent", amount, amount_received: 0, currency: "usd", status: "requires_payment_method",
        client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`, description: null, metadata,
        automatic_payment_methods: { enabled: true, allow_redirects: "always" }, last_payment_error: null, latest_charge: null,
        created: Math.floor(Date.now() / 1000), livemode: false, next_action: null, customer,
      };
      intents.set(id, intent);
      return intent as never;
    },
    emit,
  });

  async function deliver(type: string, intent: FakeIntent) {
    if (!fake.webhookUrl) return;
    const event = stripeEvent(type, { ...intent });
    const payload = JSON.stringify(event);
    const res = await fetch(fake.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signStripePayload(payload, webhookSecret) },
      body: payload,
    }).catch(() => null);
    deliveries.push({ event, status: res?.status ?? 0 });
  }

  async function settle(id: string, outcome: "succeeded" | "declined") {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    if (outcome === "succeeded") {
      const charge = `ch_${randomBytes(8).toString("hex")}`;
      Object.assign(intent, { status: "succeeded", amount_received: intent.amount, last_payment_error: null, latest_charge: charge });
      // A charge of no invoice: refundable (POST /v1/refunds, as from Stripe's dashboard) and disputable like any other.
      billing.charges.push({ id: charge, intent: intent.id, invoice: "", customer: intent.customer ?? "", amount: intent.amount, refunded: 0, created: Math.floor(Date.now() / 1000) });
      await deliver("payment_intent.succeeded", intent);
    } else {
      Object.assign(intent, {
        status: "requires_payment_method",
        last_payment_error: { type: "card_error", code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." },
      });
      await deliver("payment_intent.payment_failed", intent);
    }
    return intent;
  }

  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const page = pages(req);
      if (page) {
        res.writeHead(page.status, { "content-type": "text/html; charset=utf-8", ...(page.location ? { location: page.location } : {}) });
        res.end(page.html);
        return;
      }
      void handle(req, raw).then(({ status, body, headers }) => {
        res.writeHead(status, {
          "content-type": "application/json",
          "access-control-allow-origin": "*",
          "access-control-allow-headers": "authorization, content-type",
          "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
          "request-id": `req_${randomBytes(8).toString("hex")}`,
          ...headers,
        });
        res.end(body === undefined ? "" : JSON.stringify(body));
      });
    });
  });

  const err = (status: number, type: string, message: string, extra: Record<string, unknown> = {}) => ({
    status,
    body: { error: { type, message, ...extra } },
  });

  /** The pages a browser opens at Stripe: the Customer Portal and a hosted invoice. */
  function pages(req: IncomingMessage): { status: number; html: string; location?: string } | null {
    const url = new URL(req.url ?? "/", "http://fake");
    const portal = /^\/p\/session\/(bps_\w+)$/.exec(url.pathname);
    if (portal) return billing.portalPage(portal[1]!, req.method === "POST" ? url.searchParams.get("action") : null);
    const invoice = /^\/i\/(in_\w+)(\/pdf)?$/.exec(url.pathname);
    const inv = invoice && billing.invoices.get(invoice[1]!);
    if (inv) return { status: 200, html: `<!doctype html><html><head><title>Invoice ${inv.id}</title></head><body><h1>Invoice ${inv.id}</h1><p>Status: ${String(inv.status)}</p><p>Amount paid: $${(Number(inv.amount_paid) / 100).toFixed(2)}</p></body></html>` };
    return null;
  }

  /** Idempotency-Key on any POST, as Stripe keeps them: same key and parameters replay the first answer. */
  async function idempotent(req: IncomingMessage, params: Record<string, unknown>, path: string, run: () => Promise<{ status: number; body?: unknown; headers?: Record<string, string> }>) {
    const idemKey = req.headers["idempotency-key"];
    if (req.method !== "POST" || typeof idemKey !== "string") return run();
    const fingerprint = `${path} ${JSON.stringify(params)}`;
    const seen = idempotency.get(idemKey);
    if (seen) {
      if (seen.params !== fingerprint) {
        return err(400, "idempotency_error", `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idemKey}' if you meant to execute a different request.`);
      }
      return { status: seen.status, body: seen.body, headers: { "idempotent-replayed": "true" } };
    }
    const answer = await run();
    if (answer.status < 500) idempotency.set(idemKey, { params: fingerprint, status: answer.status, body: answer.body });
    return answer;
  }

  async function handle(req: IncomingMessage, raw: string): Promise<{ status: number; body?: unknown; headers?: Record<string, string> }> {
    const url = new URL(req.url ?? "/", "http://fake");
    const path = url.pathname;
    if (req.method === "OPTIONS") return { status: 204 };
    const params = req.method === "GET" || req.method === "DELETE" ? parseStripeForm(url.search.slice(1)) : parseStripeForm(raw);
    requests.push({ method: req.method ?? "", path, headers: req.headers, params });
    const auth = req.headers.authorization ?? "";
    const key = auth.startsWith("Bearer ") ? auth.slice(7) : "";
    const usingSecret = key === secretKey;
    const usingPublishable = key === publishableKey;
    if (!usingSecret && !usingPublishable) {
      return err(401, "invalid_request_error", `Invalid API Key provided: ${key.slice(0, 8)}****`);
    }

    if (!path.startsWith("/v1/payment_intents")) {
      const answer = await idempotent(req, params, path, async () => (await billing.handle(req.method ?? "", path, params, usingSecret)) ?? { status: 404, body: undefined });
      if (answer.status !== 404 || answer.body !== undefined) return answer;
    }

    if (req.method === "GET" && path === "/v1/account") {
      if (!usingSecret) return err(403, "invalid_request_error", "This API call cannot be made with a publishable API key.");
      return {
        status: 200,
        body: { id: "acct_fake_agency", object: "account", business_profile: { name: "Fake Agency LLC" }, charges_enabled: true, payouts_enabled: true, country: "US" },
      };
    }

    if (req.method === "POST" && path === "/v1/payment_intents") {
      if (!usingSecret) return err(403, "invalid_request_error", "This API call cannot be made with a publishable API key.");
      const idemKey = req.headers["idempotency-key"];
      const fingerprint = JSON.stringify(params);
      if (typeof idemKey === "string") {
        const seen = idempotency.get(idemKey);
        if (seen) {
          if (seen.params !== fingerprint) {
            return err(400, "idempotency_error", `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idemKey}' if you meant to execute a different request.`);
          }
          return { status: seen.status, body: seen.body, headers: { "idempotent-replayed": "true" } };
        }
      }
      const amount = Number(params.amount);
      let answer: { status: number; body: unknown };
      if (!params.amount) answer = err(400, "invalid_request_error", "Missing required param: amount.", { code: "parameter_missing", param: "amount" });
      else if (!Number.isInteger(amount) || amount < 50) answer = err(400, "invalid_request_error", "Amount must be at least $0.50 usd", { code: "amount_too_small", param: "amount" });
      else if (typeof params.currency !== "string" || !/^[a-z]{3}$/.test(params.currency)) answer = err(400, "invalid_request_error", "Invalid currency", { param: "currency" });
      else {
        const id = `pi_${randomBytes(12).toString("hex")}`;
        const apm = params.automatic_payment_methods as { enabled?: string } | undefined;
        const intent: FakeIntent = {
          id,
          object: "payment_intent",
          amount,
          amount_received: 0,
          currency: params.currency,
          status: "requires_payment_method",
          client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
          description: typeof params.description === "string" ? params.description : null,
          metadata: (params.metadata as Record<string, string>) ?? {},
          automatic_payment_methods: apm ? { enabled: apm.enabled === "true", allow_redirects: "always" } : null,
          last_payment_error: null,
          latest_charge: null,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
          next_action: null,
        };
        intents.set(id, intent);
        answer = { status: 200, body: intent };
      }
      if (typeof idemKey === "string" && answer.status < 500) idempotency.set(idemKey, { params: fingerprint, ...answer });
      return answer;
    }

    const match = /^\/v1\/payment_intents\/(pi_\w+?)(\/confirm|\/test_3ds)?$/.exec(path);
    if (match) {
      const intent = intents.get(match[1]!);
      const missing = () => err(404, "invalid_request_error", `No such payment_intent: '${match[1]}'`, { code: "resource_missing", param: "intent" });
      if (!intent) return missing();
      // With the publishable key (Stripe.js), only the holder of the client secret sees or confirms the intent.
      if (usingPublishable && params.client_secret !== intent.client_secret) return missing();
      if (req.method === "GET" && !match[2]) return { status: 200, body: intent };
      if (req.method === "POST" && match[2] === "/test_3ds") return billing.authenticate(intent as never, String(params.outcome ?? ""));
      if (req.method === "POST" && match[2]) {
        if (intent.status === "succeeded") {
          return err(400, "invalid_request_error", "This PaymentIntent's payment_method could not be updated because it has a status of succeeded.", { code: "payment_intent_unexpected_state" });
        }
        const card = ((params.payment_method_data as { card?: { number?: string } } | undefined)?.card?.number ?? "").replace(/\s/g, "");
        if (intent.metadata.invoice) return billing.confirmInvoiceIntent(intent as never, card);
        if (card === DECLINE_CARD) {
          await settle(intent.id, "declined");
          return err(402, "card_error", "Your card has insufficient funds.", { code: "card_declined", decline_code: "insufficient_funds", payment_intent: intent });
        }
        await settle(intent.id, "succeeded");
        return { status: 200, body: intent };
      }
    }
    return err(404, "invalid_request_error", `Unrecognized request URL (${req.method}: ${path}).`);
  }

  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    host: "127.0.0.1",
    port,
    secretKey,
    publishableKey,
    webhookSecret,
    intents,
    requests,
    deliveries,
    webhookUrl: null,
    settle,
    billing,
    events,
    pending,
    takeEvents: () => pending.splice(0, pending.length),
    close: () => new Promise<void>((r) => server.close(() => r())),
  } satisfies FakeStripe);
  return fake;
}
