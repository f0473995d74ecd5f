import "server-only";
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordPaymentDispute, type DisputeFacts } from "@/lib/billing/disputes";
import type { DisputeStatus } from "@/lib/billing/dispute-statuses";
import { recordOrderDispute } from "@/lib/checkout/order-disputes";
import { orderOfInvoiceId } from "@/lib/checkout/order-refunds";
import { valueToCents } from "@/lib/payments/paypal/client";

type Tx = Prisma.TransactionClient;

/**
 * PayPal's CUSTOMER.DISPUTE.CREATED, .UPDATED and .RESOLVED (Customer Disputes v1): the resource is the
 * dispute. Its disputed transaction is a subscription's sale (`seller_transaction_id`, our payment's
 * providerPaymentId) or a checkout order's capture (its `invoice_number`, the invoice_id our order gave
 * PayPal: INV:<order id>:<created ms>).
 */
const disputeSchema = z.object({
  dispute_id: z.string().min(1).max(255),
  reason: z.string().max(80).nullish(),
  status: z.string().max(60),
  dispute_life_cycle_stage: z.string().max(40).nullish(),
  dispute_amount: z.object({ currency_code: z.string().max(3), value: z.string().max(20) }).nullish(),
  seller_response_due_date: z.string().max(40).nullish(),
  create_time: z.string().max(40).nullish(),
  dispute_outcome: z.object({ outcome_code: z.string().max(60).nullish() }).nullish(),
  disputed_transactions: z
    .array(z.object({ seller_transaction_id: z.string().max(64).nullish(), invoice_number: z.string().max(127).nullish() }))
    .max(20)
    .nullish(),
});
type PayPalDispute = z.infer<typeof disputeSchema>;

/** PayPal's dispute reasons in words an admin reads. */
const REASONS: Record<string, string> = {
  MERCHANDISE_OR_SERVICE_NOT_RECEIVED: "the buyer says nothing was received",
  MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED: "the buyer says the leads were not as described",
  UNAUTHORISED: "the buyer says they did not make it",
  CREDIT_NOT_PROCESSED: "the buyer says a refund was promised",
  DUPLICATE_TRANSACTION: "the buyer says it was charged twice",
  INCORRECT_AMOUNT: "the buyer says the amount was wrong",
  PAYMENT_BY_OTHER_MEANS: "the buyer says they paid another way",
  CANCELED_RECURRING_BILLING: "the buyer says the subscription was cancelled",
};

/**
 * How it stands in our terms. Resolved: the buyer's favour (or the claim accepted, a refund) is lost; the
 * seller's (or the claim denied) is won; cancelled by the buyer, or paid by PayPal itself, is closed with
 * the money kept. Running: the inquiry stage is an inquiry; a claim or chargeback is open.
 */
export function paypalDisputeState(d: Pick<PayPalDispute, "status" | "dispute_life_cycle_stage" | "dispute_outcome">): DisputeStatus {
  if (d.status === "RESOLVED") {
    const outcome = d.dispute_outcome?.outcome_code ?? "";
    if (outcome === "RESOLVED_BUYER_FAVOUR" || outcome === "ACCEPTED") return "lost";
    if (outcome === "RESOLVED_SELLER_FAVOUR" || outcome === "DENIED") return "won";
    return "closed";
  }
  return d.dispute_life_cycle_stage === "INQUIRY" ? "inquiry" : "open";
}

/** A PayPal time (ISO 8601), or null when absent or not a time. */
const timeOf = (value: string | null | undefined): Date | null => (value && !Number.isNaN(Date.parse(value)) ? new Date(value) : null);

function factsOf(d: PayPalDispute): DisputeFacts {
  const state = paypalDisputeState(d);
  const due = timeOf(d.seller_response_due_date);
  return {
    provider: "paypal",
    id: d.dispute_id,
    state,
    amountCents: (d.dispute_amount ? valueToCents(d.dispute_amount.value) : null) ?? 0,
    why: REASONS[d.reason ?? ""] ?? "no reason given",
    dueBy: state === "inquiry" || state === "open" ? due : null,
    openedAt: timeOf(d.create_time),
    changes: { disputeId: d.dispute_id, status: d.status, stage: d.dispute_life_cycle_stage ?? null, outcome: d.dispute_outcome?.outcome_code ?? null, reason: d.reason ?? null },
  };
}

/**
 * A PayPal dispute recorded on what it disputes: a checkout order (found by its invoice number) or a
 * subscription payment (by the sale's id). One that names neither is acknowledged and changes nothing.
 */
export async function recordPayPalDispute(tx: Tx, resource: unknown, at: Date): Promise<string> {
  const parsed = disputeSchema.safeParse(resource);
  if (!parsed.success) return "malformed_dispute";
  const facts = factsOf(parsed.data);
  for (const t of parsed.data.disputed_transactions ?? []) {
    const orderId = t.invoice_number ? await orderOfInvoiceId(tx, t.invoice_number) : null;
    if (orderId) return recordOrderDispute(tx, { orderId }, facts, at);
    if (t.seller_transaction_id) {
      const outcome = await recordPaymentDispute(tx, t.seller_transaction_id, facts, at);
      if (outcome !== "unknown_payment") return outcome;
    }
  }
  return "unknown_payment";
}
