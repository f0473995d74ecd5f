import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { DunningBanner } from "@/components/billing/dunning-banner";
import { SubscribingNotice } from "@/components/billing/subscribing-notice";
import { SubscriptionPanel } from "@/components/billing/subscription-panel";
import { SetupNextStep } from "@/components/billing/setup-next-step";
import { requireAccount } from "@/lib/auth/session";
import { buyerBilling, dunningOf } from "@/lib/billing/reads";
import { unbilledPlans } from "@/lib/billing/unbilled-plans";
import { UnbilledPlans } from "@/components/billing/unbilled-plans";

export const metadata: Metadata = { title: "Billing", robots: { index: false } };

/**
 * /account/billing: the buyer's subscriptions (issue 32): state, this month's quota, plan changes,
 * cancel (at period end by default), the 30-day money-back guarantee, the card at Stripe or PayPal,
 * invoices and receipts, and the history. The buyer's portal (/account/plan) links here.
 */
export default async function BillingPage({ searchParams }: { searchParams: Promise<{ subscribed?: string }> }) {
  const account = await requireAccount();
  const [billing, dunning, unbilled] = await Promise.all([buyerBilling(account.id), dunningOf(account.id), unbilledPlans(account.id)]);
  const subscribed = Number((await searchParams).subscribed);
  const past = billing.ended.filter((s) => s.payments.length > 0);
  const waiting = billing.live.find((s) => s.id === subscribed && s.status === "incomplete");
  return (
    <section className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold">Billing</h1>
        <p className="text-muted-foreground">Your plans, payments and receipts. Leads and quotas are on your plan page.</p>
      </div>
      <DunningBanner dunning={dunning} />
      {waiting && <SubscribingNotice planName={waiting.planName} />}
      {billing.live.some((s) => s.kind === "leads" && s.status === "active") && billing.setupStatus !== "approved" && <SetupNextStep status={billing.setupStatus} />}
      {billing.live.filter((s) => s.status !== "incomplete" || s.id === subscribed).map((s) => (
        <SubscriptionPanel key={s.id} sub={s} />
      ))}
      <UnbilledPlans plans={unbilled} />
      {billing.live.filter((s) => s.status !== "incomplete").length === 0 && !waiting && (
        <div className="grid justify-items-start gap-3 rounded-lg border p-6">
          <p>{unbilled.length > 0 ? "You have no subscription." : "You have no plan yet."}</p>
          <Link href="/pricing#plans" className={buttonVariants()}>
            See the plans
          </Link>
        </div>
      )}
      {past.length > 0 && (
        <section aria-labelledby="ended-heading" className="space-y-4">
          <h2 id="ended-heading" className="text-xl font-semibold">
            Past subscriptions
          </h2>
          {past.map((s) => (
            <SubscriptionPanel key={s.id} sub={s} />
          ))}
        </section>
      )}
    </section>
  );
}

