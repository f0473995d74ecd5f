import { formatCents } from "@/lib/constants";
import { formatDate } from "@/lib/crm/format";
import type { SubscriptionView } from "@/lib/billing/reads";

/** Where a subscription stands: price, period, what happens next, and this month's leads against the quota. */
export function SubscriptionFacts({ sub }: { sub: SubscriptionView }) {
  const next =
    sub.status === "incomplete"
      ? "Waiting for the first payment to go through."
      : sub.status === "canceled" || sub.status === "expired"
        ? `Ended ${formatDate(sub.canceledAt)}${sub.cancelReason ? ` (${sub.cancelReason})` : ""}.`
        : sub.cancelAtPeriodEnd
          ? `Ends ${formatDate(sub.currentPeriodEnd)}. Nothing more will be charged.`
          : sub.status === "active"
            ? `Renews ${formatDate(sub.currentPeriodEnd)} for ${formatCents(sub.priceCents)}.`
            : `Payment overdue since ${formatDate(sub.pastDueSince)}.`;
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-muted-foreground">Price</dt>
        <dd className="font-medium">
          {formatCents(sub.priceCents)}/{sub.interval} by {sub.provider === "paypal" ? "PayPal" : "card"}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Current period</dt>
        <dd className="font-medium">{sub.currentPeriodStart ? `${formatDate(sub.currentPeriodStart)} – ${formatDate(sub.currentPeriodEnd)}` : "–"}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Next</dt>
        <dd className="font-medium">{next}</dd>
      </div>
      {sub.month && (
        <div className="sm:col-span-3" data-testid="month-quota">
          <dt className="text-muted-foreground">This month&apos;s leads ({sub.month.planName})</dt>
          <dd className="font-medium">
            {sub.month.delivered} of {sub.month.quota} leads delivered, {formatDate(sub.month.periodStart)} – {formatDate(sub.month.periodEnd)}
            {sub.month.status === "paused" && " (delivery paused)"}
          </dd>
        </div>
      )}
    </dl>
  );
}
