import * as React from "react";

import { cn } from "@/lib/utils";
import { controlClassName } from "@/components/ui/control-classes";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea data-slot="textarea" className={cn(controlClassName, "min-h-20 field-sizing-content", className)} {...props} />
  );
}
