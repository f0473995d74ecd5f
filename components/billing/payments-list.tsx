import { formatCents } from "@/lib/constants";
import { formatDate } from "@/lib/crm/format";
import type { PaymentView } from "@/lib/billing/reads";

/** A payment's state in words: refunds, and a dispute by the card's bank or the buyer at PayPal (lib/billing/disputes.ts). */
function paymentStatus(p: PaymentView, provider: "stripe" | "paypal"): string {
  if (p.status === "failed") return "Failed";
  if (p.disputeStatus === "open") return provider === "paypal" ? "Disputed at PayPal" : "Disputed by the bank";
  if (p.disputeStatus === "inquiry") return provider === "paypal" ? "Questioned at PayPal" : "Questioned by the bank";
  if (p.disputeStatus === "lost") return "Taken back (dispute lost)";
  const refunded = p.refundedCents >= p.amountCents && p.amountCents > 0 ? "Refunded" : p.refundedCents > 0 ? `Paid, ${formatCents(p.refundedCents)} refunded` : "Paid";
  return p.disputeStatus === "won" ? `${refunded}, dispute won` : refunded;
}

/** Invoices and receipts: each payment with the provider's own page for it (Stripe's hosted invoice, PayPal's transaction). */
export function PaymentsList({ payments, provider }: { payments: PaymentView[]; provider: "stripe" | "paypal" }) {
  if (payments.length === 0) return <p className="text-sm text-muted-foreground">No payments yet.</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">Payments</caption>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">Date</th>
            <th scope="col" className="py-2 pr-3 font-medium">What</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Amount</th>
            <th scope="col" className="py-2 pr-3 font-medium">Status</th>
            <th scope="col" className="py-2 font-medium"><span className="sr-only">Link</span></th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {payments.map((p) => (
            <tr key={p.id} data-testid="payment-row">
              <td className="py-2 pr-3 whitespace-nowrap">{formatDate(p.at)}</td>
              <td className="py-2 pr-3">{p.description}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCents(p.amountCents)}</td>
              <td className="py-2 pr-3">
                {paymentStatus(p, provider)}
              </td>
              <td className="py-2">
                {p.hostedUrl && (
                  <a href={p.hostedUrl} target="_blank" rel="noopener noreferrer" className="text-primary underline-offset-2 hover:underline">
                    {provider === "stripe" ? "Invoice" : "Receipt"}
                    <span className="sr-only"> of {formatDate(p.at)} (opens {provider === "stripe" ? "Stripe" : "PayPal"})</span>
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
