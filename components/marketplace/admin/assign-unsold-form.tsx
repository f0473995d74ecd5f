"use client";

import { NativeSelect } from "@/components/ui/native-select";
import { Input } from "@/components/ui/input";
import { buttonVariants } from "@/components/ui/button-variants";
import { FieldError } from "@/components/ui/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { assignUnsoldAction } from "@/lib/marketplace/actions";
import { assignUnsoldSchema } from "@/lib/schemas/lead-return";
import { fieldError } from "@/lib/forms/action-state";

export type BuyerOption = { id: number; label: string };

/** Give one unsold lead to a named buyer, with the reason their ledger keeps (it counts against their plan). */
export function AssignUnsoldForm({ leadId, lead, buyers }: { leadId: number; lead: string; buyers: BuyerOption[] }) {
  const { state, pending, formProps } = useActionForm(assignUnsoldAction, { schema: assignUnsoldSchema });
  const id = `assign-${leadId}`;
  if (buyers.length === 0) return <span className="text-xs text-muted-foreground">No approved buyer yet</span>;
  return (
    <form {...formProps} className="grid min-w-56 gap-1" aria-label={`Assign ${lead} to a buyer`}>
      <input type="hidden" name="leadId" value={leadId} />
      <label htmlFor={`${id}-buyer`} className="sr-only">
        Buyer for {lead}
      </label>
      <NativeSelect id={`${id}-buyer`} name="buyerId" defaultValue="" aria-invalid={fieldError(state, "buyerId") ? true : undefined}>
        <option value="">Choose a buyer</option>
        {buyers.map((b) => (
          <option key={b.id} value={b.id}>
            {b.label}
          </option>
        ))}
      </NativeSelect>
      <FieldError>{fieldError(state, "buyerId")}</FieldError>
      <label htmlFor={`${id}-reason`} className="sr-only">
        Why {lead} goes to this buyer
      </label>
      <Input id={`${id}-reason`} name="reason" placeholder="Reason" maxLength={300} aria-invalid={fieldError(state, "reason") ? true : undefined} />
      <FieldError>{fieldError(state, "reason")}</FieldError>
      <button type="submit" className={buttonVariants({ size: "sm", variant: "outline" })} disabled={pending}>
        {pending ? "Assigning..." : "Assign"}
      </button>
      <FormMessage state={state} />
    </form>
  );
}
