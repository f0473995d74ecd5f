import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/components/ui/link";
import { OrderStatusBadge } from "@/components/checkout/order-status-badge";
import { PLAN_STATUS } from "@/components/marketplace/portal/plan-usage";
import { requireRole } from "@/lib/auth/session";
import { OPEN_DISPUTE_STATUSES } from "@/lib/billing/dispute-statuses";
import { adminOrderDetail } from "@/lib/checkout/admin-orders";
import { recordIdParam } from "@/lib/schemas/record-id";
import { formatCents } from "@/lib/constants";
import { formatDate, formatDateTime } from "@/lib/crm/format";

export const metadata: Metadata = { title: "Order", robots: { index: false } };

const DISPUTE_WORDS: Record<"stripe" | "paypal", Record<string, string>> = {
  stripe: {
    inquiry: "The buyer's bank is asking about this payment (an inquiry).",
    open: "The buyer's bank disputes this payment (a chargeback).",
    won: "The buyer's bank disputed this payment; the dispute was won and the money stays.",
    lost: "The buyer's bank disputed this payment and won: the money was taken back.",
    closed: "The buyer's bank asked about this payment; the inquiry closed with nothing taken back.",
  },
  paypal: {
    inquiry: "The buyer opened a PayPal dispute about this payment (an inquiry).",
    open: "The buyer disputes this payment at PayPal (a claim).",
    won: "The buyer disputed this payment at PayPal; the dispute was won and the money stays.",
    lost: "The buyer disputed this payment at PayPal and won: PayPal takes the money back.",
    closed: "The buyer's PayPal dispute closed with nothing taken back.",
  },
};

const HISTORY_WORDS: Record<string, string> = {
  "order.paid": "Paid",
  "order.payment_failed": "Payment failed",
  "order.payment_mismatch": "Payment refused: it did not match the order",
  "order.amount_mismatch": "Payment refused: the amount did not match the order",
  "order.partly_refunded": "Part of it refunded",
  "order.refunded": "Refunded in full",
  "order.dispute_closed": "Dispute closed",
};

/** The history in words: a dispute's first entry says who opened it and where; its later ones (a claim, a new due date) say it changed. */
function historyWords(actions: string[], method: "card" | "paypal" | null): (string | null)[] {
  let running = false;
  return actions.map((action) => {
    if (action === "order.disputed") {
      const words = running ? "Dispute updated" : method === "paypal" ? "Disputed by the buyer at PayPal" : "Disputed by the buyer's bank";
      running = true;
      return words;
    }
    if (action === "order.dispute_closed") running = false;
    return HISTORY_WORDS[action] ?? null;
  });
}

/** /admin/orders/{id}: one checkout order, what it bought, its payment, what went back, the lead plans it gave and its history. */
export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  await requireRole("admin");
  const id = recordIdParam((await params).id);
  const order = id ? await adminOrderDetail(id) : null;
  if (!order) notFound();
  const provider = order.method === "paypal" ? "PayPal" : "Stripe";
  const disputeOpen = order.dispute && OPEN_DISPUTE_STATUSES.some((s) => s === order.dispute!.status);
  const words = historyWords(order.history.map((h) => h.action), order.method);
  return (
    <section className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link href="/admin/orders" className="text-primary hover:underline">← Orders</Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Order #{order.id}</h1>
        <OrderStatusBadge status={order.status} refundedCents={order.refundedCents} disputeStatus={order.dispute?.status ?? null} method={order.method} />
      </div>

      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Customer</dt>
          <dd className="break-words">
            {order.customer.name ?? "–"}
            {order.customer.company ? `, ${order.customer.company}` : ""}
            <span className="block">{order.customer.email}</span>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Account</dt>
          <dd>{order.buyer ? order.buyer.username : "Bought signed out (no account on the order)"}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Placed</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Paid</dt>
          <dd>{order.paidAt ? `${formatDateTime(order.paidAt)} by ${order.method === "paypal" ? "PayPal" : "card"}` : "Not paid"}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-muted-foreground">{provider} reference</dt>
          <dd><code className="break-all text-xs">{order.reference ?? "–"}</code></dd>
        </div>
      </dl>

      <section aria-labelledby="lines-heading" className="space-y-3">
        <h2 id="lines-heading" className="text-xl font-semibold">What was bought</h2>
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Order lines</caption>
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">Item</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">Quantity</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">Price</th>
                <th scope="col" className="py-2 text-right font-medium">Line total</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {order.lines.map((l, i) => (
                <tr key={`${l.productId}-${i}`}>
                  <td className="py-2 pr-3">{l.name}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{l.quantity}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatCents(l.unitPrice)}</td>
                  <td className="py-2 text-right tabular-nums">{formatCents(l.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 font-semibold">
              <tr>
                <th scope="row" colSpan={3} className="py-2 pr-3 text-left">Total</th>
                <td className="py-2 text-right tabular-nums">{formatCents(order.totalCents)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      <section aria-labelledby="money-back-heading" className="space-y-3">
        <h2 id="money-back-heading" className="text-xl font-semibold">Refunds and disputes</h2>
        {order.dispute && (
          <p className="text-sm" data-testid="order-dispute">
            {DISPUTE_WORDS[order.method === "paypal" ? "paypal" : "stripe"][order.dispute.status ?? ""] ?? `A dispute (${order.dispute.status}).`}{" "}
            {disputeOpen &&
              (order.method === "paypal"
                ? order.dispute.dueBy ? `Answer at PayPal by ${formatDate(order.dispute.dueBy)}, or the dispute is lost.` : "Respond at PayPal."
                : order.dispute.dueBy ? `Send Stripe the evidence by ${formatDate(order.dispute.dueBy)}, or the dispute is lost.` : "Respond at Stripe.")}{" "}
            <code className="text-xs">{order.dispute.id}</code>
          </p>
        )}
        {order.refunds.length === 0 ? (
          !order.dispute && <p className="text-sm text-muted-foreground">Nothing refunded. Refund an order in {provider}&apos;s dashboard: its event records it here and ends the lead plans it gave.</p>
        ) : (
          <ul className="divide-y rounded-md border text-sm" aria-label="Money returned">
            {order.refunds.map((r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2 p-3">
                <span>
                  {formatDateTime(r.at)}: {r.cause === "dispute" ? (order.method === "paypal" ? "taken back by PayPal after the buyer's dispute" : "taken back by the buyer's bank") : `refunded at ${provider}`} <code className="text-xs text-muted-foreground">{r.reference}</code>
                </span>
                <span className="tabular-nums">{formatCents(r.amountCents)}</span>
              </li>
            ))}
            <li className="flex justify-between gap-2 p-3 font-medium">
              <span>{order.status === "refunded" ? "All of it returned" : "Returned so far"}</span>
              <span className="tabular-nums">{formatCents(order.refundedCents)} of {formatCents(order.totalCents)}</span>
            </li>
          </ul>
        )}
      </section>

      <section aria-labelledby="plans-heading" className="space-y-3">
        <h2 id="plans-heading" className="text-xl font-semibold">Lead plans it gave</h2>
        {order.plans.length === 0 ? (
          <p className="text-sm text-muted-foreground">{order.paidAt ? "None: the order bought no lead plan or package." : "None yet: lead plans start when the order is paid."}</p>
        ) : (
          <ul className="divide-y rounded-md border text-sm" aria-label="Lead plans">
            {order.plans.map((p) => {
              const status = PLAN_STATUS[p.status] ?? { label: p.status, variant: "secondary" as const };
              return (
                <li key={p.id} className="space-y-1 p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{p.planName}</span>
                    <Badge variant={status.variant}>{status.label}</Badge>
                    <span className="text-muted-foreground">
                      {p.delivered} of {p.quota + p.credits} leads delivered{p.buyer ? ` to ${p.buyer.username}` : ", waiting for the buyer to register"}
                    </span>
                  </div>
                  {(p.periodStart || p.statusReason) && (
                    <p className="text-muted-foreground">
                      {p.periodStart && `${formatDate(p.periodStart)} – ${formatDate(p.periodEnd)}`}
                      {p.periodStart && p.statusReason ? " · " : ""}
                      {p.statusReason}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="history-heading" className="space-y-3">
        <h2 id="history-heading" className="text-xl font-semibold">History</h2>
        <p className="text-sm text-muted-foreground">
          What each step recorded is in the <Link href="/admin/audit?entity=order" className="text-primary underline">audit log</Link>.
        </p>
        {order.history.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
        ) : (
          <ol className="space-y-1 text-sm" aria-label="Order history">
            {order.history.map((h, i) => (
              <li key={h.id}>
                <span className="text-muted-foreground">{formatDateTime(h.at)}</span> {words[i] ?? <code className="text-xs">{h.action}</code>}
                {h.actor ? ` by ${h.actor}` : ""}
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}
