"use client";

import { useActionForm } from "@/components/forms/use-action-form";
import { FormMessage } from "@/components/forms/form-message";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { buttonVariants } from "@/components/ui/button-variants";
import { changePlanAction } from "@/lib/billing/actions";

export type PlanOption = { value: string; label: string };

/**
 * Upgrade, downgrade or switch monthly/annual. Stripe prorates at once; PayPal asks the buyer to approve
 * the change on its page and bills it from the next payment (the form says which).
 */
export function ChangePlanForm({ subscriptionId, options, current, provider }: { subscriptionId: number; options: PlanOption[]; current: string; provider: "stripe" | "paypal" }) {
  const { state, pending, formProps } = useActionForm(changePlanAction, { successTitle: "Plan changed" });
  const id = `plan-${subscriptionId}`;
  return (
    <form {...formProps} className="grid gap-2" aria-label="Change plan">
      <input type="hidden" name="subscriptionId" value={subscriptionId} />
      <label htmlFor={id} className="text-sm font-medium">
        Change plan
      </label>
      <div className="flex flex-wrap gap-2">
        <NativeSelect id={id} name="choice" defaultValue={current} wrapperClassName="w-full sm:w-72">
          {options.map((o) => (
            <NativeSelectOption key={o.value} value={o.value}>
              {o.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
        <button type="submit" className={buttonVariants({ variant: "outline" })} disabled={pending}>
          {pending ? "Changing..." : "Change plan"}
        </button>
      </div>
      <p className="text-xs text-muted-foreground">
        {provider === "stripe"
          ? "Stripe charges or credits the difference for the rest of this period at once; this month's lead quota follows."
          : "PayPal asks you to approve the change and bills it from your next payment; your quota changes then."}
      </p>
      <FormMessage state={state} />
    </form>
  );
}
