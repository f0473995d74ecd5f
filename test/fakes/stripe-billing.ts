/**
 * Stripe Billing inside the Stripe fake (test/fakes/stripe.ts), in Stripe's wire format (API version
 * 2026-10-28.endive: periods on subscription items, invoices' `parent.subscription_details`, the first
 * invoice's `confirmation_secret`, `billing_cycle_anchor[type]`): Products and Prices by lookup key,
 * Customers, Subscriptions created `default_incomplete` and paid through their invoice's PaymentIntent
 * (the browser stand-in confirms it, 3-D Secure included), plan changes with proration
 * (`always_invoice`, `pending_if_incomplete`, a credit balance for downgrades), cancel at period end or
 * now, invoice payments, refunds, Customer Portal sessions, webhook endpoints, and test clocks.
 *
 * Time: every customer lives on a clock, the default one (real time plus an offset, moved by
 * `advance`) or a test clock of the API. Advancing a clock renews subscriptions, charges the saved card,
 * retries failed renewals (after 2, 4 and 7 days; then Stripe cancels the subscription), ends those set
 * to cancel, and expires first payments left unpaid for 23 hours, emitting the events Stripe would.
 */
import { randomBytes } from "node:crypto";

export type StripeObject = Record<string, unknown>;
type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
export type CardOutcome = "succeed" | "decline" | "authenticate";

export const CARDS = {
  ok: "4242424242424242",
  decline: "4000000000009995",
  /** Asks for 3-D Secure on every payment: charges without the buyer (renewals) fail. */
  threeDS: "4000002760003184",
  /** Asks for 3-D Secure when set up; once authenticated, later charges without the buyer go through. */
  threeDSOnce: "4000002500003155",
} as const;

const DAY = 86_400;
const RETRY_DAYS = [2, 4, 7];
const INCOMPLETE_EXPIRES = 23 * 3600;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** The same instant n calendar months after an anchor (the 31st becomes the month's last day). */
export function addMonthsUnix(anchor: number, months: number): number {
  const d = new Date(anchor * 1000);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return Math.floor(d.getTime() / 1000);
}
const monthsIn = (interval: string) => (interval === "year" ? 12 : 1);

export const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : v && typeof v === "object" ? Object.values(v) : v === undefined ? [] : [v]);

type Clock = { id: string; frozen: number | null; offset: number; name: string | null };

type Sub = {
  id: string;
  customer: string;
  status: string;
  price: StripeObject;
  itemId: string;
  anchor: number;
  cycle: number;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  created: number;
  metadata: Record<string, string>;
  latestInvoice: string | null;
  pendingUpdate: StripeObject | null;
  retry: { invoice: string; firstAt: number; attempts: number } | null;
};

type Invoice = StripeObject & { id: string; status: string; amount_due: number; amount_paid: number; customer: string; _sub: string; _intent: string | null };

export type Intent = StripeObject & { id: string; amount: number; status: string; client_secret: string; metadata: Record<string, string> };

export type BillingHost = {
  url: () => string;
  /** Where the fake delivers its webhooks (listed as the account's webhook endpoint). */
  webhookUrl: () => string | null;
  intents: Map<string, Intent>;
  newIntent(amount: number, metadata: Record<string, string>, customer: string | null): Intent;
  emit(type: string, object: StripeObject, created: number): Promise<void>;
};

export function createStripeBilling(host: BillingHost) {
  const products = new Map<string, StripeObject>();
  const prices = new Map<string, StripeObject>();
  const customers = new Map<string, StripeObject & { id: string; _clock: string; _card: string | null; _outcome: CardOutcome | null; balance: number }>();
  const subs = new Map<string, Sub>();
  const invoices = new Map<string, Invoice>();
  const refunds = new Map<string, StripeObject>();
  /** Every successful charge (an invoice's payment), for the tests' reconciliation. */
  const charges: { id: string; intent: string; invoice: string; customer: string; amount: number; refunded: number; created: number }[] = [];
  const disputes = new Map<string, { id: string; charge: string; status: string } & Record<string, unknown>>();
  const clocks = new Map<string, Clock>([["default", { id: "default", frozen: null, offset: 0, name: "default" }]]);
  const portalSessions = new Map<string, { customer: string; returnUrl: string }>();
  const state = { failNextRefund: null as string | null, webhookEndpoints: null as StripeObject[] | null };

  const err = (status: number, message: string, extra: Record<string, unknown> = {}, type = "invalid_request_error"): Answer => ({ status, body: { error: { type, message, ...extra } } });
  const missing = (what: string, value: string) => err(404, `No such ${what}: '${value}'`, { code: "resource_missing", param: "id" });

  const clockNow = (c: Clock) => (c.frozen !== null ? c.frozen : Math.floor(Date.now() / 1000) + c.offset);
  const clockOfCustomer = (customer: string) => clocks.get(customers.get(customer)?._clock ?? "default")!;
  const nowFor = (customer: string) => clockNow(clockOfCustomer(customer));

  function subView(s: Sub, expand: string[] = []): StripeObject {
    const latest = s.latestInvoice ? invoices.get(s.latestInvoice) : null;
    const wantInvoice = expand.some((e) => e.startsWith("latest_invoice"));
    return {
      id: s.id,
      object: "subscription",
      customer: s.customer,
      status: s.status,
      cancel_at_period_end: s.cancelAtPeriodEnd,
      canceled_at: s.canceledAt,
      ended_at: s.endedAt,
      created: s.created,
      start_date: s.created,
      billing_cycle_anchor: s.anchor,
      metadata: s.metadata,
      livemode: false,
      pending_update: s.pendingUpdate,
      items: {
        object: "list",
        data: [{ id: s.itemId, object: "subscription_item", price: s.price, quantity: 1, subscription: s.id, current_period_start: s.periodStart, current_period_end: s.periodEnd }],
        has_more: false,
      },
      latest_invoice: wantInvoice && latest ? invoiceView(latest, expand.includes("latest_invoice.confirmation_secret")) : s.latestInvoice,
    };
  }

  function invoiceView(inv: Invoice, withSecret = false): StripeObject {
    const { _sub: _s, _intent, ...wire } = inv;
    const intent = _intent ? host.intents.get(_intent) : null;
    return { ...wire, ...(withSecret ? { confirmation_secret: intent && inv.status === "open" ? { client_secret: intent.client_secret, type: "payment_intent" } : null } : {}) };
  }

  function line(s: Sub, price: StripeObject, amount: number, start: number, end: number, proration: boolean): StripeObject {
    return {
      id: id("il"),
      object: "line_item",
      amount,
      currency: "usd",
      description: proration ? `${amount < 0 ? "Unused" : "Remaining"} time on ${String(price.lookup_key)}` : `1 × ${String(price.lookup_key)}`,
      period: { start, end },
      parent: { type: "subscription_item_details", subscription_item_details: { subscription: s.id, subscription_item: s.itemId, proration, invoice_item: null, proration_details: null } },
      pricing: { type: "price_details", price_details: { price: price.id, product: price.product }, unit_amount_decimal: String(price.unit_amount) },
      quantity: 1,
    };
  }

  /** A finalized invoice: the customer's credit balance is applied first; what is left is due. */
  function newInvoice(s: Sub, reason: string, lines: StripeObject[], at: number): Invoice {
    const cust = customers.get(s.customer)!;
    const total = lines.reduce((n, l) => n + (l.amount as number), 0);
    let due = total;
    if (total > 0 && cust.balance < 0) {
      const applied = Math.min(total, -cust.balance);
      cust.balance += applied;
      due = total - applied;
    } else if (total < 0) {
      cust.balance += total;
      due = 0;
    }
    const invId = id("in");
    const periods = lines.map((l) => l.period as { start: number; end: number });
    const inv: Invoice = {
      id: invId,
      object: "invoice",
      customer: s.customer,
      status: "open",
      currency: "usd",
      billing_reason: reason,
      total,
      subtotal: total,
      amount_due: due,
      amount_paid: 0,
      amount_remaining: due,
      attempt_count: 0,
      created: at,
      period_start: Math.min(...periods.map((p) => p.start)),
      period_end: Math.max(...periods.map((p) => p.end)),
      hosted_invoice_url: `${host.url()}/i/${invId}`,
      invoice_pdf: `${host.url()}/i/${invId}/pdf`,
      status_transitions: { finalized_at: at, paid_at: null, voided_at: null },
      parent: { type: "subscription_details", subscription_details: { subscription: s.id, metadata: s.metadata } },
      lines: { object: "list", data: lines, has_more: false },
      livemode: false,
      _sub: s.id,
      _intent: null,
    };
    invoices.set(invId, inv);
    s.latestInvoice = invId;
    return inv;
  }

  async function markInvoicePaid(inv: Invoice, at: number, intent: Intent | null): Promise<void> {
    Object.assign(inv, { status: "paid", amount_paid: inv.amount_due, amount_remaining: 0, status_transitions: { ...(inv.status_transitions as object), paid_at: at } });
    if (intent) charges.push({ id: `ch_${intent.id.slice(3)}`, intent: intent.id, invoice: inv.id, customer: inv.customer, amount: intent.amount, refunded: 0, created: at });
    const s = subs.get(inv._sub)!;
    if (s.retry?.invoice === inv.id) s.retry = null;
    const wasActive = s.status;
    if (s.status === "incomplete" || s.status === "past_due" || s.status === "unpaid") s.status = "active";
    if (wasActive !== s.status) await host.emit("customer.subscription.updated", subView(s), at);
    await host.emit("invoice.paid", invoiceView(inv), at);
  }

  async function markInvoiceFailed(inv: Invoice, at: number): Promise<void> {
    inv.attempt_count = (inv.attempt_count as number) + 1;
    await host.emit("invoice.payment_failed", invoiceView(inv), at);
  }

  /** Charges the customer's saved card off-session (renewals, plan changes). */
  function chargeSaved(inv: Invoice): { ok: true; intent: Intent | null } | { ok: false; intent: Intent } {
    if (inv.amount_due === 0) return { ok: true, intent: null };
    const cust = customers.get(inv.customer)!;
    const intent = host.newIntent(inv.amount_due, { invoice: inv.id }, inv.customer);
    inv._intent = intent.id;
    const outcome = cust._outcome ?? offSession(cust._card ?? "");
    // A 3-D Secure card cannot be charged without the buyer: off-session, it fails like a decline.
    if (!cust._card || outcome !== "succeed") {
      Object.assign(intent, { status: "requires_payment_method", last_payment_error: { type: "card_error", code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." } });
      return { ok: false, intent };
    }
    Object.assign(intent, { status: "succeeded", amount_received: intent.amount, latest_charge: `ch_${intent.id.slice(3)}` });
    return { ok: true, intent };
  }

  /** What a card does when the buyer confirms a payment (on-session). */
  function cardOutcome(card: string): CardOutcome {
    if (card === CARDS.decline) return "decline";
    if (card === CARDS.threeDS || card === CARDS.threeDSOnce) return "authenticate";
    return "succeed";
  }
  /** What a saved card does when charged without the buyer (renewals, plan changes). */
  const offSession = (card: string): CardOutcome => (card === CARDS.threeDSOnce ? "succeed" : cardOutcome(card));

  // ------------------------------------------------------------------ the browser confirms an invoice's intent

  /** Called by the fake's /confirm for an intent that pays an invoice; answers what Stripe.js would see. */
  async function confirmInvoiceIntent(intent: Intent, card: string): Promise<Answer> {
    const inv = invoices.get(intent.metadata.invoice!);
    if (!inv) return err(400, "No invoice");
    const cust = customers.get(inv.customer)!;
    const at = nowFor(inv.customer);
    const outcome = cardOutcome(card);
    if (outcome === "decline") {
      Object.assign(intent, { status: "requires_payment_method", last_payment_error: { type: "card_error", code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." } });
      await markInvoiceFailed(inv, at);
      return err(402, "Your card has insufficient funds.", { code: "card_declined", decline_code: "insufficient_funds", payment_intent: intent }, "card_error");
    }
    cust._card = card;
    if (outcome === "authenticate") {
      Object.assign(intent, { status: "requires_action", next_action: { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect", stripe_js: `${host.url()}/3ds/${intent.id}` } } });
      return { status: 200, body: intent };
    }
    return succeedIntent(intent, inv, at);
  }

  async function succeedIntent(intent: Intent, inv: Invoice, at: number): Promise<Answer> {
    Object.assign(intent, { status: "succeeded", amount_received: intent.amount, latest_charge: `ch_${intent.id.slice(3)}`, next_action: null, last_payment_error: null });
    customers.get(inv.customer)!.invoice_settings = { default_payment_method: `pm_${intent.id.slice(3, 15)}` };
    await markInvoicePaid(inv, at, intent);
    return { status: 200, body: intent };
  }

  /** The 3-D Secure challenge's answer (the stand-in's "Complete" or "Fail" button). */
  async function authenticate(intent: Intent, outcome: string): Promise<Answer> {
    const inv = invoices.get(intent.metadata.invoice ?? "");
    if (!inv || intent.status !== "requires_action") return err(400, "This PaymentIntent does not require authentication.", { code: "payment_intent_unexpected_state" });
    const at = nowFor(inv.customer);
    if (outcome !== "complete") {
      Object.assign(intent, {
        status: "requires_payment_method",
        next_action: null,
        last_payment_error: { type: "card_error", code: "payment_intent_authentication_failure", message: "We are unable to authenticate your payment method. Please choose a different payment method and try again." },
      });
      customers.get(inv.customer)!._card = null;
      await markInvoiceFailed(inv, at);
      return err(402, "We are unable to authenticate your payment method. Please choose a different payment method and try again.", { code: "payment_intent_authentication_failure", payment_intent: intent }, "card_error");
    }
    return succeedIntent(intent, inv, at);
  }

  // ------------------------------------------------------------------ time

  async function renew(s: Sub, at: number): Promise<void> {
    s.cycle++;
    const start = s.periodEnd;
    const end = addMonthsUnix(s.anchor, s.cycle * monthsIn(String((s.price.recurring as StripeObject).interval)));
    s.periodStart = start;
    s.periodEnd = end;
    const inv = newInvoice(s, "subscription_cycle", [line(s, s.price, s.price.unit_amount as number, start, end, false)], at);
    const paid = chargeSaved(inv);
    if (paid.ok) {
      await host.emit("customer.subscription.updated", subView(s), at);
      await markInvoicePaid(inv, at, paid.intent);
      return;
    }
    s.status = "past_due";
    s.retry = { invoice: inv.id, firstAt: at, attempts: 1 };
    await host.emit("customer.subscription.updated", subView(s), at);
    await markInvoiceFailed(inv, at);
  }

  async function retry(s: Sub, at: number): Promise<void> {
    const inv = invoices.get(s.retry!.invoice)!;
    s.retry!.attempts++;
    const paid = chargeSaved(inv);
    if (paid.ok) return markInvoicePaid(inv, at, paid.intent);
    await markInvoiceFailed(inv, at);
    if (s.retry!.attempts > RETRY_DAYS.length) {
      // All retries failed: Stripe cancels the subscription (Settings → Billing → "cancel the subscription").
      Object.assign(inv, { status: "void", amount_remaining: 0 });
      await cancelNow(s, at);
    }
  }

  async function cancelNow(s: Sub, at: number): Promise<void> {
    if (s.status === "canceled") return;
    s.status = "canceled";
    s.canceledAt = at;
    s.endedAt = at;
    s.retry = null;
    for (const inv of invoices.values()) if (inv._sub === s.id && inv.status === "open") Object.assign(inv, { status: "void" });
    await host.emit("customer.subscription.deleted", subView(s), at);
  }

  /** The next thing due for a subscription, and when. */
  function nextAction(s: Sub): { at: number; run: (at: number) => Promise<void> } | null {
    if (s.status === "canceled" || s.status === "incomplete_expired") return null;
    if (s.status === "incomplete") {
      return { at: s.created + INCOMPLETE_EXPIRES, run: async (at) => {
        s.status = "incomplete_expired";
        const inv = s.latestInvoice ? invoices.get(s.latestInvoice) : null;
        if (inv && inv.status === "open") Object.assign(inv, { status: "void" });
        await host.emit("customer.subscription.updated", subView(s), at);
      } };
    }
    const candidates: { at: number; run: (at: number) => Promise<void> }[] = [];
    if (s.retry) {
      const due = s.retry.firstAt + RETRY_DAYS[s.retry.attempts - 1]! * DAY;
      if (s.retry.attempts <= RETRY_DAYS.length) candidates.push({ at: due, run: (at) => retry(s, at) });
    }
    candidates.push({ at: s.periodEnd, run: (at) => (s.cancelAtPeriodEnd ? cancelNow(s, at) : renew(s, at)) });
    return candidates.sort((a, b) => a.at - b.at)[0]!;
  }

  /** Moves a clock to `to`, running everything due on the way, in time order. */
  async function advanceClock(clock: Clock, to: number): Promise<void> {
    for (let guard = 0; guard < 100_000; guard++) {
      let best: { at: number; run: (at: number) => Promise<void> } | null = null;
      for (const s of subs.values()) {
        if (customers.get(s.customer)?._clock !== clock.id) continue;
        const next = nextAction(s);
        if (next && next.at <= to && (!best || next.at < best.at)) best = next;
      }
      if (!best) break;
      setClock(clock, Math.max(best.at, clockNow(clock)));
      await best.run(best.at);
    }
    setClock(clock, Math.max(to, clockNow(clock)));
  }

  function setClock(clock: Clock, at: number) {
    if (clock.frozen !== null) clock.frozen = at;
    else clock.offset = at - Math.floor(Date.now() / 1000);
  }

  // ------------------------------------------------------------------ the API

  function priceView(p: StripeObject) {
    return p;
  }

  async function changePlan(s: Sub, params: StripeObject, at: number): Promise<Answer> {
    const item = listOf(params.items)[0] as { id?: string; price?: string } | undefined;
    const next = item?.price ? prices.get(item.price) : null;
    if (!next) return missing("price", String(item?.price));
    if (s.status !== "active") return err(400, "This subscription cannot be updated because it is not active.", { code: "subscription_not_active" });
    const anchorNow = (params.billing_cycle_anchor as { type?: string } | undefined)?.type === "now";
    const old = s.price;
    const remaining = Math.max(s.periodEnd - at, 0) / Math.max(s.periodEnd - s.periodStart, 1);
    const credit = -Math.round((old.unit_amount as number) * remaining);
    const newInterval = String((next.recurring as StripeObject).interval);
    const lines: StripeObject[] = [line(s, old, credit, at, s.periodEnd, true)];
    let period = { start: s.periodStart, end: s.periodEnd, anchor: s.anchor, cycle: s.cycle };
    if (anchorNow) {
      period = { start: at, end: addMonthsUnix(at, monthsIn(newInterval)), anchor: at, cycle: 1 };
      lines.push(line(s, next, next.unit_amount as number, period.start, period.end, false));
    } else lines.push(line(s, next, Math.round((next.unit_amount as number) * remaining), at, s.periodEnd, true));
    const balanceBefore = customers.get(s.customer)!.balance;
    const inv = newInvoice(s, "subscription_update", lines, at);
    const paid = chargeSaved(inv);
    if (!paid.ok && params.payment_behavior === "pending_if_incomplete") {
      // The change waits for a payment that failed: nothing changes (the invoice is voided, the balance restored).
      customers.get(s.customer)!.balance = balanceBefore;
      Object.assign(inv, { status: "void" });
      s.pendingUpdate = { expires_at: at + 23 * 3600, subscription_items: [{ id: s.itemId, price: next.id }] };
      await markInvoiceFailed(inv, at);
      const view = subView(s, ["latest_invoice"]);
      s.pendingUpdate = null;
      return { status: 200, body: view };
    }
    Object.assign(s, { price: next, periodStart: period.start, periodEnd: period.end, anchor: period.anchor, cycle: period.cycle, pendingUpdate: null });
    await host.emit("customer.subscription.updated", subView(s), at);
    if (paid.ok) await markInvoicePaid(inv, at, paid.intent);
    else {
      s.status = "past_due";
      s.retry = { invoice: inv.id, firstAt: at, attempts: 1 };
      await markInvoiceFailed(inv, at);
    }
    return { status: 200, body: subView(s, listOf(params.expand) as string[]) };
  }

  async function handle(method: string, path: string, params: StripeObject, secret: boolean): Promise<Answer | null> {
    let m: RegExpExecArray | null;
    const needSecret = () => err(403, "This API call cannot be made with a publishable API key.");

    if (method === "POST" && path === "/v1/test_helpers/test_clocks") {
      if (!secret) return needSecret();
      const c: Clock = { id: id("clock"), frozen: Number(params.frozen_time), offset: 0, name: (params.name as string) ?? null };
      clocks.set(c.id, c);
      return { status: 200, body: { id: c.id, object: "test_helpers.test_clock", frozen_time: c.frozen, status: "ready", name: c.name, livemode: false } };
    }
    if ((m = /^\/v1\/test_helpers\/test_clocks\/(clock_\w+)(\/advance)?$/.exec(path))) {
      const c = clocks.get(m[1]!);
      if (!c) return missing("test_clock", m[1]!);
      if (method === "POST" && m[2]) {
        const to = Number(params.frozen_time);
        if (!(to > clockNow(c))) return err(400, "The frozen_time must be after the test clock's current frozen_time.", { param: "frozen_time" });
        await advanceClock(c, to);
      }
      return { status: 200, body: { id: c.id, object: "test_helpers.test_clock", frozen_time: clockNow(c), status: "ready", name: c.name, livemode: false } };
    }

    if (method === "POST" && path === "/v1/products") {
      const pid = (params.id as string) ?? id("prod");
      if (products.has(pid)) return err(400, `Product already exists.`, { code: "resource_already_exists", param: "id" });
      const p = { id: pid, object: "product", name: params.name, active: true, metadata: params.metadata ?? {}, created: Math.floor(Date.now() / 1000), livemode: false };
      products.set(pid, p);
      return { status: 200, body: p };
    }
    if ((m = /^\/v1\/products\/([\w-]+)$/.exec(path)) && method === "GET") {
      const p = products.get(m[1]!);
      return p ? { status: 200, body: p } : missing("product", m[1]!);
    }
    if (method === "GET" && path === "/v1/prices") {
      const keys = listOf(params.lookup_keys) as string[];
      const data = [...prices.values()].filter((p) => (keys.length === 0 || keys.includes(p.lookup_key as string)) && (params.active === undefined || String(p.active) === params.active));
      return { status: 200, body: { object: "list", data: data.map(priceView), has_more: false, url: "/v1/prices" } };
    }
    if (method === "POST" && path === "/v1/prices") {
      if (!secret) return needSecret();
      const product = params.product as string;
      if (!products.has(product)) return missing("product", product);
      const amount = Number(params.unit_amount);
      if (!Number.isInteger(amount) || amount < 0) return err(400, "Invalid integer: unit_amount", { param: "unit_amount" });
      const key = (params.lookup_key as string) ?? null;
      const clash = key ? [...prices.values()].find((p) => p.lookup_key === key) : null;
      if (clash) {
        if (params.transfer_lookup_key !== "true") return err(400, `A price (\`${String(clash.id)}\`) already uses that lookup key.`, { param: "lookup_key" });
        clash.lookup_key = null;
      }
      const recurring = params.recurring as { interval?: string } | undefined;
      // Ids derived from the lookup key and amount: two fakes (two test servers on one database) agree, like one Stripe account.
      const base = `price_${key ?? "nokey"}_${amount}`;
      let priceId = base;
      for (let n = 2; prices.has(priceId); n++) priceId = `${base}_${n}`;
      const p = { id: priceId, object: "price", product, currency: params.currency, unit_amount: amount, recurring: recurring ? { interval: recurring.interval, interval_count: 1, usage_type: "licensed" } : null, type: recurring ? "recurring" : "one_time", lookup_key: key, active: true, metadata: params.metadata ?? {}, livemode: false, created: Math.floor(Date.now() / 1000) };
      prices.set(p.id, p);
      return { status: 200, body: p };
    }

    if (method === "POST" && path === "/v1/customers") {
      if (!secret) return needSecret();
      const clockId = (params.test_clock as string) ?? "default";
      if (!clocks.has(clockId)) return missing("test_clock", clockId);
      const c = { id: id("cus"), object: "customer", email: params.email ?? null, name: params.name ?? null, metadata: params.metadata ?? {}, balance: 0, invoice_settings: { default_payment_method: null }, test_clock: clockId === "default" ? null : clockId, created: Math.floor(Date.now() / 1000), livemode: false, _clock: clockId, _card: null, _outcome: null };
      customers.set(c.id, c);
      const { _clock, _card, _outcome, ...wire } = c;
      return { status: 200, body: wire };
    }
    if ((m = /^\/v1\/customers\/(cus_\w+)$/.exec(path)) && method === "GET") {
      const c = customers.get(m[1]!);
      if (!c) return missing("customer", m[1]!);
      const { _clock, _card, _outcome, ...wire } = c;
      return { status: 200, body: wire };
    }

    if (method === "POST" && path === "/v1/subscriptions") {
      if (!secret) return needSecret();
      const cust = customers.get(params.customer as string);
      if (!cust) return missing("customer", String(params.customer));
      const item = listOf(params.items)[0] as { price?: string } | undefined;
      const price = item?.price ? prices.get(item.price) : null;
      if (!price || !price.recurring) return missing("price", String(item?.price));
      if (params.payment_behavior !== "default_incomplete") return err(400, "This fake only creates subscriptions with payment_behavior=default_incomplete.");
      const at = clockNow(clocks.get(cust._clock)!);
      const interval = String((price.recurring as StripeObject).interval);
      const s: Sub = { id: id("sub"), customer: cust.id, status: "incomplete", price, itemId: id("si"), anchor: at, cycle: 1, periodStart: at, periodEnd: addMonthsUnix(at, monthsIn(interval)), cancelAtPeriodEnd: false, canceledAt: null, endedAt: null, created: at, metadata: (params.metadata as Record<string, string>) ?? {}, latestInvoice: null, pendingUpdate: null, retry: null };
      subs.set(s.id, s);
      const inv = newInvoice(s, "subscription_create", [line(s, price, price.unit_amount as number, s.periodStart, s.periodEnd, false)], at);
      if (inv.amount_due === 0) await markInvoicePaid(inv, at, null);
      else inv._intent = host.newIntent(inv.amount_due, { invoice: inv.id }, cust.id).id;
      return { status: 200, body: subView(s, listOf(params.expand) as string[]) };
    }
    if ((m = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(path))) {
      if (!secret) return needSecret();
      const s = subs.get(m[1]!);
      if (!s) return missing("subscription", m[1]!);
      const at = nowFor(s.customer);
      if (method === "GET") return { status: 200, body: subView(s, listOf(params.expand) as string[]) };
      if (method === "DELETE") {
        if (s.status === "canceled") return err(400, "This subscription is already canceled.", { code: "resource_missing" });
        await cancelNow(s, at);
        return { status: 200, body: subView(s) };
      }
      if (method === "POST") {
        if (s.status === "canceled") return err(400, "A canceled subscription can only update its cancellation_details and metadata.");
        if (params.items) return changePlan(s, params, at);
        if (params.cancel_at_period_end !== undefined) {
          const value = params.cancel_at_period_end === "true";
          if (value !== s.cancelAtPeriodEnd) {
            s.cancelAtPeriodEnd = value;
            await host.emit("customer.subscription.updated", subView(s), at);
          }
        }
        return { status: 200, body: subView(s, listOf(params.expand) as string[]) };
      }
    }
    if ((m = /^\/v1\/invoices\/(in_\w+)$/.exec(path)) && method === "GET") {
      const inv = invoices.get(m[1]!);
      return inv ? { status: 200, body: invoiceView(inv) } : missing("invoice", m[1]!);
    }
    if (method === "GET" && path === "/v1/invoice_payments") {
      const byIntent = (params.payment as { payment_intent?: string } | undefined)?.payment_intent;
      const inv = byIntent ? [...invoices.values()].find((i) => i._intent === byIntent) : invoices.get(params.invoice as string);
      if (byIntent && !inv) return { status: 200, body: { object: "list", data: [], has_more: false, url: "/v1/invoice_payments" } };
      if (!inv) return missing("invoice", String(params.invoice));
      const data = inv._intent
        ? [{ id: id("inpay"), object: "invoice_payment", invoice: inv.id, amount_paid: inv.status === "paid" ? inv.amount_paid : null, amount_requested: inv.amount_due, currency: "usd", is_default: true, livemode: false, created: inv.created, status: inv.status === "paid" ? "paid" : "open", payment: { type: "payment_intent", payment_intent: inv._intent }, status_transitions: { paid_at: (inv.status_transitions as StripeObject).paid_at } }]
        : [];
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/invoice_payments" } };
    }
    if (method === "POST" && path === "/v1/refunds") {
      if (!secret) return needSecret();
      if (state.failNextRefund) {
        const message = state.failNextRefund;
        state.failNextRefund = null;
        return err(400, message, { code: "charge_disputed" });
      }
      const charge = charges.find((c) => c.intent === params.payment_intent);
      if (!charge) return err(400, `This PaymentIntent (${String(params.payment_intent)}) does not have a successful charge to refund.`, { code: "charge_not_refundable" });
      if ([...disputes.values()].some((d) => d.charge === charge.id && d.is_charge_refundable === false && !["won", "lost", "warning_closed"].includes(d.status))) {
        return err(400, `Charge ${charge.id} has been charged back; cannot issue a refund.`, { code: "charge_disputed" });
      }
      const amount = params.amount === undefined ? charge.amount - charge.refunded : Number(params.amount);
      if (!(amount > 0) || amount > charge.amount - charge.refunded) return err(400, `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((charge.amount - charge.refunded) / 100).toFixed(2)})`, { code: "amount_too_large", param: "amount" });
      charge.refunded += amount;
      const r = { id: id("re"), object: "refund", amount, charge: charge.id, payment_intent: charge.intent, currency: "usd", status: "succeeded", reason: params.reason ?? null, metadata: params.metadata ?? {}, created: nowFor(charge.customer) };
      refunds.set(r.id, r);
      // Stripe tells the webhook of every refund, ours and those made in its dashboard alike: the charge with its refunded total.
      await host.emit("charge.refunded", { id: charge.id, object: "charge", amount: charge.amount, amount_refunded: charge.refunded, refunded: charge.refunded >= charge.amount, payment_intent: charge.intent, currency: "usd", livemode: false }, r.created);
      return { status: 200, body: r };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!secret) return needSecret();
      const cust = customers.get(params.customer as string);
      if (!cust) return missing("customer", String(params.customer));
      const sid = id("bps");
      portalSessions.set(sid, { customer: cust.id, returnUrl: String(params.return_url ?? "") });
      return { status: 200, body: { id: sid, object: "billing_portal.session", customer: cust.id, return_url: params.return_url ?? null, url: `${host.url()}/p/session/${sid}`, livemode: false, created: Math.floor(Date.now() / 1000) } };
    }
    if (method === "GET" && path === "/v1/webhook_endpoints") {
      if (!secret) return needSecret();
      const hook = host.webhookUrl();
      const fallback = hook
        ? [{ id: "we_fake", object: "webhook_endpoint", url: hook, status: "enabled", api_version: "2026-10-28.endive", enabled_events: ["payment_intent.succeeded", "payment_intent.payment_failed", "invoice.paid", "invoice.payment_failed", "customer.subscription.updated", "customer.subscription.deleted", "charge.refunded", "charge.dispute.created", "charge.dispute.updated", "charge.dispute.closed"] }]
        : [];
      return { status: 200, body: { object: "list", data: state.webhookEndpoints ?? fallback, has_more: false, url: "/v1/webhook_endpoints" } };
    }
    return null;
  }

  /** The Customer Portal's page (the card is "updated" by a button that makes the saved card work again). */
  function portalPage(sessionId: string, action: string | null): { status: number; html: string; location?: string } | null {
    const session = portalSessions.get(sessionId);
    if (!session) return null;
    if (action === "update-card") {
      const cust = customers.get(session.customer)!;
      cust._card = CARDS.ok;
      cust._outcome = null;
      return { status: 303, html: "", location: session.returnUrl };
    }
    return {
      status: 200,
      html: `<!doctype html><html><head><title>Stripe customer portal (fake)</title></head><body><h1>Manage billing</h1><form method="post" action="/p/session/${sessionId}?action=update-card"><button type="submit">Update card</button></form><a href="${session.returnUrl}">Return</a></body></html>`,
    };
  }

  return {
    products,
    prices,
    customers,
    subscriptions: subs,
    invoices,
    refunds,
    charges,
    clocks,
    state,
    handle,
    portalPage,
    confirmInvoiceIntent,
    authenticate,
    subscriptionView: (sid: string) => subView(subs.get(sid)!),
    /** Moves the default clock (every customer without a test clock) to `to` (unix seconds). */
    advance: (to: number) => advanceClock(clocks.get("default")!, to),
    /** Freezes the default clock at `at` (unix seconds): time then moves only with `advance`. */
    freeze(at: number) {
      const c = clocks.get("default")!;
      c.frozen = at;
    },
    /** Sets the default clock without running anything (e.g. back in time before a journey subscribes). */
    setTime: (to: number) => setClock(clocks.get("default")!, to),
    now: () => clockNow(clocks.get("default")!),
    /**
     * Puts a customer on a test clock of its own, frozen at its current time (as if created with
     * `test_clock`), so a test can move one buyer's time without renewing everybody else's.
     */
    ownClock(customer: string): string {
      const c = customers.get(customer);
      if (!c) throw new Error(`no customer ${customer}`);
      const clock: Clock = { id: id("clock"), frozen: nowFor(customer), offset: 0, name: customer };
      clocks.set(clock.id, clock);
      c._clock = clock.id;
      c.test_clock = clock.id;
      return clock.id;
    },
    /**
     * The cardholder's bank disputes the charge of a PaymentIntent (as Stripe's test card
     * 4000 0000 0000 0259 does): charge.dispute.created, evidence due in 7 days. Returns the dispute's id.
     */
    async openDispute(intent: string, reason = "fraudulent", opts: { inquiry?: boolean } = {}): Promise<string> {
      const charge = charges.find((c) => c.intent === intent);
      if (!charge) throw new Error(`no charge for ${intent}`);
      const at = nowFor(charge.customer);
      const inquiry = !!opts.inquiry;
      const d = { id: id("dp"), object: "dispute", amount: charge.amount - charge.refunded, charge: charge.id, payment_intent: intent, currency: "usd", reason, status: inquiry ? "warning_needs_response" : "needs_response", is_charge_refundable: inquiry, created: at, evidence_details: { due_by: at + 7 * 86_400, has_evidence: false, past_due: false, submission_count: 0 }, livemode: false, metadata: {} };
      disputes.set(d.id, d);
      await host.emit("charge.dispute.created", { ...d }, at);
      return d.id;
    },
    /** An inquiry becomes a chargeback: charge.dispute.updated, the charge no longer refundable, evidence due in 7 days from now. */
    async escalateDispute(disputeId: string): Promise<void> {
      const d = disputes.get(disputeId);
      if (!d) throw new Error(`no dispute ${disputeId}`);
      const at = nowFor(charges.find((c) => c.id === d.charge)!.customer);
      Object.assign(d, { status: "needs_response", is_charge_refundable: false, evidence_details: { ...(d.evidence_details as object), due_by: at + 7 * 86_400 } });
      await host.emit("charge.dispute.updated", { ...d }, at);
    },
    /** The bank decides: charge.dispute.closed with "won" or "lost" (or "warning_closed", an inquiry that ends without a chargeback). */
    async closeDispute(disputeId: string, status: "won" | "lost" | "warning_closed"): Promise<void> {
      const d = disputes.get(disputeId);
      if (!d) throw new Error(`no dispute ${disputeId}`);
      d.status = status;
      const at = nowFor(charges.find((c) => c.id === d.charge)!.customer);
      await host.emit("charge.dispute.closed", { ...d }, at);
    },
    /** Moves a customer's clock to `to` (unix seconds). */
    advanceCustomer: (customer: string, to: number) => advanceClock(clockOfCustomer(customer), to),
    timeOf: (customer: string) => nowFor(customer),
    /** What the customer's saved card does from now on (a card that expired, or was replaced). */
    setCardOutcome(customer: string, outcome: CardOutcome | null) {
      const c = customers.get(customer);
      if (!c) throw new Error(`no customer ${customer}`);
      c._outcome = outcome;
      if (outcome === "succeed" && !c._card) c._card = CARDS.ok;
    },
  };
}

export type StripeBilling = ReturnType<typeof createStripeBilling>;
