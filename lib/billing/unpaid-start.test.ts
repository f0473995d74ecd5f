import { describe, expect, it } from "vitest";
import { runBillingSweep } from "@/lib/billing/sweep";
import { needsAttention } from "@/lib/setup/attention";
import { startSubscription } from "@/lib/billing/subscribe";
import { fetchStripeSubscription } from "@/lib/billing/stripe";
import { getPayPalSubscription } from "@/lib/billing/paypal";
import { billingFakes, deliverPayPal, deliverStripe, entitlementsOf, makeBuyer, reload, subscribeByCard, subscribeByPayPal } from "@/test/billing-support";

/**
 * A start whose first payment has not reached us in 24 hours (BILLING_INCOMPLETE_EXPIRES_HOURS): the
 * sweep asks its provider first. Unpaid there, it is cancelled there and ended here, so no payment can
 * come after it ended. Paid there (its event late: a webhook down for a day, an eCheck), it waits for the
 * event, which then opens the period as usual; before, it was ended here and the provider kept billing.
 */
const fakes = billingFakes();
const DAY_AND_A_HOUR = 25 * 3_600_000;

describe("a start whose first payment has not reached us in a day", () => {
  it("by card, never paid: cancelled at Stripe and ended here", async () => {
    const buyer = await makeBuyer();
    const started = await startSubscription(buyer.user, { plan: "starter", interval: "month", provider: "stripe", email: buyer.email, fullName: buyer.fullName });
    if (!started.ok) throw new Error("start failed");
    const sub = await reload(started.body.subscriptionId);
    expect(sub.status).toBe("incomplete");
    await runBillingSweep(new Date(Date.now() + DAY_AND_A_HOUR));
    expect(await reload(sub.id)).toMatchObject({ status: "expired", liveKey: null });
    expect((await fetchStripeSubscription(sub.providerSubscriptionId!)).status).toBe("canceled");
  });

  it("by card, paid at Stripe but its events late: kept waiting, then the late event opens the period", async () => {
    const { sub } = await subscribeByCard(fakes.stripe, "growth", "month");
    const late = fakes.stripe.takeEvents();
    expect((await fetchStripeSubscription(sub.providerSubscriptionId!)).status).toBe("active");
    const later = new Date(Date.now() + DAY_AND_A_HOUR);
    const result = await runBillingSweep(later);
    expect(result.expired).toBe(0);
    expect((await reload(sub.id)).status).toBe("incomplete");
    // The buyer is charged and gets nothing until the event comes: /admin says so.
    const item = (await needsAttention(later)).find((a) => a.key === "billing-unconfirmed-starts");
    expect(item).toMatchObject({ href: "/admin/billing?status=incomplete", label: expect.stringMatching(/still unpaid here after 24 h$/), count: expect.any(Number) });
    expect(item!.count).toBeGreaterThanOrEqual(1);
    await deliverStripe(fakes.stripe, late);
    expect((await reload(sub.id)).status).toBe("active");
    expect(await entitlementsOf(sub.id)).toHaveLength(1);
  });

  it("by PayPal, never approved: ended here (nothing to cancel: it can charge nothing); approved and paying there: kept waiting", async () => {
    const buyer = await makeBuyer();
    const started = await startSubscription(buyer.user, { plan: "starter", interval: "month", provider: "paypal", email: buyer.email, fullName: buyer.fullName });
    if (!started.ok || started.body.provider !== "paypal") throw new Error("start failed");
    const { sub: approved } = await subscribeByPayPal(fakes.paypal, "growth", "month");
    const late = fakes.paypal.billing.takeDeliveries();
    await runBillingSweep(new Date(Date.now() + DAY_AND_A_HOUR));
    expect((await reload(started.body.subscriptionId)).status).toBe("expired");
    expect((await getPayPalSubscription(started.body.paypalSubscriptionId)).status).toBe("APPROVAL_PENDING");
    expect((await reload(approved.id)).status).toBe("incomplete");
    await deliverPayPal(fakes.paypal, late);
    expect((await reload(approved.id)).status).toBe("active");
  });
});
