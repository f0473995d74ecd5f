import * as React from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

import { Fieldset, fieldErrorId } from "@/components/ui/form-field";
import { cn } from "@/lib/utils";
import type { Option } from "@/lib/schemas/forms/fields";

export type ChoiceGroupProps = {
  legend: React.ReactNode;
  /** `register("field")`: spread on every radio (react-hook-form handles radios sharing a name). */
  registration: UseFormRegisterReturn;
  options: readonly Option[];
  error?: string;
  required?: boolean;
  /** Grid columns from the small breakpoint up (one column on phones). */
  columns?: 1 | 2 | 3 | 4;
  /** Stable id base for the fieldset and its error message. */
  id: string;
  className?: string;
};

const COLUMNS = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/**
 * A radio group as a real fieldset/legend with large tappable option cards. Native radios: arrow
 * keys move between options, the browser keeps the value, and react-hook-form focuses the first
 * radio when the group is invalid. The fieldset is the radiogroup (named by its legend, marked
 * invalid and required); the error sits under it and describes the group and each radio.
 */
export function ChoiceGroup({ legend, registration, options, error, required, columns = 2, id, className }: ChoiceGroupProps) {
  const errorId = fieldErrorId(id);
  return (
    <Fieldset
      id={id}
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-required={required ? true : undefined}
      className={className}
      error={error}
      legend={
        <>
          {legend}
          {required && (
            <span aria-hidden="true" className="ml-1 text-destructive">
              *
            </span>
          )}
        </>
      }
    >
      <div className={cn("grid gap-3", COLUMNS[columns])}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border bg-background p-3 text-sm transition-colors",
              "hover:bg-muted/60 has-[:checked]:border-primary has-[:checked]:bg-accent/60",
              "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background",
              error && "border-destructive/60",
            )}
          >
            <input
              type="radio"
              value={option.value}
              aria-describedby={error ? errorId : undefined}
              className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
              {...registration}
            />
            <span className="grid gap-0.5">
              <span className="font-medium leading-tight">{option.label}</span>
              {option.description && <span className="text-xs text-muted-foreground">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </Fieldset>
  );
}
