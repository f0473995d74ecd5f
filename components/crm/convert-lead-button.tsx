"use client";

import { buttonVariants } from "@/components/ui/button-variants";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { convertLeadAction } from "@/lib/crm/leads/actions";

/** Convert to Account: creates the account and its primary contact from the lead, then opens the account (a server action). */
export function ConvertLeadButton({ leadId }: { leadId: number }) {
  const { state, pending, formProps } = useActionForm(convertLeadAction, { errorTitle: "Could not convert the lead" });
  return (
    <form {...formProps}>
      <input type="hidden" name="leadId" value={leadId} />
      <button type="submit" className={buttonVariants({ size: "sm" })} disabled={pending}>
        {pending ? "Converting..." : "Convert to Account"}
      </button>
      <FormMessage state={state} className="mt-1" />
    </form>
  );
}
