import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { requireAccount } from "@/lib/auth/session";
import { buyerPortal } from "@/lib/marketplace/portal";
import { listPushLog } from "@/lib/marketplace/push/delivery-log";
import { DeliveryLog } from "@/components/marketplace/delivery-log";
import { planStateOf, SetupState } from "@/components/marketplace/portal/setup-state";
import { PlanUsage } from "@/components/marketplace/portal/plan-usage";
import { ReturnsSummary } from "@/components/marketplace/portal/returns-summary";
import { DeliverySettings } from "@/components/marketplace/portal/delivery-settings";
import { RecentDeliveries } from "@/components/marketplace/portal/recent-deliveries";
import { OrdersList } from "@/components/marketplace/portal/orders-list";
import { StaffPlanNotice } from "@/components/marketplace/portal/staff-plan-notice";
import { DunningBanner } from "@/components/billing/dunning-banner";
import { dunningOf } from "@/lib/billing/reads";

export const metadata: Metadata = { title: "Your lead plan", robots: { index: false } };

/**
 * /account/plan: the buyer's portal (issue 31 §7). Any signed-in account (a buyer who registered from
 * their order's link may still be waiting for approval); staff accounts are told only licensed agents
 * buy leads. Everything is read for this account only (buyerPortal, listPushLog).
 */
export default async function PlanPage() {
  const account = await requireAccount();
  if (account.role !== "agent") return <StaffPlanNotice />;
  const [portal, dunning] = await Promise.all([buyerPortal(account.id), dunningOf(account.id)]);
  const pushes = portal.profile && portal.profile.pushMethod !== "none" ? await listPushLog(account, { limit: 20 }) : null;
  const current = portal.plans.filter((p) => p.status === "active" || p.status === "awaiting_setup" || p.status === "paused");
  const past = portal.plans.filter((p) => !current.includes(p));
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Your lead plan</h1>
        <p className="text-muted-foreground">Your leads this period, their pace, returns, and how they reach you.</p>
      </div>
      {/* Issue 32: a renewal overdue (in its grace, or delivery paused after it). */}
      <DunningBanner dunning={dunning} />
      <SetupState profile={portal.profile} plan={planStateOf(current)} />
      <section aria-labelledby="period-heading" className="grid gap-4">
        <h2 id="period-heading" className="text-xl font-semibold">
          This period
        </h2>
        {current.length === 0 ? (
          <div className="grid gap-3 rounded-md border border-dashed p-6 text-sm text-muted-foreground">
            <p>You have no lead plan running. A plan or package gives you exclusive, verified leads in your lines and territory.</p>
            <div>
              <Button asChild size="sm">
                <Link href="/pricing">See plans and packages</Link>
              </Button>
            </div>
          </div>
        ) : (
          current.map((p) => <PlanUsage key={p.id} plan={p} />)
        )}
        {past.length > 0 && (
          <details className="text-sm">
            <summary className="cursor-pointer text-primary">Earlier periods ({past.length})</summary>
            <div className="mt-3 grid gap-4">
              {past.map((p) => (
                <PlanUsage key={p.id} plan={p} />
              ))}
            </div>
          </details>
        )}
      </section>
      <ReturnsSummary portal={portal} />
      {portal.profile && <DeliverySettings profile={portal.profile} />}
      <section aria-labelledby="deliveries-heading" className="grid gap-3">
        <h2 id="deliveries-heading" className="text-xl font-semibold">
          Recent deliveries
        </h2>
        <RecentDeliveries deliveries={portal.deliveries} />
      </section>
      {pushes && (
        <section aria-labelledby="push-heading" className="grid gap-3">
          <h2 id="push-heading" className="text-xl font-semibold">
            Delivery log
          </h2>
          <p className="text-sm text-muted-foreground">Each lead pushed to your system, with every attempt&apos;s answer. Failed pushes are retried for 24 hours.</p>
          <DeliveryLog rows={pushes.rows} label="Delivery log" />
        </section>
      )}
      <OrdersList orders={portal.orders} />
    </section>
  );
}
