import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { DashboardStats } from "@/lib/crm/stats/dashboard-stats";
import { formatMoney, formatPercent } from "@/lib/crm/format";

/** The four stat cards (spec §2); each shows "..." while the stats load. */
export function StatCards({ stats }: { stats: DashboardStats | null }) {
  const cards = [
    { label: "Total Accounts", value: stats ? stats.totalAccounts.toLocaleString("en-US") : null },
    { label: "Active Opportunities", value: stats ? stats.activeOpportunities.toLocaleString("en-US") : null },
    { label: "Total Revenue", value: stats ? formatMoney(stats.totalRevenue) : null, caption: "Closed won deals" },
    { label: "Conversion Rate", value: stats ? formatPercent(stats.conversionRate) : null, caption: "Won vs total opportunities" },
  ];
  return (
    <section aria-label="Key figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={!stats || undefined}>
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
