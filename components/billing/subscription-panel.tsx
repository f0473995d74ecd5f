import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ActionButton } from "@/components/forms/action-button";
import { BillingHistory } from "@/components/billing/billing-history";
import { ChangePlanForm } from "@/components/billing/change-plan-form";
import { PaymentsList } from "@/components/billing/payments-list";
import { SubscriptionFacts } from "@/components/billing/subscription-facts";
import { SubscriptionStatusBadge } from "@/components/billing/status-badge";
import { formatCents, PROMISES } from "@/lib/constants";
import { formatDate } from "@/lib/crm/format";
import { BILLING_PLAN_LIST, priceLabel } from "@/lib/billing/plans";
import type { SubscriptionView } from "@/lib/billing/reads";
import { cancelSubscriptionAction, moneyBackAction, paymentMethodAction, retryRefundAction, undoCancelAction } from "@/lib/billing/actions";

/** One subscription on the buyer's billing page, with what the buyer can do about it. */
export function SubscriptionPanel({ sub }: { sub: SubscriptionView }) {
  const running = sub.status === "active" || sub.status === "past_due" || sub.status === "suspended";
  const options = BILLING_PLAN_LIST.filter((p) => p.kind === sub.kind).flatMap((p) =>
    (["month", "year"] as const).map((i) => ({ value: `${p.key}:${i}`, label: `${p.name}, ${priceLabel(p.prices[i], i)}` })),
  );
  const failedRefunds = sub.refunds.filter((r) => r.status === "failed" || r.status === "pending");
  const refunded = sub.refunds.filter((r) => r.status === "succeeded").reduce((n, r) => n + r.amountCents, 0);
  return (
    <Card aria-labelledby={`sub-${sub.id}-title`} data-testid="subscription" data-status={sub.status}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle as="h2" id={`sub-${sub.id}-title`}>
          {sub.planName} <span className="font-normal text-muted-foreground">({sub.interval === "year" ? "annual" : "monthly"})</span>
        </CardTitle>
        <SubscriptionStatusBadge status={sub.status} ending={sub.cancelAtPeriodEnd} />
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <SubscriptionFacts sub={sub} />
        {refunded > 0 && <p className="text-sm" data-testid="refunded">Refunded: {formatCents(refunded)}.</p>}
        {failedRefunds.length > 0 && (
          <div role="alert" className="grid gap-2 rounded-md border border-destructive p-3 text-sm">
            <p>A refund of {formatCents(failedRefunds.reduce((n, r) => n + r.amountCents, 0))} could not be completed yet{failedRefunds[0]!.error ? `: ${failedRefunds[0]!.error}` : "."}</p>
            <ActionButton action={retryRefundAction} fields={{ subscriptionId: sub.id }} label="Try the refund again" busyLabel="Refunding..." />
          </div>
        )}
        {running && sub.status === "active" && !sub.cancelAtPeriodEnd && (
          <ChangePlanForm subscriptionId={sub.id} options={options} current={`${sub.plan}:${sub.interval}`} provider={sub.provider} />
        )}
        {running && (
          <div className="flex flex-wrap items-start gap-3" id="payment-method">
            <ActionButton action={paymentMethodAction} fields={{ provider: sub.provider }} label={sub.provider === "stripe" ? "Update card (Stripe)" : "Manage at PayPal"} busyLabel="Opening..." />
            {sub.cancelAtPeriodEnd ? (
              sub.provider === "stripe" && <ActionButton action={undoCancelAction} fields={{ subscriptionId: sub.id }} label="Keep my subscription" busyLabel="Saving..." />
            ) : (
              <ActionButton
                action={cancelSubscriptionAction}
                fields={{ subscriptionId: sub.id }}
                label="Cancel subscription"
                busyLabel="Cancelling..."
                confirm={sub.status === "active" ? `Cancel ${sub.planName}? It runs until ${formatDate(sub.currentPeriodEnd)} and nothing more is charged.` : `Cancel ${sub.planName} now? The overdue payment will not be collected.`}
              />
            )}
          </div>
        )}
        {running && <MoneyBack sub={sub} />}
        <section aria-label="Invoices and receipts" className="min-w-0 space-y-2">
          <h3 className="text-sm font-semibold">Invoices and receipts</h3>
          <PaymentsList payments={sub.payments} provider={sub.provider} />
        </section>
        <BillingHistory events={sub.events} />
      </CardContent>
    </Card>
  );
}

function MoneyBack({ sub }: { sub: SubscriptionView }) {
  if (sub.moneyBack.eligible) {
    return (
      <div className="grid gap-2 rounded-md bg-muted p-3 text-sm" data-testid="money-back">
        <p>
          {PROMISES.moneyBackDays}-day money-back guarantee: until {formatDate(sub.moneyBack.endsAt)} you can cancel and get every payment of this subscription back. The leads you already received stay yours.
        </p>
        <ActionButton
          action={moneyBackAction}
          fields={{ subscriptionId: sub.id }}
          label="Cancel and refund"
          busyLabel="Refunding..."
          variant="destructive"
          confirm={`Cancel ${sub.planName} now and refund every payment? Delivery stops today.`}
        />
      </div>
    );
  }
  if (!sub.firstPaidAt) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="money-back">
      {sub.moneyBack.reason}
    </p>
  );
}
