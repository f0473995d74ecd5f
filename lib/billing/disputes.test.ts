import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { needsAttention } from "@/lib/setup/attention";
import { adminRefund, moneyBack } from "@/lib/billing/refunds";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { adminSubscriptions, subscriptionDetail } from "@/lib/billing/reads";
import { stripe } from "@/lib/billing/stripe";
import { billingFakes, deliverStripe, reload, subscribeByCard } from "@/test/billing-support";

/**
 * A buyer's bank disputing a subscription payment at Stripe (a chargeback): the admins are asked to
 * respond before the evidence is due; a lost dispute is money taken back, in our books once; a won one
 * leaves the payment as it was. The subscription goes on either way until an admin decides.
 */
const fakes = billingFakes();

async function paidSubscription() {
  const { sub } = await subscribeByCard(fakes.stripe, "growth", "month");
  await deliverStripe(fakes.stripe);
  const payment = await db().billingPayment.findFirstOrThrow({ where: { subscriptionId: sub.id, status: "paid" } });
  const intent = fakes.stripe.billing.charges.find((c) => c.invoice === payment.providerPaymentId)!.intent;
  return { sub, payment, intent };
}

const disputeItem = async () => (await needsAttention()).find((a) => a.key === "billing-disputes");

describe("payments disputed at Stripe", () => {
  it("an open dispute asks the admins to respond by its due date; lost, the money is taken back once and the admins decide what follows", async () => {
    const { sub, payment, intent } = await paidSubscription();
    const disputeId = await fakes.stripe.billing.openDispute(intent, "product_not_received");
    const opened = fakes.stripe.takeEvents();
    expect((await deliverStripe(fakes.stripe, opened)).map((a) => a.body.outcome)).toEqual(["dispute_opened"]);
    // Stripe delivers again: nothing twice.
    expect((await deliverStripe(fakes.stripe, opened.map((e) => ({ ...e, id: `${String(e.id)}_again` })))).map((a) => a.body.outcome)).toEqual(["dispute_known"]);

    const open = await db().billingPayment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(open).toMatchObject({ disputeId, disputeStatus: "open", refundedCents: 0 });
    // The time Stripe opened it is kept: an older dispute's late event never replaces this one.
    expect(open.disputeOpenedAt?.getTime()).toBe(((opened[0]!.data as { object: { created: number } }).object.created) * 1000);
    expect(open.disputeDueBy!.getTime()).toBeGreaterThan(Date.now());
    const item = await disputeItem();
    expect(item).toMatchObject({ href: "/admin/billing?disputes=open&provider=stripe", action: "Respond at Stripe" });
    expect(item!.label).toMatch(/^payments? disputed by the buyer's bank$/);
    expect(item!.reasons[0]!.reason).toMatch(/^first evidence due at Stripe by .+: without it the dispute is lost$/);
    const note = await db().billingEvent.findFirstOrThrow({ where: { subscriptionId: sub.id, kind: "disputed" } });
    // The timeline is the buyer's too: it says what happened, not what the admins answer by when.
    expect(note.text).toMatch(/^The buyer's bank disputed the \$\d+\.\d\d payment of .+ \(\$\d+\.\d\d; the cardholder says nothing was received\)\.$/);
    const view = await subscriptionDetail(sub.id);
    expect(view?.payments.find((p) => p.id === payment.id)).toMatchObject({ disputeStatus: "open", disputeDueBy: open.disputeDueBy });
    // An admin's refund is refused while the bank decides (Stripe would refuse it too), and nothing is recorded.
    const admin = await makeUser("admin");
    expect(await adminRefund(admin.id, { paymentId: payment.id, amountCents: null, reason: "Goodwill", cancel: false })).toEqual({
      ok: false,
      status: 409,
      error: "The buyer's bank disputes this payment: it cannot be refunded while the dispute is open. Respond at Stripe.",
    });
    expect(await db().billingRefund.count({ where: { paymentId: payment.id } })).toBe(0);

    await fakes.stripe.billing.closeDispute(disputeId, "lost");
    const closed = fakes.stripe.takeEvents();
    expect((await deliverStripe(fakes.stripe, closed)).map((a) => a.body.outcome)).toEqual(["dispute_lost"]);
    expect((await deliverStripe(fakes.stripe, closed.map((e) => ({ ...e, id: `${String(e.id)}_again` })))).map((a) => a.body.outcome)).toEqual(["dispute_known"]);
    // A "created" arriving after the close does not open it again.
    expect((await deliverStripe(fakes.stripe, opened.map((e) => ({ ...e, id: `${String(e.id)}_late` })))).map((a) => a.body.outcome)).toEqual(["dispute_known"]);

    const lost = await db().billingPayment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(lost).toMatchObject({ disputeStatus: "lost", disputeDueBy: null, refundedCents: payment.amountCents });
    const refunds = await db().billingRefund.findMany({ where: { paymentId: payment.id } });
    expect(refunds.map((r) => [r.kind, r.amountCents, r.reason, r.providerRefundId])).toEqual([["provider", payment.amountCents, "Dispute lost at Stripe", disputeId]]);
    expect(await db().billingEvent.findFirst({ where: { subscriptionId: sub.id, kind: "dispute_lost", text: { contains: "back for the buyer's bank. The subscription goes on until an admin ends it." } } })).toBeTruthy();
    expect((await reload(sub.id)).status).toBe("active");
    // No longer waiting for a response; now among the week's money returned at the providers.
    const attention = await needsAttention();
    expect(await db().billingPayment.count({ where: { id: payment.id, disputeStatus: "open" } })).toBe(0);
    expect(attention.find((a) => a.key === "billing-provider-refunds")).toMatchObject({ href: "/admin/billing" });
  });

  it("a won dispute, or an inquiry closed without a chargeback, leaves the payment paid and stops asking", async () => {
    const won = await paidSubscription();
    const inquiry = await paidSubscription();
    const wonId = await fakes.stripe.billing.openDispute(won.intent);
    const inquiryId = await fakes.stripe.billing.openDispute(inquiry.intent, "unrecognized");
    expect((await deliverStripe(fakes.stripe)).map((a) => a.body.outcome)).toEqual(["dispute_opened", "dispute_opened"]);

    await fakes.stripe.billing.closeDispute(wonId, "won");
    await fakes.stripe.billing.closeDispute(inquiryId, "warning_closed");
    expect((await deliverStripe(fakes.stripe)).map((a) => a.body.outcome)).toEqual(["dispute_won", "dispute_closed"]);

    for (const { payment } of [won, inquiry]) {
      expect(await db().billingPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ refundedCents: 0, disputeDueBy: null });
      expect(await db().billingRefund.count({ where: { paymentId: payment.id } })).toBe(0);
    }
    expect((await db().billingPayment.findUniqueOrThrow({ where: { id: won.payment.id } })).disputeStatus).toBe("won");
    expect((await db().billingPayment.findUniqueOrThrow({ where: { id: inquiry.payment.id } })).disputeStatus).toBe("closed");
    expect(await db().billingEvent.findFirst({ where: { subscriptionId: won.sub.id, kind: "dispute_won", text: { endsWith: ": the money stays." } } })).toBeTruthy();
    expect(await db().billingEvent.findFirst({ where: { subscriptionId: inquiry.sub.id, kind: "dispute_closed", text: { contains: "closed without a chargeback" } } })).toBeTruthy();
  });

  it("lost after a full refund: nothing more is taken back, and the timeline says how it ended", async () => {
    const { sub, payment, intent } = await paidSubscription();
    const disputeId = await fakes.stripe.billing.openDispute(intent);
    await db().billingPayment.update({ where: { id: payment.id }, data: { refundedCents: payment.amountCents } });
    await fakes.stripe.billing.closeDispute(disputeId, "lost");
    expect((await deliverStripe(fakes.stripe)).map((a) => a.body.outcome)).toEqual(["dispute_opened", "dispute_lost"]);
    expect(await db().billingRefund.count({ where: { paymentId: payment.id } })).toBe(0);
    expect(await db().billingPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ disputeStatus: "lost", refundedCents: payment.amountCents });
    expect(await db().billingEvent.findFirst({ where: { subscriptionId: sub.id, kind: "dispute_lost", text: { endsWith: "already refunded: nothing more was taken back." } } })).toBeTruthy();
  });

  it("an inquiry can still be refunded; once it becomes a chargeback, neither an admin's refund nor the money-back guarantee is offered", async () => {
    const { sub, payment, intent } = await paidSubscription();
    const disputeId = await fakes.stripe.billing.openDispute(intent, "unrecognized", { inquiry: true });
    expect((await deliverStripe(fakes.stripe)).map((a) => a.body.outcome)).toEqual(["dispute_opened"]);
    expect((await db().billingPayment.findUniqueOrThrow({ where: { id: payment.id } })).disputeStatus).toBe("inquiry");
    expect((await db().billingEvent.findFirstOrThrow({ where: { subscriptionId: sub.id, kind: "disputed" } })).text).toMatch(/^The buyer's bank asked about the \$\d+\.\d\d payment of .+ \(an inquiry; the cardholder does not recognise it\)\.$/);
    expect((await subscriptionDetail(sub.id))!.moneyBack.eligible).toBe(true);
    // Among the disputes the admins are asked to answer, and in the billing list's filter.
    expect((await disputeItem())?.href).toBe("/admin/billing?disputes=open&provider=stripe");
    const listed = await adminSubscriptions({ openDisputes: true, sort: "createdAt", dir: "desc", page: 1, pageSize: 100 });
    expect(listed.rows.map((r) => r.id)).toContain(sub.id);

    await fakes.stripe.billing.escalateDispute(disputeId);
    const escalated = fakes.stripe.takeEvents();
    expect((await deliverStripe(fakes.stripe, escalated)).map((a) => a.body.outcome)).toEqual(["dispute_escalated"]);
    expect((await deliverStripe(fakes.stripe, escalated.map((e) => ({ ...e, id: `${String(e.id)}_again` })))).map((a) => a.body.outcome)).toEqual(["dispute_known"]);
    expect((await db().billingPayment.findUniqueOrThrow({ where: { id: payment.id } })).disputeStatus).toBe("open");
    expect(await db().billingEvent.findFirst({ where: { subscriptionId: sub.id, text: { contains: "inquiry about the" }, AND: { text: { contains: "became a chargeback" } } } })).toBeTruthy();
    expect((await subscriptionDetail(sub.id))!.moneyBack).toMatchObject({ eligible: false, reason: "Your bank is disputing a payment of this plan: no refund can be made while the dispute is open." });
    expect(await moneyBack(sub.userId, sub.id)).toMatchObject({ ok: false, status: 409 });
    expect((await reload(sub.id)).status).toBe("active");
  });

  it("a refund made at Stripe whose event comes after a lost dispute is still booked: Stripe's refunded total never counts the dispute", async () => {
    const { payment, intent } = await paidSubscription();
    await stripe().refunds.create({ payment_intent: intent, amount: 2000 });
    const refunded = fakes.stripe.takeEvents();
    const disputeId = await fakes.stripe.billing.openDispute(intent);
    await fakes.stripe.billing.closeDispute(disputeId, "lost");
    expect((await deliverStripe(fakes.stripe)).map((a) => a.body.outcome)).toEqual(["dispute_opened", "dispute_lost"]);
    // Stripe's retry of the earlier charge.refunded arrives last.
    expect((await deliverStripe(fakes.stripe, refunded)).map((a) => a.body.outcome)).toEqual(["refund_recorded"]);
    const rows = await db().billingRefund.findMany({ where: { paymentId: payment.id }, orderBy: { amountCents: "asc" } });
    expect(rows.map((r) => [r.amountCents, r.reason])).toEqual([[2000, "Refunded at Stripe"], [payment.amountCents - 2000, "Dispute lost at Stripe"]]);
    expect((await db().billingPayment.findUniqueOrThrow({ where: { id: payment.id } })).refundedCents).toBe(payment.amountCents);
  });

  it("a dispute of a charge that paid no subscription of ours changes nothing", async () => {
    const { payment, intent } = await paidSubscription();
    await db().billingPayment.update({ where: { id: payment.id }, data: { providerPaymentId: `${payment.providerPaymentId}_elsewhere` } });
    await fakes.stripe.billing.openDispute(intent);
    expect((await deliverStripe(fakes.stripe)).map((a) => a.body.outcome)).toEqual(["unknown_payment"]);
  });
});
