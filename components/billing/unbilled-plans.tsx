import { Link } from "@/components/ui/link";
import { formatTexas } from "@/lib/crm/texas-time";
import type { UnbilledPlan } from "@/lib/billing/unbilled-plans";

const STATE: Record<string, string> = { awaiting_setup: "starts when your set-up is approved", active: "running", paused: "paused" };

/** Plans that bill nothing more (granted, or paid once), on /account/billing: there is nothing to pay for them. */
export function UnbilledPlans({ plans }: { plans: UnbilledPlan[] }) {
  if (plans.length === 0) return null;
  return (
    <section aria-labelledby="unbilled-heading" className="grid gap-3 rounded-lg border p-6" data-testid="unbilled-plans">
      <h2 id="unbilled-heading" className="text-xl font-semibold">
        Plans with nothing to pay
      </h2>
      <ul className="grid gap-2 text-sm">
        {plans.map((p) => (
          <li key={p.id}>
            <span className="font-medium">{p.planName}</span> ({p.quota} leads): {p.source === "grant" ? "granted by our team" : `paid once with order #${p.orderId}`}, {STATE[p.status] ?? p.status}
            {p.status !== "awaiting_setup" && p.periodEnd ? `, until ${formatTexas(p.periodEnd, { time: false })}` : ""}.
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        Leads and quotas are on <Link href="/account/plan">your plan page</Link>.
      </p>
    </section>
  );
}
