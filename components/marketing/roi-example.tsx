import { servicesCopy } from "@/content";

/** The static ROI example (spec §9: 50 leads, 15% close, $2,500 commission, $18,750 monthly). */
export function RoiExample() {
  const roi = servicesCopy.roiExample;
  const last = roi.rows.length - 1;
  return (
    <div className="mx-auto max-w-2xl rounded-2xl border bg-card p-8 shadow-sm">
      <dl className="divide-y">
        {roi.rows.map((row, i) => (
          <div key={row.label} className="flex items-baseline justify-between gap-4 py-3">
            <dt className={i === last ? "font-semibold" : "text-muted-foreground"}>{row.label}</dt>
            <dd className={i === last ? "text-3xl font-bold text-success" : "text-lg font-semibold"}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-muted-foreground">{roi.footnote}</p>
    </div>
  );
}
