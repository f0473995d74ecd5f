import { Badge } from "@/components/ui/badge";
import { formatPercent } from "@/lib/crm/format";
import { CORE_WEB_VITALS, METRICS, type VitalRating, type WebVitalMetric } from "@/lib/web-vitals/metrics";
import type { VitalFigure, WebVitalsPage } from "@/lib/web-vitals/report";

const RATING_LABEL: Record<VitalRating, string> = { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" };
const RATING_VARIANT = { good: "success", "needs-improvement": "warning", poor: "destructive" } as const;
const DIAGNOSTICS = ["FCP", "TTFB"] as const satisfies readonly WebVitalMetric[];

/** "2.4 s", "180 ms", "0.08": a metric's value in its own unit. */
export function formatVital(metric: WebVitalMetric, value: number | null): string {
  if (value === null) return "–";
  if (METRICS[metric].unit === "score") return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

function Figure({ metric, figure }: { metric: WebVitalMetric; figure: VitalFigure }) {
  if (figure.p75 === null) return <span className="text-muted-foreground">No data</span>;
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="font-medium tabular-nums">{formatVital(metric, figure.p75)}</span>
      {figure.rating && <Badge variant={RATING_VARIANT[figure.rating]}>{RATING_LABEL[figure.rating]}</Badge>}
      <span className="text-xs text-muted-foreground">{figure.samples.toLocaleString("en-US")} loads</span>
    </span>
  );
}

/** Each page with a row per device class: p75 of LCP, INP and CLS (FCP and TTFB beside), and the page's form conversion. */
export function WebVitalsTable({ pages, days }: { pages: WebVitalsPage[]; days: number }) {
  const headers = ["Page", "Device", "Page loads", ...CORE_WEB_VITALS.map((m) => `${m} (p75)`), "FCP · TTFB (p75)", "Form conversion"];
  return (
    <div className="relative overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">Web Vitals of real visitors by page and device, last {days} days</caption>
        <thead>
          <tr className="bg-muted/50 text-left text-muted-foreground">
            {headers.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        {pages.map((page) => (
          <tbody key={page.route} className="border-t" data-route={page.route}>
            {page.rows.map((row, i) => (
              <tr key={row.device} className="align-top" data-device={row.device}>
                {i === 0 && (
                  <th scope="rowgroup" rowSpan={page.rows.length} className="px-3 py-2 text-left font-medium">
                    <code>{page.route}</code>
                  </th>
                )}
                <td className="px-3 py-2 capitalize">{row.device}</td>
                <td className="px-3 py-2 tabular-nums">{row.loads.toLocaleString("en-US")}</td>
                {CORE_WEB_VITALS.map((m) => (
                  <td key={m} className="px-3 py-2" data-metric={m}>
                    <Figure metric={m} figure={row.metrics[m]} />
                  </td>
                ))}
                <td className="px-3 py-2 tabular-nums whitespace-nowrap">{DIAGNOSTICS.map((m) => formatVital(m, row.metrics[m].p75)).join(" · ")}</td>
                {i === 0 && (
                  <td rowSpan={page.rows.length} className="px-3 py-2 tabular-nums" data-conversion>
                    <span className="font-medium">{formatPercent(page.conversionRate)}</span>
                    <span className="block text-xs text-muted-foreground">{page.visitors.toLocaleString("en-US")} visitors</span>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** Google's thresholds, as the report rates the 75th percentile. */
export function VitalsThresholds() {
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {[...CORE_WEB_VITALS, ...DIAGNOSTICS].map((m) => (
        <div key={m}>
          <dt className="inline font-medium">{METRICS[m].label} ({m}): </dt>
          <dd className="inline text-muted-foreground">
            good ≤ {formatVital(m, METRICS[m].thresholds[0])}, poor &gt; {formatVital(m, METRICS[m].thresholds[1])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
