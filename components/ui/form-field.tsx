import * as React from "react";
import { Slot } from "radix-ui";

import { cn } from "@/lib/utils";
import { Label } from "@/components/ui/label";

/** id of the error message element for a control id (what `aria-describedby` points at). */
export function fieldErrorId(controlId: string) {
  return `${controlId}-error`;
}

export function fieldDescriptionId(controlId: string) {
  return `${controlId}-description`;
}

/** The error text under a field. Renders nothing without a message. */
export function FieldError({ className, children, ...props }: React.ComponentProps<"p">) {
  if (children === undefined || children === null || children === false || children === "") return null;
  return (
    <p data-slot="field-error" className={cn("text-sm text-destructive", className)} {...props}>
      {children}
    </p>
  );
}

export function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="field-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export type FieldProps = {
  label: React.ReactNode;
  /** The control's id (generated when omitted). Injected into the child, so don't also set `id` on it. */
  htmlFor?: string;
  /** Error message, e.g. `errors.username?.message`. Marks the control aria-invalid and describes it. */
  error?: string;
  /** Help text shown under the label, linked with aria-describedby. */
  description?: React.ReactNode;
  /** Shows a visual "*" and sets aria-required on the control. */
  required?: boolean;
  className?: string;
  /**
   * Exactly one control element (Input, Textarea, NativeSelect, Checkbox…), or a function receiving the
   * control props, for controls whose focusable element is nested (radix Select → put them on SelectTrigger).
   */
  children: React.ReactElement | ((controlProps: FieldControlProps) => React.ReactNode);
};

export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
};

/**
 * Label + control + error message, with the ids wired up:
 * `<Field label="Username" htmlFor="username" error={errors.username?.message}><Input {...register("username")} /></Field>`
 * The child receives `id`, `aria-invalid`, `aria-describedby` (and `aria-required`) via radix Slot;
 * the child's own props win on conflict. Render-prop form for radix Select:
 * `<Field label="State">{(p) => <Select …><SelectTrigger {...p}><SelectValue /></SelectTrigger>…</Select>}</Field>`
 */
export function Field({ label, htmlFor, error, description, required, className, children }: FieldProps) {
  const generatedId = React.useId();
  const id = htmlFor ?? generatedId;
  const errorId = fieldErrorId(id);
  const descriptionId = fieldDescriptionId(id);
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ");
  const controlProps: FieldControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    "aria-required": required ? true : undefined,
  };

  return (
    <div data-slot="field" data-invalid={error ? true : undefined} className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </Label>
      {description && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
      {typeof children === "function" ? children(controlProps) : <Slot.Root {...controlProps}>{children}</Slot.Root>}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** Alias matching the spec wording. */
export const FormField = Field;

export type FieldsetProps = Omit<React.ComponentProps<"fieldset">, "children"> & {
  legend: React.ReactNode;
  error?: string;
  description?: React.ReactNode;
  children: React.ReactNode;
};

/**
 * For groups (RadioGroup, several checkboxes): a fieldset/legend with the error under it.
 * Also pass `aria-invalid` to the group control yourself, e.g. `<RadioGroup aria-invalid={!!error}>`.
 */
export function Fieldset({ legend, error, description, className, children, id, ...props }: FieldsetProps) {
  const generatedId = React.useId();
  const baseId = id ?? generatedId;
  const errorId = fieldErrorId(baseId);
  const descriptionId = fieldDescriptionId(baseId);
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <fieldset
      id={id}
      data-slot="fieldset"
      data-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      className={cn("grid gap-3", className)}
      {...props}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {description && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
      {children}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
