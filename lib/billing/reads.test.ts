import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_SUBSCRIPTION_SORTS, adminSubscriptions, buyerBilling, catalogRows, dunningOf, subscriptionDetail } from "@/lib/billing/reads";
import { deliverStripe, subscribeByCard, syncCatalogs, useBillingEnv } from "@/test/billing-support";
import { startFakeStripe, type FakeStripe } from "@/test/fakes/stripe";

/** What the billing pages read: the buyer's page, the admins' list (every sort and filter), one subscription. */
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

describe("billing reads", () => {
  it("the buyer's page: the live subscription, its month and payments; the admins' list sorted every way; the detail", async () => {
    const { sub, buyer } = await subscribeByCard(stripe, "growth", "month");
    await deliverStripe(stripe);
    const mine = await buyerBilling(buyer.user.id);
    expect(mine.live).toHaveLength(1);
    expect(mine.live[0]).toMatchObject({ id: sub.id, planName: "Growth", status: "active", month: { quota: 50, delivered: 0 }, moneyBack: { eligible: true } });
    expect(mine.live[0]!.payments).toMatchObject([{ description: "First payment: Growth, monthly", amountCents: 29700, status: "paid" }]);
    expect(mine.hasStripeCustomer).toBe(true);
    expect(await dunningOf(buyer.user.id)).toBeNull();

    for (const sort of ADMIN_SUBSCRIPTION_SORTS) {
      for (const dir of ["asc", "desc"] as const) {
        const page = await adminSubscriptions({ sort, dir, page: 1, pageSize: 25 });
        expect(page.total).toBeGreaterThan(0);
      }
    }
    const found = await adminSubscriptions({ q: buyer.user.username, status: "active", provider: "stripe", sort: "createdAt", dir: "desc", page: 1, pageSize: 25 });
    expect(found.rows).toMatchObject([{ id: sub.id, planName: "Growth", paidCents: 29700, refundedCents: 0 }]);
    expect((await adminSubscriptions({ q: buyer.user.username, provider: "paypal", sort: "status", dir: "asc", page: 1, pageSize: 25 })).rows).toEqual([]);
    expect(await subscriptionDetail(sub.id)).toMatchObject({ id: sub.id, buyer: { username: buyer.user.username } });
    expect(await subscriptionDetail(2_000_000_000)).toBeNull();
    expect((await catalogRows()).filter((r) => r.provider === "stripe")).toHaveLength(8);
  });
});
