"use client";

import { useActionState } from "react";
import { buttonVariants, type ButtonVariantProps } from "@/components/ui/button-variants";
import { FormMessage } from "@/components/forms/form-message";
import { useActionFeedback } from "@/components/forms/use-action-feedback";
import { IDLE, type ActionState } from "@/lib/forms/action-state";

type Action = (state: ActionState, form: FormData) => Promise<ActionState>;

/**
 * One button that runs a server action with a few fixed fields (e.g. `{ userId: 4 }`): a real form, so it
 * works before the page's JavaScript has loaded, with the busy label while it runs and the answer toasted
 * and shown beside it.
 */
export function ActionButton({
  action,
  fields,
  label,
  busyLabel,
  variant = "outline",
  size = "sm",
  confirm,
  className,
}: {
  action: Action;
  fields: Record<string, string | number>;
  label: string;
  busyLabel: string;
  confirm?: string;
  className?: string;
} & ButtonVariantProps) {
  const [state, formAction, pending] = useActionState(action, IDLE);
  useActionFeedback(state);
  return (
    <form
      action={formAction}
      className={className}
      onSubmit={(e) => {
        if (confirm && !window.confirm(confirm)) e.preventDefault();
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
      <button type="submit" className={buttonVariants({ variant, size })} disabled={pending}>
        {pending ? busyLabel : label}
      </button>
      <FormMessage state={state} className="mt-1" />
    </form>
  );
}
