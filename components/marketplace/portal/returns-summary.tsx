import { Link } from "@/components/ui/link";
import { DEFECT_REPORT_HOURS, formatCents, LANDING_CLAIMS } from "@/lib/constants";
import type { BuyerPortal } from "@/lib/marketplace/portal";

/**
 * Returns and replacements, and what a kept lead really cost (issue 31 §7): what the buyer paid for
 * their plans this period and last, divided by the leads they kept (delivered − returned).
 */
export function ReturnsSummary({ portal }: { portal: BuyerPortal }) {
  const credited = portal.plans.reduce((s, p) => s + p.credits, 0);
  const { approved, pending, refused, toCome } = portal.returns;
  return (
    <section aria-labelledby="returns-heading" className="grid gap-3 rounded-lg border p-4">
      <h2 id="returns-heading" className="text-xl font-semibold">
        Returns and cost per lead
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        <Stat label="Returns approved" value={approved} />
        <Stat label="Under review" value={pending} />
        <Stat label="Refused" value={refused} />
        <Stat label="Replacements credited" value={credited} />
        <Stat label="Replacements to come" value={toCome} />
      </dl>
      <p className="text-sm" data-testid="effective-cost">
        Effective cost per lead so far:{" "}
        <strong>{portal.effectiveCostCents === null ? "not yet (no leads kept)" : formatCents(portal.effectiveCostCents)}</strong>
        <span className="text-muted-foreground"> (the price of the leads delivered so far ÷ leads kept; a credited replacement is free). Our agents pay about {LANDING_CLAIMS.averageCostPerLead} a lead on average.</span>
      </p>
      <p className="text-sm text-muted-foreground">
        A lead that is defective (a wrong number, a fake, a duplicate, outside your lines or territory, or a consumer who never asked) can be
        reported within {DEFECT_REPORT_HOURS} hours from its page: <span className="whitespace-nowrap">Report defective</span>. An approved
        return is credited and its replacement is delivered first. Open a lead from{" "}
        <Link href="/crm?tab=leads" className="text-primary underline-offset-4 hover:underline">
          your Leads
        </Link>{" "}
        or the list below.
      </p>
    </section>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-md bg-muted/40 p-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}
