import type { PortalPlan } from "@/lib/marketplace/portal";

/**
 * The pace chart of one plan's period (issue 31 §7): leads expected by the end of each day (the quota
 * spread evenly) against leads delivered so far, as a small inline SVG. Screen readers get the summary
 * in the caption and every day's numbers in the table under it.
 */
const W = 600;
const H = 180;
const PAD = { left: 34, right: 10, top: 10, bottom: 24 };
const DAY = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
export const dayLabel = (date: string) => DAY.format(new Date(`${date}T12:00:00Z`));

export function PaceChart({ plan, id }: { plan: PortalPlan; id: string }) {
  const series = plan.series;
  if (series.length === 0) return null;
  const cap = plan.quota + plan.credits;
  const top = Math.max(cap, ...series.map((s) => s.delivered ?? 0), 1);
  const x = (i: number) => PAD.left + (series.length === 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (series.length - 1));
  const y = (v: number) => H - PAD.bottom - (v * (H - PAD.top - PAD.bottom)) / top;
  const expected = series.map((s, i) => `${x(i).toFixed(1)},${y(s.expected).toFixed(1)}`).join(" ");
  const delivered = series.flatMap((s, i) => (s.delivered === null ? [] : [`${x(i).toFixed(1)},${y(s.delivered).toFixed(1)}`])).join(" ");
  const today = series.filter((s) => s.delivered !== null).at(-1);
  const summary = today
    ? `By ${dayLabel(today.date)}: ${today.delivered} delivered against ${today.expected} expected (${cap} for the period).`
    : `The period starts ${dayLabel(series[0]!.date)}: ${cap} leads expected by ${dayLabel(series.at(-1)!.date)}.`;
  return (
    <figure className="grid gap-2" aria-labelledby={`${id}-caption`}>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-caption`} data-testid="pace-chart">
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} className="stroke-border" />
        <line x1={PAD.left} x2={W - PAD.right} y1={y(cap)} y2={y(cap)} className="stroke-border" strokeDasharray="2 4" />
        <text x={PAD.left - 6} y={y(cap) + 4} textAnchor="end" className="fill-muted-foreground text-[11px]">{cap}</text>
        <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" className="fill-muted-foreground text-[11px]">0</text>
        <text x={PAD.left} y={H - 6} className="fill-muted-foreground text-[11px]">{dayLabel(series[0]!.date)}</text>
        <text x={W - PAD.right} y={H - 6} textAnchor="end" className="fill-muted-foreground text-[11px]">{dayLabel(series.at(-1)!.date)}</text>
        <polyline points={expected} fill="none" className="stroke-muted-foreground" strokeWidth={2} strokeDasharray="6 4" />
        {delivered && <polyline points={delivered} fill="none" className="stroke-primary" strokeWidth={3} />}
      </svg>
      <figcaption id={`${id}-caption`} className="text-sm">
        <span className="mr-3 inline-flex items-center gap-1 text-muted-foreground">
          <span aria-hidden="true" className="inline-block w-5 border-t-2 border-dashed border-muted-foreground" /> Expected
        </span>
        <span className="mr-3 inline-flex items-center gap-1 text-muted-foreground">
          <span aria-hidden="true" className="inline-block w-5 border-t-[3px] border-primary" /> Delivered
        </span>
        <span data-testid="pace-summary">{summary}</span>
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary">Day by day</summary>
        <div className="mt-2 max-h-64 overflow-auto rounded-md border">
          <table className="w-full text-sm">
            <caption className="sr-only">Leads expected and delivered by the end of each day of {plan.planName}</caption>
            <thead className="bg-muted/50 text-left text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-1 font-medium">Day</th>
                <th scope="col" className="px-3 py-1 text-right font-medium">Expected</th>
                <th scope="col" className="px-3 py-1 text-right font-medium">Delivered</th>
              </tr>
            </thead>
            <tbody>
              {series.map((s) => (
                <tr key={s.date} className="border-t">
                  <th scope="row" className="px-3 py-1 text-left font-normal">{dayLabel(s.date)}</th>
                  <td className="px-3 py-1 text-right">{s.expected}</td>
                  <td className="px-3 py-1 text-right">{s.delivered ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
