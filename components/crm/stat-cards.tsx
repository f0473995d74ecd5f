import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { DashboardStats } from "@/lib/crm/stats/dashboard-stats";
import { formatMoney, formatPercent } from "@/lib/crm/format";
import { formatSpeed } from "@/components/crm/speed-to-lead-report";

/** The four stat cards of the spec (§2) and Speed to Lead (issue 18); each shows "..." while the stats load. */
export function StatCards({ stats }: { stats: DashboardStats | null }) {
  const cards = [
    { label: "Total Accounts", value: stats ? stats.totalAccounts.toLocaleString("en-US") : null },
    { label: "Active Opportunities", value: stats ? stats.activeOpportunities.toLocaleString("en-US") : null },
    { label: "Total Revenue", value: stats ? formatMoney(stats.totalRevenue) : null, caption: "Closed won deals" },
    { label: "Conversion Rate", value: stats ? formatPercent(stats.conversionRate) : null, caption: "Won vs total opportunities" },
    {
      label: "Speed to Lead",
      value: stats ? formatSpeed(stats.speedToLead.medianMinutes) : null,
      caption: stats
        ? `Median to first contact, last ${stats.speedToLead.days} days · ${stats.speedToLead.neverContacted.toLocaleString("en-US")} not contacted`
        : "Median to first contact",
    },
  ];
  return (
    <section aria-label="Key figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5" aria-busy={!stats || undefined}>
      {cards.map((c) => (
        <Card key={c.label} className="gap-2 py-5" data-stat={c.label}>
          <CardHeader className="pb-0">
            <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
              {c.label}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-2xl font-bold" data-testid={`stat-${c.label.toLowerCase().replace(/\s+/g, "-")}`}>
              {c.value ?? "..."}
            </p>
            {c.caption && <p className="text-xs text-muted-foreground">{c.caption}</p>}
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
