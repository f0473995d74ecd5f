/**
 * PayPal Subscriptions inside the PayPal fake (test/fakes/paypal.ts), in PayPal's wire format
 * (reference/messaging-billing.md §4): Catalog Products (custom ids), billing Plans (list, get,
 * deactivate), Subscriptions (create → APPROVAL_PENDING with an approve link; the buyer approves; ACTIVE
 * with the first cycle's sale; revise with the buyer's approval, billed from the next cycle; suspend,
 * activate, cancel), the v1 sale refund, webhooks listed, and deliveries signed so that only this fake's
 * verify-webhook-signature says SUCCESS (over transmission id | time | webhook id | CRC32 of the body,
 * as PayPal's own scheme).
 *
 * Time: a clock (real time plus an offset) that `advance` moves, billing each cycle on its date; a
 * failed payment is retried every 5 days, and after PAYPAL's failure threshold the subscription is
 * SUSPENDED, with the events PayPal sends.
 */
import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import { crc32 } from "node:zlib";

type Answer = { status: number; body: unknown };
type Json = Record<string, unknown>;

const DAY_MS = 86_400_000;
const RETRY_DAYS = 5;

export const PAYPAL_BILLING_EVENTS = [
  "BILLING.SUBSCRIPTION.ACTIVATED",
  "BILLING.SUBSCRIPTION.UPDATED",
  "BILLING.SUBSCRIPTION.CANCELLED",
  "BILLING.SUBSCRIPTION.SUSPENDED",
  "BILLING.SUBSCRIPTION.PAYMENT.FAILED",
  "PAYMENT.SALE.COMPLETED",
  "PAYMENT.SALE.REFUNDED",
  "PAYMENT.SALE.REVERSED",
  "PAYMENT.CAPTURE.REFUNDED",
  "PAYMENT.CAPTURE.REVERSED",
  "CUSTOMER.DISPUTE.CREATED",
  "CUSTOMER.DISPUTE.UPDATED",
  "CUSTOMER.DISPUTE.RESOLVED",
];

function addMonths(at: number, months: number): number {
  const d = new Date(at);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

type Plan = { id: string; product_id: string; name: string; description: string; status: string; billing_cycles: Json[]; payment_preferences: Json; create_time: string };
export type PayPalSub = {
  id: string;
  plan_id: string;
  status: string;
  custom_id: string | null;
  subscriber: Json;
  create_time: string;
  status_update_time: string;
  start_time: string;
  nextBilling: number | null;
  failedCount: number;
  lastFailed: { amount: string; time: string; reason_code: string } | null;
  lastPayment: { amount: string; time: string } | null;
  cyclesCompleted: number;
  pendingPlan: string | null;
  /** Where PayPal sends the buyer back after approving (the subscription's or the revision's return_url). */
  returnUrl: string | null;
  retryAt: number | null;
  fundingFails: boolean;
};

export type PayPalSale = { id: string; amount: string; subscription: string; refunded: number; create_time: string };

export type PayPalBillingHost = {
  url: () => string;
  issue: (status: number, name: string, issue: string, description: string) => Answer;
};

export function createPayPalBilling(host: PayPalBillingHost) {
  const products = new Map<string, Json>();
  const plans = new Map<string, Plan>();
  const subs = new Map<string, PayPalSub>();
  const sales = new Map<string, PayPalSale>();
  const refunds = new Map<string, Json>();
  const requestIds = new Map<string, Answer>();
  const signingKey = randomBytes(32);
  const transmissions = new Map<string, string>();
  const state = {
    offsetMs: 0,
    /** A frozen clock (ms): time then moves only with `advance`. */
    frozenMs: null as number | null,
    webhookUrl: null as string | null,
    webhookId: `WH-FAKE-${randomBytes(6).toString("hex").toUpperCase()}`,
    webhooks: null as Json[] | null,
    failNextRefund: null as string | null,
  };
  const events: Json[] = [];
  const pending: { event: Json; body: string; headers: Record<string, string> }[] = [];
  const deliveries: { event: Json; status: number }[] = [];

  const now = () => state.frozenMs ?? Date.now() + state.offsetMs;
  const moveTo = (at: number) => {
    if (state.frozenMs !== null) state.frozenMs = Math.max(state.frozenMs, at);
    else state.offsetMs = Math.max(at - Date.now(), state.offsetMs);
  };
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

  const priceOf = (planId: string) => {
    const plan = plans.get(planId)!;
    const cycle = plan.billing_cycles[0] as { frequency: { interval_unit: string }; pricing_scheme: { fixed_price: { value: string } } };
    return { value: cycle.pricing_scheme.fixed_price.value, months: cycle.frequency.interval_unit === "YEAR" ? 12 : 1 };
  };

  function subView(s: PayPalSub): Json {
    return {
      id: s.id,
      plan_id: s.plan_id,
      status: s.status,
      status_update_time: s.status_update_time,
      custom_id: s.custom_id ?? undefined,
      start_time: s.start_time,
      quantity: "1",
      plan_overridden: false,
      subscriber: s.subscriber,
      create_time: s.create_time,
      update_time: s.status_update_time,
      billing_info: {
        outstanding_balance: { currency_code: "USD", value: s.lastFailed && s.status !== "ACTIVE" ? s.lastFailed.amount : "0.00" },
        cycle_executions: [{ tenure_type: "REGULAR", sequence: 1, cycles_completed: s.cyclesCompleted, cycles_remaining: 0, current_pricing_scheme_version: 1, total_cycles: 0 }],
        ...(s.lastPayment ? { last_payment: { amount: { currency_code: "USD", value: s.lastPayment.amount }, time: s.lastPayment.time } } : {}),
        ...(s.nextBilling && s.status === "ACTIVE" ? { next_billing_time: iso(s.nextBilling) } : {}),
        failed_payments_count: s.failedCount,
        ...(s.lastFailed ? { last_failed_payment: { amount: { currency_code: "USD", value: s.lastFailed.amount }, time: s.lastFailed.time, reason_code: s.lastFailed.reason_code } } : {}),
      },
      links: [
        { href: `${host.url()}/v1/billing/subscriptions/${s.id}`, rel: "self", method: "GET" },
        ...(s.status === "APPROVAL_PENDING" ? [{ href: `${host.url()}/webapps/billing/subscriptions?ba_token=${s.id}`, rel: "approve", method: "GET" }] : []),
      ],
    };
  }

  // ------------------------------------------------------------------ webhooks

  function sign(body: string, transmissionId: string, time: string): string {
    const crc = crc32(Buffer.from(body, "utf8")) >>> 0;
    return createHmac("sha256", signingKey).update(`${transmissionId}|${time}|${state.webhookId}|${crc}`).digest("base64");
  }

  /** A delivery as PayPal makes it: the body and its five transmission headers. */
  function transmit(event: Json) {
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const sig = sign(body, transmissionId, time);
    transmissions.set(transmissionId, sig);
    const headers = {
      "content-type": "application/json",
      "paypal-transmission-id": transmissionId,
      "paypal-transmission-time": time,
      "paypal-transmission-sig": sig,
      "paypal-cert-url": `${host.url()}/v1/notifications/certs/CERT-360caa42-fca2a594-fake`,
      "paypal-auth-algo": "SHA256withRSA",
    };
    return { event, body, headers };
  }

  async function post(t: { event: Json; body: string; headers: Record<string, string> }) {
    const res = await fetch(state.webhookUrl!, { method: "POST", headers: t.headers, body: t.body }).catch(() => null);
    deliveries.push({ event: t.event, status: res?.status ?? 0 });
    return res?.status ?? 0;
  }

  async function emit(type: string, resourceType: "subscription" | "sale" | "refund" | "dispute", resource: Json, at: number) {
    const event = {
      id: `WH-${randomBytes(8).toString("hex").toUpperCase()}-${randomBytes(8).toString("hex").toUpperCase()}`,
      event_version: "1.0",
      create_time: iso(at),
      resource_type: resourceType,
      resource_version: "2.0",
      event_type: type,
      summary: type.toLowerCase().replace(/\./g, " "),
      resource: structuredClone(resource),
      links: [{ href: `${host.url()}/v1/notifications/webhooks-events/x`, rel: "self", method: "GET" }],
    };
    events.push(event);
    const t = transmit(event);
    if (state.webhookUrl) await post(t);
    else pending.push(t);
  }

  function verify(body: Json): Answer {
    const fields = ["auth_algo", "cert_url", "transmission_id", "transmission_sig", "transmission_time", "webhook_id", "webhook_event"];
    const absent = fields.filter((f) => body[f] === undefined || body[f] === null || body[f] === "");
    if (absent.length) return host.issue(400, "VALIDATION_ERROR", "MISSING_REQUIRED_PARAMETER", `${absent.join(", ")} is required.`);
    const text = JSON.stringify(body.webhook_event);
    const crc = crc32(Buffer.from(text, "utf8")) >>> 0;
    const expected = createHmac("sha256", signingKey).update(`${String(body.transmission_id)}|${String(body.transmission_time)}|${String(body.webhook_id)}|${crc}`).digest("base64");
    const ok = body.webhook_id === state.webhookId && body.transmission_sig === expected;
    return { status: 200, body: { verification_status: ok ? "SUCCESS" : "FAILURE" } };
  }

  // ------------------------------------------------------------------ billing

  function saleResource(sale: PayPalSale): Json {
    return {
      id: sale.id,
      state: "completed",
      amount: { total: sale.amount, currency: "USD", details: { subtotal: sale.amount } },
      payment_mode: "INSTANT_TRANSFER",
      protection_eligibility: "ELIGIBLE",
      transaction_fee: { value: "0.00", currency: "USD" },
      billing_agreement_id: sale.subscription,
      create_time: sale.create_time,
      update_time: sale.create_time,
      links: [{ href: `${host.url()}/v1/payments/sale/${sale.id}/refund`, rel: "refund", method: "POST" }],
    };
  }

  /** Bills one cycle: a sale, or a failure (retried after 5 days; suspended at the plan's threshold). */
  async function bill(s: PayPalSub, at: number, cycleDue: number) {
    const { value, months } = priceOf(s.plan_id);
    if (s.fundingFails) {
      s.failedCount++;
      s.lastFailed = { amount: value, time: iso(at), reason_code: "PAYMENT_DENIED" };
      const threshold = Number((plans.get(s.plan_id)!.payment_preferences as { payment_failure_threshold?: number }).payment_failure_threshold ?? 0);
      s.retryAt = at + RETRY_DAYS * DAY_MS;
      await emit("BILLING.SUBSCRIPTION.PAYMENT.FAILED", "subscription", subView(s), at);
      if (threshold > 0 && s.failedCount >= threshold) {
        s.status = "SUSPENDED";
        s.status_update_time = iso(at);
        s.retryAt = null;
        await emit("BILLING.SUBSCRIPTION.SUSPENDED", "subscription", subView(s), at);
      }
      return;
    }
    const sale: PayPalSale = { id: randomBytes(9).toString("hex").toUpperCase().slice(0, 17), amount: value, subscription: s.id, refunded: 0, create_time: iso(at) };
    sales.set(sale.id, sale);
    s.failedCount = 0;
    s.retryAt = null;
    s.lastPayment = { amount: value, time: iso(at) };
    s.cyclesCompleted++;
    s.nextBilling = addMonths(cycleDue, months);
    await emit("PAYMENT.SALE.COMPLETED", "sale", saleResource(sale), at);
  }

  async function approve(id: string) {
    const s = subs.get(id);
    if (!s) throw new Error(`no PayPal subscription ${id}`);
    if (s.status !== "APPROVAL_PENDING") return;
    const at = now();
    s.status = "ACTIVE";
    s.status_update_time = iso(at);
    s.start_time = iso(at);
    await emit("BILLING.SUBSCRIPTION.ACTIVATED", "subscription", subView(s), at);
    await bill(s, at, at);
  }

  async function approveRevision(id: string) {
    const s = subs.get(id);
    if (!s?.pendingPlan) throw new Error(`no revision waiting on ${id}`);
    s.plan_id = s.pendingPlan;
    s.pendingPlan = null;
    const at = now();
    s.status_update_time = iso(at);
    await emit("BILLING.SUBSCRIPTION.UPDATED", "subscription", subView(s), at);
  }

  async function advance(to: number) {
    for (let guard = 0; guard < 100_000; guard++) {
      let best: { at: number; s: PayPalSub; cycleDue: number } | null = null;
      for (const s of subs.values()) {
        if (s.status !== "ACTIVE") continue;
        const due = s.retryAt ?? s.nextBilling;
        if (due !== null && due <= to && (!best || due < best.at)) best = { at: due, s, cycleDue: s.nextBilling ?? due };
      }
      if (!best) break;
      moveTo(best.at);
      await bill(best.s, best.at, best.cycleDue);
    }
    moveTo(to);
  }

  // ------------------------------------------------------------------ the API

  async function handle(method: string, path: string, body: Json | null, requestId: string | null, search: URLSearchParams): Promise<Answer | null> {
    let m: RegExpExecArray | null;
    const replay = requestId ? requestIds.get(`${method} ${path} ${requestId}`) : undefined;
    if (replay) return replay;
    const remember = (a: Answer) => {
      if (requestId && a.status < 500) requestIds.set(`${method} ${path} ${requestId}`, a);
      return a;
    };
    const notFound = () => host.issue(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "Requested resource ID was not found.");

    if (method === "POST" && path === "/v1/notifications/verify-webhook-signature") return verify(body ?? {});
    if (method === "GET" && path === "/v1/notifications/webhooks") {
      const hooks = state.webhooks ?? (state.webhookUrl ? [{ id: state.webhookId, url: state.webhookUrl, event_types: PAYPAL_BILLING_EVENTS.map((name) => ({ name, description: name, status: "ENABLED" })) }] : []);
      return { status: 200, body: { webhooks: hooks } };
    }

    if (method === "POST" && path === "/v1/catalogs/products") {
      const pid = String(body?.id ?? `PROD-${randomBytes(6).toString("hex").toUpperCase()}`);
      if (products.has(pid)) return host.issue(422, "UNPROCESSABLE_ENTITY", "DUPLICATE_RESOURCE_IDENTIFIER", "Requested resource ID already exists. Please choose a different one.");
      if (!body?.name || !body?.type) return host.issue(400, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER", "name and type are required.");
      const p = { id: pid, name: body.name, type: body.type, category: body.category, create_time: iso(now()) };
      products.set(pid, p);
      return remember({ status: 201, body: p });
    }
    if ((m = /^\/v1\/catalogs\/products\/([\w-]+)$/.exec(path)) && method === "GET") {
      const p = products.get(m[1]!);
      return p ? { status: 200, body: p } : notFound();
    }
    if (method === "GET" && path === "/v1/billing/plans") {
      const list = [...plans.values()].filter((p) => !search.get("product_id") || p.product_id === search.get("product_id"));
      const size = Number(search.get("page_size") ?? 10);
      const page = Number(search.get("page") ?? 1);
      const slice = list.slice((page - 1) * size, page * size).map((p) => ({ id: p.id, product_id: p.product_id, name: p.name, status: p.status, description: p.description, usage_type: "LICENSED", create_time: p.create_time }));
      return { status: 200, body: { plans: slice, total_items: list.length, total_pages: Math.max(1, Math.ceil(list.length / size)) } };
    }
    if (method === "POST" && path === "/v1/billing/plans") {
      const b = body ?? {};
      if (!products.has(String(b.product_id))) return host.issue(422, "UNPROCESSABLE_ENTITY", "INVALID_PRODUCT_ID", "The product id is invalid.");
      const cycles = Array.isArray(b.billing_cycles) ? (b.billing_cycles as Json[]) : [];
      if (!b.name || cycles.length === 0 || !b.payment_preferences) return host.issue(400, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER", "name, billing_cycles and payment_preferences are required.");
      // Ids derived from the product, name and price: two fakes (two test servers on one database) agree, like one PayPal account.
      const value = String(((cycles[0] as { pricing_scheme?: { fixed_price?: { value?: string } } }).pricing_scheme?.fixed_price?.value) ?? "");
      const base = `P-${createHash("sha256").update(`${String(b.product_id)}|${String(b.name)}|${value}`).digest("hex").slice(0, 24).toUpperCase()}`;
      let planId = base;
      for (let n = 2; plans.has(planId); n++) planId = `${base}${n}`;
      const plan: Plan = { id: planId, product_id: String(b.product_id), name: String(b.name), description: String(b.description ?? ""), status: String(b.status ?? "ACTIVE"), billing_cycles: cycles, payment_preferences: b.payment_preferences as Json, create_time: iso(now()) };
      plans.set(plan.id, plan);
      return remember({ status: 201, body: plan });
    }
    if ((m = /^\/v1\/billing\/plans\/(P-\w+)(\/deactivate)?$/.exec(path))) {
      const plan = plans.get(m[1]!);
      if (!plan) return notFound();
      if (method === "GET" && !m[2]) return { status: 200, body: plan };
      if (method === "POST" && m[2]) {
        plan.status = "INACTIVE";
        return { status: 204, body: null };
      }
    }
    if (method === "POST" && path === "/v1/billing/subscriptions") {
      const b = body ?? {};
      const plan = plans.get(String(b.plan_id));
      if (!plan) return host.issue(422, "UNPROCESSABLE_ENTITY", "INVALID_PARAMETER_VALUE", "The plan id is invalid.");
      if (plan.status !== "ACTIVE") return host.issue(422, "UNPROCESSABLE_ENTITY", "PLAN_STATUS_INVALID", "Invalid plan status. The plan must be active.");
      const ctx = (b.application_context ?? {}) as Json;
      if (!ctx.return_url || !ctx.cancel_url) return host.issue(400, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER", "return_url and cancel_url are required.");
      const at = now();
      const s: PayPalSub = {
        id: `I-${randomBytes(6).toString("hex").toUpperCase()}`, plan_id: plan.id, status: "APPROVAL_PENDING", custom_id: b.custom_id ? String(b.custom_id) : null,
        subscriber: (b.subscriber as Json) ?? {}, create_time: iso(at), status_update_time: iso(at), start_time: iso(at), nextBilling: null, failedCount: 0,
        lastFailed: null, lastPayment: null, cyclesCompleted: 0, pendingPlan: null, returnUrl: String(ctx.return_url), retryAt: null, fundingFails: false,
      };
      subs.set(s.id, s);
      return remember({ status: 201, body: subView(s) });
    }
    if ((m = /^\/v1\/billing\/subscriptions\/(I-\w+)(\/revise|\/cancel|\/suspend|\/activate)?$/.exec(path))) {
      const s = subs.get(m[1]!);
      if (!s) return notFound();
      const at = now();
      if (method === "GET" && !m[2]) return { status: 200, body: subView(s) };
      if (method !== "POST") return null;
      const action = m[2];
      const invalid = () => host.issue(422, "UNPROCESSABLE_ENTITY", "SUBSCRIPTION_STATUS_INVALID", `Invalid subscription status for ${action!.slice(1)} action; subscription status should be active or suspended.`);
      if (action === "/revise") {
        if (s.status !== "ACTIVE") return invalid();
        const plan = plans.get(String(body?.plan_id));
        if (!plan) return host.issue(422, "UNPROCESSABLE_ENTITY", "INVALID_PARAMETER_VALUE", "The plan id is invalid.");
        s.pendingPlan = plan.id;
        s.returnUrl = String(((body?.application_context ?? {}) as Json).return_url ?? s.returnUrl);
        return { status: 200, body: { plan_id: plan.id, plan_overridden: false, links: [{ href: `${host.url()}/webapps/billing/subscriptions/update?ba_token=${s.id}`, rel: "approve", method: "GET" }, { href: `${host.url()}/v1/billing/subscriptions/${s.id}`, rel: "edit", method: "PATCH" }] } };
      }
      if (action === "/cancel") {
        if (s.status !== "ACTIVE" && s.status !== "SUSPENDED" && s.status !== "APPROVAL_PENDING") return invalid();
        if (!body?.reason) return host.issue(400, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER", "reason is required.");
        s.status = "CANCELLED";
        s.status_update_time = iso(at);
        s.retryAt = null;
        await emit("BILLING.SUBSCRIPTION.CANCELLED", "subscription", subView(s), at);
        return { status: 204, body: null };
      }
      if (action === "/suspend") {
        if (s.status !== "ACTIVE") return invalid();
        s.status = "SUSPENDED";
        s.status_update_time = iso(at);
        await emit("BILLING.SUBSCRIPTION.SUSPENDED", "subscription", subView(s), at);
        return { status: 204, body: null };
      }
      if (action === "/activate") {
        if (s.status !== "SUSPENDED") return invalid();
        s.status = "ACTIVE";
        s.status_update_time = iso(at);
        await emit("BILLING.SUBSCRIPTION.ACTIVATED", "subscription", subView(s), at);
        // The outstanding balance is billed at once (auto_bill_outstanding).
        if (s.lastFailed) await bill(s, at, s.nextBilling ?? at);
        return { status: 204, body: null };
      }
    }
    if ((m = /^\/v1\/payments\/sale\/(\w+)\/refund$/.exec(path)) && method === "POST") {
      const sale = sales.get(m[1]!);
      if (!sale) return notFound();
      if (state.failNextRefund) {
        const description = state.failNextRefund;
        state.failNextRefund = null;
        return host.issue(422, "UNPROCESSABLE_ENTITY", "TRANSACTION_REFUSED", description);
      }
      const total = Math.round(Number(sale.amount) * 100);
      const amount = body?.amount ? Math.round(Number((body.amount as { total?: string }).total) * 100) : total - sale.refunded;
      if (!(amount > 0) || amount > total - sale.refunded) return host.issue(422, "UNPROCESSABLE_ENTITY", "REFUND_EXCEEDED_TRANSACTION_AMOUNT", "Refund amount exceeded the transaction amount.");
      sale.refunded += amount;
      const refund = { id: randomBytes(9).toString("hex").toUpperCase().slice(0, 17), state: "completed", amount: { total: (amount / 100).toFixed(2), currency: "USD" }, sale_id: sale.id, create_time: iso(now()) };
      refunds.set(refund.id, refund);
      // PayPal tells the webhook of every refund, ours and those made in its dashboard alike.
      await emit("PAYMENT.SALE.REFUNDED", "refund", refund, now());
      return remember({ status: 201, body: refund });
    }
    return null;
  }

  /** PayPal's approval pages in the browser: approve a subscription, or a revision of one. */
  async function page(method: string, path: string, search: URLSearchParams): Promise<{ status: number; html: string; location?: string } | null> {
    const revision = path === "/webapps/billing/subscriptions/update";
    if (path !== "/webapps/billing/subscriptions" && !revision) return null;
    const id = search.get("ba_token") ?? "";
    const s = subs.get(id);
    if (!s) return { status: 404, html: "<h1>Not found</h1>" };
    if (method === "POST") {
      if (revision) await approveRevision(id);
      else await approve(id);
      return { status: 303, html: "", location: s.returnUrl ?? "/" };
    }
    return { status: 200, html: `<!doctype html><html><head><title>PayPal (fake)</title></head><body><h1>${revision ? "Approve the plan change" : "Approve the subscription"}</h1><form method="post"><button type="submit">Agree &amp; Continue</button></form></body></html>` };
  }

  return {
    products,
    plans,
    subscriptions: subs,
    sales,
    refunds,
    events,
    deliveries,
    state,
    handle,
    page,
    /** An event as PayPal sends it (the checkout's side of the fake: a capture refunded). */
    emit,
    approve,
    approveRevision,
    advance,
    now,
    /** Deliveries waiting for the test (no webhookUrl): each with its signed headers. */
    takeDeliveries: () => pending.splice(0, pending.length),
    /** Sends one delivery (again) to the webhook URL as PayPal would. */
    redeliver: post,
    /** A fresh transmission of an event already sent (PayPal's own redelivery: new id, time and signature). */
    retransmit: (event: Json) => transmit(event),
    setFunding(id: string, fails: boolean) {
      const s = subs.get(id);
      if (!s) throw new Error(`no PayPal subscription ${id}`);
      s.fundingFails = fails;
    },
    setTime(to: number) {
      if (state.frozenMs !== null) state.frozenMs = to;
      else state.offsetMs = to - Date.now();
    },
    freeze(at: number) {
      state.frozenMs = at;
    },
  };
}

export type PayPalBilling = ReturnType<typeof createPayPalBilling>;
