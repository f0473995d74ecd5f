import { ClockIcon } from "@/components/icons/clock";
import { LANDING_CLAIMS } from "@/lib/constants";
import { landingCopy } from "@/content/lead-pages";
import { cn } from "@/lib/utils";

/** The landing hero's claims (crm spec §1), from LANDING_CLAIMS: four figures and the follow-up promise. */
export function LandingStats({ className }: { className?: string }) {
  const labels = landingCopy.stats;
  const stats = [
    { value: LANDING_CLAIMS.leadsPerMonth, label: labels.leadsPerMonth },
    { value: LANDING_CLAIMS.activeAgents, label: labels.activeAgents },
    { value: LANDING_CLAIMS.averageCostPerLead, label: labels.averageCostPerLead },
    { value: LANDING_CLAIMS.conversionRate, label: labels.conversionRate },
  ];
  return (
    <div className={cn("grid gap-4", className)}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-lg border bg-card/80 p-4 shadow-xs">
            <dt className="text-xs font-medium text-muted-foreground">{stat.label}</dt>
            <dd className="order-first text-2xl font-bold tracking-tight text-primary">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="inline-flex items-center gap-2 text-sm font-medium">
        <ClockIcon aria-hidden="true" className="size-4 text-primary" />
        Personal follow-up within {LANDING_CLAIMS.followUpHours} hours
      </p>
    </div>
  );
}
