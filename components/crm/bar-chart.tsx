import { cn } from "@/lib/utils";

export type Bar = { label: string; value: number; display?: string; detail?: string; barClassName?: string };

/**
 * A small horizontal bar chart that is also a table: each row has its label, a bar (decorative,
 * hidden from assistive tech) and the number as text, so nothing depends on seeing the bars.
 */
export function BarChart({ caption, bars, valueHeader, detailHeader, barClassName = "bg-primary" }: { caption: string; bars: Bar[]; valueHeader: string; detailHeader?: string; barClassName?: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <table className="w-full text-sm" data-chart={caption}>
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Label</th>
          <th scope="col">{valueHeader}</th>
          {detailHeader && <th scope="col">{detailHeader}</th>}
        </tr>
      </thead>
      <tbody>
        {bars.map((b) => (
          <tr key={b.label} data-bar={b.label}>
            <th scope="row" className="w-36 py-1 pr-3 text-left font-medium capitalize">
              {b.label}
            </th>
            <td className="py-1">
              <div className="flex items-center gap-2">
                <div className="h-4 flex-1 rounded bg-muted" aria-hidden="true">
                  <div className={cn("h-4 rounded", b.barClassName ?? barClassName)} style={{ width: `${(b.value / max) * 100}%` }} />
                </div>
                <span className="w-20 text-right tabular-nums" data-value>
                  {b.display ?? b.value.toLocaleString("en-US")}
                </span>
              </div>
            </td>
            {detailHeader && <td className="w-28 py-1 pl-3 text-right tabular-nums text-muted-foreground">{b.detail}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
