"use client";

import { useActionForm } from "@/components/forms/use-action-form";
import { FormMessage } from "@/components/forms/form-message";
import { buttonVariants } from "@/components/ui/button-variants";
import { inputClassName } from "@/components/ui/control-classes";
import { formatCents } from "@/lib/constants";
import { adminRefundAction } from "@/lib/billing/actions";

/** An admin refunds one payment: the whole of what is left, or an amount; always with a reason. */
export function AdminRefundForm({ paymentId, leftCents, label }: { paymentId: number; leftCents: number; label: string }) {
  const { state, pending, formProps } = useActionForm(adminRefundAction, { successTitle: "Refund", confirm: `Refund this payment (${label})?` });
  const id = `refund-${paymentId}`;
  const err = (name: string) => state.fieldErrors?.[name]?.[0];
  return (
    <form {...formProps} className="grid gap-2 rounded-md border p-3 text-sm" aria-label={`Refund ${label}`}>
      <input type="hidden" name="paymentId" value={paymentId} />
      <div className="grid gap-2 sm:grid-cols-[10rem_1fr]">
        <label htmlFor={`${id}-amount`} className="font-medium">
          Amount (USD)
          <input id={`${id}-amount`} name="amount" inputMode="decimal" placeholder={(leftCents / 100).toFixed(2)} aria-describedby={`${id}-amount-hint`} className={inputClassName} aria-invalid={err("amount") ? true : undefined} />
          <span id={`${id}-amount-hint`} className="block text-xs font-normal text-muted-foreground">Empty: all that is left ({formatCents(leftCents)}).</span>
        </label>
        <label htmlFor={`${id}-reason`} className="font-medium">
          Reason
          <input id={`${id}-reason`} name="reason" required minLength={5} maxLength={500} className={inputClassName} aria-invalid={err("reason") ? true : undefined} />
          {err("reason") && <span className="block text-xs text-destructive">{err("reason")}</span>}
        </label>
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="cancel" /> Also end the subscription now
      </label>
      <button type="submit" className={buttonVariants({ variant: "destructive", size: "sm", className: "justify-self-start" })} disabled={pending}>
        {pending ? "Refunding..." : "Refund"}
      </button>
      <FormMessage state={state} />
    </form>
  );
}
