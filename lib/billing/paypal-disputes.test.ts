import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { adminRefund } from "@/lib/billing/refunds";
import { staleDisputeEvent, type DisputeFacts } from "@/lib/billing/disputes";
import { paypalDisputeState } from "@/lib/billing/paypal-disputes";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { needsAttention } from "@/lib/setup/attention";
import { paidPayPalOrder } from "@/test/paypal-checkout";
import { billingFakes, deliverPayPal, subscribeByPayPal } from "@/test/billing-support";

/**
 * A buyer's dispute at PayPal (CUSTOMER.DISPUTE.CREATED, .UPDATED, .RESOLVED) of a subscription's sale or
 * a checkout order's capture: recorded on what it disputes with its state and the day PayPal needs our
 * answer by, so /admin asks the admins to respond at PayPal; the subscription's timeline says what
 * happened. Decided, it never opens again. The money moves only with PayPal's own reversal or refund
 * (PAYMENT.SALE.REVERSED, PAYMENT.CAPTURE.REVERSED), recorded once: a lost dispute is not counted twice.
 */
const fakes = billingFakes();
const DAY_MS = 86_400_000;
const attention = async (key: string) => (await needsAttention()).find((a) => a.key === key);
const outcomes = async () => (await deliverPayPal(fakes.paypal)).map((a) => a.body.outcome);

describe("PayPal's dispute states in our terms", () => {
  it("an inquiry, a claim, and each outcome", () => {
    expect(paypalDisputeState({ status: "OPEN", dispute_life_cycle_stage: "INQUIRY" })).toBe("inquiry");
    expect(paypalDisputeState({ status: "WAITING_FOR_SELLER_RESPONSE", dispute_life_cycle_stage: "CHARGEBACK" })).toBe("open");
    expect(paypalDisputeState({ status: "UNDER_REVIEW", dispute_life_cycle_stage: "PRE_ARBITRATION" })).toBe("open");
    expect(paypalDisputeState({ status: "RESOLVED", dispute_outcome: { outcome_code: "RESOLVED_BUYER_FAVOUR" } })).toBe("lost");
    expect(paypalDisputeState({ status: "RESOLVED", dispute_outcome: { outcome_code: "ACCEPTED" } })).toBe("lost");
    expect(paypalDisputeState({ status: "RESOLVED", dispute_outcome: { outcome_code: "RESOLVED_SELLER_FAVOUR" } })).toBe("won");
    expect(paypalDisputeState({ status: "RESOLVED", dispute_outcome: { outcome_code: "CANCELED_BY_BUYER" } })).toBe("closed");
  });
});

describe("late and stale dispute events (a record keeps one dispute at a time)", () => {
  const facts = (id: string, state: DisputeFacts["state"], dueBy: Date | null = null, openedAt: Date | null = null): DisputeFacts => ({ provider: "paypal", id, state, amountCents: 9700, why: "the leads were not as described", dueBy, openedAt, changes: {} });
  const kept = (disputeId: string | null, disputeStatus: string | null, disputeDueBy: Date | null = null, disputeOpenedAt: Date | null = null) => ({ disputeId, disputeStatus, disputeDueBy, disputeOpenedAt });
  const due = new Date("2041-03-10T00:00:00Z");

  it("news: a first dispute, an inquiry becoming a claim, a new due date, a decision, a new dispute after a decided one", () => {
    expect(staleDisputeEvent(kept(null, null), facts("A", "inquiry"))).toBeNull();
    expect(staleDisputeEvent(kept("A", "inquiry"), facts("A", "open", due))).toBeNull();
    expect(staleDisputeEvent(kept("A", "open", due), facts("A", "open", new Date("2041-03-12T00:00:00Z")))).toBeNull();
    expect(staleDisputeEvent(kept("A", "open", due), facts("A", "lost"))).toBeNull();
    expect(staleDisputeEvent(kept("A", "won"), facts("B", "open", due))).toBeNull();
    expect(staleDisputeEvent(kept("A", "open", due), facts("B", "open", due))).toBeNull();
  });

  it("nothing changes: told again, decided already, a claim back to an inquiry, an earlier dispute's decision while this one runs", () => {
    expect(staleDisputeEvent(kept("A", "open", due), facts("A", "open", due))).toBe("dispute_known");
    expect(staleDisputeEvent(kept("A", "won"), facts("A", "inquiry"))).toBe("dispute_known");
    expect(staleDisputeEvent(kept("A", "lost"), facts("A", "lost"))).toBe("dispute_known");
    expect(staleDisputeEvent(kept("A", "open", due), facts("A", "inquiry", due))).toBe("dispute_known");
    expect(staleDisputeEvent(kept("B", "open", due), facts("A", "closed"))).toBe("earlier_dispute_decided");
    expect(staleDisputeEvent(kept("B", "inquiry"), facts("A", "lost"))).toBe("earlier_dispute_decided");
  });

  it("with both opening times known, an older dispute's late event never replaces a newer one, running or decided; a newer one always does", () => {
    const first = new Date("2041-03-01T10:00:00Z");
    const later = new Date("2041-03-02T10:00:00Z");
    expect(staleDisputeEvent(kept("B", "open", due, later), facts("A", "open", due, first))).toBe("earlier_dispute_updated");
    expect(staleDisputeEvent(kept("B", "open", due, later), facts("A", "inquiry", null, first))).toBe("earlier_dispute_updated");
    expect(staleDisputeEvent(kept("B", "won", null, later), facts("A", "open", due, first))).toBe("earlier_dispute_updated");
    expect(staleDisputeEvent(kept("B", "won", null, later), facts("A", "lost", null, first))).toBe("earlier_dispute_decided");
    expect(staleDisputeEvent(kept("A", "closed", null, first), facts("B", "open", due, later))).toBeNull();
    expect(staleDisputeEvent(kept("A", "open", due, first), facts("B", "open", due, later))).toBeNull();
    // Either time unknown (a record from before they were kept, an event without one): the rules above.
    expect(staleDisputeEvent(kept("B", "open", due, null), facts("A", "closed", null, first))).toBe("earlier_dispute_decided");
    expect(staleDisputeEvent(kept("B", "open", due, later), facts("A", "lost"))).toBe("earlier_dispute_decided");
  });
});

describe("a subscription payment disputed at PayPal", () => {
  it("an inquiry becomes a claim: the admins are asked to answer at PayPal by its date, a refund here is refused; won, the money stays and it never opens again", async () => {
    const admin = await makeUser("admin");
    const { sub } = await subscribeByPayPal(fakes.paypal, "starter", "month");
    await deliverPayPal(fakes.paypal);
    const payment = await db().billingPayment.findFirstOrThrow({ where: { subscriptionId: sub.id, status: "paid" } });
    const due = new Date(Date.now() + 10 * DAY_MS).toISOString();
    const dispute = { id: `PP-D-${payment.id}`, dueBy: due, reason: "MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED" };

    await fakes.paypal.dispute({ saleId: payment.providerPaymentId }, { ...dispute, event: "CREATED", stage: "INQUIRY", status: "OPEN" });
    expect(await outcomes()).toEqual(["dispute_opened"]);
    expect(await db().billingPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ disputeId: dispute.id, disputeStatus: "inquiry", disputeDueBy: new Date(due) });
    const item = await attention("billing-paypal-disputes");
    expect(item).toMatchObject({ href: "/admin/billing?disputes=open&provider=paypal", action: "Respond at PayPal" });
    expect(item!.label).toMatch(/^payments? disputed by the buyer at PayPal$/);
    expect(item!.reasons[0]!.reason).toMatch(/^first answer due at PayPal by .+: without it the dispute is lost$/);

    await fakes.paypal.dispute({ saleId: payment.providerPaymentId }, { ...dispute, event: "UPDATED", stage: "CHARGEBACK", status: "WAITING_FOR_SELLER_RESPONSE" });
    await fakes.paypal.dispute({ saleId: payment.providerPaymentId }, { ...dispute, event: "UPDATED", stage: "CHARGEBACK", status: "WAITING_FOR_SELLER_RESPONSE" });
    expect(await outcomes()).toEqual(["dispute_escalated", "dispute_known"]);
    expect(await adminRefund(admin.id, { paymentId: payment.id, amountCents: null, reason: "Settle it", cancel: false })).toMatchObject({ ok: false, status: 409, error: expect.stringMatching(/Respond at PayPal/) });
    const notes = await db().billingEvent.findMany({ where: { subscriptionId: sub.id, kind: "disputed" }, orderBy: { id: "asc" } });
    expect(notes.map((n) => n.text)).toEqual([
      expect.stringMatching(/^The buyer opened a PayPal dispute about the \$\d+\.\d\d payment of .+ \(an inquiry; the buyer says the leads were not as described\)\.$/),
      expect.stringMatching(/^The buyer's PayPal inquiry about the \$\d+\.\d\d payment of .+ became a claim \(\$\d+\.\d\d\)\.$/),
    ]);

    await fakes.paypal.dispute({ saleId: payment.providerPaymentId }, { ...dispute, event: "RESOLVED", stage: "CHARGEBACK", status: "RESOLVED", outcome: "RESOLVED_SELLER_FAVOUR" });
    // A late "created" after the decision.
    await fakes.paypal.dispute({ saleId: payment.providerPaymentId }, { ...dispute, event: "CREATED", stage: "INQUIRY", status: "OPEN" });
    expect(await outcomes()).toEqual(["dispute_won", "dispute_known"]);
    expect(await db().billingPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ disputeStatus: "won", disputeDueBy: null, refundedCents: 0 });
    expect(await db().billingRefund.count({ where: { paymentId: payment.id } })).toBe(0);
    expect((await db().billingEvent.findFirstOrThrow({ where: { subscriptionId: sub.id, kind: "dispute_won" } })).text).toMatch(/^Won the dispute of the \$\d+\.\d\d payment of .+: the money stays\.$/);
  });

  it("lost: nothing is booked from the decision; PayPal's reversal of the sale records the money once", async () => {
    const { sub } = await subscribeByPayPal(fakes.paypal, "starter", "month");
    await deliverPayPal(fakes.paypal);
    const payment = await db().billingPayment.findFirstOrThrow({ where: { subscriptionId: sub.id, status: "paid" } });
    const dispute = { id: `PP-L-${payment.id}`, reason: "UNAUTHORISED" };
    await fakes.paypal.dispute({ saleId: payment.providerPaymentId }, { ...dispute, event: "CREATED", stage: "CHARGEBACK", status: "WAITING_FOR_SELLER_RESPONSE", dueBy: new Date(Date.now() + 7 * DAY_MS).toISOString() });
    await fakes.paypal.dispute({ saleId: payment.providerPaymentId }, { ...dispute, event: "RESOLVED", stage: "CHARGEBACK", status: "RESOLVED", outcome: "RESOLVED_BUYER_FAVOUR" });
    expect(await outcomes()).toEqual(["dispute_opened", "dispute_lost"]);
    expect(await db().billingPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ disputeStatus: "lost", refundedCents: 0 });
    expect((await db().billingEvent.findFirstOrThrow({ where: { subscriptionId: sub.id, kind: "dispute_lost" } })).text).toMatch(/^Lost the PayPal dispute of .+: PayPal takes the money back/);

    // PayPal's reversal (PAYMENT.SALE.REVERSED: a refund resource, its total negative).
    const reversal = { id: `REV${payment.id}`, sale_id: payment.providerPaymentId, amount: { total: `-${(payment.amountCents / 100).toFixed(2)}`, currency: "USD" }, state: "completed", create_time: new Date().toISOString() };
    await fakes.paypal.billing.emit("PAYMENT.SALE.REVERSED", "refund", reversal, Date.now());
    await fakes.paypal.billing.emit("PAYMENT.SALE.REVERSED", "refund", reversal, Date.now());
    expect(await outcomes()).toEqual(["refund_recorded", "refund_known"]);
    expect(await db().billingPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ refundedCents: payment.amountCents });
  });
});

describe("a checkout order disputed at PayPal", () => {
  it("the buyer's claim closes when they file a chargeback: the chargeback stays open whatever order the events come in; a late \"created\" does not undo the claim", async () => {
    const { order, captureId } = await paidPayPalOrder(fakes.paypal, { "auto-leads-25": 1 });
    fakes.paypal.billing.takeDeliveries();
    const dueBy = new Date(Date.now() + 9 * DAY_MS).toISOString();
    const claim = { id: `PP-A-${order.id}`, reason: "MERCHANDISE_OR_SERVICE_NOT_RECEIVED", dueBy };
    const chargeback = { id: `PP-B-${order.id}`, reason: "UNAUTHORISED", dueBy };

    await fakes.paypal.dispute({ captureId }, { ...claim, event: "CREATED", stage: "INQUIRY", status: "OPEN" });
    await fakes.paypal.dispute({ captureId }, { ...claim, event: "UPDATED", stage: "CHARGEBACK", status: "WAITING_FOR_SELLER_RESPONSE" });
    const [created, escalated] = fakes.paypal.billing.takeDeliveries();
    expect((await deliverPayPal(fakes.paypal, [escalated!, created!])).map((a) => a.body.outcome)).toEqual(["dispute_opened", "dispute_known"]);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ disputeId: claim.id, disputeStatus: "open" });

    // The chargeback's "created" comes before the claim's resolution.
    await fakes.paypal.dispute({ captureId }, { ...chargeback, event: "CREATED", stage: "CHARGEBACK", status: "WAITING_FOR_SELLER_RESPONSE" });
    await fakes.paypal.dispute({ captureId }, { ...claim, event: "RESOLVED", stage: "CHARGEBACK", status: "RESOLVED", outcome: "CANCELED_BY_BUYER" });
    expect(await outcomes()).toEqual(["dispute_opened", "earlier_dispute_decided"]);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "paid", disputeId: chargeback.id, disputeStatus: "open", disputeDueBy: new Date(dueBy) });
    expect((await attention("order-paypal-disputes"))!.label).toMatch(/disputed by the buyer at PayPal$/);

    // PayPal sends the claim's last update again, late: the chargeback opened after it stays.
    await fakes.paypal.dispute({ captureId }, { ...claim, event: "UPDATED", stage: "CHARGEBACK", status: "UNDER_REVIEW" });
    expect(await outcomes()).toEqual(["earlier_dispute_updated"]);
    const kept = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(kept).toMatchObject({ status: "paid", disputeId: chargeback.id, disputeStatus: "open", disputeDueBy: new Date(dueBy) });
    expect(kept.disputeOpenedAt!.getTime()).toBeGreaterThan(0);
  });


  it("a claim asks the admins to answer at PayPal; lost, PayPal's reversal of the capture ends the order once", async () => {
    const { order, captureId } = await paidPayPalOrder(fakes.paypal, { "home-leads-25": 1 });
    fakes.paypal.billing.takeDeliveries();
    const plan = () => db().entitlement.findFirstOrThrow({ where: { orderId: order.id }, select: { status: true, statusReason: true } });
    const dispute = { id: `PP-O-${order.id}`, reason: "MERCHANDISE_OR_SERVICE_NOT_RECEIVED", dueBy: new Date(Date.now() + 9 * DAY_MS).toISOString() };

    await fakes.paypal.dispute({ captureId }, { ...dispute, event: "CREATED", stage: "CHARGEBACK", status: "WAITING_FOR_SELLER_RESPONSE" });
    expect(await outcomes()).toEqual(["dispute_opened"]);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "paid", disputeId: dispute.id, disputeStatus: "open", disputeDueBy: new Date(dispute.dueBy) });
    const item = await attention("order-paypal-disputes");
    expect(item).toMatchObject({ href: "/admin/orders?disputes=open&method=paypal", action: "Respond at PayPal" });
    expect(item!.reasons[0]!.reason).toMatch(/^first answer due at PayPal by .+: without it the dispute is lost$/);

    // Lost: the decision books nothing; the order and its plan stand until PayPal takes the money.
    await fakes.paypal.dispute({ captureId }, { ...dispute, event: "RESOLVED", stage: "CHARGEBACK", status: "RESOLVED", outcome: "RESOLVED_BUYER_FAVOUR" });
    expect(await outcomes()).toEqual(["dispute_lost"]);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "paid", disputeStatus: "lost", refundedCents: 0 });

    await fakes.paypal.reverseCapture(captureId);
    const [reversed] = fakes.paypal.billing.takeDeliveries();
    expect(reversed!.event.event_type).toBe("PAYMENT.CAPTURE.REVERSED");
    // Delivered, then delivered again by PayPal with a new transmission.
    expect((await deliverPayPal(fakes.paypal, [reversed!])).map((a) => a.body.outcome)).toEqual(["order_refunded"]);
    const again = fakes.paypal.billing.retransmit({ ...reversed!.event, id: `${String(reversed!.event.id)}-AGAIN` });
    expect((await deliverPayPal(fakes.paypal, [again])).map((a) => a.body.outcome)).toEqual(["refund_known"]);

    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "refunded", refundedCents: order.total });
    expect(await plan()).toEqual({ status: "cancelled", statusReason: `Order #${order.id}'s payment was taken back: PayPal reversed it after the buyer's dispute` });
    expect(await db().orderRefundEntry.findMany({ where: { orderId: order.id }, select: { amountCents: true, cause: true, provider: true } })).toEqual([{ amountCents: order.total, cause: "dispute", provider: "paypal" }]);
  });
});
