import "server-only";
import type { Prisma, Subscription } from "@/lib/generated/prisma/client";
import type { EntitlementStatus } from "@/lib/generated/prisma/enums";
import { BILLING_GRACE_DAYS, formatCents, type BillingIntervalValue, type BillingPlanKey } from "@/lib/constants";
import { formatDate } from "@/lib/crm/format";
import { queueEmail } from "@/lib/email/queue-email";
import { changeEntitlementTerms, openEntitlement, setEntitlementStatus } from "@/lib/marketplace/entitlements";
import { addMonths } from "@/lib/marketplace/period";
import { deliveryPausedEmail, paymentFailedEmail } from "@/lib/billing/emails";
import { monthlyTerms, planOrThrow, priceOf } from "@/lib/billing/plans";
import type { ProviderSnapshot } from "@/lib/billing/snapshot";
import { note } from "@/lib/billing/timeline";
import { siteConfig } from "@/lib/site";

/**
 * The subscription state machine (docs/payments.md has the diagram). Every function runs in the
 * caller's transaction with the subscription's row locked (lockSubscription), so a payment, its period's
 * entitlements and the timeline change together or not at all, and two events of one subscription never
 * interleave. Each is idempotent: a replayed or late event finds its work done and changes nothing.
 */
type Tx = Prisma.TransactionClient;
export type Period = { start: Date; end: Date };

const DAY_MS = 86_400_000;
const ALIVE = ["active", "past_due", "suspended"] as const;
const isAlive = (s: Subscription) => (ALIVE as readonly string[]).includes(s.status);

/** The subscription's row, locked until the transaction ends (null when it is not one of ours). */
export async function lockSubscription(tx: Tx, where: { id: number } | { providerSubscriptionId: string }): Promise<Subscription | null> {
  // One round trip: the row as Prisma would read it (timestamptz → Date, enums → their names).
  const rows =
    "id" in where
      ? await tx.$queryRaw<Subscription[]>`SELECT * FROM subscriptions WHERE id = ${where.id} FOR UPDATE`
      : await tx.$queryRaw<Subscription[]>`SELECT * FROM subscriptions WHERE "providerSubscriptionId" = ${where.providerSubscriptionId} FOR UPDATE`;
  return rows[0] ?? null;
}

const planName = (plan: string) => planOrThrow(plan).name;
const span = (p: Period) => `${formatDate(p.start)} – ${formatDate(p.end)}`;

/** Where the buyer's billing e-mails go: the address given when subscribing, else the account's. */
async function buyerContact(tx: Tx, userId: number): Promise<{ email: string | null; name: string | null }> {
  const customer = await tx.billingCustomer.findUnique({ where: { userId }, select: { email: true, name: true } });
  if (customer) return customer;
  const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true } });
  return { email: user?.email ?? null, name: null };
}

/**
 * The months a paid period gives: one, or twelve for an annual plan (quotas and pacing stay monthly).
 * Each is its own entitlement, opened once by its `<provider>:<subscription>:<month start>` reference.
 */
export function monthsOf(period: Period, interval: BillingIntervalValue): Period[] {
  if (interval === "month") return [period];
  const months: Period[] = [];
  for (let i = 0; i < 12; i++) {
    const start = addMonths(period.start, i);
    months.push({ start, end: i === 11 ? period.end : addMonths(period.start, i + 1) });
  }
  return months;
}

const sourceRef = (sub: Subscription, start: Date) => `${sub.provider}:${sub.providerSubscriptionId}:${start.toISOString()}`;

/**
 * Opens a paid (or graced) period's entitlements. When it is the subscription's newest period, whatever
 * the subscription still had from its start on belongs to the old schedule (a switch between monthly
 * and annual moves the cycle): it ends (already running) or is cancelled (not started yet). An older
 * period paid late only replaces what overlaps it.
 */
async function openPeriod(tx: Tx, sub: Subscription, plan: string, interval: BillingIntervalValue, period: Period, latest: boolean, at: Date, months = monthsOf(period, interval), opts: { follows?: boolean } = {}): Promise<number> {
  if (sub.kind !== "leads") return 0;
  const refs = months.map((m) => sourceRef(sub, m.start));
  const terms = monthlyTerms(plan, interval);
  let opened = 0;
  for (const [i, month] of months.entries()) {
    const result = await openEntitlement(tx, { buyerId: sub.userId, source: "subscription", sourceRef: refs[i]!, terms, subscriptionId: sub.id, period: month }, at);
    if (result.opened) opened++;
  }
  // A renewal that follows the current period on the same interval replaces nothing: no need to look.
  if (latest && opts.follows) return opened;
  const others = await tx.entitlement.findMany({
    where: {
      subscriptionId: sub.id,
      status: { in: ["active", "paused"] },
      sourceRef: { notIn: refs },
      periodEnd: { gt: period.start },
      ...(latest ? {} : { periodStart: { lt: period.end } }),
    },
    select: { id: true, periodStart: true },
  });
  const why = `Replaced by the ${interval === "year" ? "annual" : "monthly"} period from ${formatDate(period.start)}`;
  for (const e of others) {
    const to: EntitlementStatus = e.periodStart && e.periodStart < period.start ? "ended" : "cancelled";
    await setEntitlementStatus(tx, { id: e.id }, to, why, { now: at });
  }
  return opened;
}

export type PaidFacts = {
  providerPaymentId: string;
  amountCents: number;
  reason: "create" | "cycle" | "update";
  plan: BillingPlanKey;
  interval: BillingIntervalValue;
  /** The period it pays for; null for a charge inside a period (an upgrade's proration). */
  period: Period | null;
  paidAt: Date;
  hostedUrl: string | null;
};

/**
 * A payment went through: it enters the ledger once, the period it pays for opens its entitlements (in
 * advance), the subscription becomes active, and an overdue one resumes delivery. A payment for a
 * subscription that already ended is recorded (the money is real) and opens nothing.
 */
export async function recordPaid(tx: Tx, sub: Subscription, f: PaidFacts): Promise<string> {
  const row = {
    status: "paid",
    reason: f.reason,
    plan: f.plan,
    interval: f.interval,
    amountCents: f.amountCents,
    periodStart: f.period?.start ?? null,
    periodEnd: f.period?.end ?? null,
    hostedUrl: f.hostedUrl,
    paidAt: f.paidAt,
  };
  // The common case in one statement: a payment not seen before. Seen before: paid is a duplicate, failed becomes paid.
  const inserted = await tx.billingPayment.createMany({ data: [{ ...row, subscriptionId: sub.id, provider: sub.provider, providerPaymentId: f.providerPaymentId, attemptedAt: f.paidAt }], skipDuplicates: true });
  let existing: { id: number; status: string } | null = null;
  if (inserted.count === 0) {
    existing = await tx.billingPayment.findUniqueOrThrow({ where: { provider_providerPaymentId: { provider: sub.provider, providerPaymentId: f.providerPaymentId } }, select: { id: true, status: true } });
    if (existing.status === "paid") return "duplicate_payment";
    await tx.billingPayment.update({ where: { id: existing.id }, data: row });
  }

  const paidText = `Paid ${formatCents(f.amountCents)}${f.period ? ` for ${planName(f.plan)}, ${span(f.period)}` : ` (${f.reason === "update" ? "plan change, prorated" : planName(f.plan)})`}.`;
  if (sub.status === "canceled" || sub.status === "expired") {
    await note(tx, sub, f.paidAt, "paid_after_end", `${paidText} The subscription had already ended: nothing opens.`, { changes: { payment: f.providerPaymentId } });
    return "paid_after_end";
  }

  const latest = f.period !== null && (!sub.currentPeriodStart || f.period.start >= sub.currentPeriodStart);
  const data: Prisma.SubscriptionUpdateInput = { firstPaidAt: sub.firstPaidAt && sub.firstPaidAt < f.paidAt ? sub.firstPaidAt : f.paidAt };
  if (latest && f.period) Object.assign(data, { currentPeriodStart: f.period.start, currentPeriodEnd: f.period.end, plan: f.plan, interval: f.interval, priceCents: priceOf(f.plan, f.interval) });
  if (sub.status === "incomplete") data.status = "active";
  const overdue = sub.status === "past_due" || sub.status === "suspended";
  const settlesDebt = overdue && (latest || existing?.status === "failed");
  if (settlesDebt) Object.assign(data, { status: "active", pastDueSince: null, graceEndsAt: null });
  const updated = await tx.subscription.update({ where: { id: sub.id }, data });

  const follows = Boolean(f.period && sub.currentPeriodEnd && f.period.start.getTime() === sub.currentPeriodEnd.getTime() && f.interval === sub.interval);
  const opened = f.period ? await openPeriod(tx, updated, f.plan, f.interval, f.period, latest, f.paidAt, undefined, { follows }) : 0;
  await note(tx, sub, f.paidAt, "paid", paidText, { changes: { payment: f.providerPaymentId, amountCents: f.amountCents, reason: f.reason, entitlementsOpened: opened } });
  if (settlesDebt) {
    await setEntitlementStatus(tx, { subscriptionId: sub.id }, "active", "The overdue payment went through", { now: f.paidAt });
    await note(tx, sub, f.paidAt, "resumed", sub.status === "suspended" ? "The overdue payment went through: delivery resumed." : "The overdue payment went through.");
  }
  return "paid";
}

export type FailedFacts = {
  /** The provider's invoice (Stripe); a PayPal failure has no payment of its own. */
  providerPaymentId: string | null;
  amountCents: number;
  reason: "create" | "cycle" | "update";
  plan: BillingPlanKey;
  interval: BillingIntervalValue;
  period: Period | null;
  failedAt: Date;
  code: string | null;
  hostedUrl: string | null;
};

/**
 * A payment failed. A renewal's failure starts the grace: delivery goes on for BILLING_GRACE_DAYS (the
 * unpaid period's first month opens now, and is the same entitlement the payment later confirms), the
 * buyer gets one e-mail and a banner; the sweep pauses delivery when the grace ends. A failure already
 * made good by a later payment (an event arriving late) changes nothing.
 */
export async function recordFailed(tx: Tx, sub: Subscription, f: FailedFacts): Promise<string> {
  if (f.providerPaymentId) {
    const existing = await tx.billingPayment.findUnique({ where: { provider_providerPaymentId: { provider: sub.provider, providerPaymentId: f.providerPaymentId } } });
    if (existing?.status === "paid") return "already_paid";
    if (existing) await tx.billingPayment.update({ where: { id: existing.id }, data: { failureCode: f.code } });
    else
      await tx.billingPayment.create({
        data: {
          subscriptionId: sub.id, provider: sub.provider, providerPaymentId: f.providerPaymentId, status: "failed", reason: f.reason, plan: f.plan, interval: f.interval,
          amountCents: f.amountCents, periodStart: f.period?.start ?? null, periodEnd: f.period?.end ?? null, hostedUrl: f.hostedUrl, failureCode: f.code, attemptedAt: f.failedAt,
        },
      });
  }
  if (f.reason !== "cycle") {
    await note(tx, sub, f.failedAt, "payment_failed", f.reason === "update" ? "The prorated charge for a plan change was declined: the plan did not change." : "The first payment did not go through.", { changes: { code: f.code } });
    return "failed_not_renewal";
  }
  if (!isAlive(sub)) return `ignored_${sub.status}`;
  const paidSince = await tx.billingPayment.count({
    where: { subscriptionId: sub.id, status: "paid", OR: [{ paidAt: { gte: f.failedAt } }, ...(f.period ? [{ periodStart: f.period.start }] : [])] },
  });
  if (paidSince > 0) return "already_paid";

  const period = f.period ?? (sub.currentPeriodEnd ? { start: sub.currentPeriodEnd, end: addMonths(sub.currentPeriodEnd, sub.interval === "year" ? 12 : 1) } : null);
  if (sub.status !== "active") {
    await note(tx, sub, f.failedAt, "retry_failed", `A retry of the ${formatCents(f.amountCents)} payment failed.`, { changes: { code: f.code } });
    return "retry_failed";
  }
  const graceEndsAt = new Date(f.failedAt.getTime() + BILLING_GRACE_DAYS * DAY_MS);
  const updated = await tx.subscription.update({ where: { id: sub.id }, data: { status: "past_due", pastDueSince: f.failedAt, graceEndsAt } });
  if (period) await openPeriod(tx, updated, sub.plan, sub.interval, period, true, f.failedAt, monthsOf(period, sub.interval).slice(0, 1));
  await note(tx, sub, f.failedAt, "renewal_failed", `The renewal payment of ${formatCents(f.amountCents)} failed. Delivery continues until ${formatDate(graceEndsAt)}, then pauses until the payment goes through.`, { changes: { code: f.code, graceEndsAt: graceEndsAt.toISOString() } });
  const who = await buyerContact(tx, sub.userId);
  if (who.email) {
    const mail = paymentFailedEmail(who, { planName: planName(sub.plan), amountCents: f.amountCents, provider: sub.provider, graceEndsAt }, siteConfig());
    await queueEmail(tx, { kind: "billing-payment-failed", to: [who.email], ...mail, dedupeKey: `billing-failed:${sub.id}:${(period?.start ?? f.failedAt).toISOString()}`, metadata: { subscriptionId: sub.id } });
  }
  return "past_due";
}

/** The grace is over and the renewal still unpaid: delivery pauses until a retry succeeds. */
export async function pauseAfterGrace(tx: Tx, sub: Subscription, at: Date): Promise<boolean> {
  if (sub.status !== "past_due" || !sub.graceEndsAt || sub.graceEndsAt > at) return false;
  await tx.subscription.update({ where: { id: sub.id }, data: { status: "suspended" } });
  await setEntitlementStatus(tx, { subscriptionId: sub.id }, "paused", `Payment overdue: the ${BILLING_GRACE_DAYS}-day grace ended`, { now: at });
  await note(tx, sub, sub.graceEndsAt, "delivery_paused", `The ${BILLING_GRACE_DAYS}-day grace ended without payment: delivery is paused until the payment goes through.`);
  const who = await buyerContact(tx, sub.userId);
  if (who.email) {
    const mail = deliveryPausedEmail(who, { planName: planName(sub.plan) }, siteConfig());
    await queueEmail(tx, { kind: "billing-delivery-paused", to: [who.email], ...mail, dedupeKey: `billing-paused:${sub.id}:${sub.pastDueSince?.toISOString() ?? ""}`, metadata: { subscriptionId: sub.id } });
  }
  return true;
}

/**
 * The subscription is over: no more billing, no more delivery. Entitlements whose month is done end,
 * the others are cancelled; deliveries already made stay the buyer's. The live key is freed, so the
 * buyer may subscribe again.
 */
export async function markEnded(tx: Tx, sub: Subscription, at: Date, reason: string, opts: { actorId?: number | null; kind?: string } = {}): Promise<boolean> {
  if (sub.status === "canceled" || sub.status === "expired") return false;
  await tx.subscription.update({ where: { id: sub.id }, data: { status: sub.status === "incomplete" ? "expired" : "canceled", liveKey: null, canceledAt: at, cancelReason: reason, graceEndsAt: null } });
  const running = await tx.entitlement.findMany({ where: { subscriptionId: sub.id, status: { in: ["active", "paused", "awaiting_setup"] } }, select: { id: true, periodEnd: true } });
  for (const e of running) await setEntitlementStatus(tx, { id: e.id }, e.periodEnd && e.periodEnd <= at ? "ended" : "cancelled", reason, { now: at, actorId: opts.actorId });
  await note(tx, sub, at, opts.kind ?? (sub.status === "incomplete" ? "expired" : "canceled"), sub.status === "incomplete" ? `Not started: ${reason}` : `Subscription ended: ${reason}`, { actorId: opts.actorId });
  return true;
}

/**
 * A new plan or interval, once the provider has it. On Stripe the quota changes at once for the rest
 * of the month (prorated, never below what was delivered) and in full for the annual plan's later
 * months; a new interval's period comes with its invoice. PayPal bills the new plan from the next cycle,
 * so its entitlements change with that payment.
 */
export async function applyPlanChange(tx: Tx, sub: Subscription, plan: BillingPlanKey, interval: BillingIntervalValue, at: Date, opts: { actorId?: number | null } = {}): Promise<boolean> {
  if (sub.plan === plan && sub.interval === interval) return false;
  await tx.subscription.update({ where: { id: sub.id }, data: { plan, interval, priceCents: priceOf(plan, interval) } });
  if (sub.provider === "stripe" && sub.interval === interval && sub.kind === "leads") {
    const running = await tx.entitlement.findMany({ where: { subscriptionId: sub.id, status: { in: ["active", "paused"] }, periodEnd: { gt: at } }, select: { id: true } });
    for (const e of running) await changeEntitlementTerms(tx, e.id, monthlyTerms(plan, interval), { now: at, actorId: opts.actorId });
  }
  const what = sub.plan === plan ? `${interval === "year" ? "annual" : "monthly"} billing` : `${planName(plan)}${sub.interval === interval ? "" : `, billed ${interval === "year" ? "annually" : "monthly"}`}`;
  const when = sub.provider === "paypal" ? ` from the next payment${sub.currentPeriodEnd ? ` on ${formatDate(sub.currentPeriodEnd)}` : ""} (PayPal does not prorate)` : sub.interval === interval ? ": this month's quota is prorated" : "";
  await note(tx, sub, at, "plan_changed", `Plan changed from ${planName(sub.plan)} to ${what}${when}.`, { actorId: opts.actorId, changes: { from: { plan: sub.plan, interval: sub.interval }, to: { plan, interval } } });
  return true;
}

/** The provider's subscription as it is now: cancellations, the cancel-at-period-end switch, the plan. */
export async function applySnapshot(tx: Tx, sub: Subscription, snap: ProviderSnapshot, at: Date): Promise<string> {
  if (sub.status === "canceled" || sub.status === "expired") return `unchanged_${sub.status}`;
  if (snap.status === "expired") return (await markEnded(tx, sub, at, "the first payment never came")) ? "expired" : "unchanged";
  if (snap.status === "canceled") {
    // PayPal stops billing at once; a period already paid for still runs to its end ("cancel anytime").
    if (sub.provider === "paypal" && sub.status === "active" && sub.currentPeriodEnd && sub.currentPeriodEnd > at) {
      if (sub.cancelAtPeriodEnd) return "unchanged";
      await tx.subscription.update({ where: { id: sub.id }, data: { cancelAtPeriodEnd: true } });
      await note(tx, sub, at, "cancel_scheduled", `Cancelled at PayPal: no more payments, and the plan runs until ${formatDate(sub.currentPeriodEnd)}.`);
      return "cancel_scheduled";
    }
    const why = sub.cancelAtPeriodEnd ? "cancelled at the end of the paid period" : sub.status === "active" || sub.status === "incomplete" ? `cancelled at ${sub.provider === "paypal" ? "PayPal" : "Stripe"}` : "the overdue payment never came";
    return (await markEnded(tx, sub, snap.canceledAt ?? at, why)) ? "canceled" : "unchanged";
  }
  const outcomes: string[] = [];
  if (sub.provider === "stripe" && snap.cancelAtPeriodEnd !== sub.cancelAtPeriodEnd) {
    await tx.subscription.update({ where: { id: sub.id }, data: { cancelAtPeriodEnd: snap.cancelAtPeriodEnd } });
    await note(tx, sub, at, snap.cancelAtPeriodEnd ? "cancel_scheduled" : "cancel_undone", snap.cancelAtPeriodEnd ? `Cancellation scheduled: the plan runs until ${formatDate(sub.currentPeriodEnd)}, with no further payment.` : "Cancellation undone: the plan renews as before.");
    outcomes.push(snap.cancelAtPeriodEnd ? "cancel_scheduled" : "cancel_undone");
  }
  if (snap.plan && snap.interval && (await applyPlanChange(tx, sub, snap.plan, snap.interval, at))) outcomes.push("plan_changed");
  if (snap.status === "suspended" && (sub.status === "active" || sub.status === "past_due")) {
    await tx.subscription.update({ where: { id: sub.id }, data: { status: "suspended", graceEndsAt: null } });
    await setEntitlementStatus(tx, { subscriptionId: sub.id }, "paused", `Suspended at ${sub.provider === "paypal" ? "PayPal" : "Stripe"} after failed payments`, { now: at });
    await note(tx, sub, at, "delivery_paused", `${sub.provider === "paypal" ? "PayPal" : "Stripe"} suspended the subscription after failed payments: delivery is paused until a payment goes through.`);
    outcomes.push("suspended");
  }
  return outcomes.join(",") || "unchanged";
}
