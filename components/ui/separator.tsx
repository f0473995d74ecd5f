import * as React from "react";

import { cn } from "@/lib/utils";

export type SeparatorProps = React.ComponentProps<"div"> & {
  orientation?: "horizontal" | "vertical";
  /** Purely visual by default (hidden from assistive tech); set false for a semantic separator. */
  decorative?: boolean;
};

export function Separator({ className, orientation = "horizontal", decorative = true, ...props }: SeparatorProps) {
  const semantic = decorative
    ? { role: "none" as const }
    : { role: "separator" as const, "aria-orientation": orientation === "vertical" ? ("vertical" as const) : undefined };
  return (
    <div
      data-slot="separator"
      data-orientation={orientation}
      {...semantic}
      className={cn("shrink-0 bg-border", orientation === "horizontal" ? "h-px w-full" : "h-full w-px", className)}
      {...props}
    />
  );
}
