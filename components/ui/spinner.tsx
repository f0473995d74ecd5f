import * as React from "react";
import { LoaderCircleIcon } from "lucide-react";

import { cn } from "@/lib/utils";

export type SpinnerProps = React.ComponentProps<"span"> & {
  /** Screen-reader text; defaults to "Loading…". Pass `null` when a surrounding element already announces it. */
  label?: string | null;
};

/** Small loading indicator (`role="status"`); the icon is decorative, the label is sr-only. Resize with e.g. `className="size-6"`. */
export function Spinner({ className, label = "Loading…", ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role={label === null ? undefined : "status"}
      className={cn("inline-flex size-4 shrink-0 items-center justify-center", className)}
      {...props}
    >
      <LoaderCircleIcon aria-hidden="true" className="size-full motion-safe:animate-spin" />
      {label !== null && <span className="sr-only">{label}</span>}
    </span>
  );
}
