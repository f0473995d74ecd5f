"use client";

import { useActionState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { FormMessage } from "@/components/forms/form-message";
import { useActionFeedback } from "@/components/forms/use-action-feedback";
import { convertLeadAction } from "@/lib/crm/leads/actions";
import { IDLE } from "@/lib/forms/action-state";

/** Convert to Account: creates the account and its primary contact from the lead, then opens the account (a server action). */
export function ConvertLeadButton({ leadId }: { leadId: number }) {
  const [state, convert, pending] = useActionState(convertLeadAction, IDLE);
  useActionFeedback(state, { errorTitle: "Could not convert the lead" });
  return (
    <form action={convert}>
      <input type="hidden" name="leadId" value={leadId} />
      <button type="submit" className={buttonVariants({ size: "sm" })} disabled={pending}>
        {pending ? "Converting..." : "Convert to Account"}
      </button>
      <FormMessage state={state} className="mt-1" />
    </form>
  );
}
