/**
 * A local stand-in for PayPal's REST API (integrations.md §8): OAuth client credentials (Basic
 * auth → Bearer token), the v5 client token, Orders v2 create (PayPal-Request-Id: the same id
 * returns the same order with 200) and capture (needs the buyer's approval first; the same
 * PayPal-Request-Id replays the first answer; a second capture is ORDER_ALREADY_CAPTURED). The
 * capture mode decides what the capture says: COMPLETED, or a not-completed PENDING / DECLINED. GET
 * /v2/checkout/orders/{id} shows the order as PayPal holds it now, its captures included (a PENDING
 * capture completes later: settleCapture). POST /v2/payments/captures/{id}/refund refunds a capture
 * as PayPal's dashboard would (all that is left, or an amount), shows the refund on the order and
 * sends PAYMENT.CAPTURE.REFUNDED; `dispute` sends a buyer's dispute of a capture or sale (CUSTOMER.DISPUTE.*)
 * and `reverseCapture` PayPal's reversal of a capture (PAYMENT.CAPTURE.REVERSED). Failure switches: a capture whose answer is lost after
 * PayPal captured (dropCaptureResponses) and order reads answering 500 (failOrderReads).
 * PayPal Subscriptions, the Catalog, sale refunds, webhook signing and verify-webhook-signature, with a
 * clock, live in test/fakes/paypal-billing.ts (`billing`).
 */
import { randomBytes } from "node:crypto";
import { createPayPalBilling, type PayPalBilling } from "./paypal-billing";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A PayPal amount ("12.50") in cents. */
const cents = (value: string) => Math.round(Number(value) * 100);

export type CaptureMode = "COMPLETED" | "PENDING" | "DECLINED";

export type FakePayPalCapture = {
  id: string;
  status: CaptureMode | "REFUNDED" | "PARTIALLY_REFUNDED" | "REVERSED";
  status_details?: { reason: string };
  amount: { currency_code: string; value: string };
  final_capture: boolean;
  create_time: string;
  update_time: string;
};

/** A Payments v2 refund of a capture (POST /v2/payments/captures/{id}/refund, as from PayPal's dashboard). */
export type FakePayPalRefund = {
  id: string;
  status: "COMPLETED";
  amount: { currency_code: string; value: string };
  invoice_id?: string;
  create_time: string;
  update_time: string;
  links: { href: string; rel: string; method: string }[];
};

export type FakePayPalOrder = {
  id: string;
  status: "CREATED" | "APPROVED" | "COMPLETED";
  intent: string;
  purchase_units: {
    reference_id?: string;
    invoice_id?: string;
    description?: string;
    amount: { currency_code: string; value: string };
    /** Once captured, as GET /v2/checkout/orders/{id} shows it; refunds once one is made. */
    payments?: { captures: FakePayPalCapture[]; refunds?: FakePayPalRefund[] };
  }[];
  requestId: string | null;
  capture: { requestId: string | null; status: number; body: unknown } | null;
};

export type PayPalRequestLog = { method: string; path: string; headers: IncomingMessage["headers"]; body: unknown };

export type FakePayPalDisputeStep = {
  event: "CREATED" | "UPDATED" | "RESOLVED";
  id: string;
  /** INQUIRY, CHARGEBACK, PRE_ARBITRATION, ARBITRATION */
  stage: string;
  /** OPEN, WAITING_FOR_SELLER_RESPONSE, UNDER_REVIEW, RESOLVED, … */
  status: string;
  outcome?: string;
  reason?: string;
  /** ISO time PayPal needs the seller's answer by. */
  dueBy?: string;
};

export type FakePayPal = {
  url: string;
  clientId: string;
  clientSecret: string;
  orders: Map<string, FakePayPalOrder>;
  requests: PayPalRequestLog[];
  tokensIssued: number;
  captureMode: CaptureMode;
  /** Captured value reported instead of the order's (to test amount checks). */
  captureValueOverride: string | null;
  /** Approve orders as soon as they are created (no buyer step). */
  autoApprove: boolean;
  /** The next N captures happen at PayPal, then the connection closes before the answer (a timeout on our side). */
  dropCaptureResponses: number;
  /** The next N order reads (GET /v2/checkout/orders/{id}) answer 500 INTERNAL_SERVER_ERROR. */
  failOrderReads: number;
  /** The buyer approves the order in PayPal's window. */
  approve(orderId: string): void;
  /** PayPal finishes a PENDING capture (after its review): COMPLETED or DECLINED, as later reads show. */
  settleCapture(orderId: string, status: "COMPLETED" | "DECLINED"): void;
  /**
   * A buyer's dispute (Customer Disputes v1) of an order's capture or a subscription's sale, as the
   * webhook reports it: CUSTOMER.DISPUTE.CREATED, .UPDATED or .RESOLVED with the dispute as resource.
   */
  dispute(of: { captureId: string } | { saleId: string }, step: FakePayPalDisputeStep): Promise<void>;
  /** PayPal takes a capture's money back (the buyer won): the capture is REVERSED and PAYMENT.CAPTURE.REVERSED is sent. */
  reverseCapture(captureId: string): Promise<void>;
  /** Subscriptions, plans, sales, refunds, webhooks and the clock. */
  billing: PayPalBilling;
  close(): Promise<void>;
};

const issue = (status: number, name: string, issueCode: string, description: string, message: string) => ({
  status,
  body: {
    name,
    details: [{ issue: issueCode, description }],
    message,
    debug_id: randomBytes(6).toString("hex"),
    links: [{ href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${issueCode}`, rel: "information_link", method: "GET" }],
  },
});

const UNPROCESSABLE = "The requested action could not be performed, semantically incorrect, or failed business validation.";

export async function startFakePayPal(opts: { clientId?: string; clientSecret?: string } = {}): Promise<FakePayPal> {
  const clientId = opts.clientId ?? "fake-paypal-client-id";
  const clientSecret = opts.clientSecret ?? "fake-paypal-client-secret";
  const tokens = new Set<string>();
  const orders = new Map<string, FakePayPalOrder>();
  const byRequestId = new Map<string, string>();
  /** Each dispute's create_time, by its id. */
  const disputeOpened = new Map<string, string>();
  const requests: PayPalRequestLog[] = [];
  const fake = {} as FakePayPal;

  const billing = createPayPalBilling({
    url: () => fake.url,
    issue: (status, name, code, description) => issue(status, name, code, description, status === 422 ? UNPROCESSABLE : "Request is not well-formed, syntactically incorrect, or violates schema."),
  });

  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      void (async () => {
        const url = new URL(req.url ?? "/", "http://fake");
        const page = await billing.page(req.method ?? "GET", url.pathname, url.searchParams);
        if (page) {
          res.writeHead(page.status, { "content-type": "text/html; charset=utf-8", ...(page.location ? { location: page.location } : {}) });
          res.end(page.html);
          return;
        }
        const { status, body, drop } = await handle(req, raw);
        if (drop) {
          req.socket.destroy();
          return;
        }
        res.writeHead(status, { "content-type": "application/json", "paypal-debug-id": randomBytes(6).toString("hex") });
        res.end(status === 204 ? undefined : JSON.stringify(body));
      })();
    });
  });

  function links(id: string) {
    return [
      { href: `${fake.url}/v2/checkout/orders/${id}`, rel: "self", method: "GET" },
      { href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, rel: "approve", method: "GET" },
      { href: `${fake.url}/v2/checkout/orders/${id}/capture`, rel: "capture", method: "POST" },
    ];
  }

  const payer = { payer_id: "QYR5Z8XDVJNXQ", email_address: "buyer@example.com" };
  const paymentSource = { paypal: { email_address: "buyer@example.com", account_id: "QYR5Z8XDVJNXQ" } };

  function view(order: FakePayPalOrder) {
    const captured = order.purchase_units.some((u) => u.payments);
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      ...(captured ? { payment_source: paymentSource } : {}),
      purchase_units: order.purchase_units,
      ...(captured ? { payer } : {}),
      links: links(order.id),
    };
  }

  async function handle(req: IncomingMessage, raw: string): Promise<{ status: number; body: unknown; drop?: boolean }> {
    const url = new URL(req.url ?? "/", "http://fake");
    const path = url.pathname;
    let body: unknown = null;
    const isJson = (req.headers["content-type"] ?? "").includes("json");
    if (isJson && raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        return issue(400, "INVALID_REQUEST", "MALFORMED_REQUEST_JSON", "The request JSON is not well formed.", "Request is not well-formed, syntactically incorrect, or violates schema.");
      }
    }
    requests.push({ method: req.method ?? "", path, headers: req.headers, body: isJson ? body : raw });

    if (req.method === "POST" && path === "/v1/oauth2/token") {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return { status: 401, body: { error: "invalid_client", error_description: "Client Authentication failed" } };
      if (new URLSearchParams(raw).get("grant_type") !== "client_credentials") {
        return { status: 400, body: { error: "unsupported_grant_type", error_description: "Grant Type is NULL" } };
      }
      const token = `A21AA${randomBytes(24).toString("hex")}`;
      tokens.add(token);
      fake.tokensIssued++;
      return {
        status: 200,
        body: { scope: "https://uri.paypal.com/services/payments/payment", access_token: token, token_type: "Bearer", app_id: "APP-80W284485P519543T", expires_in: 32400, nonce: randomBytes(8).toString("hex") },
      };
    }

    const auth = req.headers.authorization ?? "";
    if (!auth.startsWith("Bearer ") || !tokens.has(auth.slice(7))) {
      return { status: 401, body: { error: "invalid_token", error_description: "Token signature verification failed" } };
    }
    const requestId = typeof req.headers["paypal-request-id"] === "string" ? req.headers["paypal-request-id"] : null;

    const billed = await billing.handle(req.method ?? "", path, (isJson ? body : null) as Record<string, unknown> | null, requestId, url.searchParams);
    if (billed) return billed;

    if (req.method === "POST" && path === "/v1/identity/generate-token") {
      return { status: 200, body: { client_token: `eyJ${randomBytes(32).toString("base64url")}`, expires_in: 3600 } };
    }

    if (req.method === "POST" && path === "/v2/checkout/orders") {
      if (requestId && requestId.length > 108) return issue(400, "INVALID_REQUEST", "INVALID_PARAMETER_VALUE", "PayPal-Request-Id is too long.", "Request is not well-formed.");
      if (requestId && byRequestId.has(requestId)) return { status: 200, body: view(orders.get(byRequestId.get(requestId)!)!) };
      const b = body as { intent?: unknown; purchase_units?: { amount?: { currency_code?: unknown; value?: unknown } }[] } | null;
      if (b?.intent !== "CAPTURE" && b?.intent !== "AUTHORIZE") return issue(400, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER", "intent is required.", "Request is not well-formed.");
      const units = Array.isArray(b.purchase_units) ? b.purchase_units : [];
      const amount = units[0]?.amount;
      if (units.length === 0 || !amount) return issue(400, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER", "purchase_units amount is required.", "Request is not well-formed.");
      if (typeof amount.value !== "string" || !/^\d{1,10}(\.\d{1,2})?$/.test(amount.value)) {
        return issue(422, "UNPROCESSABLE_ENTITY", "INVALID_PARAMETER_VALUE", "The value of a field is invalid.", UNPROCESSABLE);
      }
      if (typeof amount.currency_code !== "string" || !/^[A-Z]{3}$/.test(amount.currency_code)) {
        return issue(422, "UNPROCESSABLE_ENTITY", "INVALID_CURRENCY_CODE", "Currency code is invalid.", UNPROCESSABLE);
      }
      const id = randomBytes(9).toString("hex").toUpperCase().slice(0, 17);
      const order: FakePayPalOrder = {
        id,
        status: fake.autoApprove ? "APPROVED" : "CREATED",
        intent: b.intent,
        purchase_units: units as FakePayPalOrder["purchase_units"],
        requestId,
        capture: null,
      };
      orders.set(id, order);
      if (requestId) byRequestId.set(requestId, id);
      return { status: 201, body: view(order) };
    }

    const refundOf = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(path);
    if (refundOf && req.method === "POST") {
      const unit = [...orders.values()].flatMap((o) => o.purchase_units).find((u) => u.payments?.captures.some((c) => c.id === refundOf[1]));
      const capture = unit?.payments?.captures.find((c) => c.id === refundOf[1]);
      if (!unit || !capture) return issue(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "Specified resource ID does not exist. Please check the resource ID and try again.", "The specified resource does not exist.");
      const done = (unit.payments!.refunds ?? []).reduce((n, r) => n + cents(r.amount.value), 0);
      const asked = (body as { amount?: { value?: string } } | null)?.amount?.value;
      const amount = asked === undefined ? cents(capture.amount.value) - done : cents(asked);
      if (!(amount > 0) || amount > cents(capture.amount.value) - done) return issue(422, "UNPROCESSABLE_ENTITY", "REFUND_AMOUNT_EXCEEDED", "The refund amount must be less than or equal to the capture amount that has not yet been refunded.", UNPROCESSABLE);
      const now = new Date().toISOString();
      const id = randomBytes(9).toString("hex").toUpperCase().slice(0, 17);
      const refund: FakePayPalRefund = {
        id,
        status: "COMPLETED",
        amount: { currency_code: capture.amount.currency_code, value: (amount / 100).toFixed(2) },
        ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
        create_time: now,
        update_time: now,
        links: [
          { href: `${fake.url}/v2/payments/refunds/${id}`, rel: "self", method: "GET" },
          { href: `${fake.url}/v2/payments/captures/${capture.id}`, rel: "up", method: "GET" },
        ],
      };
      (unit.payments!.refunds ??= []).push(refund);
      capture.status = done + amount >= cents(capture.amount.value) ? "REFUNDED" : "PARTIALLY_REFUNDED";
      // PayPal tells the webhook of every refund, those made in its dashboard included.
      await billing.emit("PAYMENT.CAPTURE.REFUNDED", "refund", refund, Date.now());
      return { status: 201, body: refund };
    }

    const m = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
    if (m) {
      const order = orders.get(m[1]!);
      if (!order) return issue(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "Specified resource ID does not exist. Please check the resource ID and try again.", "The specified resource does not exist.");
      if (req.method === "GET" && !m[2]) {
        if (fake.failOrderReads > 0) {
          fake.failOrderReads--;
          return {
            status: 500,
            body: {
              name: "INTERNAL_SERVER_ERROR",
              message: "An internal server error has occurred.",
              debug_id: randomBytes(6).toString("hex"),
              links: [{ href: "https://developer.paypal.com/api/rest/reference/orders/v2/errors/#INTERNAL_SERVER_ERROR", rel: "information_link", method: "GET" }],
            },
          };
        }
        return { status: 200, body: view(order) };
      }
      if (req.method === "POST" && m[2]) {
        if (order.capture) {
          if (requestId && order.capture.requestId === requestId) return order.capture;
          return issue(422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED", "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.", UNPROCESSABLE);
        }
        if (order.status !== "APPROVED") return issue(422, "UNPROCESSABLE_ENTITY", "ORDER_NOT_APPROVED", "Payer has not yet approved the Order for payment.", UNPROCESSABLE);
        const unit = order.purchase_units[0]!;
        const now = new Date().toISOString();
        const captureRecord: FakePayPalCapture = {
          id: randomBytes(9).toString("hex").toUpperCase().slice(0, 17),
          status: fake.captureMode,
          ...(fake.captureMode === "PENDING" ? { status_details: { reason: "PENDING_REVIEW" } } : {}),
          amount: { currency_code: unit.amount.currency_code, value: fake.captureValueOverride ?? unit.amount.value },
          final_capture: true,
          create_time: now,
          update_time: now,
        };
        order.status = "COMPLETED";
        unit.reference_id ??= "default";
        unit.payments = { captures: [captureRecord] };
        // The answer as it was then: a replay with the same PayPal-Request-Id repeats it, later reads show the present.
        const answer = {
          status: 201,
          body: structuredClone({
            id: order.id,
            status: "COMPLETED",
            payment_source: paymentSource,
            purchase_units: [{ reference_id: unit.reference_id, payments: unit.payments }],
            payer,
            links: links(order.id),
          }),
        };
        order.capture = { requestId, ...answer };
        if (fake.dropCaptureResponses > 0) {
          fake.dropCaptureResponses--;
          return { ...answer, drop: true };
        }
        return answer;
      }
    }
    return issue(404, "RESOURCE_NOT_FOUND", "NOT_FOUND", "The requested resource was not found.", "Not found");
  }

  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    orders,
    requests,
    tokensIssued: 0,
    captureMode: "COMPLETED",
    captureValueOverride: null,
    autoApprove: false,
    dropCaptureResponses: 0,
    failOrderReads: 0,
    billing,
    approve(orderId: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no PayPal order ${orderId}`);
      if (order.status === "CREATED") order.status = "APPROVED";
    },
    settleCapture(orderId: string, status: "COMPLETED" | "DECLINED") {
      const capture = orders.get(orderId)?.purchase_units[0]?.payments?.captures[0];
      if (!capture || capture.status !== "PENDING") throw new Error(`no pending capture on PayPal order ${orderId}`);
      capture.status = status;
      delete capture.status_details;
      capture.update_time = new Date().toISOString();
    },
    async dispute(of, step) {
      const unitOf = (captureId: string) => [...orders.values()].flatMap((o) => o.purchase_units).find((u) => u.payments?.captures.some((c) => c.id === captureId));
      let transaction: Record<string, unknown>;
      let amount: { currency_code: string; value: string };
      if ("captureId" in of) {
        const unit = unitOf(of.captureId);
        const capture = unit?.payments?.captures.find((c) => c.id === of.captureId);
        if (!unit || !capture) throw new Error(`no PayPal capture ${of.captureId}`);
        amount = capture.amount;
        transaction = { seller_transaction_id: capture.id, invoice_number: unit.invoice_id, transaction_status: "COMPLETED", gross_amount: amount };
      } else {
        const sale = billing.sales.get(of.saleId);
        if (!sale) throw new Error(`no PayPal sale ${of.saleId}`);
        amount = { currency_code: "USD", value: Number(sale.amount).toFixed(2) };
        transaction = { seller_transaction_id: sale.id, transaction_status: "COMPLETED", gross_amount: amount };
      }
      const now = new Date().toISOString();
      // A dispute keeps the time it was opened through all its events.
      if (!disputeOpened.has(step.id)) disputeOpened.set(step.id, now);
      const resource = {
        dispute_id: step.id,
        create_time: disputeOpened.get(step.id),
        update_time: now,
        disputed_transactions: [transaction],
        reason: step.reason ?? "MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED",
        status: step.status,
        dispute_amount: amount,
        dispute_life_cycle_stage: step.stage,
        dispute_channel: step.stage === "CHARGEBACK" ? "EXTERNAL" : "INTERNAL",
        ...(step.dueBy ? { seller_response_due_date: step.dueBy } : {}),
        ...(step.outcome ? { dispute_outcome: { outcome_code: step.outcome } } : {}),
        links: [{ href: `${fake.url}/v1/customer/disputes/${step.id}`, rel: "self", method: "GET" }],
      };
      await billing.emit(`CUSTOMER.DISPUTE.${step.event}`, "dispute", resource, Date.now());
    },
    async reverseCapture(captureId) {
      const unit = [...orders.values()].flatMap((o) => o.purchase_units).find((u) => u.payments?.captures.some((c) => c.id === captureId));
      const capture = unit?.payments?.captures.find((c) => c.id === captureId);
      if (!unit || !capture) throw new Error(`no PayPal capture ${captureId}`);
      capture.status = "REVERSED";
      // PayPal takes back what was not refunded already.
      const left = cents(capture.amount.value) - (unit.payments!.refunds ?? []).reduce((n, r) => n + cents(r.amount.value), 0);
      const now = new Date().toISOString();
      const id = randomBytes(9).toString("hex").toUpperCase().slice(0, 17);
      const reversal = {
        id,
        status: "COMPLETED",
        amount: { currency_code: capture.amount.currency_code, value: `-${(left / 100).toFixed(2)}` },
        ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
        create_time: now,
        update_time: now,
        links: [{ href: `${fake.url}/v2/payments/captures/${capture.id}`, rel: "up", method: "GET" }],
      };
      await billing.emit("PAYMENT.CAPTURE.REVERSED", "refund", reversal, Date.now());
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  } satisfies FakePayPal);
  return fake;
}
