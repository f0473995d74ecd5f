"use client";

import { buttonVariants, type ButtonVariantProps } from "@/components/ui/button-variants";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import type { ActionState } from "@/lib/forms/action-state";

type Action = (state: ActionState, form: FormData) => Promise<ActionState>;

/**
 * One button that runs a server action with a few fixed fields (e.g. `{ userId: 4 }`): a real form, so it
 * works before the page's JavaScript has loaded, with the busy label while it runs and the answer toasted
 * and shown beside it. `confirm` asks first (with JavaScript).
 */
export function ActionButton({
  action,
  fields,
  label,
  busyLabel,
  ariaLabel,
  variant = "outline",
  size = "sm",
  confirm,
  successTitle,
  className,
}: {
  action: Action;
  fields: Record<string, string | number>;
  label: string;
  busyLabel: string;
  /** When the visible label alone is ambiguous in a list ("Retry now" → "Retry job 42 now"). */
  ariaLabel?: string;
  confirm?: string;
  successTitle?: string;
  className?: string;
} & ButtonVariantProps) {
  const { state, pending, formProps } = useActionForm(action, { confirm, successTitle });
  return (
    <form {...formProps} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
      <button type="submit" className={buttonVariants({ variant, size })} disabled={pending} aria-label={ariaLabel}>
        {pending ? busyLabel : label}
      </button>
      <FormMessage state={state} className="mt-1" />
    </form>
  );
}
