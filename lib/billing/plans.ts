import { BILLING_INTERVALS, BILLING_PLANS, formatCents, PRODUCTS, type BillingIntervalValue, type BillingPlanKey } from "@/lib/constants";
import type { EntitlementTerms } from "@/lib/marketplace/plans";
import { linesOf } from "@/lib/marketplace/lines";

/**
 * The subscription catalogue (issue 32), from lib/constants.ts: the three lead plans and the premium
 * content subscription, each monthly and annual. The monthly price and the quota are the seed's product;
 * the annual price is BILLING_PLANS' own. No server-only code: pages and islands read it too.
 */
export type BillingPlan = {
  key: BillingPlanKey;
  name: string;
  kind: "leads" | "content";
  rank: number;
  productSlug: string;
  /** Leads per month (0 for the content subscription). */
  leadsPerMonth: number;
  prices: Record<BillingIntervalValue, number>;
};

export const BILLING_PLAN_LIST: readonly BillingPlan[] = BILLING_PLANS.map((p) => {
  const product = PRODUCTS.find((x) => x.slug === p.productSlug);
  if (!product) throw new Error(`No product ${p.productSlug} for the ${p.key} plan`);
  return {
    key: p.key,
    name: p.kind === "content" ? "Premium Content" : product.name,
    kind: p.kind,
    rank: p.rank,
    productSlug: p.productSlug,
    leadsPerMonth: product.leadCount ?? 0,
    prices: { month: product.price, year: p.annualCents },
  };
});

export const PLAN_KEYS = BILLING_PLANS.map((p) => p.key) as [BillingPlanKey, ...BillingPlanKey[]];
export const INTERVALS = BILLING_INTERVALS;

export function billingPlan(key: string): BillingPlan | null {
  return BILLING_PLAN_LIST.find((p) => p.key === key) ?? null;
}

export function planOrThrow(key: string): BillingPlan {
  const plan = billingPlan(key);
  if (!plan) throw new Error(`Unknown plan ${key}`);
  return plan;
}

export const priceOf = (plan: string, interval: BillingIntervalValue) => planOrThrow(plan).prices[interval];

/** The Stripe Price lookup key (and the PayPal plan's name suffix) of a plan and interval: `growth_month`. */
export const lookupKey = (plan: string, interval: BillingIntervalValue) => `${plan}_${interval}`;

export function parseLookupKey(key: string | null | undefined): { plan: BillingPlanKey; interval: BillingIntervalValue } | null {
  const m = /^([a-z]+)_(month|year)$/.exec(key ?? "");
  const plan = m && billingPlan(m[1]!);
  return plan ? { plan: plan.key, interval: m![2] as BillingIntervalValue } : null;
}

export const INTERVAL_WORD: Record<BillingIntervalValue, string> = { month: "month", year: "year" };
export const INTERVAL_ADVERB: Record<BillingIntervalValue, string> = { month: "Monthly", year: "Annual" };

/** "$297/month", "$2,970/year" (whole dollars without cents). */
export function priceLabel(cents: number, interval: BillingIntervalValue): string {
  return `${formatCents(cents).replace(/\.00$/, "")}/${INTERVAL_WORD[interval]}`;
}

/** The subscribe button's words: "Start Growth, $297/month". */
export function startLabel(plan: BillingPlan, interval: BillingIntervalValue): string {
  return `Start ${plan.name}, ${priceLabel(plan.prices[interval], interval)}`;
}

/** What the annual price saves against twelve monthly payments, in cents. */
export const annualSaving = (plan: BillingPlan) => plan.prices.month * 12 - plan.prices.year;

/**
 * One month of a lead plan as an entitlement's terms: the plan's lines and monthly quota, and the price
 * of one month (an annual plan's price is spread over its twelve monthly entitlements).
 */
export function monthlyTerms(planKey: string, interval: BillingIntervalValue): EntitlementTerms {
  const plan = planOrThrow(planKey);
  const product = PRODUCTS.find((p) => p.slug === plan.productSlug)!;
  return {
    planName: plan.name,
    productSlug: plan.productSlug,
    lines: linesOf(product.leadType),
    quota: plan.leadsPerMonth,
    priceCents: interval === "year" ? Math.round(plan.prices.year / 12) : plan.prices.month,
  };
}

export const leadPlans = () => BILLING_PLAN_LIST.filter((p) => p.kind === "leads");

/** The link of a plan's subscribe page (the checkout's subscription step). */
export const subscribeHref = (plan: string, interval: BillingIntervalValue = "month") =>
  `/checkout/subscribe/${plan}${interval === "year" ? "?interval=year" : ""}`;
