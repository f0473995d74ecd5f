import "server-only";
import { db } from "@/lib/db";
import type { BillingProvider, SubscriptionStatus } from "@/lib/generated/prisma/enums";
import { BILLING_INCOMPLETE_EXPIRES_HOURS, type BillingIntervalValue } from "@/lib/constants";
import { billingPlan } from "@/lib/billing/plans";
import { moneyBackFor, type MoneyBack } from "@/lib/billing/refunds";
import { OPEN_DISPUTE_STATUSES } from "@/lib/billing/disputes";

/** What the buyer's billing page (/account/billing) and the admins' pages show. */
export type PaymentView = { id: number; at: Date; description: string; amountCents: number; refundedCents: number; status: string; hostedUrl: string | null; failureCode: string | null; disputeStatus: string | null; disputeDueBy: Date | null };
export type RefundView = { id: number; amountCents: number; status: string; reason: string; kind: string; error: string | null; at: Date };
export type SubscriptionView = {
  id: number;
  userId: number;
  provider: BillingProvider;
  providerSubscriptionId: string | null;
  kind: string;
  plan: string;
  planName: string;
  interval: BillingIntervalValue;
  priceCents: number;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  graceEndsAt: Date | null;
  pastDueSince: Date | null;
  canceledAt: Date | null;
  cancelReason: string | null;
  firstPaidAt: Date | null;
  moneyBack: MoneyBack;
  /** This month's entitlement (lead plans): the quota as it stands, and what was delivered against it. */
  month: { planName: string; quota: number; delivered: number; status: string; periodStart: Date | null; periodEnd: Date | null } | null;
  payments: PaymentView[];
  refunds: RefundView[];
  events: { id: number; at: Date; kind: string; text: string }[];
};

const REASONS: Record<string, string> = { create: "First payment", cycle: "Renewal", update: "Plan change" };

async function view(sub: Awaited<ReturnType<typeof loadSubs>>[number], now: Date): Promise<SubscriptionView> {
  const plan = billingPlan(sub.plan);
  const month = sub.kind === "leads" ? await db().entitlement.findFirst({
    where: { subscriptionId: sub.id, status: { in: ["active", "paused"] }, periodStart: { lte: now }, periodEnd: { gt: now } },
    orderBy: { periodStart: "desc" },
    select: { planName: true, quota: true, credits: true, delivered: true, status: true, periodStart: true, periodEnd: true },
  }) : null;
  return {
    id: sub.id,
    userId: sub.userId,
    provider: sub.provider,
    providerSubscriptionId: sub.providerSubscriptionId,
    kind: sub.kind,
    plan: sub.plan,
    planName: plan?.name ?? sub.plan,
    interval: sub.interval,
    priceCents: sub.priceCents,
    status: sub.status,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    graceEndsAt: sub.graceEndsAt,
    pastDueSince: sub.pastDueSince,
    canceledAt: sub.canceledAt,
    cancelReason: sub.cancelReason,
    firstPaidAt: sub.firstPaidAt,
    moneyBack: await moneyBackFor(sub, now),
    month: month ? { planName: month.planName, quota: month.quota + month.credits, delivered: month.delivered, status: month.status, periodStart: month.periodStart, periodEnd: month.periodEnd } : null,
    payments: sub.payments.map((p) => ({
      id: p.id,
      at: p.paidAt ?? p.attemptedAt,
      description: `${REASONS[p.reason] ?? p.reason}: ${billingPlan(p.plan)?.name ?? p.plan}, ${p.interval === "year" ? "annual" : "monthly"}`,
      amountCents: p.amountCents,
      refundedCents: p.refundedCents,
      status: p.status,
      hostedUrl: p.hostedUrl,
      failureCode: p.failureCode,
      disputeStatus: p.disputeStatus,
      disputeDueBy: p.disputeDueBy,
    })),
    refunds: sub.refunds.map((r) => ({ id: r.id, amountCents: r.amountCents, status: r.status, reason: r.reason, kind: r.kind, error: r.error, at: r.refundedAt ?? r.createdAt })),
    events: sub.events,
  };
}

function loadSubs(where: { userId?: number; id?: number }) {
  return db().subscription.findMany({
    where,
    orderBy: { id: "desc" },
    take: 20,
    include: {
      payments: { orderBy: { attemptedAt: "desc" }, take: 50 },
      refunds: { orderBy: { id: "desc" } },
      events: { orderBy: [{ at: "desc" }, { id: "desc" }], take: 50, select: { id: true, at: true, kind: true, text: true } },
    },
  });
}

const LIVE: SubscriptionStatus[] = ["incomplete", "active", "past_due", "suspended"];

/** The buyer's subscriptions: the live ones first, then the ended ones (newest first). */
export async function buyerBilling(userId: number, now = new Date()): Promise<{ live: SubscriptionView[]; ended: SubscriptionView[]; hasStripeCustomer: boolean; setupStatus: string | null }> {
  const [subs, customer, profile] = await Promise.all([
    loadSubs({ userId }),
    db().billingCustomer.findUnique({ where: { userId }, select: { stripeCustomerId: true } }),
    db().buyerProfile.findUnique({ where: { userId }, select: { setupStatus: true } }),
  ]);
  const views = await Promise.all(subs.map((s) => view(s, now)));
  return {
    live: views.filter((v) => LIVE.includes(v.status)),
    ended: views.filter((v) => !LIVE.includes(v.status)),
    hasStripeCustomer: Boolean(customer?.stripeCustomerId),
    /** The buyer's lead delivery set-up (issue 31): leads begin once an admin approves it. */
    setupStatus: profile?.setupStatus ?? null,
  };
}

/** One subscription in full (admins). */
export async function subscriptionDetail(id: number, now = new Date()): Promise<(SubscriptionView & { buyer: { username: string; email: string | null } }) | null> {
  const [sub] = await loadSubs({ id });
  if (!sub) return null;
  const buyer = await db().user.findUnique({ where: { id: sub.userId }, select: { username: true, email: true } });
  return { ...(await view(sub, now)), buyer: buyer ?? { username: "(deleted)", email: null } };
}

/** The banner's subject: a renewal overdue (in its grace, or paused after it). */
export type Dunning = { subscriptionId: number; planName: string; status: "past_due" | "suspended"; graceEndsAt: Date | null; provider: BillingProvider };

export async function dunningOf(userId: number): Promise<Dunning | null> {
  const sub = await db().subscription.findFirst({ where: { userId, status: { in: ["past_due", "suspended"] } }, orderBy: { id: "desc" } });
  if (!sub) return null;
  return { subscriptionId: sub.id, planName: billingPlan(sub.plan)?.name ?? sub.plan, status: sub.status as Dunning["status"], graceEndsAt: sub.graceEndsAt, provider: sub.provider };
}

/** A buyer's live subscription of a kind (the subscribe page says when there already is one). */
export function liveSubscription(userId: number, kind: string) {
  return db().subscription.findUnique({ where: { liveKey: `${userId}:${kind}` } });
}

export type AdminSubscriptionRow = {
  id: number;
  buyer: string;
  email: string | null;
  planName: string;
  interval: string;
  provider: BillingProvider;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  paidCents: number;
  refundedCents: number;
  createdAt: string;
};

export const ADMIN_SUBSCRIPTION_SORTS = ["createdAt", "currentPeriodEnd", "status"] as const;

/** The admins' list of subscriptions, paged and sorted on the server, filtered by status and provider. */
export async function adminSubscriptions(opts: { status?: SubscriptionStatus; provider?: BillingProvider; q?: string; openRefunds?: boolean; openDisputes?: boolean; sort: (typeof ADMIN_SUBSCRIPTION_SORTS)[number]; dir: "asc" | "desc"; page: number; pageSize: number }) {
  const where = {
    ...(opts.openRefunds ? { refunds: { some: { status: { in: ["failed", "pending"] } } } } : {}),
    ...(opts.openDisputes ? { payments: { some: { disputeStatus: { in: [...OPEN_DISPUTE_STATUSES] } } } } : {}),
    ...(opts.status ? { status: opts.status } : {}),
    ...(opts.provider ? { provider: opts.provider } : {}),
    ...(opts.q ? { user: { OR: [{ username: { contains: opts.q, mode: "insensitive" as const } }, { email: { contains: opts.q, mode: "insensitive" as const } }] } } : {}),
  };
  const [total, subs] = await Promise.all([
    db().subscription.count({ where }),
    db().subscription.findMany({
      where,
      orderBy: [opts.sort === "currentPeriodEnd" ? { currentPeriodEnd: { sort: opts.dir, nulls: "last" as const } } : { [opts.sort]: opts.dir }, { id: "desc" }],
      skip: (opts.page - 1) * opts.pageSize,
      take: opts.pageSize,
      include: { user: { select: { username: true, email: true } } },
    }),
  ]);
  const sums = await db().billingPayment.groupBy({ by: ["subscriptionId"], where: { subscriptionId: { in: subs.map((s) => s.id) }, status: "paid" }, _sum: { amountCents: true, refundedCents: true } });
  const byId = new Map(sums.map((s) => [s.subscriptionId, s._sum]));
  const rows: AdminSubscriptionRow[] = subs.map((s) => ({
    id: s.id,
    buyer: s.user.username,
    email: s.user.email,
    planName: billingPlan(s.plan)?.name ?? s.plan,
    interval: s.interval,
    provider: s.provider,
    status: s.status,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
    paidCents: byId.get(s.id)?.amountCents ?? 0,
    refundedCents: byId.get(s.id)?.refundedCents ?? 0,
    createdAt: s.createdAt.toISOString(),
  }));
  return { rows, total, page: opts.page, pageSize: opts.pageSize, pageCount: Math.max(1, Math.ceil(total / opts.pageSize)) };
}

/** The catalogue as the sync left it: each plan's active price at each provider. */
export function catalogRows() {
  return db().billingPrice.findMany({ where: { active: true }, orderBy: [{ provider: "asc" }, { lookupKey: "asc" }] });
}

/** What billing asks of an admin (the "needs attention" list on /admin): renewals overdue, refunds that failed, disputes to answer. */
export type OpenDisputes = { count: number; dueFirst: Date | null };

export async function billingAttention(now = new Date()): Promise<{
  pastDue: number;
  suspended: number;
  refundsOpen: number;
  refundedAtProvider: number;
  unconfirmedStarts: number;
  /** Subscription payments and checkout orders with a dispute running, at each provider. */
  disputes: { payments: Record<"stripe" | "paypal", OpenDisputes>; orders: Record<"stripe" | "paypal", OpenDisputes> };
}> {
  const open = { disputeStatus: { in: [...OPEN_DISPUTE_STATUSES] } };
  const paymentDisputes = (provider: "stripe" | "paypal") => db().billingPayment.aggregate({ where: { ...open, provider }, _count: { _all: true }, _min: { disputeDueBy: true } });
  // Card orders are every order not paid by PayPal (checkout records the method when it prepares the order; a null one, made by no path today, counts as card so no dispute goes uncounted).
  const orderDisputes = (paypal: boolean) =>
    db().order.aggregate({ where: { ...open, ...(paypal ? { paymentMethod: "paypal" } : { OR: [{ paymentMethod: null }, { NOT: { paymentMethod: "paypal" } }] }) }, _count: { _all: true }, _min: { disputeDueBy: true } });
  const asOpen = (a: Awaited<ReturnType<typeof orderDisputes>>): OpenDisputes => ({ count: a._count._all, dueFirst: a._min.disputeDueBy });
  const [byStatus, refundsOpen, refundedAtProvider, unconfirmedStarts, stripePayments, paypalPayments, stripeOrders, paypalOrders] = await Promise.all([
    db().subscription.groupBy({ by: ["status"], where: { status: { in: ["past_due", "suspended"] } }, _count: { _all: true } }),
    // A refund still pending ten minutes on was interrupted; a failed one waits for "Try again".
    db().billingRefund.count({ where: { OR: [{ status: "failed" }, { status: "pending", createdAt: { lt: new Date(now.getTime() - 10 * 60_000) } }] } }),
    // Money returned at Stripe or PayPal, not from this site, this week (lib/billing/provider-refunds.ts): an admin decides what follows.
    db().billingRefund.count({ where: { kind: "provider", createdAt: { gt: new Date(now.getTime() - 7 * 86_400_000) } } }),
    // Starts still unpaid here past the window the sweep gives them: it ends the ones the provider has
    // not paid (lib/billing/unpaid-start.ts), so these are live at Stripe or PayPal (the buyer is being
    // charged) or the provider could not be asked, and their first payment's event never reached us.
    db().subscription.count({ where: { status: "incomplete", createdAt: { lte: new Date(now.getTime() - BILLING_INCOMPLETE_EXPIRES_HOURS * 3_600_000) } } }),
    // Payments a buyer disputes, waiting for our answer at Stripe or PayPal (lib/billing/disputes.ts, paypal-disputes.ts).
    paymentDisputes("stripe"),
    paymentDisputes("paypal"),
    // One-off orders' payments disputed, the same way (lib/checkout/order-disputes.ts).
    orderDisputes(false),
    orderDisputes(true),
  ]);
  const count = (s: string) => byStatus.find((r) => r.status === s)?._count._all ?? 0;
  return {
    pastDue: count("past_due"),
    suspended: count("suspended"),
    refundsOpen,
    refundedAtProvider,
    unconfirmedStarts,
    disputes: { payments: { stripe: asOpen(stripePayments), paypal: asOpen(paypalPayments) }, orders: { stripe: asOpen(stripeOrders), paypal: asOpen(paypalOrders) } },
  };
}
