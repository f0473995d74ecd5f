import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { runBillingSweep } from "@/lib/billing/sweep";
import { cancelSubscription, changePlan, undoCancel } from "@/lib/billing/self-service";
import { dateOf, DAY_S, deliverStripe, entitlementsOf, ownStripeClock, reload, subscribeByCard, syncCatalogs, useBillingEnv } from "@/test/billing-support";
import { startFakeStripe, type FakeStripe } from "@/test/fakes/stripe";
import { hasPremiumAccess } from "@/lib/content/premium-access";

/**
 * A Stripe subscription's life on the fake's test clock (issue 32): renewals paid in advance, a failed
 * renewal's 3-day grace and the pause after it, Stripe's retries, plan changes with proration, switching
 * between monthly and annual, and cancelling at the period's end. Events are delivered twice and out of
 * order where it matters.
 */
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  useBillingEnv({ stripe });
  await syncCatalogs({ stripe });
});
afterAll(async () => {
  useBillingEnv({});
  await stripe.close();
});

/** A paid subscription on a clock of its own. */
async function running(plan: "starter" | "growth" | "premium" | "content", interval: "month" | "year" = "month") {
  const { sub, buyer } = await subscribeByCard(stripe, plan, interval);
  await deliverStripe(stripe);
  const clock = await ownStripeClock(stripe, sub.id);
  // A copy: the fake's own object moves on with its clock.
  const at = { ...stripe.billing.subscriptions.get((await reload(sub.id)).providerSubscriptionId!)! };
  return { sub: await reload(sub.id), buyer, clock, stripeSub: at };
}

const shuffle = <T,>(items: T[]) => items.map((v) => [Math.sin(items.indexOf(v) * 9301 + 49297), v] as const).sort((a, b) => a[0] - b[0]).map(([, v]) => v);

describe("renewals", () => {
  it("each paid invoice opens the next period in advance, once, whatever order and how often the events come", async () => {
    const { sub, clock, stripeSub } = await running("growth");
    await clock.advance(stripeSub.periodEnd + 3600);
    await clock.advance(stripeSub.periodEnd + 3600 + 62 * DAY_S);
    const events = stripe.takeEvents();
    expect(events.filter((e) => e.type === "invoice.paid")).toHaveLength(3);
    const answers = await deliverStripe(stripe, shuffle([...events, ...events, ...events.slice(0, 2)]));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const months = await entitlementsOf(sub.id);
    expect(months).toHaveLength(4);
    expect(new Set(months.map((m) => m.sourceRef)).size).toBe(4);
    for (let i = 1; i < 4; i++) expect(months[i]!.periodStart).toEqual(months[i - 1]!.periodEnd);
    const now = await reload(sub.id);
    expect(now.currentPeriodEnd).toEqual(months[3]!.periodEnd);
    expect(await db().billingPayment.count({ where: { subscriptionId: sub.id, status: "paid" } })).toBe(4);
  });
});

describe("dunning", () => {
  it("a failed renewal: 3 days of grace with delivery, an e-mail and a banner, then paused until the retry succeeds", async () => {
    const { sub, clock, stripeSub } = await running("growth");
    stripe.billing.setCardOutcome(clock.customer, "decline");
    await clock.advance(stripeSub.periodEnd + 60);
    const failed = stripe.takeEvents();
    expect(failed.map((e) => e.type)).toEqual(["customer.subscription.updated", "invoice.payment_failed"]);
    // Out of order: the invoice first.
    await deliverStripe(stripe, [failed[1]!, failed[0]!]);
    const overdue = await reload(sub.id);
    expect(overdue.status).toBe("past_due");
    // Stripe charged at the period's end; the grace runs 3 days from that failure.
    expect(overdue.graceEndsAt).toEqual(dateOf(stripeSub.periodEnd + 3 * DAY_S));
    const grace = (await entitlementsOf(sub.id)).at(-1)!;
    expect(grace).toMatchObject({ status: "active", periodStart: dateOf(stripeSub.periodEnd) });
    const mail = await db().communication.findMany({ where: { dedupeKey: { startsWith: `billing-failed:${sub.id}:` } } });
    expect(mail).toHaveLength(1);
    expect(mail[0]!.content).toContain("your leads keep coming until");

    const { needsAttention } = await import("@/lib/setup/attention");
    expect((await needsAttention()).find((i) => i.key === "billing-overdue")?.reasons.map((r) => r.reason)).toContain("in their 3-day grace (leads still delivered)");
    // Within the grace, the sweep leaves it alone; after it, delivery pauses.
    expect((await runBillingSweep(dateOf(stripeSub.periodEnd + 2 * DAY_S))).paused).toBe(0);
    await runBillingSweep(dateOf(stripeSub.periodEnd + 3 * DAY_S + 120));
    expect((await reload(sub.id)).status).toBe("suspended");
    expect((await db().entitlement.findUniqueOrThrow({ where: { id: grace.id } })).status).toBe("paused");
    expect(await db().communication.count({ where: { dedupeKey: { startsWith: `billing-paused:${sub.id}:` } } })).toBe(1);

    // Stripe's retry on day 2 fails too; the card is fixed; the retry on day 4 succeeds.
    await clock.advance(stripeSub.periodEnd + 2 * DAY_S + 120);
    await deliverStripe(stripe);
    expect((await reload(sub.id)).status).toBe("suspended");
    stripe.billing.setCardOutcome(clock.customer, "succeed");
    await clock.advance(stripeSub.periodEnd + 4 * DAY_S + 120);
    const paid = stripe.takeEvents();
    await deliverStripe(stripe, [...paid, ...failed]);
    const back = await reload(sub.id);
    expect(back).toMatchObject({ status: "active", graceEndsAt: null, pastDueSince: null });
    const months = await entitlementsOf(sub.id);
    expect(months).toHaveLength(2);
    expect(months[1]).toMatchObject({ id: grace.id, status: "active" });
    const timeline = (await db().billingEvent.findMany({ where: { subscriptionId: sub.id }, orderBy: { id: "asc" } })).map((e) => e.kind);
    expect(timeline).toEqual(["paid", "renewal_failed", "delivery_paused", "retry_failed", "paid", "resumed"]);
    expect(await db().auditLog.count({ where: { action: "entitlement.paused", entityId: String(grace.id) } })).toBe(1);
  });

  it("when every retry fails Stripe cancels: the unpaid month is cancelled and the buyer may subscribe again", async () => {
    const { sub, clock, stripeSub } = await running("starter");
    stripe.billing.setCardOutcome(clock.customer, "decline");
    // Events delivered as they happen: the renewal, then each retry (days 2, 4 and 7).
    for (const day of [0, 2, 4, 7]) {
      await clock.advance(stripeSub.periodEnd + day * DAY_S + 60);
      await deliverStripe(stripe);
    }
    const ended = await reload(sub.id);
    expect(ended).toMatchObject({ status: "canceled", liveKey: null, cancelReason: "the overdue payment never came" });
    const months = await entitlementsOf(sub.id);
    expect(months.map((m) => m.status)).toEqual(["ended", "cancelled"]);
    expect(await db().billingPayment.count({ where: { subscriptionId: sub.id, status: "failed" } })).toBe(1);
  });
});

describe("plan changes", () => {
  it("an upgrade mid-month is prorated by Stripe and the month's quota follows; a downgrade leaves a credit for the next invoice", async () => {
    const { sub, buyer, clock, stripeSub } = await running("growth");
    const half = stripeSub.periodStart + Math.round((stripeSub.periodEnd - stripeSub.periodStart) / 2);
    await clock.advance(half);
    const up = await changePlan(buyer.user.id, sub.id, "premium", "month", dateOf(half));
    expect(up).toEqual({ ok: true, message: "Your plan is now Premium, billed monthly." });
    const month = (await entitlementsOf(sub.id))[0]!;
    expect(month).toMatchObject({ planName: "Premium", quota: 75 });
    const events = stripe.takeEvents();
    await deliverStripe(stripe, [...events, ...events]);
    const charge = await db().billingPayment.findFirstOrThrow({ where: { subscriptionId: sub.id, reason: "update" } });
    expect(charge.amountCents).toBe(10000);
    expect(charge.periodStart).toBeNull();
    expect((await entitlementsOf(sub.id))[0]).toMatchObject({ quota: 75 });

    const down = await changePlan(buyer.user.id, sub.id, "starter", "month", dateOf(half + 60));
    expect(down.ok).toBe(true);
    await deliverStripe(stripe);
    expect((await entitlementsOf(sub.id))[0]).toMatchObject({ planName: "Starter" });
    const credit = stripe.billing.customers.get(clock.customer)!.balance;
    expect(credit).toBeLessThan(0);
    await clock.advance(stripeSub.periodEnd + 60);
    await deliverStripe(stripe);
    const renewal = await db().billingPayment.findFirstOrThrow({ where: { subscriptionId: sub.id, reason: "cycle" } });
    // The credit pays the renewal (nothing charged) and what is left waits for the next one.
    expect(renewal.amountCents).toBe(Math.max(9700 + credit, 0));
    expect(stripe.billing.customers.get(clock.customer)!.balance).toBe(Math.min(credit + 9700, 0));
  });

  it("an upgrade whose prorated charge is declined changes nothing, and says so", async () => {
    const { sub, buyer, clock, stripeSub } = await running("starter");
    stripe.billing.setCardOutcome(clock.customer, "decline");
    const at = stripeSub.periodStart + 10 * DAY_S;
    await clock.advance(at);
    const answer = await changePlan(buyer.user.id, sub.id, "premium", "month", dateOf(at));
    expect(answer).toMatchObject({ ok: false, status: 402 });
    expect(!answer.ok && answer.error).toMatch(/^Your card was declined for the prorated charge of \$\d+\.\d\d\. Your plan did not change/);
    await deliverStripe(stripe);
    expect(await reload(sub.id)).toMatchObject({ plan: "starter", status: "active" });
    expect(stripe.billing.subscriptions.get(sub.providerSubscriptionId!)!.price.lookup_key).toBe("starter_month");
    expect((await entitlementsOf(sub.id))[0]).toMatchObject({ planName: "Starter", quota: 25 });
  });

  it("monthly to annual starts a twelve-month period today: the current month ends, twelve months open", async () => {
    const { sub, buyer, clock, stripeSub } = await running("growth");
    const at = stripeSub.periodStart + 12 * DAY_S;
    await clock.advance(at);
    expect((await changePlan(buyer.user.id, sub.id, "growth", "year", dateOf(at))).ok).toBe(true);
    await deliverStripe(stripe);
    const all = await entitlementsOf(sub.id);
    expect(all[0]).toMatchObject({ status: "ended", periodStart: dateOf(stripeSub.periodStart) });
    const year = all.filter((e) => e.status === "active");
    expect(year).toHaveLength(12);
    expect(year[0]!.periodStart).toEqual(dateOf(at));
    const invoice = await db().billingPayment.findFirstOrThrow({ where: { subscriptionId: sub.id, reason: "update" } });
    expect(invoice.amountCents).toBe(297000 - Math.round(29700 * ((stripeSub.periodEnd - at) / (stripeSub.periodEnd - stripeSub.periodStart))));
    expect(await reload(sub.id)).toMatchObject({ interval: "year", priceCents: 297000, currentPeriodStart: dateOf(at) });

    // And back: the rest of the year is cancelled, a monthly period starts, paid from the credit.
    const later = at + 40 * DAY_S;
    await clock.advance(later);
    expect((await changePlan(buyer.user.id, sub.id, "growth", "month", dateOf(later))).ok).toBe(true);
    await deliverStripe(stripe);
    const after = await entitlementsOf(sub.id);
    const live = after.filter((e) => e.status === "active" && e.periodEnd! > dateOf(later));
    expect(live).toHaveLength(1);
    expect(live[0]!.periodStart).toEqual(dateOf(later));
    expect(after.filter((e) => e.status === "cancelled").length).toBe(10);
  });
});

describe("cancel anytime", () => {
  it("at the period's end by default: delivery runs to the end, nothing more is charged, then it is over", async () => {
    const { sub, buyer, clock, stripeSub } = await running("premium");
    const at = stripeSub.periodStart + 5 * DAY_S;
    await clock.advance(at);
    expect(await cancelSubscription(buyer.user.id, sub.id, dateOf(at))).toMatchObject({ ok: true });
    expect(await reload(sub.id)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(await undoCancel(buyer.user.id, sub.id, dateOf(at))).toMatchObject({ ok: true });
    expect(await reload(sub.id)).toMatchObject({ cancelAtPeriodEnd: false });
    expect(await cancelSubscription(buyer.user.id, sub.id, dateOf(at))).toMatchObject({ ok: true });
    await deliverStripe(stripe);
    expect((await entitlementsOf(sub.id))[0]!.status).toBe("active");

    await clock.advance(stripeSub.periodEnd + 60);
    const events = stripe.takeEvents();
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.deleted"]);
    await deliverStripe(stripe, events);
    expect(await reload(sub.id)).toMatchObject({ status: "canceled", liveKey: null });
    expect((await entitlementsOf(sub.id)).map((e) => e.status)).toEqual(["ended"]);
    expect(await db().billingPayment.count({ where: { subscriptionId: sub.id } })).toBe(1);
    const kinds = (await db().billingEvent.findMany({ where: { subscriptionId: sub.id }, orderBy: { id: "asc" } })).map((e) => e.kind);
    expect(kinds).toEqual(["paid", "cancel_scheduled", "cancel_undone", "cancel_scheduled", "canceled"]);
  });

  it("another buyer's subscription is not found, and changes nothing", async () => {
    const { sub } = await running("starter");
    const other = await running("starter");
    expect(await cancelSubscription(other.buyer.user.id, sub.id)).toEqual({ ok: false, status: 404, error: "Subscription not found" });
    expect(await changePlan(other.buyer.user.id, sub.id, "premium", "month")).toMatchObject({ ok: false, status: 404 });
    expect(await reload(sub.id)).toMatchObject({ status: "active", cancelAtPeriodEnd: false, plan: "starter" });
  });
});

describe("the premium content subscription", () => {
  it("opens the premium library while active or in grace, not once delivery would pause, and not after it ends", async () => {
    const { sub, buyer, clock, stripeSub } = await running("content");
    const who = { id: buyer.user.id } as never;
    expect(await entitlementsOf(sub.id)).toHaveLength(0);
    expect(await hasPremiumAccess(who)).toBe(true);
    stripe.billing.setCardOutcome(clock.customer, "decline");
    await clock.advance(stripeSub.periodEnd + 60);
    await deliverStripe(stripe);
    expect((await reload(sub.id)).status).toBe("past_due");
    expect(await hasPremiumAccess(who, dateOf(stripeSub.periodEnd + DAY_S))).toBe(true);
    expect(await hasPremiumAccess(who, dateOf(stripeSub.periodEnd + 3 * DAY_S + 60))).toBe(false);
    await runBillingSweep(dateOf(stripeSub.periodEnd + 3 * DAY_S + 60));
    expect(await hasPremiumAccess(who, dateOf(stripeSub.periodEnd + 3 * DAY_S + 60))).toBe(false);
    stripe.billing.setCardOutcome(clock.customer, "succeed");
    await clock.advance(stripeSub.periodEnd + 4 * DAY_S + 60);
    await deliverStripe(stripe);
    expect(await hasPremiumAccess(who, dateOf(stripeSub.periodEnd + 4 * DAY_S + 120))).toBe(true);
    expect(await cancelSubscription(buyer.user.id, sub.id, dateOf(stripeSub.periodEnd + 5 * DAY_S))).toMatchObject({ ok: true });
    await deliverStripe(stripe);
    expect(await hasPremiumAccess(who)).toBe(true);
    const renewsAt = stripe.billing.subscriptions.get(sub.providerSubscriptionId!)!.periodEnd;
    await clock.advance(renewsAt + 60);
    await deliverStripe(stripe);
    expect((await reload(sub.id)).status).toBe("canceled");
    expect(await hasPremiumAccess(who)).toBe(false);
  });
});
