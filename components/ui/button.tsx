import * as React from "react";
import { Slot } from "radix-ui";

import { buttonVariants, type ButtonVariantProps } from "@/components/ui/button-variants";
import { cn } from "@/lib/utils";

export { buttonVariants };

export type ButtonProps = React.ComponentProps<"button"> &
  ButtonVariantProps & {
    /** Render the single child element (e.g. a Next.js `<Link>`) with button styles instead of a `<button>`. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
