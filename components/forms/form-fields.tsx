import * as React from "react";
import { clsx } from "clsx";
import { controlClassName, inputClassName } from "@/components/ui/control-classes";
import type { SchemaForm } from "@/components/forms/use-schema-form";
import type { Option } from "@/lib/schemas/forms/options";

/**
 * The public lead forms' fields: native controls with the design system's look (the same markup
 * and classes as components/ui/form-field, input, textarea and native-select), joined with clsx, so
 * these pages load neither tailwind-merge nor radix. Each takes the form of useSchemaForm and a
 * field name: id, name, starting value, aria-invalid / aria-describedby / aria-required and the
 * error under the field come from there.
 */

export const fieldErrorId = (controlId: string) => `${controlId}-error`;
export const fieldDescriptionId = (controlId: string) => `${controlId}-description`;

const labelClassName = "flex select-none items-center gap-2 text-sm font-medium leading-none";

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      *
    </span>
  );
}

export function FieldErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p data-slot="field-error" id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

export type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
};

type ShellProps<Name extends string> = {
  form: SchemaForm<Name>;
  name: Name;
  label: React.ReactNode;
  required?: boolean;
  description?: React.ReactNode;
  /** Replaces the field's own error (undefined: none shown), e.g. when a group shows one message for several fields. */
  error?: string | null;
  /** More ids for aria-describedby (a group's shared error). */
  describedBy?: string;
  className?: string;
  children: (control: ControlProps) => React.ReactNode;
};

/** Label, optional description, the control (render prop) and the error under it. */
export function FieldShell<Name extends string>({ form, name, label, required, description, error, describedBy, className, children }: ShellProps<Name>) {
  const id = form.idFor(name);
  const message = error === null ? undefined : (error ?? form.errors[name]);
  const invalid = error === null ? form.errors[name] !== undefined : message !== undefined;
  const described = [description ? fieldDescriptionId(id) : null, message ? fieldErrorId(id) : null, describedBy ?? null].filter(Boolean).join(" ");
  return (
    <div data-slot="field" data-invalid={invalid ? true : undefined} className={clsx("grid gap-2", className)}>
      <label htmlFor={id} className={labelClassName}>
        {label}
        {required && <RequiredMark />}
      </label>
      {description && (
        <p id={fieldDescriptionId(id)} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {children({
        id,
        name,
        "aria-invalid": invalid ? true : undefined,
        "aria-describedby": described || undefined,
        "aria-required": required ? true : undefined,
      })}
      <FieldErrorText id={fieldErrorId(id)} message={message} />
    </div>
  );
}

type FieldProps<Name extends string> = Omit<ShellProps<Name>, "children">;

export function TextField<Name extends string>({
  type = "text",
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
  ...field
}: FieldProps<Name> & Pick<React.ComponentProps<"input">, "type" | "autoComplete" | "inputMode" | "placeholder" | "maxLength">) {
  return (
    <FieldShell {...field}>
      {(control) => (
        <input
          {...control}
          type={type}
          data-slot="input"
          defaultValue={field.form.values[field.name] ?? ""}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          maxLength={maxLength}
          className={clsx(controlClassName, inputClassName)}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField<Name extends string>({ rows, placeholder, ...field }: FieldProps<Name> & Pick<React.ComponentProps<"textarea">, "rows" | "placeholder">) {
  return (
    <FieldShell {...field}>
      {(control) => (
        <textarea
          {...control}
          data-slot="textarea"
          rows={rows}
          placeholder={placeholder}
          defaultValue={field.form.values[field.name] ?? ""}
          className={clsx(controlClassName, "min-h-20 field-sizing-content")}
        />
      )}
    </FieldShell>
  );
}

/** A native <select> with a first, empty choice (`placeholder`); disabled once something is chosen when `placeholderDisabled`. */
export function SelectField<Name extends string>({
  options,
  placeholder,
  placeholderDisabled = false,
  ...field
}: FieldProps<Name> & { options: readonly Option[]; placeholder: string; placeholderDisabled?: boolean }) {
  return (
    <FieldShell {...field}>
      {(control) => (
        <div data-slot="native-select-wrapper" className="relative w-full">
          <select
            {...control}
            data-slot="native-select"
            defaultValue={field.form.values[field.name] ?? ""}
            className={clsx(controlClassName, "h-10 cursor-pointer appearance-none pr-9")}
          >
            <option value="" disabled={placeholderDisabled}>
              {placeholder}
            </option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {/* Lucide's chevron-down drawn inline: the icon helper (components/icons) would add its runtime to these forms' first load. */}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </div>
      )}
    </FieldShell>
  );
}
