/**
 * Step counter and progress bar of a multi-step funnel. The bar's width is step / total (spec),
 * announced as "Step N of M".
 */
export function FunnelProgress({ step, total, label }: { step: number; total: number; label: string }) {
  const percent = Math.round((step / total) * 100);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">
          Step {step} of {total}
        </span>
        <span className="tabular-nums text-muted-foreground">{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${total}`}
        className="h-2 w-full overflow-hidden rounded-full bg-primary/15"
      >
        <div
          data-slot="funnel-progress-bar"
          className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out"
          style={{ width: `${(step / total) * 100}%` }}
        />
      </div>
    </div>
  );
}
