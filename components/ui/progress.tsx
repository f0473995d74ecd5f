import * as React from "react";

import { cn } from "@/lib/utils";

export type ProgressProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Current value, 0..max. `null`/undefined renders an indeterminate bar. */
  value?: number | null;
  max?: number;
  indicatorClassName?: string;
};

/** A `role="progressbar"`; give it a name with aria-label or aria-labelledby. */
export function Progress({ className, indicatorClassName, value, max = 100, ...props }: ProgressProps) {
  const determinate = typeof value === "number" && Number.isFinite(value) && max > 0;
  const clamped = determinate ? Math.min(Math.max(value, 0), max) : 0;
  const percent = determinate ? (clamped / max) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={determinate ? clamped : undefined}
      data-slot="progress"
      data-state={!determinate ? "indeterminate" : clamped >= max ? "complete" : "loading"}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-primary/20", className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        className={cn(
          "h-full w-full flex-1 bg-primary transition-transform",
          !determinate && "w-1/3 motion-safe:animate-pulse",
          indicatorClassName,
        )}
        style={determinate ? { transform: `translateX(-${100 - percent}%)` } : undefined}
      />
    </div>
  );
}
