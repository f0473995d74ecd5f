import "server-only";
import { db } from "@/lib/db";
import type { BillingProvider } from "@/lib/generated/prisma/enums";
import { centsToValue, paypalRequest, PayPalError, valueToCents } from "@/lib/payments/paypal/client";
import { PAYPAL_PAYMENT_FAILURE_THRESHOLD, type BillingIntervalValue } from "@/lib/constants";
import { BILLING_PLAN_LIST, INTERVALS, lookupKey, type BillingPlan } from "@/lib/billing/plans";
import { stripe } from "@/lib/billing/stripe";
import { siteConfig } from "@/lib/site";

/**
 * The plans at the providers, created idempotently by lookup key (never hand-typed ids): `npm run
 * billing:setup` and the setup checklist's Tests call these. A price whose amount changed is not edited
 * (Stripe amounts are immutable, and existing subscribers keep what they signed up for): a new Stripe
 * Price takes the lookup key over (transfer_lookup_key), a new PayPal plan replaces the old one, which is
 * deactivated. What exists is written to billing_prices, where subscribing and the webhooks read it.
 */
export type CatalogResult = { provider: BillingProvider; prices: number; created: string[] };

type Wanted = { plan: BillingPlan; interval: BillingIntervalValue; key: string; amount: number };
const wanted = (): Wanted[] =>
  BILLING_PLAN_LIST.flatMap((plan) => INTERVALS.map((interval) => ({ plan, interval, key: lookupKey(plan.key, interval), amount: plan.prices[interval] })));

const stripeProductId = (plan: BillingPlan) => `plan_${plan.key}`;
const paypalProductId = (plan: BillingPlan) => `TIL-${plan.key.toUpperCase()}`;

async function record(provider: BillingProvider, rows: { w: Wanted; productId: string; priceId: string }[], now: Date): Promise<void> {
  await db().$transaction(async (tx) => {
    for (const { w, productId, priceId } of rows) {
      await tx.billingPrice.upsert({
        where: { provider_providerPriceId: { provider, providerPriceId: priceId } },
        create: { provider, lookupKey: w.key, plan: w.plan.key, interval: w.interval, amountCents: w.amount, providerProductId: productId, providerPriceId: priceId, active: true, syncedAt: now },
        update: { lookupKey: w.key, plan: w.plan.key, interval: w.interval, amountCents: w.amount, providerProductId: productId, active: true, syncedAt: now },
      });
      await tx.billingPrice.updateMany({ where: { provider, lookupKey: w.key, NOT: { providerPriceId: priceId } }, data: { active: false } });
    }
  });
}

export async function syncStripeCatalog(now = new Date()): Promise<CatalogResult> {
  const client = stripe();
  const created: string[] = [];
  for (const plan of BILLING_PLAN_LIST) {
    const id = stripeProductId(plan);
    const existing = await client.products.retrieve(id).catch((e: { code?: string; statusCode?: number }) => {
      if (e?.code === "resource_missing" || e?.statusCode === 404) return null;
      throw e;
    });
    if (!existing) {
      await client.products.create({ id, name: `${siteConfig().name} ${plan.name}`, metadata: { plan: plan.key } }, { idempotencyKey: `product:${id}` });
      created.push(`product ${id}`);
    }
  }
  const all = wanted();
  const found = await client.prices.list({ lookup_keys: all.map((w) => w.key), active: true, limit: 100 });
  const rows: { w: Wanted; productId: string; priceId: string }[] = [];
  for (const w of all) {
    const productId = stripeProductId(w.plan);
    const match = found.data.find((p) => p.lookup_key === w.key && p.unit_amount === w.amount && p.currency === "usd" && p.recurring?.interval === w.interval);
    if (match) {
      rows.push({ w, productId, priceId: match.id });
      continue;
    }
    // No idempotency key of ours: the lookup key is the idempotency (read first, create only what is missing).
    const price = await client.prices.create({ product: productId, currency: "usd", unit_amount: w.amount, recurring: { interval: w.interval }, lookup_key: w.key, transfer_lookup_key: true, metadata: { plan: w.plan.key } });
    created.push(`price ${w.key}`);
    rows.push({ w, productId, priceId: price.id });
  }
  await record("stripe", rows, now);
  return { provider: "stripe", prices: rows.length, created };
}

type PayPalPlanSummary = { id: string; name: string; status: string };

async function paypalPlansOf(productId: string): Promise<PayPalPlanSummary[]> {
  const plans: PayPalPlanSummary[] = [];
  for (let page = 1; page <= 10; page++) {
    const { body } = await paypalRequest(`/v1/billing/plans?product_id=${encodeURIComponent(productId)}&page_size=20&page=${page}&total_required=true`, { method: "GET" });
    const list = Array.isArray(body.plans) ? (body.plans as Record<string, unknown>[]) : [];
    plans.push(...list.map((p) => ({ id: String(p.id ?? ""), name: String(p.name ?? ""), status: String(p.status ?? "") })));
    if (page >= Number(body.total_pages ?? 1)) break;
  }
  return plans;
}

/** The fixed price and interval of one plan (the list leaves the billing cycles out). */
async function paypalPlanPrice(id: string): Promise<{ amount: number | null; interval: string | null }> {
  const { body } = await paypalRequest(`/v1/billing/plans/${encodeURIComponent(id)}`, { method: "GET" });
  const cycle = (Array.isArray(body.billing_cycles) ? body.billing_cycles : []).find((c: { tenure_type?: string }) => c.tenure_type === "REGULAR") as
    | { frequency?: { interval_unit?: string }; pricing_scheme?: { fixed_price?: { value?: string } } }
    | undefined;
  const value = cycle?.pricing_scheme?.fixed_price?.value;
  return { amount: value ? valueToCents(value) : null, interval: cycle?.frequency?.interval_unit?.toLowerCase() ?? null };
}

const planName = (w: Wanted) => `${w.plan.name} ${w.interval === "year" ? "annual" : "monthly"} (${w.key})`;

export async function syncPayPalCatalog(now = new Date()): Promise<CatalogResult> {
  const created: string[] = [];
  const rows: { w: Wanted; productId: string; priceId: string }[] = [];
  for (const plan of BILLING_PLAN_LIST) {
    const productId = paypalProductId(plan);
    const exists = await paypalRequest(`/v1/catalogs/products/${productId}`, { method: "GET" }).then(
      () => true,
      (e: unknown) => {
        if (e instanceof PayPalError && e.status === 404) return false;
        throw e;
      },
    );
    if (!exists) {
      await paypalRequest("/v1/catalogs/products", {
        method: "POST",
        requestId: `product-${productId}`,
        body: { id: productId, name: `${siteConfig().name} ${plan.name}`, type: "SERVICE", category: "SOFTWARE" },
      });
      created.push(`product ${productId}`);
    }
    const plans = await paypalPlansOf(productId);
    for (const interval of INTERVALS) {
      const w: Wanted = { plan, interval, key: lookupKey(plan.key, interval), amount: plan.prices[interval] };
      const candidates = plans.filter((p) => p.status === "ACTIVE" && p.name.endsWith(`(${w.key})`));
      let keep: string | null = null;
      for (const c of candidates) {
        const price = await paypalPlanPrice(c.id);
        if (!keep && price.amount === w.amount && price.interval === interval) keep = c.id;
        else await paypalRequest(`/v1/billing/plans/${c.id}/deactivate`, { method: "POST" });
      }
      if (!keep) {
        // No PayPal-Request-Id: the plan's name is the idempotency (read first, create only what is missing).
        const { body } = await paypalRequest("/v1/billing/plans", {
          method: "POST",
          body: {
            product_id: productId,
            name: planName(w),
            description: `${w.plan.name}, billed ${w.interval === "year" ? "annually" : "monthly"} in advance`,
            status: "ACTIVE",
            billing_cycles: [
              {
                frequency: { interval_unit: interval.toUpperCase(), interval_count: 1 },
                tenure_type: "REGULAR",
                sequence: 1,
                total_cycles: 0,
                pricing_scheme: { fixed_price: { currency_code: "USD", value: centsToValue(w.amount) } },
              },
            ],
            payment_preferences: { auto_bill_outstanding: true, setup_fee_failure_action: "CANCEL", payment_failure_threshold: PAYPAL_PAYMENT_FAILURE_THRESHOLD },
          },
        });
        keep = String(body.id);
        created.push(`plan ${w.key}`);
      }
      rows.push({ w, productId, priceId: keep });
    }
  }
  await record("paypal", rows, now);
  return { provider: "paypal", prices: rows.length, created };
}

/** The price to subscribe at (never one the browser names). */
export async function activePrice(provider: BillingProvider, plan: string, interval: BillingIntervalValue) {
  return db().billingPrice.findFirst({ where: { provider, plan, interval, active: true }, orderBy: { syncedAt: "desc" } });
}

type PriceOf = { plan: BillingPlan["key"]; interval: BillingIntervalValue; amountCents: number };
/** A provider's price id always means the same plan, interval and amount: what was read once is kept. */
const known = new Map<string, PriceOf>();

/** Which plan a provider's price or plan id is (inactive ones too: old subscribers keep old prices). */
export async function planOfPrice(provider: BillingProvider, providerPriceId: string | null | undefined): Promise<PriceOf | null> {
  if (!providerPriceId) return null;
  const key = `${provider}:${providerPriceId}`;
  const cached = known.get(key);
  if (cached) return cached;
  const row = await db().billingPrice.findUnique({ where: { provider_providerPriceId: { provider, providerPriceId } }, select: { plan: true, interval: true, amountCents: true } });
  if (!row) return null;
  const found = { plan: row.plan as BillingPlan["key"], interval: row.interval, amountCents: row.amountCents };
  known.set(key, found);
  return found;
}
