import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { SpeedRow, SpeedToLead } from "@/lib/crm/reports/speed-to-lead";
import { formatMinutes } from "@/lib/crm/format";

/** Minutes to first contact: one decimal under an hour ("4.5 min"), then hours and days. */
export function formatSpeed(minutes: number | null): string {
  if (minutes === null) return "–";
  return minutes < 60 ? `${minutes.toFixed(1)} min` : formatMinutes(minutes);
}

function SpeedTable({ caption, rows, groupHeader }: { caption: string; rows: SpeedRow[]; groupHeader: string }) {
  return (
    <table className="w-full text-sm" data-speed-table={caption}>
      <caption className="py-1 text-left font-medium">{caption}</caption>
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th scope="col" className="py-1 pr-2 font-medium">{groupHeader}</th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">Leads</th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">Median</th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">90th percentile</th>
          <th scope="col" className="py-1 text-right font-medium">Never contacted</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={5} className="py-2 text-muted-foreground">No leads in this period.</td>
          </tr>
        ) : (
          rows.map((r) => (
            <tr key={r.key ?? "all"} className="border-b last:border-0" data-speed-row={r.label}>
              <th scope="row" className="py-1 pr-2 text-left font-normal">{r.label}</th>
              <td className="py-1 pr-2 text-right tabular-nums">{r.leads.toLocaleString("en-US")}</td>
              <td className="py-1 pr-2 text-right tabular-nums">{formatSpeed(r.medianMinutes)}</td>
              <td className="py-1 pr-2 text-right tabular-nums">{formatSpeed(r.p90Minutes)}</td>
              <td className="py-1 text-right tabular-nums">{r.neverContacted.toLocaleString("en-US")}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/**
 * Speed to lead in the Reports tab: for the last 7 and 30 days, the median and 90th percentile
 * minutes from capture to the first contact attempt, overall, per agent and per source, with the
 * leads never contacted counted apart. Agents see their own leads, admins everyone's.
 */
export function SpeedToLeadReport({ report, admin }: { report: SpeedToLead; admin: boolean }) {
  return (
    <Card className="lg:col-span-2" data-report="speed-to-lead">
      <CardHeader>
        <CardTitle as="h2">Speed to Lead</CardTitle>
        <CardDescription>
          Minutes from a lead&apos;s submission to the first call, e-mail or note logged on it{admin ? ", every agent's leads" : ", your leads"}. Leads not contacted yet are counted apart; people who opted out are left out.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {report.windows.map((w) => (
          <section key={w.days} aria-labelledby={`speed-${w.days}`} className="grid gap-3" data-speed-window={w.days}>
            <h3 id={`speed-${w.days}`} className="font-semibold">Last {w.days} days</h3>
            <dl className="grid grid-cols-3 gap-3">
              <div>
                <dt className="text-sm text-muted-foreground">Median</dt>
                <dd className="text-2xl font-bold tabular-nums" data-testid={`speed-median-${w.days}`}>{formatSpeed(w.overall.medianMinutes)}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">90th percentile</dt>
                <dd className="text-2xl font-bold tabular-nums" data-testid={`speed-p90-${w.days}`}>{formatSpeed(w.overall.p90Minutes)}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">Never contacted</dt>
                <dd className="text-2xl font-bold tabular-nums" data-testid={`speed-never-${w.days}`}>{w.overall.neverContacted.toLocaleString("en-US")}</dd>
              </div>
            </dl>
            <SpeedTable caption={`By agent, last ${w.days} days`} rows={w.byAgent} groupHeader="Agent" />
            <SpeedTable caption={`By source, last ${w.days} days`} rows={w.bySource} groupHeader="Source" />
            <SpeedTable
              caption={`By agent, automation on and off, last ${w.days} days`}
              rows={w.byAgentAutomation.flatMap((a) => [a.on, a.off].filter((r) => r !== null).map((r) => ({ ...r, key: `${a.key}:${r.label}`, label: `${a.label}: ${r.label.toLowerCase()}` })))}
              groupHeader="Agent"
            />
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
