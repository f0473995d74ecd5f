import { Link } from "@/components/ui/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { BarChart } from "@/components/crm/bar-chart";
import type { SessionUser } from "@/lib/auth/users";
import { REPORT_WINDOW_DAYS } from "@/lib/constants";
import { formatMoney, formatPercent, stageLabel } from "@/lib/crm/format";
import { salesReport } from "@/lib/crm/reports/sales-report";
import { leadReport } from "@/lib/crm/reports/lead-report";
import { trafficReport } from "@/lib/crm/reports/traffic-report";
import { listDailyReports } from "@/lib/crm/reports/daily-reports";
import { dashboardStats } from "@/lib/crm/stats/dashboard-stats";
import { speedToLead } from "@/lib/crm/reports/speed-to-lead";
import { SpeedToLeadReport } from "@/components/crm/speed-to-lead-report";
import type { PipelineStage } from "@/lib/crm/opportunities/pipeline-stages";
import { STAGE_BAR_CLASSES } from "@/components/crm/stage-colors";

const BAND_BAR = { high: "bg-green-600", medium: "bg-yellow-500", low: "bg-red-600" } as const;

/** Reports tab, from real data: pipeline, performance, speed to lead, leads by source and score band; traffic for admins. */
export async function ReportsTab({ user, stages }: { user: SessionUser; stages: PipelineStage[] }) {
  const admin = user.role === "admin";
  const [sales, leads, stats, speed, traffic, daily] = await Promise.all([
    salesReport(user, stages),
    leadReport(user),
    dashboardStats(user),
    speedToLead(user),
    admin ? trafficReport() : Promise.resolve(null),
    admin ? listDailyReports() : Promise.resolve(null),
  ]);
  const metrics = [
    { label: "Win rate", value: formatPercent(sales.winRate), note: "Won of closed deals" },
    { label: "Conversion rate", value: formatPercent(stats.conversionRate), note: "Won vs total opportunities" },
    { label: "Average deal size", value: sales.averageDealSize == null ? "–" : formatMoney(sales.averageDealSize), note: `${sales.wonDeals.toLocaleString("en-US")} won deals` },
    { label: "Average sales cycle", value: sales.averageSalesCycleDays == null ? "–" : `${sales.averageSalesCycleDays} days`, note: "Created to closed won" },
    { label: "Active accounts", value: sales.activeAccounts.toLocaleString("en-US"), note: "Status active" },
  ];
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Sales Pipeline</CardTitle>
          <CardDescription>Deals and their value in each stage</CardDescription>
        </CardHeader>
        <CardContent>
          <BarChart
            caption="Deals per stage"
            valueHeader="Deals"
            detailHeader="Value"
            bars={sales.pipeline.map((p) => ({
              label: stageLabel(p.stage),
              value: p.count,
              display: `${p.count.toLocaleString("en-US")} ${p.count === 1 ? "deal" : "deals"}`,
              detail: formatMoney(p.value),
              barClassName: STAGE_BAR_CLASSES[p.stage],
            }))}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Performance Metrics</CardTitle>
          <CardDescription>From your closed and open deals</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4">
            {metrics.map((m) => (
              <div key={m.label} data-metric={m.label}>
                <dt className="text-sm text-muted-foreground">{m.label}</dt>
                <dd className="text-2xl font-bold tabular-nums">{m.value}</dd>
                <dd className="text-xs text-muted-foreground">{m.note}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <SpeedToLeadReport report={speed} admin={admin} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Leads by Source</CardTitle>
          <CardDescription>{leads.total.toLocaleString("en-US")} leads in all</CardDescription>
        </CardHeader>
        <CardContent>
          {leads.bySource.length ? (
            <BarChart caption="Leads by source" valueHeader="Leads" bars={leads.bySource.map((s) => ({ label: s.label, value: s.count }))} />
          ) : (
            <p className="text-muted-foreground">No leads yet.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Leads by Score</CardTitle>
          <CardDescription>Verification score bands</CardDescription>
        </CardHeader>
        <CardContent>
          <BarChart caption="Leads by score band" valueHeader="Leads" bars={leads.byScoreBand.map((b) => ({ label: b.label, value: b.count, barClassName: BAND_BAR[b.band] }))} />
        </CardContent>
      </Card>
      {traffic && (
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h2">Traffic and Conversion by Source</CardTitle>
            <CardDescription>
              UTM source, last {REPORT_WINDOW_DAYS} days: visitors from page views, leads captured with that source, and conversion (visitors who submitted a form, of the visitors)
            </CardDescription>
          </CardHeader>
          <CardContent>
            {traffic.length ? (
              <BarChart
                caption="Visitors and conversion by UTM source"
                valueHeader="Visitors"
                detailHeader="Leads · conversion"
                bars={traffic.map((t) => ({
                  label: t.source,
                  value: t.visitors,
                  display: `${t.visitors.toLocaleString("en-US")} visitors`,
                  detail: `${t.leads.toLocaleString("en-US")} · ${formatPercent(t.conversionRate)}`,
                }))}
              />
            ) : (
              <p className="text-muted-foreground">No visits recorded yet. Page views appear here as visitors browse the site.</p>
            )}
            <p className="mt-3 text-sm">
              <Link href="/admin/web-vitals" className="underline">
                Web Vitals by page
              </Link>
              <span className="text-muted-foreground">: how each page loads on real visitors&apos; phones and computers, beside its form conversion.</span>
            </p>
          </CardContent>
        </Card>
      )}
      {daily && (
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h2">Daily Reports</CardTitle>
            <CardDescription>Rolled up every hour by the background worker (Central time days)</CardDescription>
          </CardHeader>
          <CardContent className="relative overflow-x-auto">
            {daily.length ? (
              <table className="w-full text-sm">
                <caption className="sr-only">Daily reports</caption>
                <thead>
                  <tr className="text-left text-muted-foreground">
                    {["Day", "Visitors", "New", "Returning", "Page views", "Leads", "Conversion", "Sales", "Avg. order", "Cart abandonment"].map((h) => (
                      <th key={h} scope="col" className="px-2 py-1 font-medium">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="tabular-nums">
                  {daily.map((d) => (
                    <tr key={d.reportDate} className="border-t">
                      <th scope="row" className="px-2 py-1 text-left font-medium">
                        {d.reportDate}
                      </th>
                      <td className="px-2 py-1">{d.totalVisitors}</td>
                      <td className="px-2 py-1">{d.newVisitors}</td>
                      <td className="px-2 py-1">{d.returningVisitors}</td>
                      <td className="px-2 py-1">{d.totalPageViews}</td>
                      <td className="px-2 py-1">{d.totalLeads}</td>
                      <td className="px-2 py-1">{formatPercent(d.conversionRate)}</td>
                      <td className="px-2 py-1">{d.totalSales}</td>
                      <td className="px-2 py-1">{formatMoney(d.averageOrderValue / 100)}</td>
                      <td className="px-2 py-1">{formatPercent(d.cartAbandonmentRate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-muted-foreground">No daily reports yet: the first one is rolled up within the hour.</p>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
