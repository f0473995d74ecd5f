import * as React from "react";
import { clsx } from "clsx";
import { fieldErrorId } from "@/components/forms/form-fields";
import type { SchemaForm } from "@/components/forms/use-schema-form";
import type { Option } from "@/lib/schemas/forms/options";

export type ChoiceGroupProps<Name extends string> = {
  form: SchemaForm<Name>;
  name: Name;
  legend: React.ReactNode;
  options: readonly Option[];
  required?: boolean;
  /** Grid columns from the small breakpoint up (one column on phones). */
  columns?: 1 | 2 | 3 | 4;
  className?: string;
};

const COLUMNS = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/**
 * A radio group as a real fieldset/legend with large tappable option cards. Native radios: arrow
 * keys move between options, the browser keeps the value, and a failed submit focuses the first
 * radio. The fieldset is the radiogroup (named by its legend, marked invalid and required); the
 * error sits under it and describes the group and each radio.
 */
export function ChoiceGroup<Name extends string>({ form, name, legend, options, required, columns = 2, className }: ChoiceGroupProps<Name>) {
  const id = form.idFor(name);
  const error = form.errors[name];
  const errorId = fieldErrorId(id);
  const chosen = form.values[name];
  return (
    <fieldset
      id={id}
      role="radiogroup"
      data-slot="fieldset"
      data-invalid={error ? true : undefined}
      aria-invalid={error ? true : undefined}
      aria-required={required ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className={clsx("grid gap-3", className)}
    >
      <legend className="mb-1 text-sm font-medium">
        {legend}
        {required && (
          <span aria-hidden="true" className="ml-1 text-destructive">
            *
          </span>
        )}
      </legend>
      <div className={clsx("grid gap-3", COLUMNS[columns])}>
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              "flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border bg-background p-3 text-sm transition-colors",
              "hover:bg-muted/60 has-[:checked]:border-primary has-[:checked]:bg-accent/60",
              "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background",
              error && "border-destructive/60",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={chosen === option.value}
              aria-describedby={error ? errorId : undefined}
              className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
            />
            <span className="grid gap-0.5">
              <span className="font-medium leading-tight">{option.label}</span>
              {option.description && <span className="text-xs text-muted-foreground">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p data-slot="field-error" id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
