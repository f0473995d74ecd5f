import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { ActionButton } from "@/components/forms/action-button";
import { AdminRefundForm } from "@/components/billing/admin-refund-form";
import { BillingHistory } from "@/components/billing/billing-history";
import { PaymentsList } from "@/components/billing/payments-list";
import { SubscriptionFacts } from "@/components/billing/subscription-facts";
import { SubscriptionStatusBadge } from "@/components/billing/status-badge";
import { requireRole } from "@/lib/auth/session";
import { retryRefundAction } from "@/lib/billing/actions";
import { OPEN_DISPUTE_STATUSES } from "@/lib/billing/disputes";
import { subscriptionDetail } from "@/lib/billing/reads";
import { recordIdParam } from "@/lib/schemas/record-id";
import { formatCents } from "@/lib/constants";
import { formatDate, formatDateTime } from "@/lib/crm/format";

export const metadata: Metadata = { title: "Subscription", robots: { index: false } };

/** /admin/billing/{id}: one subscription, its payments with a refund form each, its refunds and history. */
export default async function AdminSubscriptionPage({ params }: { params: Promise<{ id: string }> }) {
  await requireRole("admin");
  const id = recordIdParam((await params).id);
  const sub = id ? await subscriptionDetail(id) : null;
  if (!sub) notFound();
  // Stripe refunds nothing of a charge its bank disputes: the dispute decides (lib/billing/disputes.ts).
  const disputed = sub.payments.filter((p) => OPEN_DISPUTE_STATUSES.some((s) => s === p.disputeStatus));
  const refundable = sub.payments.filter((p) => p.status === "paid" && p.amountCents > p.refundedCents && p.disputeStatus !== "open");
  const open = sub.refunds.filter((r) => r.status !== "succeeded");
  return (
    <section className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link href="/admin/billing" className="text-primary hover:underline">← Billing</Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">
          {sub.planName} <span className="font-normal text-muted-foreground">for {sub.buyer.username}</span>
        </h1>
        <SubscriptionStatusBadge status={sub.status} ending={sub.cancelAtPeriodEnd} />
      </div>
      <p className="text-sm text-muted-foreground">
        {sub.buyer.email ?? "No e-mail"} · {sub.provider === "paypal" ? "PayPal" : "Stripe"} <code>{sub.providerSubscriptionId ?? "–"}</code> · first paid {formatDate(sub.firstPaidAt)}
      </p>
      <SubscriptionFacts sub={sub} />
      <section aria-labelledby="payments-heading" className="space-y-3">
        <h2 id="payments-heading" className="text-xl font-semibold">Payments</h2>
        <PaymentsList payments={sub.payments} provider={sub.provider} />
      </section>
      <section aria-labelledby="refund-heading" className="space-y-3">
        <h2 id="refund-heading" className="text-xl font-semibold">Refund</h2>
        {disputed.map((p) => (
          <p key={p.id} className="text-sm" data-testid="disputed-payment">
            {p.description}, {formatDate(p.at)}: {formatCents(p.amountCents)}{" "}
            {sub.provider === "paypal"
              ? p.disputeStatus === "inquiry"
                ? "is questioned by the buyer at PayPal (an inquiry): a refund below settles it."
                : "is disputed by the buyer at PayPal (a claim) and cannot be refunded here while it is open."
              : p.disputeStatus === "inquiry"
                ? "is questioned by the buyer's bank (an inquiry): a refund below settles it."
                : "is disputed by the buyer's bank and cannot be refunded while the dispute is open."}{" "}
            {sub.provider === "paypal"
              ? p.disputeDueBy ? `Answer at PayPal by ${formatDate(p.disputeDueBy)}, or the dispute is lost.` : "Respond at PayPal."
              : p.disputeDueBy ? `Send Stripe the evidence by ${formatDate(p.disputeDueBy)}, or the dispute is lost.` : "Respond at Stripe."}
          </p>
        ))}
        {refundable.length === 0 ? (
          disputed.every((p) => p.disputeStatus !== "open") && <p className="text-sm text-muted-foreground">Nothing left to refund.</p>
        ) : (
          refundable.map((p) => (
            <div key={p.id} className="space-y-1">
              <p className="text-sm font-medium">{p.description}, {formatDate(p.at)}: {formatCents(p.amountCents)}{p.refundedCents ? ` (${formatCents(p.refundedCents)} refunded)` : ""}</p>
              <AdminRefundForm paymentId={p.id} leftCents={p.amountCents - p.refundedCents} label={`${formatCents(p.amountCents)} of ${formatDate(p.at)}`} />
            </div>
          ))
        )}
        {sub.refunds.length > 0 && (
          <ul className="divide-y rounded-md border text-sm" aria-label="Refunds">
            {sub.refunds.map((r) => (
              <li key={r.id} className="p-3">
                {formatDateTime(r.at)}: {formatCents(r.amountCents)} ({r.kind === "provider" ? r.reason : `${r.kind === "money_back" ? "money-back guarantee" : "by an admin"}: ${r.reason}`}) — {r.status}
                {r.error ? `: ${r.error}` : ""}
              </li>
            ))}
          </ul>
        )}
        {open.length > 0 && <ActionButton action={retryRefundAction} fields={{ subscriptionId: sub.id }} label="Send the open refunds again" busyLabel="Refunding..." />}
      </section>
      <BillingHistory events={sub.events} />
    </section>
  );
}
