import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import type { PaymentView } from "@/lib/billing/reads";
import { PaymentsList } from "@/components/billing/payments-list";

const payment = (over: Partial<PaymentView>): PaymentView => ({
  id: 1, at: new Date("2026-11-01T15:00:00Z"), description: "First month: Growth, monthly", amountCents: 9700, refundedCents: 0, status: "paid",
  hostedUrl: "https://invoice.stripe.com/i/acct/in_1", failureCode: null, disputeStatus: null, disputeDueBy: null, ...over,
});

const statuses = (payments: PaymentView[]) =>
  [...renderToStaticMarkup(<PaymentsList provider="stripe" payments={payments} />).matchAll(/<tr data-testid="payment-row">(?:<td[^>]*>.*?<\/td>){3}<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]);

describe("the payments list", () => {
  it("says so when there is nothing yet", () => {
    expect(renderToStaticMarkup(<PaymentsList provider="stripe" payments={[]} />)).toContain("No payments yet.");
  });

  it("states each payment: paid, refunded in part or whole, failed, and a bank's dispute open, lost or won", () => {
    expect(
      statuses([
        payment({}),
        payment({ id: 2, refundedCents: 2000 }),
        payment({ id: 3, refundedCents: 9700 }),
        payment({ id: 4, status: "failed" }),
        payment({ id: 5, disputeStatus: "open" }),
        payment({ id: 6, disputeStatus: "lost", refundedCents: 9700 }),
        payment({ id: 7, disputeStatus: "won" }),
        payment({ id: 8, disputeStatus: "closed" }),
      ]),
    ).toEqual(["Paid", "Paid, $20.00 refunded", "Refunded", "Failed", "Disputed by the bank", "Taken back (dispute lost)", "Paid, dispute won", "Paid"]);
  });

  it("names PayPal, not a bank, for a PayPal payment disputed", () => {
    const paypal = [...renderToStaticMarkup(<PaymentsList provider="paypal" payments={[payment({ disputeStatus: "inquiry" }), payment({ id: 2, disputeStatus: "open" })]} />).matchAll(/<tr data-testid="payment-row">(?:<td[^>]*>.*?<\/td>){3}<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]);
    expect(paypal).toEqual(["Questioned at PayPal", "Disputed at PayPal"]);
  });
});
