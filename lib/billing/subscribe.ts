import "server-only";
import { db } from "@/lib/db";
import { Prisma, type Subscription } from "@/lib/generated/prisma/client";
import { log, errorMessage } from "@/lib/log";
import { paypalConfigured } from "@/lib/payments/paypal/client";
import { stripeConfigured } from "@/lib/payments/stripe/client";
import { notConfiguredMessage } from "@/lib/payments/not-configured";
import type { StartSubscriptionInput } from "@/lib/schemas/billing";
import { siteConfig } from "@/lib/site";
import { activePrice } from "@/lib/billing/catalog";
import { BILLING_MESSAGES } from "@/lib/billing/messages";
import { cancelPayPalSubscription, createPayPalSubscription, paypalMessage } from "@/lib/billing/paypal";
import { planOrThrow, subscribeHref } from "@/lib/billing/plans";
import { cancelStripeNow, createStripeCustomer, createStripeSubscription, stripeClientSecret, stripeMessage } from "@/lib/billing/stripe";
import { lockSubscription, markEnded } from "@/lib/billing/transitions";

/**
 * Subscribing (issue 32): the server picks the price (the plan's active price at the provider, never one
 * the browser names), writes the subscription as `incomplete` under the buyer's live key (one live lead
 * plan and one live content subscription per buyer, so subscribing twice is refused by the database),
 * then creates it at the provider with an idempotency key derived from that row. Stripe answers a client
 * secret for the Payment Element (default_incomplete, 3-D Secure included); PayPal a subscription id for
 * the JS SDK's createSubscription. It becomes active when the provider's payment event arrives.
 */
export type StartResult =
  | { ok: true; body: { subscriptionId: number; provider: "stripe"; clientSecret: string; returnUrl: string } }
  | { ok: true; body: { subscriptionId: number; provider: "paypal"; paypalSubscriptionId: string; returnUrl: string } }
  | { ok: false; status: number; error: string };

const liveKeyOf = (userId: number, kind: string) => `${userId}:${kind}`;
const isUniqueViolation = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002";

type Prepared = { ok: true; sub: Subscription; replaced: Subscription | null } | { ok: false; status: number; error: string };

/** The incomplete row to pay (a new one, or the one already started for the same plan and provider). */
async function prepare(userId: number, input: StartSubscriptionInput, now: Date): Promise<Prepared> {
  const plan = planOrThrow(input.plan);
  try {
    return await db().$transaction(async (tx) => {
      await tx.billingCustomer.upsert({ where: { userId }, create: { userId, email: input.email, name: input.fullName }, update: { email: input.email, name: input.fullName } });
      const liveKey = liveKeyOf(userId, plan.kind);
      const liveRow = await tx.subscription.findUnique({ where: { liveKey }, select: { id: true } });
      const live = liveRow ? await lockSubscription(tx, { id: liveRow.id }) : null;
      let replaced: Subscription | null = null;
      if (live && live.status !== "incomplete") {
        const name = planOrThrow(live.plan).name;
        return { ok: false as const, status: 409, error: live.plan === plan.key ? BILLING_MESSAGES.alreadySamePlan(name) : BILLING_MESSAGES.alreadyOtherPlan(name) };
      }
      if (live && live.provider === input.provider && live.plan === plan.key && live.interval === input.interval) return { ok: true as const, sub: live, replaced };
      if (live) {
        // An abandoned start of another plan or provider: it is given up, and the new one takes its place.
        await markEnded(tx, live, now, "replaced by a new start", { actorId: userId });
        replaced = live;
      }
      const sub = await tx.subscription.create({
        data: { userId, provider: input.provider, kind: plan.kind, plan: plan.key, interval: input.interval, priceCents: plan.prices[input.interval], status: "incomplete", liveKey, createdAt: now },
      });
      return { ok: true as const, sub, replaced };
    });
  } catch (e) {
    // Two starts at once: the database let one through.
    if (isUniqueViolation(e)) return { ok: false, status: 409, error: BILLING_MESSAGES.alreadySamePlan(plan.name) };
    throw e;
  }
}

/** A start that failed at the provider leaves nothing behind: the row is given up, so the buyer can try again. */
async function giveUp(sub: Subscription, why: string, now: Date): Promise<void> {
  await db().$transaction(async (tx) => {
    const locked = await lockSubscription(tx, { id: sub.id });
    if (locked?.status === "incomplete") await markEnded(tx, locked, now, why);
  });
}

export async function startSubscription(user: { id: number }, input: StartSubscriptionInput, now = new Date()): Promise<StartResult> {
  if (input.provider === "stripe" && !stripeConfigured()) return { ok: false, status: 503, error: notConfiguredMessage(BILLING_MESSAGES, "card", paypalConfigured()) };
  if (input.provider === "paypal" && !paypalConfigured()) return { ok: false, status: 503, error: notConfiguredMessage(BILLING_MESSAGES, "paypal", stripeConfigured()) };
  const price = await activePrice(input.provider, input.plan, input.interval);
  if (!price) return { ok: false, status: 503, error: BILLING_MESSAGES.notSetUp(input.provider) };

  const prepared = await prepare(user.id, input, now);
  if (!prepared.ok) return prepared;
  const { sub, replaced } = prepared;
  if (replaced?.providerSubscriptionId) await abandonAtProvider(replaced);

  const site = siteConfig();
  // Where the browser goes once paid: a path of ours (the page builds the absolute URL Stripe needs from its own origin).
  const returnUrl = `/account/billing?subscribed=${sub.id}`;
  try {
    if (input.provider === "stripe") {
      const started = sub.providerSubscriptionId ? await stripeClientSecret(sub.providerSubscriptionId) : await startAtStripe(sub, user.id, price.providerPriceId);
      if (!started.clientSecret || started.status !== "incomplete") return { ok: false, status: 409, error: BILLING_MESSAGES.alreadyPaid };
      return { ok: true, body: { subscriptionId: sub.id, provider: "stripe", clientSecret: started.clientSecret, returnUrl } };
    }
    const customer = await db().billingCustomer.findUniqueOrThrow({ where: { userId: user.id } });
    const created = await createPayPalSubscription({
      planId: price.providerPriceId,
      ref: sub.id,
      email: customer.email,
      brand: site.name,
      returnUrl: `${site.url}${returnUrl}`,
      cancelUrl: `${site.url}${subscribeHref(sub.plan, sub.interval)}`,
      requestId: `subscribe-${sub.id}-${sub.createdAt.getTime()}`,
    });
    await db().subscription.updateMany({ where: { id: sub.id, providerSubscriptionId: null }, data: { providerSubscriptionId: created.id } });
    return { ok: true, body: { subscriptionId: sub.id, provider: "paypal", paypalSubscriptionId: created.id, returnUrl } };
  } catch (e) {
    log.warn("billing.start_failed", { subscriptionId: sub.id, provider: input.provider, error: errorMessage(e) });
    await giveUp(sub, `${input.provider === "stripe" ? "Stripe" : "PayPal"} refused or could not be reached`, now);
    return { ok: false, status: 502, error: input.provider === "stripe" ? stripeMessage(e) : paypalMessage(e) };
  }
}

async function startAtStripe(sub: Subscription, userId: number, priceId: string) {
  let customer = await db().billingCustomer.findUniqueOrThrow({ where: { userId } });
  if (!customer.stripeCustomerId) {
    const id = await createStripeCustomer({ userId, email: customer.email, name: customer.name, key: `customer:${userId}:${customer.createdAt.getTime()}` });
    await db().billingCustomer.updateMany({ where: { userId, stripeCustomerId: null }, data: { stripeCustomerId: id } });
    customer = await db().billingCustomer.findUniqueOrThrow({ where: { userId } });
  }
  const started = await createStripeSubscription({ customerId: customer.stripeCustomerId!, priceId, ref: sub.id, userId, key: `subscribe:${sub.id}:${sub.createdAt.getTime()}` });
  await db().subscription.updateMany({ where: { id: sub.id, providerSubscriptionId: null }, data: { providerSubscriptionId: started.id } });
  return started;
}

/** An abandoned start is cancelled at its provider too (best effort: Stripe expires it after 23 h anyway). */
async function abandonAtProvider(sub: Subscription): Promise<void> {
  try {
    if (sub.provider === "stripe") await cancelStripeNow(sub.providerSubscriptionId!);
    else await cancelPayPalSubscription(sub.providerSubscriptionId!, "Replaced by a new start");
  } catch (e) {
    log.warn("billing.abandon_failed", { subscriptionId: sub.id, error: errorMessage(e) });
  }
}
