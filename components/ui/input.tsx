import * as React from "react";

import { controlClassName, inputClassName } from "@/components/ui/control-classes";
import { cn } from "@/lib/utils";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(controlClassName, inputClassName, className)}
      {...props}
    />
  );
}
