import * as React from "react";
import { ChevronDownIcon } from "lucide-react";

import { cn } from "@/lib/utils";
import { controlClassName } from "@/components/ui/control-classes";

export type NativeSelectProps = React.ComponentProps<"select"> & {
  /** Classes for the wrapping element (width, margins); `className` styles the `<select>` itself. */
  wrapperClassName?: string;
};

/** A styled native `<select>`: best on mobile, works with `register()` and is trivial to drive in tests. */
export function NativeSelect({ className, wrapperClassName, ...props }: NativeSelectProps) {
  return (
    <div data-slot="native-select-wrapper" className={cn("relative w-full", wrapperClassName)}>
      <select
        data-slot="native-select"
        className={cn(controlClassName, "h-10 cursor-pointer appearance-none pr-9", className)}
        {...props}
      />
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

export function NativeSelectOption(props: React.ComponentProps<"option">) {
  return <option data-slot="native-select-option" {...props} />;
}
