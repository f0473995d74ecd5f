import type { PortalPlan } from "@/lib/marketplace/portal";

/**
 * The pace chart of one plan's period (issue 31 §7): leads expected by the end of each day (the quota
 * spread evenly) against leads delivered so far, as a small inline SVG. Screen readers get the summary
 * in the caption and every day's numbers in the table under it.
 */
const W = 600;
const H = 180;
const PAD = { left: 0, right: 0, top: 6, bottom: 6 };
const DAY = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
export const dayLabel = (date: string) => DAY.format(new Date(`${date}T12:00:00Z`));

export function PaceChart({ plan, id }: { plan: PortalPlan; id: string }) {
  if (plan.series.length === 0) return null;
  // The period's start (nothing expected or delivered yet), then the end of each day.
  const series = [{ date: plan.series[0]!.date, expected: 0, delivered: 0 as number | null }, ...plan.series];
  const cap = plan.quota + plan.credits;
  const top = Math.max(cap, ...series.map((s) => s.delivered ?? 0), 1);
  const x = (i: number) => PAD.left + (series.length === 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (series.length - 1));
  const y = (v: number) => H - PAD.bottom - (v * (H - PAD.top - PAD.bottom)) / top;
  const expected = series.map((s, i) => `${x(i).toFixed(1)},${y(s.expected).toFixed(1)}`).join(" ");
  const delivered = series.flatMap((s, i) => (s.delivered === null ? [] : [`${x(i).toFixed(1)},${y(s.delivered).toFixed(1)}`])).join(" ");
  const today = plan.series.filter((s) => s.delivered !== null).at(-1);
  const last = series.reduce((at, s, i) => (s.delivered === null ? at : i), 0);
  const summary = today
    ? // The end of today, not now (the plan's "Expected by now" figure): said so, so the two never read as a contradiction.
      `By the end of ${dayLabel(today.date)}: ${today.expected} expected; ${today.delivered} delivered so far (${cap} for the period).`
    : `The period starts ${dayLabel(plan.series[0]!.date)}: ${cap} leads expected by ${dayLabel(plan.series.at(-1)!.date)}.`;
  return (
    <figure className="grid gap-2" aria-labelledby={`${id}-caption`}>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs text-muted-foreground">
        <div className="flex h-40 flex-col justify-between py-1 text-right" aria-hidden="true">
          <span>{cap}</span>
          <span>0</span>
        </div>
        <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" className="h-40 w-full rounded-sm border-b border-l" role="img" aria-labelledby={`${id}-caption`} data-testid="pace-chart">
          <line x1={0} x2={W} y1={y(cap)} y2={y(cap)} className="stroke-border" strokeDasharray="2 4" vectorEffect="non-scaling-stroke" />
          <polyline points={expected} fill="none" className="stroke-muted-foreground" strokeWidth={2} strokeDasharray="6 4" vectorEffect="non-scaling-stroke" />
          {delivered && <polyline points={delivered} fill="none" className="stroke-primary" strokeWidth={3} vectorEffect="non-scaling-stroke" />}
          <line x1={x(last)} x2={x(last)} y1={y(series[last]!.delivered ?? 0)} y2={y(series[last]!.delivered ?? 0)} className="stroke-primary" strokeWidth={8} strokeLinecap="round" vectorEffect="non-scaling-stroke" />
        </svg>
        <span />
        <div className="flex justify-between pt-1" aria-hidden="true">
          <span>{dayLabel(plan.series[0]!.date)}</span>
          <span>{dayLabel(plan.series.at(-1)!.date)}</span>
        </div>
      </div>
      <figcaption id={`${id}-caption`} className="text-sm">
        <span className="mr-3 inline-flex items-center gap-1 text-muted-foreground">
          <span aria-hidden="true" className="inline-block w-5 border-t-2 border-dashed border-muted-foreground" /> Expected
        </span>
        <span className="mr-3 inline-flex items-center gap-1 text-muted-foreground">
          <span aria-hidden="true" className="inline-block w-5 border-t-[3px] border-primary" /> Delivered
        </span>
        <span data-testid="pace-summary" className="block pt-1 sm:inline sm:pt-0">
          {summary}
        </span>
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
              {plan.series.map((s) => (
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
