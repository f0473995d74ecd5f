/**
 * Faults (issue 9): Meta, Resend and the payment providers are down for a minute; everything queued
 * is delivered after recovery, once.
 *
 * Our HTTP server (production build) and a standalone worker run against a throwaway PostgreSQL, with
 * Meta's Graph API, Resend, Stripe and PayPal replaced by the local fakes behind fault proxies
 * (test/system/lib/fault-proxy.mts). For SYSTEM_FAKES_DOWN_SECONDS (60) all four are down: the first
 * half they answer 503, the second half they refuse connections. Meanwhile leads are posted (each
 * queues a confirmation e-mail, a team alert and Meta Lead / CompleteRegistration events) and
 * checkouts are started by card and by PayPal. Then the providers come back and nothing is touched:
 * the jobs' own retries (graphile-worker's exponential backoff, e^n seconds: 3, 7, 20, 55 s...) do
 * the rest, within SYSTEM_FAKES_DRAIN_SECONDS (150).
 *
 * Asserts: lead intake never depended on the providers (every lead 201); every e-mail row ends sent
 * and Resend delivered each exactly once; every conversion event ends sent and Meta received each
 * event id exactly once; a checkout started during the outage answers 502/503 with a message (never
 * a 500) and keeps the cart; after recovery the same cart checks out by card and by PayPal, on the
 * order already started (one PaymentIntent, one PayPal order, no lost or doubled order).
 */
import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { startFakeMetaGraph } from "@/test/fakes/meta-graph";
import { startFakeResend } from "@/test/fakes/resend";
import { startFakeStripe } from "@/test/fakes/stripe";
import { startFakePayPal } from "@/test/fakes/paypal";
import { freePort } from "../../scripts/lib/free-port.mts";
import { stopGroup } from "../../scripts/lib/proc.mts";
import { runSeed } from "../../scripts/lib/run-seed.mts";
import { startFaultProxy, type FaultProxy, type ProxyMode } from "./lib/fault-proxy.mts";
import { reporter, requireBuild, sleep, startApp, startWorkerProcess, throwawayDb } from "./lib/stack.mts";
import { cronTaskNames, outstandingJobs, waitFor } from "./lib/wait.mts";
import { crontab } from "@/lib/jobs/task-list";
import { texasLead } from "@/test/fixtures/texas-lead";

const DOWN_S = Number(process.env.SYSTEM_FAKES_DOWN_SECONDS ?? 60);
const DRAIN_S = Number(process.env.SYSTEM_FAKES_DRAIN_SECONDS ?? 150);
const LEADS = Number(process.env.SYSTEM_FAKES_LEADS ?? 24);
const DIST = process.env.SYSTEM_DIST_DIR ?? ".next-test";
const r = reporter("fakes-down");
requireBuild(DIST);

const db = await throwawayDb("fakesdown");
await runSeed(db.url, { local: false, log: () => undefined });
const meta = await startFakeMetaGraph();
const resend = await startFakeResend();
const stripe = await startFakeStripe();
const paypal = await startFakePayPal();
paypal.autoApprove = true;
const proxies: Record<"meta" | "resend" | "stripe" | "paypal", FaultProxy> = {
  meta: await startFaultProxy(meta.url.replace(/\/v[\d.]+$/, ""), await freePort()),
  resend: await startFaultProxy(resend.url, await freePort()),
  stripe: await startFaultProxy(stripe.url, await freePort()),
  paypal: await startFaultProxy(paypal.url, await freePort()),
};
const version = meta.url.match(/\/v[\d.]+$/)![0];
const providers = {
  DATABASE_URL: db.url,
  AUTH_SECRET: randomBytes(32).toString("base64url"),
  RESEND_API_KEY: resend.apiKey,
  RESEND_BASE_URL: proxies.resend.url,
  LEAD_ALERT_EMAILS: "team@texasinsuranceleads.example",
  FACEBOOK_PIXEL_ID: meta.pixelId,
  FACEBOOK_ACCESS_TOKEN: meta.accessToken,
  FACEBOOK_GRAPH_URL: `${proxies.meta.url}${version}`,
  STRIPE_SECRET_KEY: stripe.secretKey,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
  STRIPE_API_BASE: proxies.stripe.url,
  PAYPAL_CLIENT_ID: paypal.clientId,
  PAYPAL_CLIENT_SECRET: paypal.clientSecret,
  PAYPAL_API_BASE: proxies.paypal.url,
  PUBLIC_FORM_LIMIT_PER_IP: "100000",
};
const setAll = (mode: ProxyMode) => Promise.all(Object.values(proxies).map((p) => p.setMode(mode)));
const c = new pg.Client({ connectionString: db.url });
await c.connect();
const app = await startApp(DIST, providers);
// Quiet: every attempt during the outage fails on purpose and graphile-worker logs each as an error.
const worker = startWorkerProcess(providers, { quiet: true });

const leadStatuses = new Map<number, number>();
async function postLead(n: number): Promise<void> {
  const res = await fetch(`${app.base}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": `fakes-${n}-${randomBytes(4).toString("hex")}`, "user-agent": "Mozilla/5.0 (system test)" },
    body: JSON.stringify(texasLead({ campaign: "system-fakes-down" }, `fakes.${n}`)),
  });
  await res.arrayBuffer();
  leadStatuses.set(res.status, (leadStatuses.get(res.status) ?? 0) + 1);
}

type Attempt = { what: string; status: number; error: string };
const cart = randomUUID();
const buyer = { sessionId: cart, email: "buyer.fakes@gmail.com", fullName: "Maria Gonzalez" };
async function startCheckout(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${app.base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(buyer) });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}
async function cartItems(): Promise<number> {
  const res = await fetch(`${app.base}/api/cart/${cart}`);
  const body = (await res.json()) as { items?: unknown[] } | unknown[];
  return Array.isArray(body) ? body.length : (body.items?.length ?? -1);
}

try {
  const add = await fetch(`${app.base}/api/cart/${cart}/items`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ productSlug: "auto-leads-25", quantity: 1 }) });
  if (add.status >= 300) throw new Error(`could not fill the cart: ${add.status}`);
  const itemsBefore = await cartItems();

  r.say(`Meta, Resend, Stripe and PayPal down for ${DOWN_S} s (503 for ${Math.round(DOWN_S / 2)} s, then connections refused); ${LEADS} leads posted meanwhile`);
  const start = Date.now();
  const at = (s: number) => sleep(Math.max(0, start + s * 1000 - Date.now()));
  const during: Attempt[] = [];
  await setAll("5xx");
  let n = 0;
  const half = Math.ceil(LEADS / 2);
  // Leads at the start (their retries run into the whole outage) and just before the end.
  for (; n < half; n++) await postLead(n);
  await at(Math.min(10, DOWN_S / 4));
  for (const path of ["/api/create-payment-intent", "/paypal/order"]) {
    const a = await startCheckout(path);
    during.push({ what: `${path} while answering 503`, status: a.status, error: String(a.body.error ?? "") });
  }
  await at(DOWN_S / 2);
  await setAll("refuse");
  await at(DOWN_S / 2 + Math.min(5, DOWN_S / 8));
  for (const path of ["/api/create-payment-intent", "/paypal/order"]) {
    const a = await startCheckout(path);
    during.push({ what: `${path} while refusing connections`, status: a.status, error: String(a.body.error ?? "") });
  }
  await at(DOWN_S - Math.min(8, DOWN_S / 6));
  for (; n < LEADS; n++) await postLead(n);
  const itemsDuring = await cartItems();
  await at(DOWN_S);
  await setAll("up");
  const upAt = Date.now();
  const downStats = Object.fromEntries(Object.entries(proxies).map(([k, p]) => [k, p.stats.answered5xx]));
  r.say(`providers back at t=${Math.round((upAt - start) / 1000)} s; 503s they answered while down: ${JSON.stringify(downStats)}`);

  // Checkout again on the same cart, now that the providers answer.
  const card = await startCheckout("/api/create-payment-intent");
  const pp = await startCheckout("/paypal/order");

  // Wait for the queue to drain by itself: every e-mail and event sent, then no job of ours left in the
  // queue (so no retry in flight can still deliver a late duplicate before the counts below).
  let open = { emails: -1, events: -1 };
  const stillOpen = async () => {
    const q = await c.query<{ emails: string; events: string }>(
      `SELECT (SELECT count(*) FROM communications WHERE status <> 'sent') AS emails,
              (SELECT count(*) FROM conversion_events WHERE status <> 'sent') AS events`,
    );
    open = { emails: Number(q.rows[0]!.emails), events: Number(q.rows[0]!.events) };
    return open.emails === 0 && open.events === 0;
  };
  const cronTasks = cronTaskNames(crontab);
  const limitMs = () => Math.max(1000, upAt + DRAIN_S * 1000 - Date.now());
  await waitFor("every e-mail and conversion event to be sent after recovery", stillOpen, { limitMs: limitMs(), everyMs: 1000, log: r.say })
    .then(() =>
      waitFor(
        "the queue to owe no job (none running, due or failed for good)",
        async () => (await outstandingJobs(c, cronTasks)).length === 0,
        { limitMs: limitMs(), everyMs: 500, log: r.say },
      ),
    )
    .catch(() => undefined);
  r.say(`queue drained ${((Date.now() - upAt) / 1000).toFixed(0)} s after recovery (${open.emails} e-mail(s), ${open.events} event(s) still open)`);

  const { rows: comms } = await c.query<{ dedupeKey: string; status: string; providerId: string | null }>(`SELECT "dedupeKey", status, "providerId" FROM communications`);
  const { rows: events } = await c.query<{ eventId: string; status: string; attempts: number }>(`SELECT "eventId", status, attempts FROM conversion_events`);
  const deliveredKeys = resend.delivered.map((m) => String(m.headers["idempotency-key"]));
  const metaIds = meta.events.map((e) => e.event_id);
  const { rows: orders } = await c.query<{ id: number; status: string; paymentIntentId: string | null; paypalOrderId: string | null }>(
    `SELECT id, status::text, "paymentIntentId", "paypalOrderId" FROM orders WHERE "sessionId" = $1 ORDER BY id`,
    [cart],
  );
  const intents = [...stripe.intents.values()];
  const ppOrders = [...paypal.orders.values()];
  const attemptsMax = Math.max(0, ...events.map((e) => e.attempts));

  r.say(`leads: ${JSON.stringify(Object.fromEntries(leadStatuses))}; e-mails: ${comms.length} rows, Resend received ${resend.received.length} request(s), delivered ${resend.delivered.length}; Meta events: ${events.length} rows (max ${attemptsMax} attempts), received ${metaIds.length}`);
  for (const a of during) r.say(`  ${a.what}: ${a.status} "${a.error}"`);
  r.say(`  after recovery: card ${card.status}, PayPal ${pp.status}; orders of the cart: ${JSON.stringify(orders.map((o) => o.status))}; Stripe intents ${intents.length}, PayPal orders ${ppOrders.length}`);

  r.check(leadStatuses.get(201) === LEADS, `every lead was accepted while the providers were down (${leadStatuses.get(201) ?? 0}/${LEADS})`);
  r.check(Object.values(downStats).every((v) => v > 0), "each provider was really called while down (the proxies answered 503s)");
  r.check(comms.length >= LEADS * 2 && comms.every((m) => m.status === "sent" && m.providerId), `every e-mail row ends sent (${comms.filter((m) => m.status === "sent").length}/${comms.length})`);
  r.check(new Set(deliveredKeys).size === deliveredKeys.length && deliveredKeys.length === comms.length && comms.every((m) => deliveredKeys.includes(m.dedupeKey)), `Resend delivered each e-mail exactly once (${deliveredKeys.length} deliveries for ${comms.length} e-mails)`);
  r.check(events.length >= LEADS && events.every((e) => e.status === "sent"), `every conversion event ends sent (${events.filter((e) => e.status === "sent").length}/${events.length})`);
  r.check(attemptsMax >= 2, `conversion events were retried through the outage (up to ${attemptsMax} attempts)`);
  r.check(events.every((e) => meta.deliveries(e.eventId) === 1) && metaIds.length === events.length, `Meta received each event id exactly once (${metaIds.length} for ${events.length} events)`);
  r.check(meta.violations.length === 0, "nothing Meta forbids was sent (tokens in URLs, plaintext personal data)");
  r.check(during.every((a) => a.status === 502 || a.status === 503) && during.every((a) => a.error.length > 0), "checkouts during the outage answered 502/503 with a message, never 500");
  r.check(itemsBefore === 1 && itemsDuring === 1, `the cart kept its item through the failed checkouts (${itemsBefore} → ${itemsDuring})`);
  const cardOrder = orders.find((o) => o.id === card.body.orderId);
  r.check(card.status === 200 && typeof card.body.clientSecret === "string" && cardOrder?.paymentIntentId !== null && cardOrder !== undefined, `after recovery the card checkout works (${card.status})`);
  r.check(pp.status === 200 && typeof pp.body.id === "string" && orders.some((o) => o.paypalOrderId === pp.body.id), `after recovery the PayPal checkout works (${pp.status})`);
  r.check(intents.length === 1 && intents[0]!.metadata.order_id === String(card.body.orderId), "one PaymentIntent, for the order the cart already had");
  r.check(ppOrders.length === 1, "one PayPal order");
  r.check(orders.length <= 2 && orders.every((o) => o.status === "pending"), `no order lost or doubled (${orders.length} pending order(s) for the cart: one per payment method)`);
  r.check(app.child.exitCode === null && worker.exitCode === null, "the app and the worker stayed up");
} catch (e) {
  console.error(e);
  r.fail();
} finally {
  await stopGroup(worker);
  await app.stop();
  await c.end().catch(() => undefined);
  for (const p of Object.values(proxies)) await p.close();
  await Promise.all([meta.close(), resend.close(), stripe.close(), paypal.close()]);
  await db.stop();
}
process.exit(r.failed ? 1 : 0);
